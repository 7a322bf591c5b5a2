/// The `value-type` check: each known key's value reads as the type the spec declares.
enum ValueTypeCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    for (index, event, _) in context.payloadEvents {
      for entry in event.userInfo ?? [] {
        guard let key = context.key(entry.key) else { continue }
        let expected = "\(ValueReader.article(key.type))"
        switch ValueReader.grade(entry.value, expected: key.type) {
        case .exact:
          continue
        case .bridges(let actual):
          // CFNumber keeps no signedness, so a recorder on a device sees NSUInteger values as
          // NSInteger: in a capture a value that bridges is only reported if the spec says so.
          let severity =
            context.trace.origin.isCaptured
            ? rule.options.captured : rule.options.bridges ?? min(rule.severity, .warning)
          guard let severity else { continue }
          findings.append(
            context.finding(
              rule,
              "\(entry.key) is \(actual); UIKit sends \(expected). Consumers still read it, "
                + "but the payload is not what UIKit posts",
              event: index, pointer: context.pointer(event: index, key: entry.key), position: entry.position,
              severity: severity))
        case .breaks(let actual):
          findings.append(
            context.finding(
              rule,
              "\(entry.key) is \(actual); expected \(expected), so a consumer reading it as "
                + "\(key.type.rawValue) gets nil or garbage",
              event: index, pointer: context.pointer(event: index, key: entry.key), position: entry.position))
        }
      }
    }
    return findings
  }
}
