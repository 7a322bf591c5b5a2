/// The `required-keys` check: each notification carries the keys the spec requires of it.
struct RequiredKeysCheck {
  let rule: RuleSpec
  private(set) var findings: [Finding] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(_ event: PayloadPass.Event, _ traceEvent: TraceEvent, context: TraceContext) {
    guard let notification = event.notification(in: context.spec) else { return }
    let required = context.spec.requiredKeys[event.notificationIndex].intersection(
      context.availableKeys)
    guard !required.isEmpty else { return }
    let keys = context.spec.spec.keys
    guard traceEvent.userInfo != nil else {
      // A userInfo that was not recorded (an order-only log) says nothing about its keys.
      guard traceEvent.userInfoIsNil else { return }
      findings.append(
        context.finding(
          rule,
          "\(notification.name) has no userInfo; it must carry "
            + SequenceCheck.list(required.indices.map { keys[$0].name }, "and"),
          event: event.index, pointer: context.pointer(event: event.index)))
      return
    }
    let missing = required.subtracting(event.present)
    guard !missing.isEmpty else { return }
    findings.append(
      context.finding(
        rule,
        "\(notification.name) is missing \(SequenceCheck.list(missing.indices.map { keys[$0].name }, "and"))",
        event: event.index, pointer: context.pointer(event: event.index)))
  }
}
