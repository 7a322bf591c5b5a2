/// What the end of a run settles that only the whole run can judge: which baseline entries no
/// longer match, and which suppressions covered a checked file and which matched a finding.
///
/// A shard settles its own files; its JSON report carries the settlement, so that `merge`
/// settles the shards as one run would: the same stale entries failing the run, the same
/// unused suppressions said (a glob suppression may cover files of several shards and match
/// in only one of them).
struct Settlement: Sendable, Equatable {
  /// What a run's baseline did.
  struct BaselineUse: Sendable, Equatable {
    /// The baseline file, as given.
    var path: String
    /// How many findings it covered.
    var matched: Int
    /// Its entries that matched fewer findings than they record, sorted.
    var stale: [Baseline.Entry]
  }

  /// What the baseline did; nil when the run had none.
  var baseline: BaselineUse?
  /// The suppressions (by their place in the configuration) that covered a checked file, and
  /// those that matched a finding; nil when the configuration has none.
  var suppressions: (reached: [Int], used: [Int])?

  /// Nothing settled: no baseline, no suppressions.
  init() {}

  /// A settlement of a baseline's use and suppressions'.
  init(baseline: BaselineUse?, suppressions: (reached: [Int], used: [Int])?) {
    self.baseline = baseline
    self.baseline?.stale = Self.sorted(baseline?.stale ?? [])
    self.suppressions = suppressions
  }

  /// The settlement of several shards as one run's.
  init(merging parts: [Settlement]) {
    let uses = parts.compactMap(\.baseline)
    if let first = uses.first {
      baseline = BaselineUse(
        path: first.path, matched: uses.reduce(0) { $0 + $1.matched },
        stale: Self.sorted(uses.flatMap(\.stale)))
    }
    let suppressionUses = parts.compactMap(\.suppressions)
    if !suppressionUses.isEmpty {
      suppressions = (
        Set(suppressionUses.flatMap(\.reached)).sorted(),
        Set(suppressionUses.flatMap(\.used)).sorted()
      )
    }
  }

  /// Entries in one order whatever order the baseline file or the shards gave them.
  static func sorted(_ entries: [Baseline.Entry]) -> [Baseline.Entry] {
    entries.sorted { ($0.path, $0.ruleId, $0.fingerprint) < ($1.path, $1.ruleId, $1.fingerprint) }
  }

  static func == (left: Settlement, right: Settlement) -> Bool {
    left.baseline == right.baseline
      && left.suppressions?.reached == right.suppressions?.reached
      && left.suppressions?.used == right.suppressions?.used
  }
}
