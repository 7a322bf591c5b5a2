/// What the user asked `kbcheck` to do, parsed from the command line.
enum Invocation: Sendable, Equatable {
  /// Print help text.
  case help(String)
  /// Print the version.
  case version
  /// Lint traces.
  case lint(LintOptions)
  /// Write an input as canonical `keyboard-trace/1` JSON.
  case convert(ConvertOptions)
  /// List the rules and quirks of a spec (the built-in one when the path is nil).
  case rules(specPath: String?)
  /// Validate a spec file and print what it resolves to (`kbcheck spec check FILE`).
  case specCheck(path: String)
  /// Explain a rule, a quirk, or a trace at one event.
  case explain(ExplainOptions)
  /// Merge the JSON reports of shards into one report.
  case merge(MergeOptions)
  /// Write the notifications UIKit posts for a scenario, or list what can be generated.
  case generate(GenerateOptions)
}

/// The settings of `kbcheck generate`.
struct GenerateOptions: Sendable, Equatable {
  /// The scenario; nil with `--list`.
  var scenario: Scenario?
  /// The device's id; nil: the catalog's first device.
  var device: String?
  /// The OS version; nil: the spec's default where the device runs it.
  var osVersion: String?
  /// Quirks to produce, by id.
  var quirks: [String] = []
  /// Whether to list the scenarios, devices and quirks instead.
  var list = false
  /// A spec to use instead of the built-in one.
  var specPath: String?
  /// A device catalog to use instead of the spec's.
  var devicesPath: String?
  /// The output path, or `-` (the default) for standard output.
  var output = "-"
  /// Whether to write Swift that posts the trace instead of the trace.
  var swift = false

  /// Creates default options.
  init() {}
}

/// The settings of `kbcheck explain`.
struct ExplainOptions: Sendable, Equatable {
  /// A rule id, a quirk id, or a trace path.
  var target = ""
  /// For a trace: the event to explain.
  var event: Int?
  /// A spec to use instead of the configured or built-in one.
  var specPath: String?
  /// A configuration file to use instead of the nearest one.
  var configPath: String?
  /// Whether no configuration is used, not even the nearest (`--no-config`).
  var noConfig = false
  /// How the trace is read.
  var load = TraceLoader.Options()

  /// Creates default options.
  init() {}
}

/// The settings of `kbcheck lint`; nil fields fall back to the configuration file.
struct LintOptions: Sendable, Equatable {
  /// A spec file (or built-in name) to use instead of the configured or built-in one.
  var specPath: String?
  /// Whether quirks are held to the documented contract (`--strict`).
  var strict = false
  /// Whether behaviour every device shows is listed too, as notes (`--verbose`).
  var verbose = false
  /// Reports to write: each format with its file, or nil for standard output.
  var outputs: [ReportOutput] = []
  /// The configuration file to use instead of the nearest `.kbcheck.json`.
  var configPath: String?
  /// Whether no configuration is used, not even the nearest (`--no-config`).
  var noConfig = false
  /// The lowest severity that fails the run.
  var failOn: Severity?
  /// The most warnings allowed.
  var maxWarnings: Int?
  /// A baseline whose findings are not reported.
  var baseline: String?
  /// Where to record this run's findings as a baseline.
  var writeBaseline: String?
  /// Whether to drop baseline entries that no longer match (rewriting the file).
  var pruneBaseline = false
  /// The name standard input is reported under.
  var stdinFilename: String?
  /// How many inputs to check at once (default: the core count, or one for a small batch).
  var jobs: Int?
  /// This run's share of the inputs: shard `index` (1-based) of `count`.
  var shard: Shard?
  /// Whether to show no progress line.
  var quiet = false
  /// How inputs are read.
  var load = TraceLoader.Options()
  /// Trace files, logs, directories, globs, or `-` for standard input.
  var paths: [String] = []

  /// Creates default options.
  init() {}
}

/// The settings of `kbcheck merge`.
struct MergeOptions: Sendable, Equatable {
  /// The JSON reports to merge.
  var reports: [String] = []
  /// Reports to write.
  var outputs: [ReportOutput] = []
  /// The lowest severity that fails the run.
  var failOn: Severity?
  /// The most warnings allowed.
  var maxWarnings: Int?
  /// A spec for the rules the reports were checked against (default: configured or built-in).
  var specPath: String?
  /// A configuration file.
  var configPath: String?
  /// Whether no configuration is used, not even the nearest (`--no-config`).
  var noConfig = false

  /// Creates default options.
  init() {}
}

/// One report to write: a format and where.
struct ReportOutput: Sendable, Equatable {
  /// The format.
  var format: ReportFormat
  /// The file, or nil for standard output.
  var path: String?
}

/// The settings of `kbcheck convert`.
struct ConvertOptions: Sendable, Equatable {
  /// How the input is read.
  var load = TraceLoader.Options()
  /// The input path, or `-` for standard input.
  var input = "-"
  /// The output path, or `-` (the default) for standard output.
  var output = "-"

  /// Creates default options.
  init() {}
}
