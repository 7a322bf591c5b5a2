/// The formats a report can be written in; each is a pure function of the report.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: severity: message [rule]`, one line per finding, then a summary.
  case text
  /// A JSON document with every file and finding (version 1, keys never renamed).
  case json
  /// SARIF 2.1.0 for GitHub code scanning: one run, the rules that ran, results most severe
  /// first (at most 25,000), repository-relative URIs.
  case sarif
  /// JUnit XML: a test suite per file, a test case per rule that ran, an error case for a file
  /// that could not be read.
  case junit
  /// GitHub Actions workflow commands: an annotation per finding, most severe first, then the
  /// one-line summary.
  case github
  /// A plain-text overview of a batch: totals, counts per rule, the worst files, notices.
  case summary
  /// One self-contained HTML page: a summary table, then each trace as a timeline with its
  /// sequences, the visible height of the keyboard and its findings pinned to their events.
  case html

  /// Whether the format can be written as a run goes, holding no file's report once it is
  /// passed on (text and JSON file by file; the summary from its running tally).
  var streams: Bool { self == .text || self == .json || self == .summary }

  /// Renders a report.
  public func render(_ report: Report) -> String {
    switch self {
    case .text: TextReporter.render(report)
    case .json: JSONReporter.render(report)
    case .sarif: SARIFReporter.render(report)
    case .junit: JUnitReporter.render(report)
    case .github: GitHubReporter.render(report)
    case .summary: SummaryReporter.render(report)
    case .html: HTMLReporter.render(report)
    }
  }
}
