/// Applies a configuration's suppressions one file at a time, remembering which were used.
struct SuppressionFilter: Sendable {
  private let suppressions: [Suppression]
  private var used: [Bool]

  /// A filter for the suppressions.
  init(_ suppressions: [Suppression]) {
    self.suppressions = suppressions
    used = suppressions.map { _ in false }
  }

  /// Removes from one file the findings a suppression covers: one whose glob matches the
  /// file's reported path, or `other` (its path relative to the configuration's directory).
  mutating func filter(_ file: inout FileReport, alsoAs other: String? = nil) {
    guard !suppressions.isEmpty else { return }
    let path = file.path
    let applicable = suppressions.indices.filter {
      suppressions[$0].path.matches(path) || other.map(suppressions[$0].path.matches) == true
    }
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
