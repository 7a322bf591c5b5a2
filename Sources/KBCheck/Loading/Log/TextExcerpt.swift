#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stretch of a cleaned log (``LogText``), kept to recognise the same stretch elsewhere in
/// the log: its bytes, where the log's lines start in it, and which of those lines start a
/// new log entry. (A pasted `\n` that cleaning undid is a line break byte but no line start,
/// so the line starts are compared as well as the bytes.)
struct TextExcerpt {
  /// The cleaned bytes.
  let bytes: [UInt8]
  /// Its first and last eight bytes (zero in a shorter one), compared before the rest: most
  /// stretches tried are not the one sought.
  private let head: UInt64
  private let tail: UInt64
  /// The offsets, from the stretch's start, of the line starts after it, up to its end.
  private let lineStarts: [Int]
  /// Per line start, whether that line starts a new log entry.
  private let startsEntry: [Bool]

  /// The stretch `range` of `text`.
  init(_ text: LogText, _ range: Range<Int>) {
    var lineStarts: [Int] = []
    var startsEntry: [Bool] = []
    var line = text.lineIndex(of: range.lowerBound) + 1
    while line < text.lineStarts.count, text.lineStarts[line] <= range.upperBound {
      lineStarts.append(text.lineStarts[line] - range.lowerBound)
      startsEntry.append(text.startsEntry(line))
      line += 1
    }
    bytes = Array(text.bytes[range])
    self.lineStarts = lineStarts
    self.startsEntry = startsEntry
    (head, tail) = bytes.withUnsafeBytes { Self.ends(of: $0, at: 0, count: $0.count) }
  }

  /// The first and last eight bytes of `count` bytes of `raw` from `start`.
  private static func ends(of raw: UnsafeRawBufferPointer, at start: Int, count: Int) -> (
    UInt64, UInt64
  ) {
    guard count >= 8 else { return (0, 0) }
    return (
      raw.loadUnaligned(fromByteOffset: start, as: UInt64.self),
      raw.loadUnaligned(fromByteOffset: start + count - 8, as: UInt64.self)
    )
  }

  /// Whether `text`, whose bytes are `raw`, holds the same stretch from `start`.
  func occurs(in text: LogText, _ raw: UnsafeRawBufferPointer, at start: Int) -> Bool {
    guard bytes.count <= raw.count - start,
      Self.ends(of: raw, at: start, count: bytes.count) == (head, tail),
      bytes.withUnsafeBytes({ memcmp(raw.baseAddress! + start, $0.baseAddress!, $0.count) }) == 0
    else { return false }
    var line = text.lineIndex(of: start) + 1
    for index in lineStarts.indices {
      guard line < text.lineStarts.count, text.lineStarts[line] - start == lineStarts[index],
        text.startsEntry(line) == startsEntry[index]
      else { return false }
      line += 1
    }
    return line >= text.lineStarts.count || text.lineStarts[line] - start > bytes.count
  }
}
