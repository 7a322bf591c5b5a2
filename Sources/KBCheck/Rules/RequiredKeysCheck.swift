/// The `required-keys` check: each notification carries the keys the spec requires of it.
struct RequiredKeysCheck {
  let rule: RuleSpec
  private(set) var findings: [Finding] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  /// `recorded` says whether the event's userInfo was recorded, `isNil` whether it was
  /// posted without one.
  mutating func visit(
    _ event: PayloadPass.Event, recorded: Bool, isNil: Bool, context: TraceContext
  ) {
    guard event.notificationIndex >= 0 else { return }
    let required = context.spec.requiredKeys[event.notificationIndex].intersection(
      context.availableKeys)
    guard !required.isEmpty else { return }
    guard recorded else {
      // A userInfo that was not recorded (an order-only log) says nothing about its keys.
      guard isNil else { return }
      let (notification, keys) = (
        context.spec.spec.notifications[event.notificationIndex], context.spec.spec.keys
      )
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
    let (notification, keys) = (
      context.spec.spec.notifications[event.notificationIndex], context.spec.spec.keys
    )
    findings.append(
      context.finding(
        rule,
        "\(notification.name) is missing \(SequenceCheck.list(missing.indices.map { keys[$0].name }, "and"))",
        event: event.index, pointer: context.pointer(event: event.index)))
  }
}
