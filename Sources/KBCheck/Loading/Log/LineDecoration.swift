/// Blanks what surrounds the printed values on each line of a pasted log, so the grammars see
/// the values alone: NSLog and unified-log prefixes, a CI runner's timestamps, `//`, `///`,
/// `*` and `#` comment leaders, `>` quote marks, Markdown fences, backticks and bold marks, lldb
/// prompts, and line numbers a viewer added.
///
/// A leader that could be prose (`#`, `*`, `>`, `//`, a number) is blanked only where the same
/// leader repeats on a neighbouring line or stands in front of a recognised structure, so a
/// sentence that happens to start with one keeps it. Timestamps, prompts and fences are always
/// blanked. Curly and CJK quotation marks become `"`, and on lines whose keys were pasted through
/// a string literal (`\"`, `\n`) the escapes are undone, all without moving a byte.
enum LineDecoration {
  /// A kind of leader; leaders of the same kind on neighbouring lines confirm each other.
  enum Kind: Equatable {
    case timestamp
    /// A CI runner's timestamp, which says when the runner read the line, not when the app
    /// logged it.
    case runnerStamp
    case prompt
    case quote
    case comment
    case star
    case hash
    case number(Int)
    case fence
  }

  /// A leader found at the start of a line.
  struct Leader {
    var kind: Kind
    var range: Range<Int>
    /// What a timestamp leader says, read before it is blanked.
    var prefix: LogPrefix?
  }

  /// Blanks the decoration of every line of `text`.
  static func clean(_ text: inout LogText, vocabulary: LogVocabulary) {
    text.blankUnicodeSpaces()
    let count = text.lineCount
    var previous: [Leader] = []
    var current = count > 0 ? leaders(text, line: 0) : []
    for line in 0..<count {
      let next = line + 1 < count ? leaders(text, line: line + 1) : []
      for leader in current {
        guard
          confirmed(leader, previous: previous, next: next)
            || startsStructure(text, after: leader, vocabulary: vocabulary)
        else { break }
        if let prefix = leader.prefix { text.setPrefix(prefix, ofLine: line) }
        text.blank(leader.kind == .fence ? text.lineRange(line) : leader.range)
      }
      inline(&text, line: line, vocabulary: vocabulary)
      previous = current
      current = next
    }
  }

