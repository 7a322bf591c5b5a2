/// Counts of findings by severity.
struct SeverityCounts: Equatable {
  var errors = 0
  var warnings = 0
  var notes = 0

  /// Counts one finding of a severity.
  mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .info: notes += 1
    }
  }

  /// Whether any finding is an error or a warning.
  var failsOrWarns: Bool { errors > 0 || warnings > 0 }

  /// Whether the file at `left` comes before the file at `right` among the worst: most errors
  /// first, then most warnings, then report order.
  static func isWorse(
    _ left: (index: Int, counts: SeverityCounts), than right: (index: Int, counts: SeverityCounts)
  ) -> Bool {
    if left.counts.errors != right.counts.errors { return left.counts.errors > right.counts.errors }
    if left.counts.warnings != right.counts.warnings {
      return left.counts.warnings > right.counts.warnings
    }
    return left.index < right.index
  }
}

/// The groupings the CI formats share: rule ids in report order, counts per rule and file, and
/// findings ordered most severe first.
enum ReportTallies {
  /// The ids of the rules that ran, in spec order, then any other rule id a finding names, in
  /// the order they first appear.
  static func ruleIds(_ report: Report) -> [String] {
    SummaryTally(report, limit: 0).ruleIds
  }

  /// Each rule's counts, in ``ruleIds(_:)`` order, and their total: the table the summary
  /// formats print.
  static func ruleTable(_ report: Report) -> (
    rows: [(id: String, counts: SeverityCounts)], total: SeverityCounts
  ) {
    SummaryTally(report, limit: 0).ruleTable
  }

  /// The counts of one file's findings.
  static func counts(_ file: FileReport) -> SeverityCounts {
    var counts = SeverityCounts()
    for finding in file.findings { counts.add(finding.severity) }
    return counts
  }

  /// The indices of the files with an error or a warning, most errors first, then most
  /// warnings, then in report order.
  static func worstFiles(_ report: Report) -> [(index: Int, counts: SeverityCounts)] {
    let files = report.files.indices.map { (index: $0, counts: counts(report.files[$0])) }
    return files.filter(\.counts.failsOrWarns).sorted { SeverityCounts.isWorse($0, than: $1) }
  }

  /// Every finding with the index of its file: errors, then warnings, then notes; within a
  /// severity in file order, then by place.
  static func bySeverity(_ report: Report) -> [(file: Int, finding: Finding)] {
    var entries: [(file: Int, order: Int, finding: Finding)] = []
    for (fileIndex, file) in report.files.enumerated() {
      for (order, finding) in file.findings.enumerated() {
        entries.append((fileIndex, order, finding))
      }
    }
    entries.sort { left, right in
      if left.finding.severity != right.finding.severity {
        return left.finding.severity > right.finding.severity
      }
      if left.file != right.file { return left.file < right.file }
      if left.finding.position != right.finding.position {
        return left.finding.position < right.finding.position
      }
      return left.order < right.order
    }
    return entries.map { ($0.file, $0.finding) }
  }
}
