extension JSONParser {
  /// Parses a string at the current `"`, decoding escapes and validating UTF-8.
  mutating func parseString() throws(InputError) -> String {
    let start = position
    let scanned = try scanString()
    let content = bytes[scanned.content]
    if !scanned.hasEscapes {
      guard
        let text = ValidatedUTF8.string(
          UnsafeBufferPointer(rebasing: content), isASCII: scanned.isASCII)
      else {
        throw InputError("the string that starts here is not valid UTF-8", at: start)
      }
      return text
    }
    return try decodeEscapes(content, start: start)
  }

  /// Passes the string at the current `"`, counting its code points on the line as a parse
  /// does, and returns where its content is and whether it holds escapes or non-ASCII bytes
  /// (neither decoded nor validated here).
  @inline(__always)
  mutating func scanString() throws(InputError) -> (
    content: Range<Int>, hasEscapes: Bool, isASCII: Bool
  ) {
    let start = position
    offset += 1
    let contentStart = offset
    var hasEscapes = false
    var isASCII = true
    let raw = UnsafeRawBufferPointer(bytes)
    while true {
      // Eight plain ASCII bytes at a time (no quote, backslash, control character or high
      // bit): a string value can be tens of megabytes long.
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if Self.hasSpecialByte(word) { break }
        offset += 8
      }
      guard offset < bytes.count else {
        throw InputError("the file ends inside a string that starts here", at: start)
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        offset += 2
        continue
      }
      if byte < 0x20 {
        throw InputError(
          "\(describeByte(byte)) inside a string: control characters must be escaped",
          at: position)
      }
      if byte >= 0x80 { isASCII = false }
      if byte & 0xC0 == 0x80 { continuationBytes += 1 }
      offset += 1
    }
    let content = contentStart..<offset
    offset += 1
    return (content, hasEscapes, isASCII)
  }

  /// Whether a word of eight bytes holds a quote, a backslash, a byte under 0x20 or a byte
  /// with its high bit set (the bytes ``parseString()`` must look at one by one).
  @inline(__always)
  static func hasSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let special =
      ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20)
      | word
    return special & highs != 0
  }

  private func decodeEscapes(
    _ content: Slice<UnsafeBufferPointer<UInt8>>, start: SourcePosition
  ) throws(InputError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(content.count)
    var index = content.startIndex
    while index < content.endIndex {
      let byte = content[index]
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        index += 1
        continue
      }
      guard index + 1 < content.endIndex else {
        throw InputError("the string that starts here ends with a lone backslash", at: start)
      }
      let escape = content[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hexQuad(content, at: index, start: start)
        index += 4
        if (0xD800..<0xDC00).contains(scalar) {
          guard index + 6 <= content.endIndex, content[index] == UInt8(ascii: "\\"),
            content[index + 1] == UInt8(ascii: "u")
          else {
            throw InputError("the string that starts here has an unpaired surrogate", at: start)
          }
          let low = try hexQuad(content, at: index + 2, start: start)
          guard (0xDC00..<0xE000).contains(low) else {
            throw InputError("the string that starts here has an unpaired surrogate", at: start)
          }
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw InputError("the string that starts here has an unpaired surrogate", at: start)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw InputError("the string that starts here has an invalid \\u escape", at: start)
        }
        output.append(contentsOf: Array(String(Character(unicode)).utf8))
      default:
        throw InputError(
          "the string that starts here has an unknown escape \\\(describeByte(escape))", at: start)
      }
    }
    guard let text = output.withUnsafeBufferPointer({ ValidatedUTF8.string($0) }) else {
      throw InputError("the string that starts here is not valid UTF-8", at: start)
    }
    return text
  }

  private func hexQuad(
    _ content: Slice<UnsafeBufferPointer<UInt8>>, at index: Int, start: SourcePosition
  ) throws(InputError) -> UInt32 {
    guard index + 4 <= content.endIndex else {
      throw InputError("the string that starts here has a truncated \\u escape", at: start)
    }
    var value: UInt32 = 0
    for byte in content[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        throw InputError("the string that starts here has an invalid \\u escape", at: start)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Parses a number per the JSON grammar; a value that overflows a double is an error.
  mutating func parseNumber() throws(InputError) -> JSONValue.Kind {
    let start = position
    let numberStart = offset
    let isInteger: Bool
    switch scanNumber() {
    case .number(let integer): isInteger = integer
    case .problem(let problem): throw InputError(problem, at: start)
    }
    if let value = Self.fastDouble(bytes[numberStart..<offset]) {
      return .number(value, isInteger: isInteger)
    }
    let text = String(decoding: bytes[numberStart..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw InputError("the number \(text.prefix(40)) is too large for a double", at: start)
    }
    return .number(value, isInteger: isInteger)
  }

  /// A number read without building errors: nil for anything ``parseNumber()`` rejects
  /// (the general decoder then reports it).
  mutating func plainNumber() -> (value: Double, isInteger: Bool)? {
    if let simple = simpleDecimal() { return simple }
    let numberStart = offset
    guard case .number(let isInteger) = scanNumber() else { return nil }
    if let value = Self.fastDouble(bytes[numberStart..<offset]) { return (value, isInteger) }
    let text = String(decoding: bytes[numberStart..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return (value, isInteger)
  }

  /// A number of the form most traces hold (`-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 15
  /// digits, not followed by anything that could continue it) read and converted in one pass;
  /// nil, with the cursor unmoved, for any other, which ``scanNumber()`` and ``fastDouble(_:)``
  /// then read. The value is the same: at most 15 digits are exact in a double, and one
  /// division by an exact power of ten rounds correctly. Checking the grammar, then reading the
  /// digits again, cost a time stamp about 300 instructions; this, about a third of that.
  private mutating func simpleDecimal() -> (value: Double, isInteger: Bool)? {
    var index = offset
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    let leadingZero = bytes[index] == UInt8(ascii: "0")
    var mantissa: UInt64 = 0
    var digits = 0
    while index < bytes.count, isDigit(bytes[index]) {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    guard !leadingZero || digits == 1 else { return nil }
    var fraction = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        fraction += 1
        index += 1
      }
      guard fraction > 0 else { return nil }
    }
    guard digits + fraction <= 15 else { return nil }
    if index < bytes.count, isNumberContinuation(bytes[index]) { return nil }
    offset = index
    var value = Double(mantissa)
    if fraction > 0 { value /= Self.powersOfTen[fraction] }
    return (negative ? -value : value, fraction == 0)
  }

  private enum NumberScan {
    case number(isInteger: Bool)
    case problem(String)
  }

  /// Moves past a number at the cursor, checking the JSON grammar.
  private mutating func scanNumber() -> NumberScan {
    var isInteger = true
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      return .problem("a number needs a digit after '-'")
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        return .problem("numbers must not have leading zeros")
      }
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        return .problem("a number needs a digit after '.'")
      }
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        return .problem("a number needs a digit in its exponent")
      }
      skipDigits()
    }
    if offset < bytes.count, isNumberContinuation(bytes[offset]) {
      return .problem("this is not a JSON number (JSON has no hex, NaN or Infinity)")
    }
    return .number(isInteger: isInteger)
  }

  /// Exact powers of ten a double holds.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// Converts a valid JSON number without allocating, when the result is exact: a mantissa
  /// of at most 2^53 scaled by at most 10^22 rounds correctly in one operation (Clinger's fast
  /// path). Returns nil otherwise, for the general conversion.
  static func fastDouble<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes) -> Double?
  where Bytes.Index == Int {
    var index = text.startIndex
    let negative = text[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var scale = 0
    var seenPoint = false
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
        guard digits <= 15 else { return nil }
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        if seenPoint { scale -= 1 }
      } else {
        break
      }
      index += 1
    }
    if index < text.endIndex {
      // An exponent: e, sign, digits.
      index += 1
      var exponentNegative = false
      if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        exponentNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponent = 0
      while index < text.endIndex {
        exponent = exponent * 10 + Int(text[index] - UInt8(ascii: "0"))
        guard exponent < 1000 else { return nil }
        index += 1
      }
      scale += exponentNegative ? -exponent : exponent
    }
    guard scale >= -22, scale <= 22 else { return mantissa == 0 ? (negative ? -0.0 : 0) : nil }
    var value = Double(mantissa)
    value = scale < 0 ? value / powersOfTen[-scale] : value * powersOfTen[scale]
    return negative ? -value : value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isNumberContinuation(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: ".")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }
}
