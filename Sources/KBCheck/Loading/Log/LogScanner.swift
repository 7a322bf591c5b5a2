import Foundation

/// Reads a captured log byte by byte across lines, remembering where everything is.
///
/// Structured parts of a log (a printed dictionary, a notification description) are scanned
/// with nesting of `{}`, `()`, `[]` and `<>` tracked and quoted strings skipped, so commas and
/// semicolons inside a rect or an object description never end a value early.
struct LogScanner {
  let bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
    }
    lineStarts = starts
  }

  /// The number of lines.
  var lineCount: Int {
    bytes.last == 0x0A ? lineStarts.count - 1 : lineStarts.count
  }

  /// The bytes of line `index` (0-based), without its line break.
  func line(_ index: Int) -> ArraySlice<UInt8> {
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return bytes[start..<max(start, end)]
  }

  /// The 1-based line and column (in code points) of a byte offset.
  func position(of target: Int) -> SourcePosition {
    let line = lineIndex(of: target)
    let column = bytes.withUnsafeBufferPointer { buffer in
      var column = 1
      for index in lineStarts[line]..<max(lineStarts[line], min(target, buffer.count))
      where buffer[index] & 0xC0 != 0x80 {
        column += 1
      }
      return column
    }
    return SourcePosition(line: line + 1, column: column)
  }

  /// The 0-based line holding a byte offset (without counting columns, which on a line of
  /// 50 MB would take a pass over it each time).
  func lineIndex(of target: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return low
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// Whether the scanner stands at the start of a line that begins a new NSLog entry: a
  /// dictionary still open there was cut off.
  var isAtNewLogEntry: Bool {
    guard offset < bytes.count, offset == 0 || bytes[offset - 1] == 0x0A else { return false }
    return LogPrefix(line(lineIndex(of: offset))) != nil
  }

  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      offset += 1
    }
  }

  /// Consumes `literal` if it comes next.
  mutating func consume(_ literal: String) -> Bool {
    let expected = Array(literal.utf8)
    guard offset + expected.count <= bytes.count,
      bytes[offset..<offset + expected.count].elementsEqual(expected)
    else { return false }
    offset += expected.count
    return true
  }

  /// Reads a `"…"` string with backslash escapes, or returns nil (and consumes nothing).
  mutating func quoted() -> String? {
    guard current == UInt8(ascii: "\"") else { return nil }
    let start = offset + 1
    let result: (text: [UInt8], end: Int)? = bytes.withUnsafeBufferPointer { bytes in
      var index = start
      var text: [UInt8] = []
      // Runs without escapes are copied whole: a value can be megabytes long.
      var run = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
          text.append(contentsOf: bytes[run..<index])
          let escaped = bytes[index + 1]
          text.append(escaped == UInt8(ascii: "n") ? 0x0A : escaped)
          index += 2
          run = index
          continue
        }
        if bytes[index] == 0x0A { return nil }
        index += 1
      }
      guard index < bytes.count else { return nil }
      text.append(contentsOf: bytes[run..<index])
      return (text, index)
    }
    guard let result else { return nil }
    offset = result.end + 1
    return String(decoding: result.text, as: UTF8.self)
  }

  /// Reads up to (not including) the first terminator outside any nesting and quotes; returns
  /// nil when the log ends first. The text is trimmed.
  mutating func balanced(until terminators: Set<UInt8>, acrossLines: Bool = true) -> String? {
    var depth = 0
    var index = offset
    var inQuotes = false
    while index < bytes.count {
      let byte = bytes[index]
      if inQuotes {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inQuotes = false
        }
      } else if depth == 0, terminators.contains(byte) {
        break
      } else if byte == 0x0A, !acrossLines {
        break
      } else {
        switch byte {
        case UInt8(ascii: "\""): inQuotes = true
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
          if depth == 0 { return finish(at: index) }
          depth -= 1
        default: break
        }
      }
      index += 1
    }
    // A log that ends inside a quoted string (or right after its backslash, which stepped
    // `index` past the end) was cut off mid-value: the form is incomplete, never a slice
    // beyond the bytes.
    if inQuotes || index > bytes.count { return nil }
    guard index < bytes.count || !acrossLines else { return nil }
    return finish(at: index)
  }

  private mutating func finish(at index: Int) -> String {
    let text = String(decoding: bytes[offset..<index], as: UTF8.self)
    offset = index
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
