/// The number printed text spells, as `Double(String)` reads it, without making a string for
/// the common case.
///
/// Logs print every frame, duration and curve as text, and the checks read each value several
/// times: text in JSON's number grammar is converted in place (``JSONParser/fastDouble(_:)``,
/// exact), text that cannot start a number is turned away by its first byte, and anything else
/// (`+5`, `.5`, `inf`, `0x1p3`) goes to `Double(String)`, so the result is always the same.
enum PrintedNumber {
  /// The value of `bytes` as `Double(String(decoding: bytes, as: UTF8.self))` gives it.
  static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let first = bytes.first else { return nil }
    if isJSONNumber(bytes), let value = JSONParser.fastDouble(bytes) { return value }
    // Double(String) reads digits, a sign or a point first, or inf, infinity, nan, snan.
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      return Double(String(decoding: bytes, as: UTF8.self))
    default:
      let word = startsWith(bytes, "inf") || startsWith(bytes, "nan") || startsWith(bytes, "snan")
      return word ? Double(String(decoding: bytes, as: UTF8.self)) : nil
    }
  }

  /// Whether `bytes` start with the lower-case letters `word`, in any case.
  private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool
  {
    let count = word.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    return word.withUTF8Buffer { letters in
      (0..<count).allSatisfy { bytes[$0] | 0x20 == letters[$0] }
    }
  }

  /// The value of `text` as `Double(text)` gives it.
  static func value(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { value($0) }
  }

  /// Whether `bytes` are a number in JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private static func isJSONNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    func digits() -> Int {
      let start = index
      while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
      return index - start
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < count else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == count
  }
}
