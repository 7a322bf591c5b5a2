/// Applies a configuration's suppressions one file at a time, remembering which were used.
///
/// Suppressions of one file (no wildcard) are found through an index by path, so a run costs
/// files + suppressions, not their product; only those with wildcards are matched one by one.
struct SuppressionFilter: Sendable {
  private let suppressions: [Suppression]
  private var used: [Bool]
  /// How many checked files each suppression covered: one that covered none says nothing
  /// about its findings in a run over some files (a pre-commit hook's, a shard's), and a
  /// pattern that covered fewer files than it matches may be used by one the run left out.
  private var reached: [Int]
  /// The suppressions without wildcards, by the path they name.
  private let byPath: [String: [Int]]
  /// The suppressions with wildcards.
  private let patterns: [Int]

  /// A filter for the suppressions.
  init(_ suppressions: [Suppression]) {
    self.suppressions = suppressions
    used = Array(repeating: false, count: suppressions.count)
    reached = Array(repeating: 0, count: suppressions.count)
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
    for index in applicable { reached[index] += 1 }
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

  /// Which suppressions (by place) covered checked files, and how many; which matched a
  /// finding.
  var use: Settlement.SuppressionUse {
    let covering = reached.indices.filter { reached[$0] > 0 }
    return Settlement.SuppressionUse(
      reached: covering, files: covering.map { reached[$0] },
      used: used.indices.filter { used[$0] },
      digest: Settlement.SuppressionUse.digest(of: suppressions))
  }

  /// Takes what other runs over other files found (merged shards): the files a suppression
  /// covered there add to those here, and one matched there counts as matched here.
  mutating func adopt(_ other: Settlement.SuppressionUse) {
    for (index, files) in zip(other.reached, other.files) where reached.indices.contains(index) {
      reached[index] += files
    }
    for index in other.used where used.indices.contains(index) { used[index] = true }
  }

  /// The suppressions to remove, each with whether no file it names is there: those that
  /// matched no finding in every file they name (`matching` counts the files a pattern
  /// matches, asked only of a pattern that covered some), and those whose path or pattern
  /// names no file at all. One for files this run did not check is left alone: a run over
  /// some files (a pre-commit hook's, a shard's) cannot tell whether it is still needed.
  func unused(matching: (Glob) -> Int) -> [(suppression: Suppression, fileGone: Bool)] {
    suppressions.indices.compactMap { index in
      guard !used[index] else { return nil }
      let suppression = suppressions[index]
      if reached[index] > 0 {
        let whole = suppression.path.literal != nil || matching(suppression.path) <= reached[index]
        return whole ? (suppression, false) : nil
      }
      return matching(suppression.path) > 0 ? nil : (suppression, true)
    }
  }
}
