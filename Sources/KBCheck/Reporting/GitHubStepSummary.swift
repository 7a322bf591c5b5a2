/// The Markdown job summary of the `github` format.
extension GitHubReporter {
  /// The most bytes GitHub accepts in one step's summary.
  static let stepSummaryLimit = 1_048_576
  /// The most files each list of the summary names.
  static let stepSummaryFileLimit = 50

  /// A Markdown job summary for `$GITHUB_STEP_SUMMARY`: the totals, a table of each rule's
  /// errors, warnings and notes, the files with errors or warnings (worst first, at most 50)
  /// and the files that could not be read; always under GitHub's 1 MiB limit.
  static func markdownSummary(_ report: Report) -> String {
    let summary = report.summary
    var lines = [
      "## \(Report.toolName): \(TextReporter.plural(summary.errors, "error")), "
        + "\(TextReporter.plural(summary.warnings, "warning")), \(TextReporter.plural(summary.infos, "note"))",
      "",
      "| Files checked | Events | Files with errors | Files not checked |",
      "|---:|---:|---:|---:|",
      "| \(summary.files) | \(summary.events) | \(summary.failingFiles) | \(summary.unreadable) |",
    ]
    if !report.spec.isEmpty { lines += ["", "Spec: " + MarkdownText.escape(report.spec)] }

    let ruleTable = ReportTallies.ruleTable(report)
    if !ruleTable.rows.isEmpty {
      lines += ["", "### Findings by rule", "", "| Rule | Errors | Warnings | Notes |"]
      lines.append("|---|---:|---:|---:|")
      lines += ruleTable.rows.map { row(MarkdownText.code($0.id), $0.counts) }
      lines.append(row("**All rules**", ruleTable.total))
    }

    let worst = ReportTallies.worstFiles(report)
    if !worst.isEmpty {
      lines += [
        "", "### Files with errors or warnings", "", "| File | Errors | Warnings | Notes |",
      ]
      lines.append("|---|---:|---:|---:|")
      for entry in worst.prefix(stepSummaryFileLimit) {
        lines.append(row(cell(report.files[entry.index].path, report), entry.counts))
      }
      if worst.count > stepSummaryFileLimit {
        lines += [
          "", "…and \(TextReporter.plural(worst.count - stepSummaryFileLimit, "more file")).",
        ]
      }
    }

    let unreadable = report.files.filter { $0.status == .error }
    if !unreadable.isEmpty {
      lines += ["", "### Files not checked", "", "| File | Problem |", "|---|---|"]
      for file in unreadable.prefix(stepSummaryFileLimit) {
        let first = file.inputErrors.first
        let place = first?.position.map { ":\($0)" } ?? ""
        let problem = MarkdownText.escape(MarkdownText.clip(first?.message ?? "", 500))
        let more = file.inputErrors.count > 1 ? " (and \(file.inputErrors.count - 1) more)" : ""
        lines.append("| \(cell(file.path, report))\(place) | \(problem)\(more) |")
      }
      if unreadable.count > stepSummaryFileLimit {
        lines += [
          "", "…and \(TextReporter.plural(unreadable.count - stepSummaryFileLimit, "more file")).",
        ]
      }
    }

    let notices = report.notices.filter { !$0.isEmpty }
    if !notices.isEmpty {
      lines += ["", "### Notices", ""]
      lines += notices.prefix(stepSummaryFileLimit).map {
        "- " + MarkdownText.escape(MarkdownText.clip($0, 500))
      }
      if notices.count > stepSummaryFileLimit {
        lines.append("- …and \(notices.count - stepSummaryFileLimit) more")
      }
    }
    return fit(lines, within: stepSummaryLimit)
  }

  private static func row(_ label: String, _ counts: SeverityCounts) -> String {
    "| \(label) | \(counts.errors) | \(counts.warnings) | \(counts.notes) |"
  }

  private static func cell(_ path: String, _ report: Report) -> String {
    MarkdownText.escape(
      MarkdownText.clip(ReportPaths.display(path, base: report.baseDirectory), 300))
  }

  /// The lines joined, dropping lines from the end (with a note) if they would pass `limit`
  /// bytes.
  static func fit(_ lines: [String], within limit: Int) -> String {
    let note = "\n_The summary was cut at GitHub's size limit._\n"
    var output = ""
    var size = 0
    for line in lines {
      let length = line.utf8.count + 1
      if size + length + note.utf8.count > limit { return output + note }
      output += line + "\n"
      size += length
    }
    return output
  }
}
