/// Reads a pattern: a name, an array (a sequence), or an object with one operator.
///
/// Operators: `{"seq": [...]}`, `{"anyOf": [...]}`, `{"optional": p}`,
/// `{"repeat": p, "min": 0, "max": 3}`, `{"ref": "name"}`, `{"quirk": "id", "pattern": p}`.
enum PatternDecoder {
  /// Decodes one pattern.
  static func decode(_ value: JSONValue) throws(InputError) -> Pattern {
    switch value.kind {
    case .string(let name):
      return .event(name, value.position)
    case .array(let elements):
      return .sequence(try decodeAll(elements))
    case .object:
      return try decodeOperator(value)
    default:
      throw InputError(
        "a pattern must be a name, an array or an operator object, found \(value.kindDescription)",
        at: value.position)
    }
  }

  private static func decodeAll(_ elements: [JSONValue]) throws(InputError) -> [Pattern] {
    var parts: [Pattern] = []
    for element in elements { parts.append(try decode(element)) }
    return parts
  }

  private static func decodeOperator(_ value: JSONValue) throws(InputError) -> Pattern {
    let object = try ObjectReader(value, what: "a pattern")
    if let parts = object.member("seq") {
      return .sequence(try decodeAll(try list(parts, "seq")))
    }
    if let parts = object.member("anyOf") {
      let alternatives = try decodeAll(try list(parts, "anyOf"))
      guard !alternatives.isEmpty else {
        throw InputError("\"anyOf\" needs at least one alternative", at: parts.position)
      }
      return .choice(alternatives)
    }
    if let part = object.member("optional") {
      return .optional(try decode(part))
    }
    if let part = object.member("repeat") {
      let minimum = try count(object.member("min")) ?? 0
      let maximum = try count(object.member("max"))
      if let maximum, maximum < minimum || maximum == 0 {
        throw InputError("\"max\" must be at least 1 and at least \"min\"", at: value.position)
      }
      return .repetition(try decode(part), min: minimum, max: maximum)
    }
    if let name = object.member("ref") {
      guard let text = name.string else {
        throw InputError("\"ref\" must name a pattern", at: name.position)
      }
      return .reference(text, name.position)
    }
    if let quirk = object.member("quirk") {
      guard let id = quirk.string else {
        throw InputError("\"quirk\" must be a quirk id", at: quirk.position)
      }
      return .quirk(id, try decode(SpecDecoder.required(object, "pattern")), quirk.position)
    }
    throw InputError(
      "a pattern object needs one of seq, anyOf, optional, repeat, ref or quirk", at: value.position
    )
  }

  private static func list(_ value: JSONValue, _ name: String) throws(InputError) -> [JSONValue] {
    guard let elements = value.elements else {
      throw InputError("\"\(name)\" must be an array of patterns", at: value.position)
    }
    return elements
  }

  private static func count(_ value: JSONValue?) throws(InputError) -> Int? {
    guard let value else { return nil }
    guard case .number(let number, true) = value.kind, number >= 0, number <= 16 else {
      throw InputError("a repeat count must be a whole number from 0 to 16", at: value.position)
    }
    return Int(number)
  }
}
