extension SpecPartsReader {
  /// One expectation of a `marker-state` rule.
  func expectation(_ value: JSONValue) throws(InputError) -> MarkerExpectation {
    let object = try ObjectReader(value, what: "a marker expectation")
    try object.rejectUnknown(
      ["marker", "state", "expected", "quirk", "unlessNext", "nextQuirk"],
      "key in a marker expectation")
    return MarkerExpectation(
      marker: try object.requiredString("marker").value,
      state: try object.requiredString("state").value,
      expected: try object.requiredString("expected").value,
      quirk: try object.optionalString("quirk")?.value,
      unlessNext: try object.optionalString("unlessNext")?.value,
      nextQuirk: try object.optionalString("nextQuirk")?.value, position: value.position)
  }

  /// The window of a `marker-window` rule.
  func window(_ value: JSONValue) throws(InputError) -> MarkerWindow {
    let object = try ObjectReader(value, what: "a marker window")
    try object.rejectUnknown(
      ["closedBy", "openedBy", "forbids", "expected"], "key in a marker window")
    func kinds(_ key: String) throws(InputError) -> [String] {
      guard let list = object.member(key) else {
        throw InputError("a marker window needs \"\(key)\"", at: value.position)
      }
      return try ObjectReader.strings(list, what: "\"\(key)\"")
    }
    return MarkerWindow(
      closedBy: try kinds("closedBy"), openedBy: try kinds("openedBy"),
      forbids: try names(object, "forbids"),
      expected: try object.requiredString("expected").value, position: value.position)
  }
}
