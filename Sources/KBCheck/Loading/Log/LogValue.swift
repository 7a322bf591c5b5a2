/// Turns text printed in a log into the trace model's untyped values.
enum LogValue {
  /// A printed value: numbers (quoted or not) become numbers, everything else a string as
  /// printed (`NSRect: {{0, 264}, {320, 216}}`, `inf`); with `booleans` (JSON and JavaScript),
  /// `true` and `false` are booleans.
  static func raw(_ text: String, booleans: Bool = false) -> RawValue {
    if booleans, text == "true" || text == "false" { return .bool(text == "true") }
    // Bytes, not characters: text a number reads from is ASCII (`Double(String)` reads no
    // other digits), where iterating characters and asking each whether it is numeric cost a
    // printed value about 150 instructions.
    if let number = PrintedNumber.value(text), number.isFinite,
      text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 || isNumberMark($0) })
    {
      let isInteger = !text.utf8.contains {
        $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e")
      }
      return .number(number, isInteger: isInteger)
    }
    return .string(text)
  }

  /// `+`, `-`, `.`, `e` or `E`: what a printed number holds besides digits.
  private static func isNumberMark(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      || byte | 0x20 == UInt8(ascii: "e")
  }

  /// A printed object: `nil`/`(null)` is nil, `<UIScreen: 0x…; …>` or `Optional(<…>)` is its
  /// class name, anything else is kept as printed.
  static func object(_ text: String) -> RawValue {
    var body = Substring(text)
    if body.hasBytePrefix("Optional("), body.hasByteSuffix(")") {
      body = body.dropFirst(9).dropLast()
    }
    if body == "nil" || body == "(null)" { return .null }
    if body.hasBytePrefix("<"),
      let end = body.firstIndex(where: { $0 == ":" || $0 == ">" || $0 == " " })
    {
      return .string(String(body[body.index(after: body.startIndex)..<end]))
    }
    return .string(String(body))
  }
}
