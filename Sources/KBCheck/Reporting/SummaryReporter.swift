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
  ///
  /// Written into one byte buffer, numbers included: built as lines of strings and joined,
  /// the summary of one small trace cost 218,000 instructions, about a twentieth of its lint.
  static func render(
    _ tally: SummaryTally, summary: Report.Summary, spec: String, baseDirectory: String?,
    notices: [String]
  ) -> String {
    var out = TextColumns.Output()
    out.line(spec.isEmpty ? "\(Report.toolName) summary" : "\(Report.toolName) summary (\(spec))")
    out.line("")
    TextColumns.write(
      [
        ["files checked", String(summary.files)],
        ["  ok", String(summary.ok)],
        ["  with findings", String(summary.withFindings)],
        ["  unreadable", String(summary.unreadable)],
        ["events", String(summary.events)],
        ["files failing", String(summary.failingFiles)],
      ], rightAligned: 1..<2, into: &out)

    let ruleTable = tally.ruleTable
    var rows = [["rule", "errors", "warnings", "notes"]]
    rows.reserveCapacity(ruleTable.rows.count + 2)
    for row in ruleTable.rows { rows.append(cells(row.id, row.counts)) }
    rows.append(cells("all rules", ruleTable.total))
    out.line("")
    TextColumns.write(rows, rightAligned: 1..<4, into: &out)

    if !tally.worst.isEmpty {
      var rows = [["errors", "warnings", "notes", "worst files"]]
      for file in tally.worst {
        rows.append(numbers(file.counts) + [path(file.path, baseDirectory)])
      }
      out.line("")
      TextColumns.write(rows, rightAligned: 0..<3, into: &out)
      if tally.worstCount > tally.worst.count {
        out.line("  … and \(tally.worstCount - tally.worst.count) more")
      }
    }

    if !tally.unreadable.isEmpty {
      out.line("")
      out.line("unreadable files")
      for file in tally.unreadable {
        let place = file.place.map { ":\($0)" } ?? ""
        out.line("  \(path(file.path, baseDirectory))\(place): \(oneLine(file.message))")
      }
      if tally.unreadableCount > tally.unreadable.count {
        out.line("  … and \(tally.unreadableCount - tally.unreadable.count) more")
      }
    }

    let notices = notices.filter { !$0.isEmpty }
    if !notices.isEmpty {
      out.line("")
      out.line("notices")
      for notice in notices { out.line("  - " + oneLine(notice)) }
    }
    return out.text
  }

  private static func numbers(_ counts: SeverityCounts) -> [String] {
    [String(counts.errors), String(counts.warnings), String(counts.notes)]
  }

  /// A rule table's row: its name, then its counts.
  private static func cells(_ name: String, _ counts: SeverityCounts) -> [String] {
    [name, String(counts.errors), String(counts.warnings), String(counts.notes)]
  }

  private static func path(_ path: String, _ baseDirectory: String?) -> String {
    oneLine(ReportPaths.display(path, base: baseDirectory))
  }

  private static func oneLine(_ text: String) -> String {
    TerminalText.escape(text)
  }
}
