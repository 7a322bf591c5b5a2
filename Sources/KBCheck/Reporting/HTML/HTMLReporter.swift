/// Renders a report as one self-contained HTML page: a summary (files by status, findings per
/// rule, the worst files) linking to a section per trace, each with its timeline (see
/// ``TimelineSVG``) and its findings. No script and nothing from the network; collapsing uses
/// `<details>`. The same report renders to the same bytes.
///
/// In a batch of more than ``fullBatch`` files, only the ``fullBatch`` worst files (errors,
/// then warnings, then files that could not be read) are drawn; every other file keeps its
/// section with its findings, without a drawing, so a 2,000-file report stays light for the
/// browser.
enum HTMLReporter {
  /// The largest batch in which every file is drawn, and how many files a larger one draws.
  static let fullBatch = 100
  /// The largest batch whose sections all start open.
  static let openBatch = 20

  /// Renders the page.
  static func render(_ report: Report) -> String {
    let summary = report.summary
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(Report.toolName) report</title>\n<style>\n\(HTMLStyle.css)\n</style>\n"
    html += "</head>\n<body>\n<h1>\(Report.toolName) report</h1>\n"
    html +=
      "<p class=\"meta\">\(HTMLText.escape(report.spec.isEmpty ? "" : "spec \(report.spec) · "))"
      + "\(TextReporter.plural(summary.files, "file")), \(TextReporter.plural(summary.events, "event")): "
      + "\(TextReporter.plural(summary.errors, "error")), "
      + "\(TextReporter.plural(summary.warnings, "warning")), "
      + "\(TextReporter.plural(summary.infos, "note"))</p>\n"
    html += overview(report)
    html += legend(report)
    let drawn = drawnFiles(report)
    for (index, file) in report.files.enumerated() {
      html += section(file, index: index, in: report, drawn: drawn.contains(index))
    }
    for notice in report.notices where !notice.isEmpty {
      html += "<p class=\"meta\">\(HTMLText.escape(notice))</p>\n"
    }
    return html + "</body>\n</html>\n"
  }

  // MARK: - Summary

  private static func overview(_ report: Report) -> String {
    let summary = report.summary
    var html = "<section id=\"summary\">\n<table class=\"statuses\">"
    html += "<tr><th>files</th><th class=\"n\">\(summary.files)</th></tr>"
    for (label, count) in [
      ("ok", summary.ok), ("with findings", summary.withFindings),
      ("could not be read in full", summary.unreadable),
    ] {
      html += "<tr><td>\(label)</td><td class=\"n\">\(count)</td></tr>"
    }
    html += "</table>\n<table class=\"rules\"><tr><th>rule</th><th class=\"n\">errors</th>"
    html += "<th class=\"n\">warnings</th><th class=\"n\">notes</th></tr>"
    let table = ReportTallies.ruleTable(report)
    for row in table.rows where row.counts.errors + row.counts.warnings + row.counts.notes > 0 {
      html +=
        "<tr><td class=\"rule\">\(HTMLText.escape(row.id))</td><td class=\"n\">\(row.counts.errors)</td>"
        + "<td class=\"n\">\(row.counts.warnings)</td><td class=\"n\">\(row.counts.notes)</td></tr>"
    }
    html +=
      "<tr><th>all rules</th><th class=\"n\">\(table.total.errors)</th>"
      + "<th class=\"n\">\(table.total.warnings)</th><th class=\"n\">\(table.total.notes)</th></tr>"
    html += "</table>\n"
    let worst = ReportTallies.worstFiles(report).prefix(10)
    if report.files.count > 1, !worst.isEmpty {
      html += "<table class=\"worst\"><tr><th>worst files</th><th class=\"n\">errors</th>"
      html += "<th class=\"n\">warnings</th></tr>"
      for entry in worst {
        let path = HTMLText.escape(report.files[entry.index].path)
        html +=
          "<tr><td><a href=\"#file-\(entry.index)\">\(path)</a></td>"
          + "<td class=\"n\">\(entry.counts.errors)</td><td class=\"n\">\(entry.counts.warnings)</td></tr>"
      }
      html += "</table>\n"
    }
    if report.files.count > 1 { html += fileTable(report) }
    return html + "</section>\n"
  }

  /// Every file with its status and counts, each linking to its section (folded away in a
  /// large batch).
  private static func fileTable(_ report: Report) -> String {
    let open = report.files.count <= openBatch ? " open" : ""
    var html =
      "<details class=\"files\"\(open)><summary>all \(report.files.count) files</summary>"
      + "<table><tr><th>file</th><th>status</th><th class=\"n\">events</th>"
      + "<th class=\"n\">errors</th><th class=\"n\">warnings</th><th class=\"n\">notes</th></tr>"
    for (index, file) in report.files.enumerated() {
      let counts = ReportTallies.counts(file)
      html +=
        "<tr><td><a href=\"#file-\(index)\">\(HTMLText.escape(file.path))</a></td>"
        + "<td><span class=\"status status-\(file.status.rawValue)\">\(file.status.rawValue)</span></td>"
        + "<td class=\"n\">\(file.events)</td><td class=\"n\">\(counts.errors)</td>"
        + "<td class=\"n\">\(counts.warnings)</td><td class=\"n\">\(counts.notes)</td></tr>"
    }
    return html + "</table></details>\n"
  }

