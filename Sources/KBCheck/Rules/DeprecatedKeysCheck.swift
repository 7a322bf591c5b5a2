/// The `deprecated-keys` check: payloads that rely on deprecated keys.
///
/// Real devices put the deprecated keys into every payload, so a captured trace gets one note
/// per key with its count. A synthetic trace (a test double) gets the rule's severity at each
/// event. A deprecated key without any of its replacements is the `withoutReplacement`
/// severity anywhere: whoever reads that payload can only rely on the deprecated key.
enum DeprecatedKeysCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    var counts: [String: (first: Int, pointer: String, count: Int)] = [:]
    var order: [String] = []
    for (index, event, _) in context.payloadEvents {
      let present = Set((event.userInfo ?? []).map(\.key))
      for entry in event.userInfo ?? [] {
        guard let key = context.key(entry.key), let deprecation = key.deprecation,
          context.isAvailable(since: deprecation.since)
        else { continue }
        let replacements = SequenceCheck.list(deprecation.replacedBy)
        let since = deprecation.since.map { " since iOS \($0)" } ?? ""
        let available = deprecation.replacedBy.filter {
          context.isAvailable(since: context.key($0)?.since)
        }
        if !available.isEmpty, !available.contains(where: present.contains) {
          findings.append(
            context.finding(
              rule,
              "\(entry.key) (deprecated\(since)) without \(replacements): code reading this "
                + "payload can only rely on the deprecated key",
              event: index, pointer: context.pointer(event: index, key: entry.key), position: entry.position,
              severity: rule.options.withoutReplacement ?? .error))
        } else if !context.trace.origin.isCaptured {
          findings.append(
            context.finding(
              rule,
              "\(entry.key) is deprecated\(since); use \(replacements). A test double that "
                + "posts it invites code to rely on it",
              event: index, pointer: context.pointer(event: index, key: entry.key), position: entry.position))
        } else {
          if counts[entry.key] == nil {
            order.append(entry.key)
            counts[entry.key] = (index, context.pointer(event: index, key: entry.key), 0)
          }
          counts[entry.key]?.count += 1
        }
      }
    }
    for key in order {
      guard let tally = counts[key], let spec = context.key(key) else { continue }
      let replacements = SequenceCheck.list(spec.deprecation?.replacedBy ?? [])
      findings.append(
        context.finding(
          rule,
          "\(key) is deprecated (on \(tally.count) event\(tally.count == 1 ? "" : "s") of this "
            + "capture, as devices send it); read \(replacements) instead",
          event: tally.first, pointer: tally.pointer, severity: rule.options.captured ?? .info))
    }
    return findings
  }
}
