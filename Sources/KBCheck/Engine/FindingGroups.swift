/// One finding per problem: findings of one rule with the same severity, quirk and message in
/// one file are one finding at the first place, which lists the others (``Finding/also``) and
/// says how many there are.
///
/// The engine reports each place (so suppressions and baselines, which are kept per place,
/// apply first); a report groups them.
enum FindingGroups {
  /// Groups `findings`, which are in file order; the first of each group keeps its place. A
  /// finding grouped already (read back from a report) is kept as it is.
  static func group(_ findings: [Finding]) -> [Finding] {
    struct Key: Hashable {
      var rule: String
      var severity: Severity
      var quirk: String?
      var message: String
    }
    var result: [Finding] = []
    var first: [Key: Int] = [:]
    for finding in findings {
      let key = Key(
        rule: finding.ruleId, severity: finding.severity, quirk: finding.quirk,
        message: finding.message)
      guard finding.also.isEmpty, let index = first[key], let event = finding.event else {
        if finding.event != nil, finding.also.isEmpty { first[key] = result.count }
        result.append(finding)
        continue
      }
      result[index].also.append(
        RelatedLocation(event: event, position: finding.position, message: "the same here"))
    }
    for index in Set(first.values) where !result[index].also.isEmpty {
      result[index].message = MessageText.withMoreEvents(
        result[index].message, result[index].also.count)
    }
    return result
  }
}
