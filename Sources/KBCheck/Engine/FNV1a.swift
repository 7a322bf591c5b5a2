/// FNV-1a, 64 bits, fed piece by piece: the hash of the pieces' bytes in order, without
/// building the text they make (``Fingerprint/hash(_:)`` of a joined text is the same value).
struct FNV1a {
  /// The hash of the bytes added so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds one byte.
  mutating func add(_ byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x0000_0100_0000_01B3
  }

  /// Adds the UTF-8 bytes of `text`, read where they lie (iterating the UTF-8 view costs
  /// tens of instructions a byte).
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes { add(byte) }
    }
  }

  /// The hash as 16 hexadecimal digits.
  var hex: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
