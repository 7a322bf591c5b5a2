/// Text from bytes that must be UTF-8, made without the standard library's generic
/// `String(validating:as:)` where the bytes are ASCII: that initializer looks its types up at
/// run time on every call, which cost parsing the built-in spec nearly half its time.
enum ValidatedUTF8 {
  /// The bytes as a string, or nil when they are not valid UTF-8.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool? = nil) -> String? {
    if isASCII ?? bytes.allSatisfy({ $0 < 0x80 }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