  /// The colours of the sequence kinds and severities.
  private static func legend(_ report: Report) -> String {
    guard let kinds = report.files.lazy.compactMap(\.timeline).first?.kinds, !kinds.isEmpty else {
      return ""
    }
    var html = "<p class=\"legend\">"
    for (index, kind) in kinds.enumerated() {
      let colour = TimelineSVG.palette[index % TimelineSVG.palette.count]
      html +=
        "<span><i class=\"swatch\" style=\"background:\(colour);opacity:0.4\"></i>"
        + "\(HTMLText.escape(kind)) sequence</span>"
    }
    for severity in ["error", "warning", "info"] {
      html +=
        "<span><svg width=\"12\" height=\"10\"><path class=\"sev-\(severity)\" d=\"M6 10 l-5 -10 h10 z\"/></svg> "
        + "\(severity == "info" ? "note" : severity)</span>"
    }
    return html + "</p>\n"
  }

  // MARK: - One trace

  /// The files whose timelines are drawn: all of a small batch; of a larger one the worst
  /// files with errors or warnings, then files that could not be fully read.
  private static func drawnFiles(_ report: Report) -> Set<Int> {
    guard report.files.count > fullBatch else { return Set(report.files.indices) }
    let worst = ReportTallies.worstFiles(report).map(\.index)
    let unreadable = report.files.indices.filter { report.files[$0].status == .error }
    return Set((worst + unreadable).prefix(fullBatch))
  }

  private static func section(_ file: FileReport, index: Int, in report: Report, drawn: Bool)
    -> String
  {
    let counts = ReportTallies.counts(file)
    let status = file.status.rawValue
    let open = report.files.count <= openBatch || (file.status != .ok && index < 50)
    var html =
      "<section class=\"trace\" id=\"file-\(index)\" data-status=\"\(status)\">\n"
      + "<details\(open ? " open" : "")><summary><h2>\(HTMLText.escape(file.path))</h2>"
      + "<span class=\"status status-\(status)\">\(status)</span> "
      + "<span class=\"meta\">\(TextReporter.plural(file.events, "event")), "
      + "\(TextReporter.plural(counts.errors, "error")), "
      + "\(TextReporter.plural(counts.warnings, "warning")), "
      + "\(TextReporter.plural(counts.notes, "note"))</span></summary>\n"
    if drawn, let timeline = file.timeline, !timeline.events.isEmpty {
      html += TimelineSVG(timeline: timeline, findings: file.findings, anchor: "f\(index)-")
        .render()
      html += "\n"
    }
    let errors = file.inputErrors
    if !errors.isEmpty {
      html += "<ul class=\"errors\">"
      for error in errors {
        html +=
          "<li class=\"sev-error\"><b>could not be read</b> <span class=\"place\">"
          + "\(HTMLText.escape(file.path))\(error.position.map { ":\($0)" } ?? "")</span> "
          + "\(HTMLText.escape(error.message))</li>"
      }
      html += "</ul>\n"
    }
    if !file.notes.isEmpty {
      html += "<ul class=\"notes\">"
      for note in file.notes {
        html +=
          "<li class=\"sev-info\"><b>how it was read</b> <span class=\"place\">"
          + "\(HTMLText.escape(file.path))\(note.position.map { ":\($0)" } ?? "")</span> "
          + "\(HTMLText.escape(note.message))</li>"
      }
      html += "</ul>\n"
    }
    if !file.findings.isEmpty {
      html += "<ol class=\"findings\">"
      for (number, finding) in file.findings.enumerated() {
        html += item(finding, number: number, file: file, index: index)
      }
      html += "</ol>\n"
    }
    return html + "</details>\n</section>\n"
  }

  private static func item(_ finding: Finding, number: Int, file: FileReport, index: Int)
    -> String
  {
    let severity = finding.severity.rawValue
    let label = TextReporter.label(finding.severity)
    let quirk =
      finding.quirk.map { " <span class=\"rule\">quirk \(HTMLText.escape($0))</span>" } ?? ""
    let event = finding.event.map { " (event \($0))" } ?? ""
    return
      "<li id=\"f\(index)-\(number)\" class=\"finding\" data-rule=\"\(HTMLText.escape(finding.ruleId))\" "
      + "data-severity=\"\(severity)\"><b class=\"sev-\(severity)\">\(label)</b> "
      + "<span class=\"rule\">\(HTMLText.escape(finding.ruleId))</span>\(quirk) "
      + "<span class=\"place\">\(HTMLText.escape(file.path)):\(finding.position)\(event)</span><br>"
      + "\(HTMLText.escape(finding.message))</li>"
  }
}
