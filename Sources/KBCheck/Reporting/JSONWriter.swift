import KeyboardTraceFormat

/// Writes compact JSON in the order values are given; strings are escaped per RFC 8259.
struct JSONWriter {
  private(set) var output = ""
  private var needsComma = false

  private mutating func separate() {
    if needsComma { output += "," }
    needsComma = true
  }

  mutating func beginObject() {
    separate()
    output += "{"
    needsComma = false
  }

  mutating func endObject() {
    output += "}"
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    output += "["
    needsComma = false
  }

  mutating func endArray() {
    output += "]"
    needsComma = true
  }

  /// Writes a key; the next value written is its value.
  mutating func key(_ name: String) {
    separate()
    output += Self.quote(name) + ":"
    needsComma = false
  }

  mutating func string(_ text: String) {
    separate()
    output += Self.quote(text)
  }

  mutating func number(_ value: Int) {
    separate()
    output += String(value)
  }

  mutating func bool(_ value: Bool) {
    separate()
    output += value ? "true" : "false"
  }

  mutating func null() {
    separate()
    output += "null"
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
