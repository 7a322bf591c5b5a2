/// Another way of printing a keyboard payload, which the spec translates into its own keys:
/// React Native's keyboard events, for instance, are built from UIKit's userInfo with other
/// names and units (`endCoordinates` in points, `duration` in milliseconds, `easing` a word).
///
/// The log importer reads a printed dictionary that holds one of `recognisedBy` as a payload of
/// the dialect and translates each entry; the trace's `source` then names the dialect, and the
/// Objective-C type checks do not apply to it (its values were never NSNumbers or NSValues).
struct PayloadDialect: Sendable {
  /// The dialect's id, which also becomes the `source` of a trace read in it (`react-native`).
  var id: String
  /// Keys whose presence marks a printed dictionary as a payload of this dialect.
  var recognisedBy: [String]
  /// How each of the dialect's keys becomes one of the spec's.
  var keys: [DialectKey]
  /// Where the translation comes from (the code that builds the dialect's payloads).
  var source: String
  /// Where the dialect is declared.
  var position: SourcePosition
}

/// How one key of a dialect becomes a key of the spec.
struct DialectKey: Sendable {
  /// The dialect's key (`endCoordinates`).
  var from: String
  /// The spec's key (the frame's end key).
  var to: String
  /// For a rectangle printed as a dictionary: the names of its x, y, width and height.
  var rect: [String]?
  /// A factor that turns the dialect's number into the spec's (`0.001` for milliseconds).
  var scale: Double?
  /// For words that stand for values: each word and the value it stands for.
  var values: [(word: String, value: RawValue)]?
}

extension SpecPartsReader {
  /// A dialect: `{"id", "recognisedBy", "keys": [{"from", "to", "rect" | "scale" | "values"}],
  /// "source"}`.
  func dialect(_ value: JSONValue) throws(InputError) -> PayloadDialect {
    let object = try ObjectReader(value, what: "a dialect")
    try object.rejectUnknown(["id", "recognisedBy", "keys", "source"], "key in a dialect")
    let recognisedBy = try strings(object, "recognisedBy")
    guard !recognisedBy.isEmpty else {
      throw InputError(
        "a dialect needs \"recognisedBy\": the keys that mark its payloads", at: value.position)
    }
    return PayloadDialect(
      id: try object.requiredString("id").value, recognisedBy: recognisedBy,
      keys: try list(object, "keys", dialectKey), source: try object.requiredString("source").value,
      position: value.position)
  }

  private func dialectKey(_ value: JSONValue) throws(InputError) -> DialectKey {
    let object = try ObjectReader(value, what: "a dialect key")
    try object.rejectUnknown(["from", "to", "rect", "scale", "values"], "key in a dialect key")
    var key = DialectKey(
      from: try object.requiredString("from").value, to: try object.requiredString("to").value)
    if object.member("rect") != nil {
      let names = try strings(object, "rect")
      guard names.count == 4 else {
        throw InputError(
          "\"rect\" names the rectangle's x, y, width and height: four names, found \(names.count)",
          at: object.member("rect")?.position ?? value.position)
      }
      key.rect = names
    }
    if let scale = object.member("scale") {
      guard let number = scale.number, number.isFinite, number != 0 else {
        throw InputError(
          "\"scale\" must be a non-zero number, found \(scale.kindDescription)",
          at: scale.position)
      }
      key.scale = number
    }
    if let values = object.member("values") {
      let reader = try ObjectReader(values, what: "\"values\"")
      key.values = reader.keys.map { ($0.key, PayloadValueDecoder.raw($0.value)) }
    }
    return key
  }
}
