extension SpecPartsReader {
  /// One relation of a `geometry` rule: `{"relation": "visible", "key": "…", "in": […], …}`.
  func relation(_ value: JSONValue) throws(InputError) -> GeometryRelation {
    let object = try ObjectReader(value, what: "a geometry relation")
    try object.rejectUnknown(
      ["relation", "key", "of", "in", "pairs", "tolerance", "when", "quirk", "visibleAtMost"],
      "key in a geometry relation")
    var pairs: [[String]] = []
    if let list = object.member("pairs") {
      for element in list.elements ?? [] {
        let pair = try ObjectReader.strings(element, what: "a pair")
        guard pair.count == 2 else {
          throw InputError(
            "a pair names two notifications, the first and the second, found \(pair.count)",
            at: element.position)
        }
        pairs.append(pair)
      }
    }
    return GeometryRelation(
      kind: try object.requiredCase("relation", "geometry relation"),
      key: try object.requiredString("key").value, of: try object.optionalString("of")?.value,
      notifications: try names(object, "in"), pairs: pairs,
      tolerance: try number(object, "tolerance") ?? 0.5, when: try condition(object.member("when")),
      quirk: try object.optionalString("quirk")?.value,
      visibleAtMost: try number(object, "visibleAtMost"), position: value.position)
  }

  /// One entry of a `rotation` rule's `orientation`.
  func orientationChange(_ value: JSONValue) throws(InputError) -> OrientationChange {
    let object = try ObjectReader(value, what: "an orientation change")
    try object.rejectUnknown(
      ["before", "after", "change", "tolerance", "when"], "key in an orientation change")
    return OrientationChange(
      before: try object.requiredString("before").value,
      after: try object.requiredString("after").value,
      change: try object.requiredCase("change", "orientation change"),
      tolerance: try number(object, "tolerance") ?? 0.5, when: try condition(object.member("when")),
      position: value.position)
  }

  /// A finite number ≥ 0 at `key`, if present.
  private func number(_ object: ObjectReader, _ key: String) throws(InputError) -> Double? {
    guard let value = object.member(key) else { return nil }
    guard let number = value.number, number.isFinite, number >= 0 else {
      throw InputError(
        "\"\(key)\" must be a number of points, at least 0, found \(value.kindDescription)",
        at: value.position)
    }
    return number
  }
}
