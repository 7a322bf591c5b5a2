/// What running `kbcheck` produced: the text for each stream and the exit status.
public struct CommandResult: Sendable {
  /// Text for standard output.
  public var output: String
  /// Text for standard error.
  public var errorOutput: String
  /// The exit status.
  public var status: ExitStatus

  /// A command that succeeded with this output.
  static func success(_ output: String) -> CommandResult {
    CommandResult(output: output, errorOutput: "", status: .success)
  }

  /// A command that failed (exit status 2) with these errors.
  static func failure(_ errors: [KBCheckError]) -> CommandResult {
    CommandResult(output: "", errorOutput: text(errors), status: .failure)
  }

  /// A command that failed (exit status 2) with this error.
  static func failure(_ error: KBCheckError) -> CommandResult { failure([error]) }

  /// Errors as standard error shows them, one per line: what they quote from a spec, a trace
  /// or a file name has its control characters escaped, so no error can forge a line.
  static func text(_ errors: [KBCheckError]) -> String {
    errors.map { TerminalText.escape("\($0)") + "\n" }.joinedText()
  }
}
