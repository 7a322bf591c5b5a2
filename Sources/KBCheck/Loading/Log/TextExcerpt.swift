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
  }

  /// Whether `text` holds the same stretch from `start`.
  func occurs(in text: LogText, at start: Int) -> Bool {
    guard bytes.count <= text.bytes.count - start,
      text.bytes.withUnsafeBufferPointer({ text in
        bytes.withUnsafeBufferPointer {
          memcmp(text.baseAddress! + start, $0.baseAddress!, $0.count)
        }
      }) == 0
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
