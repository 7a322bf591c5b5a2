import KeyboardTraceFormat

/// Reads a userInfo value: `{"type": T, "value": V}` is typed, anything else is untyped.
///
/// Never throws: a value of the wrong shape is kept as it is, for the payload rules to report
/// with the event's location, instead of making the whole trace unreadable.
enum PayloadValueDecoder {
  /// Decodes one value.
  static func decode(_ value: JSONValue) -> PayloadValue {
    if let members = value.members,
      let typeMember = members.first(where: { $0.key == TraceField.type.text }),
      let type = typeMember.value.string
    {
      guard let inner = members.first(where: { $0.key == TraceField.value.text }) else {
        return .typed(type: type, value: .missing)
      }
      return .typed(type: type, value: raw(inner.value))
    }
    return .untyped(raw(value))
  }

  /// The raw shape of a JSON value.
  static func raw(_ value: JSONValue) -> RawValue {
    switch value.kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number, let isInteger): return .number(number, isInteger: isInteger)
    case .string(let text): return .string(text)
    case .object: return .json(value)
    case .array(let elements):
      var numbers = Numbers()
      for element in elements {
        guard let number = element.number else { return .json(value) }
        numbers.append(number)
      }
      return .numbers(numbers)
    }
  }
}
