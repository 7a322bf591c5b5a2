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
  /// Explain a rule, a quirk, or a trace at one event.
  case explain(ExplainOptions)
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
  /// How inputs are read.
  public var load = TraceLoader.Options()
  /// Trace files, logs, directories, globs, or `-` for standard input.
  public var paths: [String] = []

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

/// A command line `kbcheck` cannot act on, with what to do instead.
public struct UsageError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String
}
