#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The userInfo objects a decoder read last in one file, by their exact bytes, so a payload the
/// file repeats is recognised with one memory comparison instead of being parsed again.
///
/// Devices post the same userInfo over and over: the four notifications of a show carry the
/// same frames, and every later show of the same keyboard carries them again. A remembered
/// object is a complete JSON object, so input that starts with the same bytes is the same
/// object and ends at the same place. Its entries are shared with every repeat; only their
/// positions differ, by a ``PositionShift`` (the bytes from the brace to each key are the
/// same, so the columns after the brace are too). Objects are remembered only when small and
/// when no value is kept as a JSON tree (trees hold positions of their own).
struct PayloadMemo {
  /// One remembered object.
  struct Object: Sendable {
    /// The object's bytes, from `{` to its `}`.
    var bytes: [UInt8]
    /// The entries, with the positions of the first occurrence.
    var entries: [PayloadEntry]
    /// Where the first occurrence starts.
    var anchor: SourcePosition
    /// How the parser's place moves past it.
    var extent: Extent
    /// Its number in the file (see ``TraceEvent/payload``).
    var id: Int32
  }

  /// How the parser's line bookkeeping moves past an object.
  struct Extent: Sendable {
    /// The object's length in bytes.
    var length: Int
    /// The line breaks it holds.
    var lineBreaks: Int
    /// With line breaks, where its last line starts, from the brace.
    var lastLineStart: Int
    /// UTF-8 continuation bytes on its last line (or in all of it, without line breaks).
    var continuationBytes: Int

    /// How the parser moved from `start` (a `{`) to where it stands (past its `}`).
    init(from start: JSONParser.Cursor, to parser: JSONParser) {
      length = parser.offset - start.offset
      lineBreaks = parser.line - start.line
      lastLineStart = parser.lineStart - start.offset
      continuationBytes =
        lineBreaks > 0
        ? parser.continuationBytes : parser.continuationBytes - start.continuationBytes
    }

    /// Moves `parser`, standing at the object's `{`, past its `}` with its lines counted.
    func move(_ parser: inout JSONParser) {
      let start = parser.offset
      parser.offset = start + length
      if lineBreaks > 0 {
        parser.line += lineBreaks
        parser.lineStart = start + lastLineStart
        parser.continuationBytes = continuationBytes
      } else {
        parser.continuationBytes += continuationBytes
      }
    }
  }

  /// What a match tells the decoder: the entries and how to move past the object.
  struct Match {
    /// The entries, shared by every repeat, with the positions of the first occurrence.
    var entries: [PayloadEntry]
    /// How those positions move to this occurrence.
    var shift: PositionShift
    /// How to move past it.
    var extent: Extent
    /// Its number in the file.
    var id: Int32
  }

  /// How many objects it remembers.
  static let capacity = 8
  private static let largestObject = 4096
  /// The most recently remembered first.
  private(set) var objects: [Object] = []
  /// The objects the file decoded before on this thread remembered last (see
  /// ``DecoderCarryOver``): a file's first occurrence of one is not parsed either.
  private let carried: [Object]
  /// The numbers given, and which came again.
  private(set) var numbers = PayloadNumbers()

  /// A memo for one file, knowing the objects of the files before.
  init(carried: [Object] = []) {
    self.carried = carried
  }

  /// What to hand on to the next file: this file's objects, the most recent first, then those
  /// handed to it that it did not meet, up to ``capacity``.
  var handedOn: [Object] {
    var objects = objects
    for object in carried where objects.count < Self.capacity {
      if !objects.contains(where: { $0.bytes == object.bytes }) { objects.append(object) }
    }
    return objects
  }

  /// The remembered object the input repeats at `offset` (a `{` at `position`): one of this
  /// file's, or one the file before read, which is then remembered as this file's first
  /// occurrence of it (numbered as if it had been parsed).
  mutating func match(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, position: SourcePosition
  ) -> Match? {
    if let index = Self.first(of: objects, in: bytes, at: offset) {
      let object = objects[index]
      numbers.cameAgain(object.id)
      return Match(
        entries: object.entries, shift: PositionShift(from: object.anchor, to: position),
        extent: object.extent, id: object.id)
    }
    guard let index = Self.first(of: carried, in: bytes, at: offset) else { return nil }
    var object = carried[index]
    object.id = numbers.next()
    if objects.count == Self.capacity { objects.removeLast() }
    objects.insert(object, at: 0)
    return Match(
      entries: object.entries, shift: PositionShift(from: object.anchor, to: position),
      extent: object.extent, id: object.id)
  }

  /// The index of the first of `objects` whose bytes `bytes` holds at `offset`.
  private static func first(
    of objects: [Object], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    return objects.indices.first { index in
      objects[index].bytes.count <= bytes.count - offset
        && objects[index].bytes.withUnsafeBufferPointer { stored in
          memcmp(stored.baseAddress!, base + offset, stored.count) == 0
        }
    }
  }

  /// Remembers the object `bytes[range]`, read at `position` as `entries`, when it can be
  /// repeated exactly; its number, or -1 when it was not remembered.
  mutating func remember(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, position: SourcePosition,
    extent: Extent, entries: [PayloadEntry]
  ) -> Int32 {
    guard range.count <= Self.largestObject, !entries.contains(where: \.value.holdsTree) else {
      return -1
    }
    if objects.count == Self.capacity { objects.removeLast() }
    let id = numbers.next()
    objects.insert(
      Object(
        bytes: Array(bytes[range]), entries: entries, anchor: position, extent: extent, id: id),
      at: 0)
    return id
  }
}

extension PayloadValue {
  /// Whether the value keeps a JSON tree (which records positions of its own).
  var holdsTree: Bool {
    if case .json = raw { return true }
    return false
  }
}
