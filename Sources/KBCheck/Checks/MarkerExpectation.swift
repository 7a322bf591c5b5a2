/// For a `marker-state` rule: where a marker of some kind may come.
///
/// `{"marker": "field-began", "at": [{"state": "hidden", "next": "show"}, {"state": "shown"}],
///   "expected": "…", "quirk": "…", "unlessNext": ["field-began"], "nextQuirk": "…"}`; a
/// single `"state": "shown"` stands for `"at": [{"state": "shown"}]`.
struct MarkerExpectation: Sendable {
  /// The marker kind.
  var marker: String
  /// The places the marker may come; anywhere else is a finding.
  var places: [MarkerPlace]
  /// What should have happened, in words for the message.
  var expected: String
  /// A quirk that explains the marker elsewhere.
  var quirk: String?
  /// Marker kinds that, coming next with no keyboard notification between, explain the
  /// marker elsewhere (focus moving from one field to the next).
  var unlessNext: [String]
  /// The quirk that explains it then.
  var nextQuirk: String?
  /// Where it is declared.
  var position: SourcePosition
}

/// One place a marker may come: between sequences in a state (optionally followed by a
/// sequence of a kind), or inside a sequence of a kind after one of its notifications.
///
/// `{"state": "hidden", "next": "show"}`, `{"inside": "show", "after": ["…WillShow…"]}`.
struct MarkerPlace: Sendable {
  /// Between sequences, in this state.
  var state: String?
  /// The kind of the sequence that must come next (any, or none, when nil).
  var next: String?
  /// Inside a sequence of this kind.
  var inside: String?
  /// Inside the sequence, after one of these notifications (anywhere in it when empty).
  var after: [String]
  /// Where it is declared.
  var position: SourcePosition
}

extension MarkerExpectation {
  /// Reads one expectation of a `marker-state` rule.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "a marker expectation")
    try object.rejectUnknown(
      ["marker", "state", "at", "expected", "quirk", "unlessNext", "nextQuirk"],
      "key in a marker expectation")
    var places: [MarkerPlace] = []
    if let state = try object.optionalString("state") {
      places.append(
        MarkerPlace(state: state.value, next: nil, inside: nil, after: [], position: state.position)
      )
    }
    places += try reader.list(object, "at") { value throws(InputError) in
      try MarkerPlace(value, reader)
    }
    guard !places.isEmpty else {
      throw InputError(
        "a marker expectation needs \"state\" or \"at\": where the marker may come",
        at: value.position)
    }
    var unlessNext: [String] = []
    if let next = object.member("unlessNext") {
      if let single = next.string {
        unlessNext = [single]
      } else {
        unlessNext = try ObjectReader.strings(next, what: "\"unlessNext\"")
      }
    }
    self.init(
      marker: try object.requiredString("marker").value, places: places,
      expected: try object.requiredString("expected").value,
      quirk: try object.optionalString("quirk")?.value, unlessNext: unlessNext,
      nextQuirk: try object.optionalString("nextQuirk")?.value, position: value.position)
  }
}

extension MarkerPlace {
  /// Reads one place of a marker expectation's `at`.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "a marker place")
    try object.rejectUnknown(["state", "next", "inside", "after"], "key in a marker place")
    self.init(
      state: try object.optionalString("state")?.value,
      next: try object.optionalString("next")?.value,
      inside: try object.optionalString("inside")?.value,
      after: try reader.names(object, "after"), position: value.position)
    guard (state == nil) != (inside == nil) else {
      throw InputError(
        "a marker place names either a \"state\" (between sequences) or a sequence kind it is "
          + "\"inside\", not both or neither", at: value.position)
    }
    guard state != nil || next == nil, inside != nil || after.isEmpty else {
      throw InputError(
        "\"next\" goes with a \"state\" and \"after\" with \"inside\"", at: value.position)
    }
  }
}
