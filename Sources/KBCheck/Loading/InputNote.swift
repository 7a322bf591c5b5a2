/// Something a person should know about how an input was read or understood, with its place:
/// a name taken from a handler's name, payloads printed without their brackets, the device
/// inferred from the payloads. Not a finding: nothing in it is wrong, and it changes no status.
public struct InputNote: Sendable, Equatable {
  /// What kbcheck made of the input, written for the person reading the report.
  public var message: String
  /// Where it applies, when it has a place.
  public var position: SourcePosition?

  /// Creates a note.
  public init(_ message: String, at position: SourcePosition?) {
    self.message = message
    self.position = position
  }

  /// The note on a trace that holds no events.
  static let nothingChecked = InputNote(
    "the trace holds no events: nothing was checked (a recording that stopped before the "
      + "keyboard appeared, or a test double that posted nothing?)", at: nil)

  /// Whether this is the note on a trace that holds no events.
  var isNothingChecked: Bool { self == .nothingChecked }
}
