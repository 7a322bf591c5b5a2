/// Renders findings in the `path:line:col: severity: message [rule]` form that Xcode, editors
/// and CI problem matchers make clickable, followed by a one-line summary.
public enum TextReporter {
  /// Renders a report as text.
  public static func render(_ report: Report) -> String {
    var output = ""
    for file in report.files {
      var lines: [(SourcePosition, String)] = file.inputErrors.map { error in
        let position = error.position ?? .start
        return (position, "\(file.path):\(position): error: \(error.message) [unreadable]\n")
      }
      for finding in file.findings {
        lines.append(
          (
            finding.position,
            "\(file.path):\(finding.position): \(label(finding.severity)): \(finding.message) [\(finding.ruleId)]\n"
          ))
      }
      for (_, line) in lines.sorted(by: { $0.0 < $1.0 }) { output += line }
    }
    output += summaryLine(report.summary) + "\n"
    for notice in report.notices { output += "kbcheck: \(notice)\n" }
    return output
  }

  /// `error`, `warning` or `note`, as compilers spell them.
  public static func label(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  /// One line: what was checked and what was found.
  public static func summaryLine(_ summary: Report.Summary) -> String {
    var line =
      "kbcheck: \(plural(summary.files, "file")) (\(plural(summary.events, "event"))): "
      + "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), "
      + "\(plural(summary.infos, "note"))"
    if summary.unreadable > 0 {
      line += "; \(plural(summary.unreadable, "file")) could not be checked"
    }
    return line
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
