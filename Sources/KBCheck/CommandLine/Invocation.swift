/// What the user asked `kbcheck` to do, parsed from the command line.
public enum Invocation: Sendable, Equatable {
  /// Print help text.
  case help(String)
  /// Print the version.
  case version
  /// Lint traces.
  case lint(LintOptions)
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
  /// Trace files, directories, or `-` for standard input.
  public var paths: [String] = []

  /// Creates default options.
  public init() {}
}

/// A command line `kbcheck` cannot act on, with what to do instead.
public struct UsageError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String
}
