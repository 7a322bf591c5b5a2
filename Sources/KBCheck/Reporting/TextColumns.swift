/// Rows of text cells laid out as aligned columns, two spaces apart and indented by two, for
/// the plain-text reports; written as bytes straight into the report's text.
enum TextColumns {
  /// The text a report is written into, a line at a time.
  struct Output {
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for a summary of a few dozen lines.
    init() { bytes.reserveCapacity(4096) }

    /// Appends `text` and a line break.
    mutating func line(_ text: String) {
      append(text)
      bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `text` as it is.
    mutating func append(_ text: String) {
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `count` spaces.
    mutating func spaces(_ count: Int) {
      for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// Writes `rows` as lines of aligned columns: the columns in `rightAligned` are padded on
  /// the left, the last column of a row is never padded on the right. A cell's width is its
  /// number of characters.
  static func write(_ rows: [[String]], rightAligned: Range<Int>, into out: inout Output) {
    // Each cell's width, row after row, and each column's widest.
    var cellWidths: [Int] = []
    cellWidths.reserveCapacity(rows.count * (rows.first?.count ?? 0))
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        let width = width(of: cell)
        cellWidths.append(width)
        if column < widths.count {
          widths[column] = max(widths[column], width)
        } else {
          widths.append(width)
        }
      }
    }
    var next = 0
    for row in rows {
      out.spaces(1)
      for (column, cell) in row.enumerated() {
        let padding = widths[column] - cellWidths[next]
        next += 1
        let right = rightAligned.contains(column)
        let last = column == row.count - 1
        out.spaces(right ? padding + 1 : 1)
        out.append(cell)
        if !last { out.spaces(right ? 1 : padding + 1) }
      }
      out.line("")
    }
  }

  /// How many characters `cell` shows: its byte count when every byte is ASCII, what nearly
  /// every cell is (counting characters walks grapheme breaks).
  private static func width(of cell: String) -> Int {
    var cell = cell
    let ascii = cell.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    return ascii ? cell.utf8.count : cell.count
  }
}
