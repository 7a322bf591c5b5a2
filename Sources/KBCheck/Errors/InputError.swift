/// Why an input file (trace, log or spec) could not be read, with the place where it went wrong.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the file the problem is, when it has a place.
  public var position: SourcePosition?
  /// What is wrong, written for the person who has to fix the file.
  public var message: String

  /// Creates an error at a position.
  public init(_ message: String, at position: SourcePosition?) {
    self.message = message
    self.position = position
  }

  /// `line:col: message`, or the message alone.
  public var description: String {
    if let position { return "\(position): \(message)" }
    return message
  }
}
