/// Findings recorded on a day, so later runs report only what is new.
///
/// Entries match on the file, the rule, the event's name and the finding's fingerprint (its
/// neighbourhood in the trace, not its line), with a count, so edits elsewhere in a trace do
/// not turn old findings into new ones.
struct Baseline: Sendable, Equatable {
  /// One recorded kind of finding in one file.
  struct Entry: Sendable, Equatable, Hashable {
    /// The file, as reported.
    var path: String
    /// The rule id.
    var ruleId: String
    /// The offending event's name, if any.
    var event: String?
    /// The finding's fingerprint.
    var fingerprint: String
    /// How many such findings the file had.
    var count: Int
    /// The first such finding's message, for people reading the file.
    var message: String

    /// The order a baseline file lists its entries in: by file, rule and fingerprint.
    static func inOrder(_ left: Entry, _ right: Entry) -> Bool {
      (left.path, left.ruleId, left.fingerprint) < (right.path, right.ruleId, right.fingerprint)
    }
  }

  /// The entries, sorted.
  var entries: [Entry]

  /// The baseline of a report's findings.
  init(report: Report) {
    var builder = Builder()
    for file in report.files { builder.add(file, as: file.path) }
    self = builder.baseline
  }

  /// Builds a baseline a file at a time, so a run can record one while it streams.
  struct Builder: Sendable {
    private var counts: [Key: (Int, String)] = [:]

    /// An empty builder.
    init() {}

    /// Records every finding of a file, under `path`.
    mutating func add(_ file: FileReport, as path: String) {
      for finding in file.findings {
        counts[Key(path, finding), default: (0, finding.message)].0 += 1
      }
    }

    /// The baseline of everything recorded, in a stable order.
    var baseline: Baseline {
      Baseline(
        entries: counts.map { key, value in
          Entry(
            path: key.path, ruleId: key.ruleId, event: key.event, fingerprint: key.fingerprint,
            count: value.0, message: value.1)
        }.sorted(by: Entry.inOrder))
    }
  }

  /// The largest count an entry may hold: far above any real trace's findings, and small
  /// enough that a million entries of one key add up without overflow.
  static let maximumCount = 1_000_000_000

  /// A baseline of entries.
  init(entries: [Entry]) {
    self.entries = entries
  }

  struct Key: Hashable, Sendable {
    var path: String
    var ruleId: String
    var event: String?
    var fingerprint: String

    init(_ path: String, _ finding: Finding) {
      self.path = path
      ruleId = finding.ruleId
      event = finding.eventName
      fingerprint = finding.fingerprint ?? ""
    }

    init(_ entry: Entry) {
      path = entry.path
      ruleId = entry.ruleId
      event = entry.event
      fingerprint = entry.fingerprint
    }
  }

  /// The baseline without the stale entries (whose counts shrink to what still matches).
  func pruned(removing stale: [Entry]) -> Baseline {
    var drop: [Key: Int] = [:]
    for entry in stale { drop[Key(entry), default: 0] += entry.count }
    var kept: [Entry] = []
    for var entry in entries {
      let key = Key(entry)
      let removed = min(drop[key] ?? 0, entry.count)
      drop[key] = (drop[key] ?? 0) - removed
      entry.count -= removed
      if entry.count > 0 { kept.append(entry) }
    }
    return Baseline(entries: kept)
  }
}
