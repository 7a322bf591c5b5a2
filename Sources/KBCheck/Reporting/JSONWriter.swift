import KeyboardTraceFormat

/// Writes compact JSON in the order values are given; strings are escaped per RFC 8259.
///
/// The text is put together as bytes and made a string once: a string appended to piece by
/// piece cost about 340 instructions an append, and a batch's JSON report makes 37 for every
/// clean file (a twentieth of checking the file).
struct JSONWriter {
  private var bytes: [UInt8] = []
  private var needsComma = false

  /// The JSON written so far.
  var output: String { String(decoding: bytes, as: UTF8.self) }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }

  mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes a key; the next value written is its value.
  mutating func key(_ name: String) {
    separate()
    JSONText.appendQuoted(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ text: String) {
    separate()
    JSONText.appendQuoted(text, to: &bytes)
  }

  mutating func number(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
  }

  mutating func optionalNumber(_ value: Int?) {
    if let value { number(value) } else { null() }
  }

  mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// Writes `"key": value`.
  mutating func pair(_ name: String, _ value: Int?) {
    key(name)
    optionalNumber(value)
  }

  /// Writes `"key": "value"` (or null).
  mutating func pair(_ name: String, _ value: String?) {
    key(name)
    optionalString(value)
  }

  /// A JSON string literal.
  static func quote(_ text: String) -> String { JSONText.quote(text) }
}
