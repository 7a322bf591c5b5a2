/// The `required-keys` check: each notification carries the keys the spec requires of it.
enum RequiredKeysCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    for (index, event, notification) in context.payloadEvents {
      guard let notification else { continue }
      let required = context.spec.spec.keys.filter {
        $0.requiredIn.contains(notification.name) && context.isAvailable(since: $0.since)
      }
      guard !required.isEmpty else { continue }
      guard let userInfo = event.userInfo else {
        // A userInfo that was not recorded (an order-only log) says nothing about its keys.
        guard event.userInfoIsNil else { continue }
        findings.append(
          context.finding(
            rule,
            "\(notification.name) has no userInfo; it must carry "
              + SequenceCheck.list(required.map(\.name), "and"),
            event: index, pointer: context.pointer(event: index)))
        continue
      }
      let present = Set(userInfo.map(\.key))
      let missing = required.filter { !present.contains($0.name) }
      guard !missing.isEmpty else { continue }
      findings.append(
        context.finding(
          rule,
          "\(notification.name) is missing \(SequenceCheck.list(missing.map(\.name), "and"))",
          event: index, pointer: context.pointer(event: index)))
    }
    return findings
  }
}
