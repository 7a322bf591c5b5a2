/// Applies a configuration's suppressions one file at a time, remembering which were used.
///
/// Suppressions of one file (no wildcard) are found through an index by path, so a run costs
/// files + suppressions, not their product; only those with wildcards are matched one by one.
struct SuppressionFilter: Sendable {
  private let suppressions: [Suppression]
  private var used: [Bool]
  /// Whether a suppression covered a file the run checked: one that covered none says
  /// nothing about its findings in a run over some files (a pre-commit hook's, a shard's).
  private var reached: [Bool]
  /// The suppressions without wildcards, by the path they name.
  private let byPath: [String: [Int]]
  /// The suppressions with wildcards.
  private let patterns: [Int]

  /// A filter for the suppressions.
  init(_ suppressions: [Suppression]) {
    self.suppressions = suppressions
    used = Array(repeating: false, count: suppressions.count)
    reached = used
    // Room for every path at once: grown a doubling at a time, the table of 2,000 was
    // rehashed twelve times.
    var byPath: [String: [Int]] = Dictionary(minimumCapacity: suppressions.count)
    var patterns: [Int] = []
    for (index, suppression) in suppressions.enumerated() {
      if let literal = suppression.path.literal {
        byPath[literal, default: []].append(index)
      } else {
        patterns.append(index)
      }
    }
    self.byPath = byPath
    self.patterns = patterns
  }

  /// Removes from one file the findings a suppression covers: one whose glob matches the
  /// file's reported path, or `other` (its path relative to the configuration's directory).
  mutating func filter(_ file: inout FileReport, alsoAs other: String? = nil) {
    guard !suppressions.isEmpty else { return }
    let path = file.path
    var found = byPath[Glob.normalized(path)] ?? []
    if let other { found += byPath[Glob.normalized(other)] ?? [] }
    found += patterns.filter {
      suppressions[$0].path.matches(path) || other.map(suppressions[$0].path.matches) == true
    }
    // In the order they are written: the first that names the rule is the one used.
    let applicable = Set(found).sorted()
    guard !applicable.isEmpty else { return }
    for index in applicable { reached[index] = true }
    var used = self.used
    file.findings.removeAll { finding in
      guard let match = applicable.first(where: { suppressions[$0].rule.value == finding.ruleId })
      else {
        return false
      }
      used[match] = true
      return true
    }
    self.used = used
  }

  /// Whether there are no suppressions.
  var isEmpty: Bool { suppressions.isEmpty }

  /// Which suppressions (by place) covered a checked file, and which matched a finding.
  var use: (reached: [Int], used: [Int]) {
    (reached.indices.filter { reached[$0] }, used.indices.filter { used[$0] })
  }

  /// Takes what other runs over other files found (merged shards): a suppression covered or
  /// matched there counts as covered or matched here.
  mutating func adopt(_ other: (reached: [Int], used: [Int])) {
    for index in other.reached where reached.indices.contains(index) { reached[index] = true }
    for index in other.used where used.indices.contains(index) { used[index] = true }
  }

  /// The suppressions to remove, each with whether no file it names is there: those that
  /// covered a checked file and matched no finding there, and those whose path or pattern
  /// `exists` says names no file. One that covered no file of this run but names files that
  /// exist is left alone: a run over some files (a pre-commit hook's, a shard's) cannot tell
  /// whether it is still needed.
  func unused(exists: (Glob) -> Bool) -> [(suppression: Suppression, fileGone: Bool)] {
    suppressions.indices.compactMap { index in
      guard !used[index] else { return nil }
      let suppression = suppressions[index]
      if reached[index] { return (suppression, false) }
      return exists(suppression.path) ? nil : (suppression, true)
    }
  }
}
