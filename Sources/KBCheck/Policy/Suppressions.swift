/// Applies a configuration's suppressions to a report, and says which were never used.
public enum Suppressions {
  /// The report without suppressed findings, and the suppressions that matched nothing.
  public static func apply(_ suppressions: [Suppression], to report: Report) -> (
    Report, [Suppression]
  ) {
    guard !suppressions.isEmpty else { return (report, []) }
    var used = Array(repeating: false, count: suppressions.count)
    var result = report
    for index in result.files.indices {
      let path = result.files[index].path
      let applicable = suppressions.indices.filter { suppressions[$0].path.matches(path) }
      guard !applicable.isEmpty else { continue }
      result.files[index].findings.removeAll { finding in
        guard let match = applicable.first(where: { suppressions[$0].rule.value == finding.ruleId })
        else {
          return false
        }
        used[match] = true
        return true
      }
    }
    return (result, suppressions.indices.filter { !used[$0] }.map { suppressions[$0] })
  }
}
