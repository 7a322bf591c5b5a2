/// Applies a configuration's suppressions one file at a time, remembering which were used.
///
/// Suppressions of one file (no wildcard) are found through an index by path, so a run costs
/// files + suppressions, not their product; only those with wildcards are matched one by one.
struct SuppressionFilter: Sendable {
  private let suppressions: [Suppression]
  private var used: [Bool]
  /// The suppressions without wildcards, by the path they name.
  private let byPath: [String: [Int]]
  /// The suppressions with wildcards.
  private let patterns: [Int]

  /// A filter for the suppressions.
  init(_ suppressions: [Suppression]) {
    self.suppressions = suppressions
    used = Array(repeating: false, count: suppressions.count)
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

  /// The suppressions that matched no finding.
  var unused: [Suppression] {
    suppressions.indices.filter { !used[$0] }.map { suppressions[$0] }
  }
}
