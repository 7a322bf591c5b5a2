/// For a `rotation` rule: how the frame changes when a marker's pair is delivered, so a second
/// half that still has the shape from before the marker is reported.
///
/// `{"before": "…FrameBegin…", "after": "…FrameEnd…", "change": "width", "because": "…",
///   "unless": "…", "when": {…}}`: the rectangle at `before` on the first event of the pair's
/// first half (where the subject was) against the one at `after` on the last event of its
/// second half (where it went). The words of the message, why the shape changes and what the
/// trace cannot tell, are the spec's.
struct OrientationChange: Sendable {
  /// How the two rectangles differ.
  enum Change: String, Sendable, CaseIterable {
    /// The width differs.
    case width
    /// The long side moves to the other axis: a wide rectangle becomes a tall one.
    case aspect
  }

  /// The key read on the first event of the pair.
  var before: String
  /// The key read on the last event of the pair.
  var after: String
  /// How they must differ.
  var change: Change
  /// How far apart two widths may be and still count as equal, in points.
  var tolerance: Double
  /// Why the shape changes, for the message (`frames follow the interface`).
  var because: String?
  /// What the trace cannot tell that would explain an unchanged shape, for the message.
  var unless: String?
  /// The devices it holds on.
  var when: DeviceCondition
  /// Where it is declared.
  var position: SourcePosition
}

extension OrientationChange {
  /// Reads one entry of a `rotation` rule's `orientation`.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "an orientation change")
    try object.rejectUnknown(
      ["before", "after", "change", "tolerance", "because", "unless", "when"],
      "key in an orientation change")
    self.init(
      before: try object.requiredString("before").value,
      after: try object.requiredString("after").value,
      change: try object.requiredCase("change", "orientation change"),
      tolerance: try reader.points(object, "tolerance") ?? 0.5,
      because: try object.optionalString("because")?.value,
      unless: try object.optionalString("unless")?.value,
      when: try reader.condition(object.member("when")), position: value.position)
  }
}
