/// Values, quoted strings and what lies between entries.
extension PrintedParser {
  /// Reads a value at ``offset``, just after its key's separator: a quoted string, a nested
  /// dictionary (`Optional(…)` and a label such as JavaScript's `Object {` around it are passed
  /// over), or text up to the next `;` or `,` outside brackets and quotes.
  mutating func value(depth: Int) -> PrintedValue? {
    skipSpaces()
    // A value may be wrapped onto the next line after its `=` or `:`.
    if at("\n") {
      offset += 1
      guard continuesStructure() else { return cutOff() }
      skipSpaces()
    }
    guard offset < bytes.count else {
      _ = fail("the log ends before this key's value")
      return nil
    }
    let byte = bytes[offset]
    if byte == UInt8(ascii: "\"") {
      guard let text = quoted() else {
        _ = fail("this quoted value does not close on its line")
        return nil
      }
      return .quoted(text)
    }
    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
      return nested(depth: depth) ?? (failure == nil ? bare() : nil)
    }
    if at("Optional(") {
      offset += 9
      guard let inner = value(depth: depth) else { return nil }
      skipSpaces()
      guard at(")") else {
        _ = fail("expected the `)` that closes `Optional(`, found \(found())")
        return nil
      }
      offset += 1
      return inner
    }
    if let labelled = labelled(depth: depth) { return labelled }
    return failure == nil ? bare() : nil
  }

  /// A dictionary nested as a value, when the bracket at ``offset`` opens one (`{{0, 0}, …}`
  /// and `[1, 2]` do not: they are text).
  private mutating func nested(depth: Int) -> PrintedValue? {
    guard depth + 1 < Self.maximumDepth, looksLikeDictionary(at: offset) else { return nil }
    return container(depth: depth + 1).map { .dictionary($0) }
  }

  /// `Object {…}`: a word naming a dictionary's type before it (JavaScript consoles).
  private mutating func labelled(depth: Int) -> PrintedValue? {
    var probe = offset
    while probe < bytes.count, Self.isWordByte(bytes[probe]) { probe += 1 }
    guard probe > offset, probe < bytes.count, bytes[probe] == 0x20 else { return nil }
    while probe < bytes.count, bytes[probe] == 0x20 { probe += 1 }
    guard probe < bytes.count, bytes[probe] == UInt8(ascii: "{") else { return nil }
    let start = offset
    offset = probe
    if let value = nested(depth: depth) { return value }
    if failure == nil { offset = start }
    return nil
  }

  /// Text up to the next `;` or `,`, closing bracket, note or line end outside brackets and
  /// quotes; brackets may span lines. Blank runs become one space.
  private mutating func bare() -> PrintedValue? {
    let start = offset
    var depth = 0
    var index = offset
    var inQuotes = false
    var sawText = false
    scan: while index < bytes.count {
      let byte = bytes[index]
      if inQuotes {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") || byte == 0x0A {
          inQuotes = false
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: ";"), UInt8(ascii: ","):
        if depth == 0 { break scan }
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"):
        if depth > 0 {
          depth -= 1
        } else if byte != UInt8(ascii: ">") {
          break scan
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"):
        depth += 1
      case UInt8(ascii: "\""):
        inQuotes = true
      case 0x0A:
        // A value ends with its line unless a bracket is open or it is only a type label so
        // far (`NSRect:` wrapped before its numbers).
        let soFar = collapse(start..<index)
        if depth == 0, !soFar.isEmpty, !soFar.hasByteSuffix(":") { break scan }
        offset = index + 1
        guard continuesStructure() else {
          offset = start
          _ = cutOff()
          return nil
        }
      case UInt8(ascii: "/"):
        if depth == 0, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
          index == start || bytes[index - 1] == 0x20
        {
          break scan
        }
      default: break
      }
      if byte != 0x20, byte != 0x0A { sawText = true }
      index += 1
    }
    if index >= bytes.count, depth > 0 || inQuotes {
      offset = index
      // Placed where the value starts: the log's end has no line and column of its own.
      _ = fail("the log ends inside a value", at: start)
      return nil
    }
    offset = index
    let value = collapse(start..<index)
    guard sawText, !value.isEmpty else {
      _ = fail("this key has no value")
      return nil
    }
    return .text(value)
  }

  /// The bytes in `range` as a string, blank runs and line breaks made one space, trimmed.
  private func collapse(_ range: Range<Int>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var pendingSpace = false
    for index in range {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(0x20) }
      pendingSpace = false
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads a `"…"` string (backslash escapes undone) on one line, trimmed; nil when it does not
  /// close there. Runs without escapes are copied whole: a value can be megabytes long.
  mutating func quoted() -> String? {
    guard at("\"") else { return nil }
    var index = offset + 1
    var text: [UInt8] = []
    var run = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == 0x0A { return nil }
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] != 0x0A {
        text.append(contentsOf: bytes[run..<index])
        let escaped = bytes[index + 1]
        text.append(escaped == UInt8(ascii: "n") ? 0x0A : escaped)
        index += 2
        run = index
        continue
      }
      index += 1
    }
    guard index < bytes.count else { return nil }
    let content = offset + 1
    offset = index + 1
    // Without escapes the text is the bytes between the quotes; printable ASCII at both ends
    // is nothing to trim. Most quoted keys and values are both, and are made in one step.
    if run == content {
      let plain = bytes[content..<index]
      if let first = plain.first, let last = plain.last, (0x21...0x7E).contains(first),
        (0x21...0x7E).contains(last)
      {
        return bytes.withUnsafeBufferPointer { sharedString($0, content..<index) }
      }
    }
    text.append(contentsOf: bytes[run..<index])
    return Whitespace.trimmed(String(decoding: text, as: UTF8.self)).description
  }

  // MARK: - Between entries

  /// Passes blanks, line breaks and comments between entries; false when a new log entry
  /// begins first (the structure was cut off there).
  mutating func skipTrivia() -> Bool {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        offset += 1
      } else if byte == 0x0A {
        offset += 1
        guard continuesStructure() else { return false }
      } else if at("//") {
        notesPassed += 1
        skipToLineEnd()
      } else {
        break
      }
    }
    return true
  }

  /// Whether the line ``offset`` starts may continue the structure: not a new log entry.
  func continuesStructure() -> Bool {
    guard offset < bytes.count, text.isLineStart(offset) else {
      return true
    }
    let line = text.lineIndex(of: offset)
    return line <= startLineOfStructure || !text.startsEntry(line)
  }

  /// Records that a new log entry cut the structure off; always nil.
  private mutating func cutOff() -> PrintedValue? {
    _ = fail("a new log entry begins before a value")
    return nil
  }

  /// Whether a line comment starts at `offset` (a line the author added between entries). A
  /// block comment's `/*` is not one: what follows it is commented out, not part of the text
  /// before it.
  func isComment(at offset: Int) -> Bool {
    bytes.matches("//", at: offset, end: bytes.count)
      || bytes.matches("#", at: offset, end: bytes.count)
  }

  /// Whether the bracket at `open` opens a dictionary: a key and a separator (or the empty
  /// `[:]`, `{}`) come next.
  mutating func looksLikeDictionary(at open: Int) -> Bool {
    let closer = bytes[open] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    let empty = lookingAhead(from: open + 1) { probe in
      probe.skipSpaces()
      if probe.offset < probe.bytes.count, probe.bytes[probe.offset] == closer { return true }
      return closer == UInt8(ascii: "]") && (probe.at(":]") || probe.at(": ]"))
    }
    return empty || firstEntry(after: open) != nil
  }

  /// Passes spaces and tabs.
  mutating func skipSpaces() {
    while offset < bytes.count,
      bytes[offset] == 0x20 || bytes[offset] == 0x09
        || bytes[offset] == 0x0D
    {
      offset += 1
    }
  }

  /// Moves to the line break that ends the line (or the end of the log).
  mutating func skipToLineEnd() {
    while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
  }

  /// Whether `literal` comes next.
  func at(_ literal: StaticString) -> Bool {
    bytes.matches(literal, at: offset, end: bytes.count)
  }
}
