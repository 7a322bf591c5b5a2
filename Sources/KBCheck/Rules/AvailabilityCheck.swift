/// The `availability` check: notifications and keys exist on the trace's OS and version.
struct AvailabilityCheck {
  let rule: RuleSpec
  private(set) var findings: [Finding] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  /// The notification itself.
  mutating func visit(_ event: PayloadPass.Event, context: TraceContext) {
    guard let notification = event.notification(in: context.spec) else { return }
    if let os = context.device.os, notification.prohibitedOn.contains(os) {
      findings.append(
        context.finding(rule, "\(notification.name) does not exist on \(os)", event: event.index))
    } else if let since = notification.since, !context.isAvailable(since: since) {
      findings.append(
        context.finding(
          rule,
          "\(notification.name) first appeared in \(context.spec.spec.osName) \(since); this trace is \(context.deviceDescription)",
          event: event.index))
    }
  }

  /// One of its keys.
  mutating func visit(
    _ entry: PayloadEntry, _ key: KeySpec, event: PayloadPass.Event, context: TraceContext
  ) {
    guard let since = key.since, !context.isAvailable(since: since) else { return }
    findings.append(
      context.finding(
        rule,
        "\(entry.key) first appeared in \(context.spec.spec.osName) \(since); this trace is \(context.deviceDescription)",
        event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
        position: entry.position))
  }
}
