/// Turns text printed in a log into the trace model's untyped values.
enum LogValue {
  /// A printed value: numbers (quoted or not) become numbers, everything else a string as
  /// printed (`NSRect: {{0, 264}, {320, 216}}`, `inf`); with `booleans` (JSON and JavaScript),
  /// `true` and `false` are booleans.
  static func raw(_ text: String, booleans: Bool = false) -> RawValue {
    if booleans, text == "true" || text == "false" { return .bool(text == "true") }
    if let number = PrintedNumber.value(text), number.isFinite,
      text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) })
    {
      let isInteger = !text.contains(where: { ".eE".contains($0) })
      return .number(number, isInteger: isInteger)
    }
    return .string(text)
  }

  /// A printed object: `nil`/`(null)` is nil, `<UIScreen: 0x…; …>` or `Optional(<…>)` is its
  /// class name, anything else is kept as printed.
  static func object(_ text: String) -> RawValue {
    var body = Substring(text)
    if body.hasPrefix("Optional("), body.hasSuffix(")") { body = body.dropFirst(9).dropLast() }
    if body == "nil" || body == "(null)" { return .null }
    if body.hasPrefix("<"),
      let end = body.firstIndex(where: { $0 == ":" || $0 == ">" || $0 == " " })
    {
      return .string(String(body[body.index(after: body.startIndex)..<end]))
    }
    return .string(String(body))
  }
}
