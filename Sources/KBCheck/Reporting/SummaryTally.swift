/// What the summary report says of a run's files, gathered one file at a time: each rule's
/// counts, the worst files and the unreadable ones (the first ``SummaryReporter/fileLimit`` of
/// each, and how many there are).
///
/// It keeps a bounded amount whatever the number of files, so a summary of a batch streams:
/// holding every file's report for it cost about 300 bytes a file (20,000 files: 9 MB more
/// at the peak than 2,000).
struct SummaryTally {
  /// A file the summary names.
  struct NamedFile {
    /// Its place in the report.
    var index: Int
    /// Its path, as reported.
    var path: String
    /// Its findings' counts.
    var counts: SeverityCounts
    /// For an unreadable file: where, when known, and why.
    var place: SourcePosition?
    var message = ""
  }

  /// The ids of the rules that ran, in spec order, then any other rule id a finding names, in
  /// the order they first appear (``ReportTallies/ruleIds(_:)`` is this of a whole report).
  private(set) var ruleIds: [String]
  private var seen: Set<String>
  /// Each rule's counts.
  private(set) var byRule: [String: SeverityCounts] = [:]
  /// The worst files with an error or a warning, in the order of ``SeverityCounts/isWorse(_:than:)``
  /// (as ``ReportTallies/worstFiles(_:)``), at most `limit` of them.
  private(set) var worst: [NamedFile] = []
  /// How many files have an error or a warning.
  private(set) var worstCount = 0
  /// The first unreadable files, in report order, at most `limit` of them.
  private(set) var unreadable: [NamedFile] = []
  /// How many files could not be checked, wholly or in part.
  private(set) var unreadableCount = 0
  /// How many files of each list are kept.
  let limit: Int
  /// How many files were added.
  private var added = 0

  /// An empty tally for a run of `rules`.
  init(rules: [String], limit: Int) {
    ruleIds = rules
    seen = Set(rules)
    self.limit = limit
  }

  /// The tally of a whole report.
  init(_ report: Report, limit: Int) {
    self.init(rules: report.rules.map(\.id), limit: limit)
    for file in report.files { add(file) }
  }

  /// Counts the next file of the report.
  mutating func add(_ file: FileReport) {
    let index = added
    added += 1
    var counts = SeverityCounts()
    for finding in file.findings {
      counts.add(finding.severity)
      byRule[finding.ruleId, default: SeverityCounts()].add(finding.severity)
      if seen.insert(finding.ruleId).inserted { ruleIds.append(finding.ruleId) }
    }
    if counts.failsOrWarns {
      worstCount += 1
      keep(NamedFile(index: index, path: file.path, counts: counts))
    }
    if file.status == .error {
      unreadableCount += 1
      if unreadable.count < limit {
        let first = file.inputErrors.first
        unreadable.append(
          NamedFile(
            index: index, path: file.path, counts: counts, place: first?.position,
            message: first?.message ?? ""))
      }
    }
  }

  /// Each rule's counts, in ``ruleIds`` order, and their total: the table the summary formats
  /// print (``ReportTallies/ruleTable(_:)`` is this of a whole report).
  var ruleTable: (rows: [(id: String, counts: SeverityCounts)], total: SeverityCounts) {
    var total = SeverityCounts()
    let rows = ruleIds.map { id in
      let count = byRule[id] ?? SeverityCounts()
      total.errors += count.errors
      total.warnings += count.warnings
      total.notes += count.notes
      return (id: id, counts: count)
    }
    return (rows, total)
  }

  /// Puts a failing file among the worst when it is one of the `limit` worst so far.
  private mutating func keep(_ file: NamedFile) {
    let place =
      worst.firstIndex {
        SeverityCounts.isWorse((file.index, file.counts), than: ($0.index, $0.counts))
      } ?? worst.count
    guard place < limit else { return }
    worst.insert(file, at: place)
    if worst.count > limit { worst.removeLast() }
  }
}
