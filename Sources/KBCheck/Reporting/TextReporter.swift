/// Renders findings in the `path:line:col: severity: message [rule]` form that Xcode, editors
/// and CI problem matchers make clickable, followed by a one-line summary.
enum TextReporter {
  /// Renders a report as text.
  static func render(_ report: Report) -> String {
    report.files.map(render(file:)).joinedText() + footer(report.summary, notices: report.notices)
  }

  /// The lines of one file, in the order of their place in it.
  static func render(file: FileReport) -> String {
    // A trace's keys, a file's name and a spec's words reach the terminal one line each.
    let path = TerminalText.escape(file.path)
    let safe = { (text: String) in TerminalText.escape(text) }
    var lines: [(SourcePosition, String)] = file.inputErrors.map { error in
      let position = error.position ?? .start
      return (position, "\(path):\(position): error: \(safe(error.message)) [unreadable]\n")
    }
    for note in file.notes {
      let place = note.position.map { "\($0):" } ?? ""
      lines.append(
        (
          note.position ?? SourcePosition(line: 0, column: 0),
          "\(path):\(place) note: \(safe(note.message)) [input]\n"
        ))
    }
    for finding in file.findings {
      lines.append(
        (
          finding.position,
          "\(path):\(finding.position): \(label(finding.severity)): \(safe(finding.message)) "
            + "[\(safe(finding.ruleId))]\n"
        ))
    }
    return lines.sorted(by: { $0.0 < $1.0 }).map(\.1).joinedText()
  }

  /// The summary line and the notices.
  static func footer(_ summary: Report.Summary, notices: [String]) -> String {
    summaryLine(summary) + "\n" + notices.map { "kbcheck: \($0)\n" }.joinedText()
  }

  /// `error`, `warning` or `note`, as compilers spell them.
  static func label(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// One line: what was checked and what was found; for a batch, also how many inputs were
  /// ok, had findings or could not be read in full (which add up to the number of inputs, so a
  /// file the run did not read cannot go unnoticed).
  static func summaryLine(_ summary: Report.Summary) -> String {
    var line =
      "kbcheck: \(plural(summary.files, "file")) (\(plural(summary.events, "event"))): "
      + "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), "
      + "\(plural(summary.infos, "note"))"
    if summary.files > 1 {
      line +=
        "; \(summary.ok) ok, \(summary.withFindings) with findings, "
        + "\(summary.unreadable) could not be read in full"
    } else if summary.unreadable > 0 {
      line += "; \(plural(summary.unreadable, "file")) could not be read in full"
    }
    // The input's notes print as `note:` lines too; counted apart, "0 notes" after them
    // read as a contradiction.
    if summary.inputNotes > 0 {
      line += "; \(plural(summary.inputNotes, "note")) on how the input was read"
    }
    return line
  }

  /// `1 file`, `2 files`: a count with its noun (every report words counts this way).
  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
