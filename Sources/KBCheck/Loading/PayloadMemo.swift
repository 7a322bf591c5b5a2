import Foundation

/// The userInfo objects a decoder read last in one file, by their exact bytes, so a payload the
/// file repeats is recognised with one memory comparison instead of being parsed again.
///
/// Devices post the same userInfo over and over: the four notifications of a show carry the
/// same frames, and every later show of the same keyboard carries them again. A remembered
/// object is a complete JSON object, so input that starts with the same bytes is the same
/// object and ends at the same place; only the positions differ, and they are kept relative
/// to the object's opening brace, so every repeat shares the remembered entries. Objects are remembered only when that is exact: plain ASCII
/// (columns are byte counts), no value kept as a JSON tree (trees hold their own positions),
/// and small.
struct PayloadMemo {
  /// One remembered object.
  private struct Object {
    /// The object's bytes, from `{` to its `}`.
    var bytes: [UInt8]
    /// The entries; each position's line is relative to the brace's line, and its column is
    /// relative to the brace's column when on the brace's line.
    var entries: [PayloadEntry]
    /// The line breaks inside the object.
    var lineBreaks: Int
    /// Where the last line inside the object starts, from the brace (with a line break).
    var lastLineStart: Int
    /// Its number in the file (see ``TraceEvent/payload``).
    var id: Int32
  }

  /// What a match tells the decoder: the entries and how to move past the object.
  struct Match {
    /// The entries, their positions relative to the object's brace (shared by every repeat).
    var entries: [PayloadEntry]
    /// The object's length in bytes.
    var length: Int
    /// The line breaks it holds.
    var lineBreaks: Int
    /// Where its last line starts, from the brace.
    var lastLineStart: Int
    /// Its number in the file.
    var id: Int32
  }

  /// How many objects it remembers.
  static let capacity = 8
  private static let largestObject = 4096
  /// The most recently remembered first.
  private var objects: [Object] = []
  /// The number the next remembered object gets.
  private var nextID: Int32 = 0

  /// The remembered object the input repeats at `offset` (a `{`).
  func match(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Match? {
    guard let base = bytes.baseAddress else { return nil }
    for object in objects where object.bytes.count <= bytes.count - offset {
      let same = object.bytes.withUnsafeBufferPointer { stored in
        memcmp(stored.baseAddress!, base + offset, stored.count) == 0
      }
      guard same else { continue }
      return Match(
        entries: object.entries, length: object.bytes.count, lineBreaks: object.lineBreaks,
        lastLineStart: object.lastLineStart, id: object.id)
    }
    return nil
  }

  /// Remembers the object `bytes[range]` read at `position` as `entries`, when it can be
  /// repeated exactly; its number, or -1 when it was not remembered.
  mutating func remember(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, position: SourcePosition,
    entries: [PayloadEntry]
  ) -> Int32 {
    guard range.count <= Self.largestObject, !entries.contains(where: \.value.holdsTree) else {
      return -1
    }
    var lineBreaks = 0
    var lastLineStart = 0
    for index in range {
      let byte = bytes[index]
      guard byte < 0x80 else { return -1 }
      if byte == UInt8(ascii: "\n") {
        lineBreaks += 1
        lastLineStart = index + 1 - range.lowerBound
      }
    }
    var relative = entries
    for index in relative.indices {
      relative[index].position = relative[index].position.relative(to: position)
    }
    if objects.count == Self.capacity { objects.removeLast() }
    let id = nextID
    nextID += 1
    objects.insert(
      Object(
        bytes: Array(bytes[range]), entries: relative, lineBreaks: lineBreaks,
        lastLineStart: lastLineStart, id: id),
      at: 0)
    return id
  }
}

extension PayloadValue {
  /// Whether the value keeps a JSON tree (which records positions of its own).
  fileprivate var holdsTree: Bool {
    if case .json = raw { return true }
    return false
  }
}
