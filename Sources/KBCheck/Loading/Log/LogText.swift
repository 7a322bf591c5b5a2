#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A captured log as the importer reads it: its bytes, in which the decoration around the
/// printed values (timestamps, comment leaders, quote marks, fences, backticks, prompts, line
/// numbers) is blanked out in place, and what the blanked decoration said that the importer
/// still needs (each line's log prefix, and the columns of blanked characters).
///
/// Blanking keeps every byte at its offset, so an offset in the cleaned text is an offset in
/// the text: a finding's line and column are the log's own, whatever was stripped. The text is
/// a window of the log (``LogStream``), cleaned where it is; its lines count on from the
/// window's ``firstLine``, so a position is the log's whichever window holds it.
struct LogText {
  /// The log with its decoration replaced by spaces (and pasted escapes undone in place).
  var bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  /// The number of lines.
  let lineCount: Int
  /// The index in the log of this text's first line (a window of a longer log starts later).
  let firstLine: Int
  /// Whether the text runs to the log's end (no window follows it).
  let endsLog: Bool
  /// Per line, the index in ``stamps`` of its NSLog or unified-log prefix, or -1: a line with
  /// one starts a new log entry, and a structure still open there was cut off.
  private var prefixes: [Int32]
  /// The times the prefixes give, in line order.
  private var stamps: [LogPrefix.Stamp] = []
  /// The offsets of the continuation bytes of multi-byte characters that blanking replaced
  /// with spaces: each was no column of its own in the log.
  private var blankedContinuations: [Int] = []
  /// Whether ``blankedContinuations`` is out of order (sorted before it is searched).
  private var continuationsUnsorted = false

  /// Reads `bytes`, a whole log or the window of one whose first line is line `firstLine`.
  init(_ bytes: consuming [UInt8], firstLine: Int = 0, endsLog: Bool = true) {
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var from = 0
      while from < buffer.count, let hit = memchr(base + from, 0x0A, buffer.count - from) {
        from = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        starts.append(from)
      }
    }
    lineCount = bytes.last == 0x0A ? starts.count - 1 : starts.count
    lineStarts = starts
    prefixes = Array(repeating: -1, count: starts.count)
    self.firstLine = firstLine
    self.endsLog = endsLog
    self.bytes = consume bytes
  }

  /// Records the log prefix of line `index`, read before it was blanked.
  mutating func setPrefix(_ prefix: LogPrefix, ofLine index: Int) {
    prefixes[index] = Int32(stamps.count)
    stamps.append(prefix.stamp)
  }

  /// Whether line `index` starts a new log entry (it has a timestamp prefix).
  func startsEntry(_ index: Int) -> Bool {
    prefixes[index] >= 0
  }

  /// Whether a line starts at byte `offset` (a line break of the log, not one a pasted `\n`
  /// became, stands before it).
  func isLineStart(_ offset: Int) -> Bool {
    lineStarts[lineIndex(of: offset)] == offset
  }

  /// The byte range of line `index` (0-based), without its line break.
  func lineRange(_ index: Int) -> Range<Int> {
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
    // Blanking never reaches a line's carriage return: it stays where the log had it.
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
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
    let to = max(from, min(offset, bytes.count))
    bytes.withUnsafeBufferPointer { buffer in
      for index in from..<to where buffer[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    column -= blankedContinuations(in: from..<to)
    lastPosition = (offset, SourcePosition(line: line + 1, column: column))
    let position = SourcePosition(line: firstLine + line + 1, column: column)
    return position
  }

  /// Whether blanking replaced any multi-byte character (whose columns then differ from the
  /// cleaned bytes').
  var hasBlankedCharacters: Bool { !blankedContinuations.isEmpty }

  /// How many continuation bytes blanking replaced in `range`: each now reads as a column.
  private mutating func blankedContinuations(in range: Range<Int>) -> Int {
    guard !blankedContinuations.isEmpty else { return 0 }
    if continuationsUnsorted {
      blankedContinuations.sort()
      continuationsUnsorted = false
    }
    func firstIndex(atLeast offset: Int) -> Int {
      var low = 0
      var high = blankedContinuations.count
      while low < high {
        let middle = (low + high) / 2
        if blankedContinuations[middle] < offset { low = middle + 1 } else { high = middle }
      }
      return low
    }
    return firstIndex(atLeast: range.upperBound) - firstIndex(atLeast: range.lowerBound)
  }

  /// The time the log prefix of line `index` gives, in seconds since midnight of `firstDay`
  /// (set from the first prefix read).
  func time(ofLine index: Int, firstDay: inout Int?) -> Double? {
    guard startsEntry(index) else { return nil }
    let stamp = stamps[Int(prefixes[index])]
    let first = firstDay ?? Int(stamp.day)
    firstDay = first
    return stamp.time(since: first)
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

  /// Whether the line's last character other than a blank is a colon, `:` or the full-width
  /// `：` (EF BC 9A): a line that may open what follows.
  func lineEndsWithColon(_ index: Int) -> Bool {
    let range = lineRange(index)
    var end = range.upperBound
    while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    guard end > range.lowerBound else { return false }
    if bytes[end - 1] == UInt8(ascii: ":") { return true }
    return end - range.lowerBound >= 3 && bytes[end - 3] == 0xEF && bytes[end - 2] == 0xBC
      && bytes[end - 1] == 0x9A
  }

  /// Whether the cleaned line holds nothing but blanks.
  func isBlank(line index: Int) -> Bool {
    content(ofLine: index).isEmpty
  }

  /// Blanks the spaces of other kinds that pasting from a web page or a document brings and no
  /// logger prints: no-break (U+00A0, U+202F), ideographic (U+3000), the typographic spaces
  /// U+2000 to U+200A, the zero-width ones (U+200B, U+2060, U+FEFF). Each becomes a space in
  /// its one column, so indentation copied from a blog reads as indentation and a value with
  /// one inside reads as printed.
  mutating func blankUnicodeSpaces() {
    var found: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // A memchr a lead byte: the pass costs next to nothing on an ASCII log.
      for lead: UInt8 in [0xC2, 0xE2, 0xE3, 0xEF] {
        var from = 0
        while from < buffer.count, let hit = memchr(base + from, Int32(lead), buffer.count - from) {
          let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
          from = offset + 1
          if let length = Self.unicodeSpaceLength(buffer, at: offset) {
            found.append(offset..<offset + length)
          }
        }
      }
    }
    for range in found { blank(range) }
  }

  /// The length of the Unicode space character at `offset` (see ``blankUnicodeSpaces()``), or
  /// nil when another character is there.
  private static func unicodeSpaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> Int?
  {
    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    switch (bytes[offset], byte(offset + 1), byte(offset + 2)) {
    case (0xC2, 0xA0, _): return 2
    case (0xE2, 0x80, let third?) where (0x80...0x8B).contains(third) || third == 0xAF: return 3
    case (0xE2, 0x81, 0xA0): return 3
    case (0xE3, 0x80, 0x80): return 3
    case (0xEF, 0xBB, 0xBF): return 3
    default: return nil
    }
  }

  /// Replaces the bytes in `range` with spaces, remembering the continuation bytes among them
  /// (so columns stay those of the log).
  mutating func blank(_ range: Range<Int>) {
    for offset in range {
      if bytes[offset] & 0xC0 == 0x80 {
        if let last = blankedContinuations.last, last > offset { continuationsUnsorted = true }
        blankedContinuations.append(offset)
      }
      bytes[offset] = 0x20
    }
  }
}
