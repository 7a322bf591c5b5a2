/// What the user asked `kbcheck` to do, parsed from the command line.
public enum Invocation: Sendable, Equatable {
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
}

/// The settings of `kbcheck explain`.
public struct ExplainOptions: Sendable, Equatable {
  /// A rule id, a quirk id, or a trace path.
  public var target = ""
  /// For a trace: the event to explain.
  public var event: Int?
  /// A spec to use instead of the configured or built-in one.
  public var specPath: String?
  /// A configuration file to use instead of the nearest one.
  public var configPath: String?
  /// How the trace is read.
  public var load = TraceLoader.Options()

  /// Creates default options.
  public init() {}
}

/// The settings of `kbcheck lint`; nil fields fall back to the configuration file.
public struct LintOptions: Sendable, Equatable {
  /// A spec file (or built-in name) to use instead of the configured or built-in one.
  public var specPath: String?
  /// Whether quirks are held to the documented contract (`--strict`).
  public var strict = false
  /// Reports to write: each format with its file, or nil for standard output.
  public var outputs: [ReportOutput] = []
  /// The configuration file to use instead of the nearest `.kbcheck.json`.
  public var configPath: String?
  /// The lowest severity that fails the run.
  public var failOn: Severity?
  /// The most warnings allowed.
  public var maxWarnings: Int?
  /// A baseline whose findings are not reported.
  public var baseline: String?
  /// Where to record this run's findings as a baseline.
  public var writeBaseline: String?
  /// Whether to drop baseline entries that no longer match (rewriting the file).
  public var pruneBaseline = false
  /// The name standard input is reported under.
  public var stdinFilename: String?
  /// How many inputs to check at once (default: the core count).
  public var jobs: Int?
  /// This run's share of the inputs: shard `index` (1-based) of `count`.
  public var shard: Shard?
  /// Whether to show no progress line.
  public var quiet = false
  /// How inputs are read.
  public var load = TraceLoader.Options()
  /// Trace files, logs, directories, globs, or `-` for standard input.
  public var paths: [String] = []

  /// Creates default options.
  public init() {}
}

/// One of `count` deterministic parts of a run's inputs, for splitting a corpus across machines.
public struct Shard: Sendable, Equatable {
  /// Which part, from 1.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// Whether an input belongs to this shard: by a stable hash of its path, so adding files
  /// moves no other file to another shard.
  public func contains(_ path: String) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return Int(hash % UInt64(count)) == index - 1
  }
}

/// The settings of `kbcheck merge`.
public struct MergeOptions: Sendable, Equatable {
  /// The JSON reports to merge.
  public var reports: [String] = []
  /// Reports to write.
  public var outputs: [ReportOutput] = []
  /// The lowest severity that fails the run.
  public var failOn: Severity?
  /// The most warnings allowed.
  public var maxWarnings: Int?
  /// A spec for the rules the reports were checked against (default: configured or built-in).
  public var specPath: String?
  /// A configuration file.
  public var configPath: String?

  /// Creates default options.
  public init() {}
}

/// One report to write: a format and where.
public struct ReportOutput: Sendable, Equatable {
  /// The format.
  public var format: ReportFormat
  /// The file, or nil for standard output.
  public var path: String?
}

/// The settings of `kbcheck convert`.
public struct ConvertOptions: Sendable, Equatable {
  /// How the input is read.
  public var load = TraceLoader.Options()
  /// The input path, or `-` for standard input.
  public var input = "-"
  /// The output path, or `-` (the default) for standard output.
  public var output = "-"

  /// Creates default options.
  public init() {}
}
