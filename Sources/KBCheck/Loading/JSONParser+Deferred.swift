extension JSONParser {
  /// A document whose values under one key were passed over: each object value in the object
  /// of that key (the spec's `"examples"`) stands as `null` at its position, and `values`
  /// holds, by that position, where its text starts, to parse when it is asked for
  /// (``value(in:at:)``).
  ///
  /// For the built-in spec, whose examples a run never reads: they are a third of its text,
  /// and building their trees, then freeing them, was a tenth of the cost of linting one
  /// small trace. Skipping still follows the text (strings, brackets, line breaks), so every
  /// position after an example is what a whole parse gives; it does not check what it skips,
  /// which the test suite does by parsing the built-in spec whole.
  struct Deferred {
    /// The document, with `null` where each deferred value stands.
    var document: JSONValue
    /// Where each deferred value's text starts, by the position of its `null`.
    var values: [SourcePosition: Cursor]
  }

  /// Parses `bytes` as ``Deferred`` describes, passing over the object values in the object of
  /// every member named `key`.
  static func parse(_ bytes: [UInt8], deferringObjectsIn key: String) throws(InputError)
    -> Deferred
  {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      parser.deferred = (key, [:])
      return Result { () throws(InputError) -> Deferred in
        let document = try parser.document()
        return Deferred(document: document, values: parser.deferred?.values ?? [:])
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

  /// The value of a member of the deferred key's object: an object is passed over and recorded
  /// (a `null` at its position stands for it), anything else parsed.
  mutating func deferredValue() throws(InputError) -> JSONValue {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else {
      return try parseValue()
    }
    let start = position
    let here = cursor
    deferred?.values[start] = here
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
        _ = try scanString()
      default:
        offset += 1
      }
    } while nesting > 0
  }

}
