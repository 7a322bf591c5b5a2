/// Applies a ``Baseline`` one file at a time, so a run can stream its files: removes the
/// findings the baseline records, and at the end says which entries matched nothing.
struct BaselineMatcher: Sendable {
  /// The baseline being applied.
  let baseline: Baseline
  private var remaining: [Baseline.Key: Int] = [:]
  private var checked: Set<String> = []
  /// How many findings the baseline matched so far.
  private(set) var matched = 0

  /// A matcher for a baseline.
  init(_ baseline: Baseline) {
    self.baseline = baseline
    for entry in baseline.entries { remaining[Baseline.Key(entry), default: 0] += entry.count }
  }

  /// Removes from one file the findings the baseline records for it under `path`.
  mutating func filter(_ file: inout FileReport, as path: String) {
    if file.error == nil { checked.insert(path) }
    file.findings.removeAll { finding in
      let key = Baseline.Key(path, finding)
      guard let left = remaining[key], left > 0 else { return false }
      remaining[key] = left - 1
      matched += 1
      return true
    }
  }

  /// Entries for the files checked so far that matched fewer findings than they record.
  var stale: [Baseline.Entry] {
    var left = remaining
    var result: [Baseline.Entry] = []
    for entry in baseline.entries where checked.contains(entry.path) {
      let key = Baseline.Key(entry)
      let count = min(left[key] ?? 0, entry.count)
      guard count > 0 else { continue }
      var unmatched = entry
      unmatched.count = count
      left[key] = (left[key] ?? 0) - count
      result.append(unmatched)
    }
    return result
  }
}
