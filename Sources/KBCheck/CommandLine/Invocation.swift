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
}

/// The settings of `kbcheck lint`.
public struct LintOptions: Sendable, Equatable {
  /// A spec file to use instead of the built-in default.
  public var specPath: String?
  /// Whether quirks are held to the documented contract.
  public var strict = false
  /// The report format.
  public var format = ReportFormat.text
  /// How inputs are read.
  public var load = TraceLoader.Options()
  /// Trace files, logs, directories, or `-` for standard input.
  public var paths: [String] = []

  /// Creates default options.
  public init() {}
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
