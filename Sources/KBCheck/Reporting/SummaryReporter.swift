/// Renders a report as a plain-text overview for people skimming a batch of thousands of
/// files: the totals, every rule that ran with its errors, warnings and notes (zero rows too,
/// in spec order), the ten worst files, the files that could not be checked, and the notices.
enum SummaryReporter {
  /// How many of the worst files, and of the unreadable ones, are listed.
  static let fileLimit = 10

  /// Renders a report as a summary.
  static func render(_ report: Report) -> String {
    let summary = report.summary
    var lines = [
      report.spec.isEmpty
        ? "\(Report.toolName) summary" : "\(Report.toolName) summary (\(report.spec))",
      "",
    ]
    lines += table(
      [
        ["files checked", String(summary.files)],
        ["  ok", String(summary.ok)],
        ["  with findings", String(summary.withFindings)],
        ["  unreadable", String(summary.unreadable)],
        ["events", String(summary.events)],
        ["files failing", String(summary.failingFiles)],
      ], rightAligned: [1])

    let ruleTable = ReportTallies.ruleTable(report)
    var rows = [["rule", "errors", "warnings", "notes"]]
    rows += ruleTable.rows.map { [$0.id] + numbers($0.counts) }
    rows.append(["all rules"] + numbers(ruleTable.total))
    lines.append("")
    lines += table(rows, rightAligned: [1, 2, 3])

    let worst = ReportTallies.worstFiles(report)
    if !worst.isEmpty {
      var rows = [["errors", "warnings", "notes", "worst files"]]
      for entry in worst.prefix(fileLimit) {
        rows.append(numbers(entry.counts) + [path(report.files[entry.index].path, report)])
      }
      lines.append("")
      lines += table(rows, rightAligned: [0, 1, 2])
      if worst.count > fileLimit { lines.append("  … and \(worst.count - fileLimit) more") }
    }

    let unreadable = report.files.filter { $0.status == .error }
    if !unreadable.isEmpty {
      lines += ["", "unreadable files"]
      for file in unreadable.prefix(fileLimit) {
        let first = file.inputErrors.first
        let place = first?.position.map { ":\($0)" } ?? ""
        lines.append("  \(path(file.path, report))\(place): \(oneLine(first?.message ?? ""))")
      }
      if unreadable.count > fileLimit {
        lines.append("  … and \(unreadable.count - fileLimit) more")
      }
    }

    let notices = report.notices.filter { !$0.isEmpty }
    if !notices.isEmpty {
      lines += ["", "notices"]
      lines += notices.map { "  - " + oneLine($0) }
    }
    return lines.joinedText(separator: "\n") + "\n"
  }

  private static func numbers(_ counts: SeverityCounts) -> [String] {
    [String(counts.errors), String(counts.warnings), String(counts.notes)]
  }

  private static func path(_ path: String, _ report: Report) -> String {
    oneLine(ReportPaths.display(path, base: report.baseDirectory))
  }

  private static func oneLine(_ text: String) -> String {
    TerminalText.escape(text)
  }

  /// Rows as aligned columns, two spaces apart and indented by two; the columns in
  /// `rightAligned` are padded on the left, the last column is never padded on the right.
  static func table(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
    // Each cell's width in characters, and each column's widest.
    var counts: [[Int]] = []
    var widths: [Int] = []
    for row in rows {
      var rowCounts: [Int] = []
      rowCounts.reserveCapacity(row.count)
      for (column, cell) in row.enumerated() {
        let count = cell.count
        rowCounts.append(count)
        if column < widths.count {
          widths[column] = max(widths[column], count)
        } else {
          widths.append(count)
        }
      }
      counts.append(rowCounts)
    }
    let space = UInt8(ascii: " ")
    // Written as bytes with plain loops: put together as strings, a summary's hundred cells
    // cost 300,000 instructions, a twentieth of linting one small trace; through key paths,
    // `zip` and `repeatElement`, 190,000.
    var lines: [String] = []
    lines.reserveCapacity(rows.count)
    // The widest line, in bytes when every character is one: its cells, and two spaces each.
    let lineCapacity = widths.reduce(2) { $0 + $1 + 2 }
    for (index, row) in rows.enumerated() {
      var line: [UInt8] = []
      line.reserveCapacity(lineCapacity)
      line.append(space)
      for (column, cell) in row.enumerated() {
        let padding = widths[column] - counts[index][column]
        let right = rightAligned.contains(column)
        let last = column == row.count - 1
        line.append(space)
        if right { for _ in 0..<padding { line.append(space) } }
        line.append(contentsOf: cell.utf8)
        if !right, !last { for _ in 0..<padding { line.append(space) } }
        if !last { line.append(space) }
      }
      lines.append(String(decoding: line, as: UTF8.self))
    }
    return lines
  }
}
