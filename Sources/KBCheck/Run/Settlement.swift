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

    /// What the reports say of a stale entry: a run with one fails, so a test report and an
    /// annotation say so too, not only a notice.
    static func staleText(_ entry: Baseline.Entry) -> String {
      "baseline entry no longer matches: \(entry.path) [\(entry.ruleId)] \(entry.message)"
    }
  }

  /// What the configuration's suppressions did.
  struct SuppressionUse: Sendable, Equatable {
    /// The suppressions (by their place in the configuration) that covered checked files.
    var reached: [Int]
    /// How many files each of `reached` covered.
    var files: [Int]
    /// The suppressions that matched a finding.
    var used: [Int]
    /// Which suppressions these are (their paths and rules, in order), so that a merge can
    /// tell shards run with another configuration than its own.
    var digest = ""

    /// The digest of a configuration's suppressions: the hash of their paths and rules, each
    /// pair joined by U+001F and the pairs by U+001E, fed to the hash piece by piece (the
    /// joined text of 2,000 suppressions cost 9 million instructions a run).
    static func digest(of suppressions: [Suppression]) -> String {
      var hasher = FNV1a()
      for (index, suppression) in suppressions.enumerated() {
        if index > 0 { hasher.add(0x1E) }
        hasher.add(suppression.path.pattern)
        hasher.add(0x1F)
        hasher.add(suppression.rule.value)
      }
      return hasher.hex
    }
  }

  /// What the baseline did; nil when the run had none.
  var baseline: BaselineUse?
  /// What the suppressions did; nil when the configuration has none.
  var suppressions: SuppressionUse?

  /// Nothing settled: no baseline, no suppressions.
  init() {}

  /// A settlement of a baseline's use and suppressions'.
  init(baseline: BaselineUse?, suppressions: SuppressionUse?) {
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
      var files: [Int: Int] = [:]
      for use in suppressionUses {
        for (index, count) in zip(use.reached, use.files) { files[index, default: 0] += count }
      }
      let reached = files.keys.sorted()
      suppressions = SuppressionUse(
        reached: reached, files: reached.map { files[$0] ?? 0 },
        used: Set(suppressionUses.flatMap(\.used)).sorted(), digest: suppressionUses[0].digest)
    }
  }

  /// Entries in a baseline file's order, whatever order the file (edited by hand) or the
  /// shards gave them.
  private static func sorted(_ entries: [Baseline.Entry]) -> [Baseline.Entry] {
    entries.sorted(by: Baseline.Entry.inOrder)
  }
}