  /// The leaders at the start of a line, outermost first.
  static func leaders(_ text: LogText, line: Int) -> [Leader] {
    let range = text.lineRange(line)
    let bytes = text.bytes
    var offset = range.lowerBound
    var found: [Leader] = []
    func skipBlanks() {
      while offset < range.upperBound, bytes[offset] == 0x20 || bytes[offset] == 0x09 {
        offset += 1
      }
    }
    func has(_ literal: StaticString) -> Bool {
      bytes.matches(literal, at: offset, end: range.upperBound)
    }
    while found.count < 8 {
      skipBlanks()
      let start = offset
      if found.isEmpty, has("```") || has("~~~") {
        return [Leader(kind: .fence, range: range)]
      }
      // Both timestamps start with the year's digits: most lines start otherwise, and are
      // turned away before either is read.
      let startsWithDigit = offset < range.upperBound && bytes[offset] &- 0x30 < 10
      if startsWithDigit, let prefix = LogPrefix(bytes[offset..<range.upperBound]) {
        offset += prefix.length
        found.append(Leader(kind: .timestamp, range: start..<offset, prefix: prefix))
      } else if startsWithDigit,
        let length = LogPrefix.runnerStampLength(bytes[offset..<range.upperBound])
      {
        offset += length
        found.append(Leader(kind: .runnerStamp, range: start..<offset))
      } else if has("(lldb)") {
        // The prompt and the command it echoes: what lldb printed follows on the next lines.
        offset = range.upperBound
        found.append(Leader(kind: .prompt, range: start..<offset))
      } else if has(">") {
        offset += 1
        found.append(Leader(kind: .quote, range: start..<offset))
      } else if has("//") {
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: "/") { offset += 1 }
        found.append(Leader(kind: .comment, range: start..<offset))
      } else if has("/*") {
        offset += 2
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: "*") { offset += 1 }
        found.append(Leader(kind: .comment, range: start..<offset))
      } else if has("*"), !has("*/"), !has("**") || has("** ") {
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: "*") { offset += 1 }
        found.append(Leader(kind: .star, range: start..<offset))
      } else if has("#"), offset + 1 == range.upperBound || bytes[offset + 1] == 0x20 {
        offset += 1
        found.append(Leader(kind: .hash, range: start..<offset))
      } else if let (number, end) = lineNumber(bytes, from: offset, to: range.upperBound) {
        offset = end
        found.append(Leader(kind: .number(number), range: start..<offset))
      } else {
        break
      }
    }
    return found
  }

  /// `12 `, `12: `, `12| ` at `offset`: the number and where the line's text starts.
  private static func lineNumber(_ bytes: [UInt8], from start: Int, to end: Int) -> (Int, Int)? {
    var offset = start
    var number = 0
    while offset < end, offset - start < 6, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
      number = number * 10 + Int(bytes[offset] - 0x30)
      offset += 1
    }
    guard offset > start, offset < end else { return nil }
    if bytes[offset] == UInt8(ascii: ":") || bytes[offset] == UInt8(ascii: "|") { offset += 1 }
    guard offset < end, bytes[offset] == 0x20 || bytes[offset] == 0x09 else { return nil }
    return (number, offset)
  }

  /// Whether a neighbouring line has a leader of the same kind (a line number one less before,
  /// one more after).
  private static func confirmed(_ leader: Leader, previous: [Leader], next: [Leader]) -> Bool {
    switch leader.kind {
    case .timestamp, .runnerStamp, .prompt, .fence: return true
    case .number(let number):
      return previous.contains { $0.kind == .number(number - 1) }
        || next.contains { $0.kind == .number(number + 1) }
    default:
      return previous.contains { $0.kind == leader.kind }
        || next.contains { $0.kind == leader.kind }
    }
  }

  /// Whether the text after a leader (and any further leaders) begins a structure the importer
  /// reads: a bracket, a key of the spec, a notification's description or name.
  private static func startsStructure(
    _ text: LogText, after leader: Leader, vocabulary: LogVocabulary
  ) -> Bool {
    let line = text.lineIndex(of: leader.range.lowerBound)
    var offset = leader.range.upperBound
    let end = text.lineRange(line).upperBound
    let bytes = text.bytes
    while offset < end,
      [0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: ">")]
        .contains(bytes[offset])
    {
      offset += 1
    }
    guard offset < end else { return false }
    if "{}[]()\"".utf8.contains(bytes[offset]) { return true }
    var word = offset
    while word < end, PrintedParser.isWordByte(bytes[word]) { word += 1 }
    let token = String(decoding: bytes[offset..<word], as: UTF8.self)
    return vocabulary.isStructureWord(token) || vocabulary.spelling(of: token) != nil
  }

  /// Blanks what can stand anywhere on a line: backticks, Markdown bold, and turns typographic
  /// quotes into `"`; undoes string-literal escapes on a line whose keys were pasted with them.
  private static func inline(_ text: inout LogText, line: Int, vocabulary: LogVocabulary) {
    let range = text.lineRange(line)
    // Most lines hold none of the bytes this looks at: they are passed over in one scan.
    let interesting = text.bytes.withUnsafeBufferPointer { bytes in
      hasInlineByte(UnsafeBufferPointer(rebasing: bytes[range]))
    }
    guard interesting else { return }
    var escaped = false
    var offset = range.lowerBound
    while offset < range.upperBound {
      let byte = text.bytes[offset]
      if byte == UInt8(ascii: "`") {
        text.bytes[offset] = 0x20
      } else if byte == UInt8(ascii: "*"), offset + 1 < range.upperBound,
        text.bytes[offset + 1] == UInt8(ascii: "*")
      {
        text.blank(offset..<offset + 2)
        offset += 1
      } else if byte == UInt8(ascii: "\\"), offset + 1 < range.upperBound,
        text.bytes[offset + 1] == UInt8(ascii: "\"")
      {
        escaped = true
      } else if byte >= 0xE2, offset + 2 < range.upperBound,
        isTypographicQuote(text.bytes[offset], text.bytes[offset + 1], text.bytes[offset + 2])
      {
        text.bytes[offset] = UInt8(ascii: "\"")
        text.blank(offset + 1..<offset + 3)
        offset += 2
      }
      offset += 1
    }
    if escaped, vocabulary.mentionsKey(text.bytes[range]) { unescape(&text, range) }
  }

  /// Whether `bytes` hold a byte ``inline(_:line:vocabulary:)`` rewrites: a backtick, a star,
  /// a backslash, or one from 0xE2 (a typographic quote's first).
  ///
  /// Eight bytes at a time: a word with none of the three ASCII bytes and no high bit is
  /// passed in a few instructions, where testing each byte cost a log's every line about
  /// eleven instructions a byte, 3% of reading a paste.
  static func hasInlineByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func isInline(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "`") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "\\")
        || byte >= 0xE2
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
      let matched = word ^ (ones &* UInt64(byte))
      return (matched &- ones) & ~matched & highs != 0
    }
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A high bit or a possible match (the zero-byte test can flag a byte next to a real
      // match, never miss one): the eight bytes are then tested one by one.
      if word & highs != 0 || hasByte(word, UInt8(ascii: "`")) || hasByte(word, UInt8(ascii: "*"))
        || hasByte(word, UInt8(ascii: "\\"))
      {
        for offset in index..<index + 8 where isInline(bytes[offset]) { return true }
      }
      index += 8
    }
    for offset in index..<bytes.count where isInline(bytes[offset]) { return true }
    return false
  }

  /// `“` `”` `「` `」` `『` `』` (UTF-8), which pasted text and translations put for `"`.
  private static func isTypographicQuote(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
    (a == 0xE2 && b == 0x80 && (c == 0x9C || c == 0x9D))
      || (a == 0xE3 && b == 0x80 && (c >= 0x8C && c <= 0x8F))
  }

  /// `\"` becomes `" ` and `\n` a space and a line break, where a payload was pasted as the
  /// contents of a string literal or a JSON string.
  private static func unescape(_ text: inout LogText, _ range: Range<Int>) {
    var offset = range.lowerBound
    while offset + 1 < range.upperBound {
      if text.bytes[offset] == UInt8(ascii: "\\") {
        switch text.bytes[offset + 1] {
        case UInt8(ascii: "\""):
          text.bytes[offset] = UInt8(ascii: "\"")
          text.bytes[offset + 1] = 0x20
        case UInt8(ascii: "n"):
          text.bytes[offset] = 0x20
          text.bytes[offset + 1] = 0x0A
        case UInt8(ascii: "t"):
          text.blank(offset..<offset + 2)
        default: break
        }
        offset += 2
        continue
      }
      offset += 1
    }
  }
}
