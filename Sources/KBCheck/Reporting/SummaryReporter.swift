/// Renders a report as a plain-text overview for people skimming a batch of thousands of
/// files: the totals, every rule that ran with its errors, warnings and notes (zero rows too,
/// in spec order), the ten worst files, the files that could not be checked, and the notices.
enum SummaryReporter {
  /// How many of the worst files, and of the unreadable ones, are listed.
  static let fileLimit = 10

  /// Renders a report as a summary.
  static func render(_ report: Report) -> String {
    render(
      SummaryTally(report, limit: fileLimit), summary: report.summary, spec: report.spec,
      baseDirectory: report.baseDirectory, notices: report.notices)
  }

  /// Renders a summary from what a run gathered file by file (see ``SummaryTally``): the same
  /// text as the whole report's.
  static func render(
    _ tally: SummaryTally, summary: Report.Summary, spec: String, baseDirectory: String?,
    notices: [String]
  ) -> String {
    var lines = [
      spec.isEmpty ? "\(Report.toolName) summary" : "\(Report.toolName) summary (\(spec))",
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

    let ruleTable = tally.ruleTable
    var rows = [["rule", "errors", "warnings", "notes"]]
    rows += ruleTable.rows.map { [$0.id] + numbers($0.counts) }
    rows.append(["all rules"] + numbers(ruleTable.total))
    lines.append("")
    lines += table(rows, rightAligned: [1, 2, 3])

    if !tally.worst.isEmpty {
      var rows = [["errors", "warnings", "notes", "worst files"]]
      for file in tally.worst {
        rows.append(numbers(file.counts) + [path(file.path, baseDirectory)])
      }
      lines.append("")
      lines += table(rows, rightAligned: [0, 1, 2])
      if tally.worstCount > tally.worst.count {
        lines.append("  … and \(tally.worstCount - tally.worst.count) more")
      }
    }

    if !tally.unreadable.isEmpty {
      lines += ["", "unreadable files"]
      for file in tally.unreadable {
        let place = file.place.map { ":\($0)" } ?? ""
        lines.append("  \(path(file.path, baseDirectory))\(place): \(oneLine(file.message))")
      }
      if tally.unreadableCount > tally.unreadable.count {
        lines.append("  … and \(tally.unreadableCount - tally.unreadable.count) more")
      }
    }

    let notices = notices.filter { !$0.isEmpty }
    if !notices.isEmpty {
      lines += ["", "notices"]
      lines += notices.map { "  - " + oneLine($0) }
    }
    return lines.joinedText(separator: "\n") + "\n"
  }

  private static func numbers(_ counts: SeverityCounts) -> [String] {
    [String(counts.errors), String(counts.warnings), String(counts.notes)]
  }

  private static func path(_ path: String, _ baseDirectory: String?) -> String {
    oneLine(ReportPaths.display(path, base: baseDirectory))
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
