/// One problem found in a trace: which rule, how serious, what and where.
public struct Finding: Sendable, Equatable {
  /// The rule's stable id (`sequence-order`).
  public var ruleId: String
  /// How serious it is.
  public var severity: Severity
  /// What was expected and what came, for the person fixing it.
  public var message: String
  /// The 0-based index of the offending event, when there is one.
  public var event: Int?
  /// Where in the input file.
  public var position: SourcePosition
  /// The quirk that explains the deviation, when one does.
  public var quirk: String?
  /// The JSON Pointer of the offending value, for payload findings.
  public var pointer: String?
  /// A related place: the event where a broken sequence began.
  public var related: RelatedLocation?
  /// The name of the offending event, when there is one.
  public var eventName: String?
  /// A fingerprint of the finding that survives unrelated edits to the trace (rule, event
  /// name, the names of its neighbours, the value's key), for baselines and SARIF.
  public var fingerprint: String?
  /// The other events where the same rule found the same problem (the same message): one
  /// finding per problem, with every place it occurs.
  public var also: [RelatedLocation] = []
  /// Whether it records behaviour every device of the trace's kind shows (a quirk marked
  /// `everyDevice`): accepted, so reported only when asked (`--verbose`).
  public var accepted = false

  /// Creates a finding.
  public init(
    ruleId: String, severity: Severity, message: String, event: Int?, position: SourcePosition,
    quirk: String? = nil, pointer: String? = nil, related: RelatedLocation? = nil
  ) {
    self.ruleId = ruleId
    self.severity = severity
    self.message = message
    self.event = event
    self.position = position
    self.quirk = quirk
    self.pointer = pointer
    self.related = related
  }
}

/// A place related to a finding, with what it is.
public struct RelatedLocation: Sendable, Equatable {
  /// The related event's index.
  public var event: Int
  /// Where it is in the input.
  public var position: SourcePosition
  /// What it is ("the show sequence began here").
  public var message: String

  /// Creates a related location.
  public init(event: Int, position: SourcePosition, message: String) {
    self.event = event
    self.position = position
    self.message = message
  }
}
