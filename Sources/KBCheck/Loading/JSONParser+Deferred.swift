extension JSONParser {
  /// A document whose example traces were passed over: each object value in an `"examples"`
  /// object stands as `null` at its position, and `deferred` holds, by that position, where
  /// its text starts, to parse when it is asked for (``value(in:at:)``).
  ///
  /// For the built-in spec, whose examples a run never reads: they are a third of its text,
  /// and building their trees, then freeing them, was a tenth of the cost of linting one
  /// small trace. Skipping still follows the text (strings, brackets, line breaks), so every
  /// position after an example is what a whole parse gives; it does not check what it skips,
  /// which the test suite does by parsing the built-in spec whole.
  struct Deferred {
    /// The document, with `null` where each deferred example stands.
    var document: JSONValue
    /// Where each deferred example's text starts, by the position of its `null`.
    var examples: [SourcePosition: Cursor]
  }

  /// Parses `bytes` as ``Deferred`` describes.
  static func parseDeferringExamples(_ bytes: [UInt8]) throws(InputError) -> Deferred {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      parser.deferred = [:]
      return Result { () throws(InputError) -> Deferred in
        let document = try parser.document()
        return Deferred(document: document, examples: parser.deferred ?? [:])
      }
    }
    return try result.get()
  }

  /// The value whose text starts at `cursor` in `bytes` (a place ``Deferred`` recorded).
  static func value(in bytes: [UInt8], at cursor: Cursor) throws(InputError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      parser.cursor = cursor
      return Result { () throws(InputError) in try parser.parseValue() }
    }
    return try result.get()
  }

  /// The value of a member of an `"examples"` object: an object is passed over and recorded
  /// (a `null` at its position stands for it), anything else parsed.
  mutating func exampleValue() throws(InputError) -> JSONValue {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else {
      return try parseValue()
    }
    let start = position
    let here = cursor
    deferred?[start] = here
    try skipContainer()
    return JSONValue(kind: .null, position: start)
  }

  /// Passes over the object or array at ``offset``, keeping the line, its start and the
  /// continuation bytes counted as a parse does.
  private mutating func skipContainer() throws(InputError) {
    let start = position
    var nesting = 0
    repeat {
      skipWhitespace()
      guard offset < bytes.count else {
        throw InputError("the file ends inside the value that starts here", at: start)
      }
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        nesting += 1
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        nesting -= 1
        offset += 1
      case UInt8(ascii: "\""):
        try skipString()
      default:
        offset += 1
      }
    } while nesting > 0
  }

  /// Passes over the string at ``offset`` (its escapes and code points unchecked).
  private mutating func skipString() throws(InputError) {
    let start = position
    offset += 1
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        offset += 2
        continue
      }
      if byte & 0xC0 == 0x80 { continuationBytes += 1 }
      offset += 1
    }
    throw InputError("the file ends inside a string that starts here", at: start)
  }
}
