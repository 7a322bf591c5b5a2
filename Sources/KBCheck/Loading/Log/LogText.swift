/// A captured log as the importer reads it: the original bytes, for positions and times, and a
/// copy of the same length in which the decoration around the printed values (timestamps,
/// comment leaders, quote marks, fences, backticks, prompts, line numbers) is blanked out.
///
/// Blanking keeps every byte at its offset, so an offset in the cleaned text is an offset in
/// the log: a finding's line and column are the log's own, whatever was stripped.
struct LogText {
  /// The log as it was given.
  let original: [UInt8]
  /// The log with its decoration replaced by spaces (and pasted escapes undone in place).
  var bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  /// Per line, where its NSLog or unified-log prefix starts (after any leaders before it), or
  /// -1: a line with one starts a new log entry, and a structure still open there was cut off.
  var prefixStarts: [Int]

  init(_ original: [UInt8]) {
    self.original = original
    bytes = original
    var starts = [0]
    original.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
    }
    lineStarts = starts
    prefixStarts = Array(repeating: -1, count: starts.count)
  }

  /// Whether line `index` starts a new log entry (it has a timestamp prefix).
  func startsEntry(_ index: Int) -> Bool {
    prefixStarts[index] >= 0
  }

  /// The number of lines.
  var lineCount: Int {
    original.last == 0x0A ? lineStarts.count - 1 : lineStarts.count
  }

  /// The byte range of line `index` (0-based), without its line break.
  func lineRange(_ index: Int) -> Range<Int> {
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : original.count
    if end > start, original[end - 1] == 0x0D { end -= 1 }
    return start..<max(start, end)
  }

  /// The 0-based line holding a byte offset.
  func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The last position worked out: the next one on the same line counts on from it, so the
  /// entries of a line of megabytes are placed in one pass over it, not one pass each.
  private var lastPosition: (offset: Int, position: SourcePosition)?

  /// The 1-based line and column (in code points of the original line) of a byte offset.
  mutating func position(of offset: Int) -> SourcePosition {
    let line = lineIndex(of: offset)
    var from = lineStarts[line]
    var column = 1
    if let last = lastPosition, last.position.line == line + 1, last.offset <= offset {
      from = last.offset
      column = last.position.column
    }
    original.withUnsafeBufferPointer { buffer in
      for index in from..<max(from, min(offset, buffer.count)) where buffer[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    let position = SourcePosition(line: line + 1, column: column)
    lastPosition = (offset, position)
    return position
  }

  /// The time the log prefix of line `index` gives, in seconds since midnight of `firstDay`
  /// (set from the first prefix read).
  func time(ofLine index: Int, firstDay: inout Int?) -> Double? {
    guard startsEntry(index),
      let prefix = LogPrefix(original[prefixStarts[index]..<lineRange(index).upperBound])
    else {
      return nil
    }
    let first = firstDay ?? prefix.day
    firstDay = first
    return prefix.time(since: first)
  }

  /// The offset of the first byte of the cleaned line that is not a space or tab, or the
  /// line's end.
  func contentStart(ofLine index: Int) -> Int {
    let range = lineRange(index)
    var offset = range.lowerBound
    while offset < range.upperBound, bytes[offset] == 0x20 || bytes[offset] == 0x09 {
      offset += 1
    }
    return offset
  }

  /// The cleaned line without the blanks at its ends.
  func content(ofLine index: Int) -> Range<Int> {
    let range = lineRange(index)
    var start = contentStart(ofLine: index)
    var end = range.upperBound
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    start = min(start, end)
    return start..<end
  }

  /// Whether the cleaned line holds nothing but blanks.
  func isBlank(line index: Int) -> Bool {
    content(ofLine: index).isEmpty
  }

  /// Replaces the bytes in `range` with spaces.
  mutating func blank(_ range: Range<Int>) {
    for offset in range { bytes[offset] = 0x20 }
  }
}
