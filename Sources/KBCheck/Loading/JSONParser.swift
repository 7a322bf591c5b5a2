/// A strict RFC 8259 JSON parser over bytes that records the line and column of every value.
///
/// It never traps on input: invalid UTF-8, control characters, deep nesting, numbers that
/// overflow a double and trailing garbage all become an ``InputError`` at the offending place.
/// A leading UTF-8 byte-order mark is skipped, as RFC 8259 section 8.1 permits.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted; deeper input is an error, not a crash.
  static let maximumDepth = 256

  /// The input, borrowed for the parse: callers hold the array alive around it.
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var line = 1
  var lineStart = 0
  /// UTF-8 continuation bytes seen on the current line, so columns count code points.
  var continuationBytes = 0
  var depth = 0
  /// The key whose object's object values are passed over (see ``Deferred``), and where each
  /// passed-over value starts; nil: everything is parsed.
  var deferred: (key: String, values: [SourcePosition: Cursor])?

  /// Parses a whole document; the input must hold exactly one JSON value.
  static func parse(_ bytes: [UInt8]) throws(InputError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return Result { () throws(InputError) in try parser.document() }
    }
    return try result.get()
  }

  /// A parser over bytes that must stay alive (and unchanged) while it is used.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Where the parser stands, to go back to after a look ahead (without copying the bytes).
  struct Cursor {
    var offset: Int
    var line: Int
    var lineStart: Int
    var continuationBytes: Int
    var depth: Int
  }

  /// The parser's place.
  var cursor: Cursor {
    get {
      Cursor(
        offset: offset, line: line, lineStart: lineStart, continuationBytes: continuationBytes,
        depth: depth)
    }
    set {
      offset = newValue.offset
      line = newValue.line
      lineStart = newValue.lineStart
      continuationBytes = newValue.continuationBytes
      depth = newValue.depth
    }
  }

  var position: SourcePosition {
    SourcePosition(line: line, column: offset - lineStart - continuationBytes + 1)
  }

  mutating func document() throws(InputError) -> JSONValue {
    skipByteOrderMark()
    skipWhitespace()
    guard offset < bytes.count else {
      throw InputError("the file is empty: expected a JSON value", at: position)
    }
    let value = try parseValue()
    skipWhitespace()
    if offset < bytes.count {
      throw InputError(
        "extra data after the end of the JSON value: found \(describeByte(bytes[offset]))",
        at: position)
    }
    return value
  }

  /// Skips a leading UTF-8 byte-order mark.
  mutating func skipByteOrderMark() {
    if offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
    }
  }

  /// Moves past whitespace, counting lines; inlined for the common case of none.
  @inline(__always)
  mutating func skipWhitespace() {
    guard offset < bytes.count, bytes[offset] <= 0x20 else { return }
    // One space between tokens (`"key": value`) is the next most common case.
    if bytes[offset] == 0x20, offset + 1 < bytes.count, bytes[offset + 1] > 0x20 {
      offset += 1
      return
    }
    skipWhitespaceRun()
  }

  private mutating func skipWhitespaceRun() {
    // Pretty-printed traces are mostly line breaks and indentation: runs of spaces are
    // skipped eight bytes at a time (the first non-space found from the word's low bytes).
    let raw = UnsafeRawBufferPointer(bytes)
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20:
        skipSpaces(raw)
      case 0x0A:
        offset += 1
        line += 1
        lineStart = offset
        continuationBytes = 0
        // The indentation of the next line, at once.
        if offset < raw.count, raw[offset] == 0x20 { skipSpaces(raw) }
      case 0x09, 0x0D:
        offset += 1
      default:
        return
      }
    }
  }

  /// Moves past the spaces from ``offset`` (one at least), eight at a time while eight remain.
  @inline(__always)
  private mutating func skipSpaces(_ raw: UnsafeRawBufferPointer) {
    while offset + 8 <= raw.count {
      let spaces =
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x2020_2020_2020_2020
      if spaces != 0 {
        offset += spaces.trailingZeroBitCount / 8
        return
      }
      offset += 8
    }
    while offset < raw.count, raw[offset] == 0x20 { offset += 1 }
  }

  mutating func parseValue() throws(InputError) -> JSONValue {
    let start = position
    guard offset < bytes.count else {
      throw InputError("the file ends where a JSON value was expected", at: start)
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return JSONValue(kind: try parseObject(), position: start)
    case UInt8(ascii: "["): return JSONValue(kind: try parseArray(), position: start)
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), position: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONValue(kind: .bool(true), position: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONValue(kind: .bool(false), position: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONValue(kind: .null, position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: try parseNumber(), position: start)
    default:
      if let habit = habit() { throw habit }
      throw InputError("expected a JSON value, found \(describeByte(bytes[offset]))", at: start)
    }
  }

  /// The error for what a hand-written file carries over from JavaScript or JSON5 at
  /// ``offset``, where a key or a value was expected: a comment, or a comma after the last
  /// member or element (located at the comma).
  private func habit() -> InputError? {
    let byte = bytes[offset]
    if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
      bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    {
      return InputError("JSON has no comments: remove this one", at: position)
    }
    guard byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") else { return nil }
    var comma = offset - 1
    while comma >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[comma]) { comma -= 1 }
    guard comma >= 0, bytes[comma] == UInt8(ascii: ",") else { return nil }
    let what = byte == UInt8(ascii: "}") ? "member of the object" : "element of the array"
    return InputError(
      "a comma after the last \(what): JSON allows none before '\(Character(Unicode.Scalar(byte)))'",
      at: positionOf(comma))
  }

  /// The position of byte `target`, at or before ``offset`` (for errors: it counts back).
  private func positionOf(_ target: Int) -> SourcePosition {
    let newlines = bytes[target..<offset].count { $0 == 0x0A }
    guard newlines > 0 else {
      let between = bytes[target..<offset].count { $0 & 0xC0 != 0x80 }
      return SourcePosition(line: line, column: position.column - between)
    }
    var start = target
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    let column = bytes[start..<target].count { $0 & 0xC0 != 0x80 } + 1
    return SourcePosition(line: line - newlines, column: column)
  }

  private mutating func enterContainer() throws(InputError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw InputError(
        "nesting is deeper than \(Self.maximumDepth) levels; no trace, spec or "
          + "configuration nests that deep", at: position)
    }
  }

  /// The object at ``offset``; with `deferringValues`, one whose object values are passed
  /// over (the object of ``deferred``'s key).
  private mutating func parseObject(deferringValues: Bool = false) throws(InputError)
    -> JSONValue.Kind
  {
    try enterContainer()
    offset += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return .object(members)
    }
    // Most objects (a suppression, a device, an entry) hold a few members: room for them at
    // once, not an array grown twice.
    members.reserveCapacity(4)
    while true {
      skipWhitespace()
      let keyPosition = position
      guard offset < bytes.count else {
        throw InputError("the file ends inside an object: expected a key", at: keyPosition)
      }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        if let habit = habit() { throw habit }
        throw InputError(
          "expected a quoted key in the object, found \(describeByte(bytes[offset]))",
          at: keyPosition)
      }
      let key = try parseString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
      skipWhitespace()
      let value: JSONValue
      if deferringValues {
        value = try deferredValue()
      } else if let deferred, key == deferred.key, offset < bytes.count,
        bytes[offset] == UInt8(ascii: "{")
      {
        let start = position
        value = JSONValue(kind: try parseObject(deferringValues: true), position: start)
      } else {
        value = try parseValue()
      }
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      guard offset < bytes.count else {
        throw InputError("the file ends inside an object: expected ',' or '}'", at: position)
      }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      if bytes[offset] == UInt8(ascii: "/"), let habit = habit() { throw habit }
      try expect(UInt8(ascii: "}"), "',' or '}' in the object")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(InputError) -> JSONValue.Kind {
    try enterContainer()
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard offset < bytes.count else {
        throw InputError("the file ends inside an array: expected ',' or ']'", at: position)
      }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      if bytes[offset] == UInt8(ascii: "/"), let habit = habit() { throw habit }
      try expect(UInt8(ascii: "]"), "',' or ']' in the array")
      depth -= 1
      return .array(elements)
    }
  }

  /// Consumes `byte`, or throws an error that names `what` was expected there. `what` is made
  /// only for the error: built for every member, it was a string append per key of a file.
  mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(InputError) {
    guard offset < bytes.count else {
      throw InputError("the file ends where \(what()) was expected", at: position)
    }
    guard bytes[offset] == byte else {
      throw InputError("expected \(what()), found \(describeByte(bytes[offset]))", at: position)
    }
    offset += 1
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(InputError) {
    let start = position
    let count = literal.utf8CodeUnitCount
    var matches = offset + count <= bytes.count
    if matches {
      literal.withUTF8Buffer { expected in
        for index in 0..<count where bytes[offset + index] != expected[index] {
          matches = false
        }
      }
    }
    guard matches else {
      throw InputError("expected a JSON value, found an unknown word", at: start)
    }
    offset += count
  }

  func describeByte(_ byte: UInt8) -> String {
    switch byte {
    case 0x00: "a NUL byte"
    case 0x0A: "a line break"
    case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
    default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
