/// The formats a report can be written in; each is a pure function of the report.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// `path:line:col: severity: message [rule]`, one line per finding, then a summary.
  case text
  /// A JSON document with every file and finding (version 1, keys never renamed).
  case json

  /// Renders a report.
  public func render(_ report: Report) -> String {
    switch self {
    case .text: TextReporter.render(report)
    case .json: JSONReporter.render(report)
    }
  }
}
