/// The `availability` check: notifications and keys exist on the trace's OS and version.
struct AvailabilityCheck: PayloadCheck, OptionlessCheck {
  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] {
    []
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension AvailabilityCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private(set) var findings: [Finding] = []
    /// Per notification, whether it is known to exist on this trace's device.
    private var exists: [Bool] = []

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// The notification itself.
    mutating func visit(_ event: PayloadPass.Event, context: TraceContext) {
      guard event.notificationIndex >= 0 else { return }
      // The answer depends only on the notification and the trace's device: once it holds, it
      // holds for every later event of that notification.
      if exists.isEmpty {
        exists = Array(repeating: false, count: context.spec.notificationNames.count)
      }
      guard !exists[event.notificationIndex] else { return }
      let notification = context.spec.spec.notifications[event.notificationIndex]
      if let os = context.device.os, notification.prohibitedOn.contains(os) {
        findings.append(
          context.finding(
            rule,
            "\(notification.name) is never posted on \(os): \(context.spec.spec.postedBy) there "
              + "does not send it",
            event: event.index))
      } else if let since = notification.since, !context.mayBeAvailable(since: since) {
        findings.append(
          context.finding(
            rule,
            "\(notification.name) first appeared in \(context.spec.spec.osName) \(since); this trace is \(context.deviceDescription)",
            event: event.index))
      }
      // Once per notification: the first event says it; the others would repeat it.
      exists[event.notificationIndex] = true
    }

    /// One of its keys.
    mutating func visit(
      _ entry: LocatedKey, _ key: KeySpec, event: PayloadPass.Event, context: TraceContext
    ) {
      guard let since = key.since, !context.mayBeAvailable(since: since) else { return }
      findings.append(
        context.finding(
          rule,
          "\(entry.key) first appeared in \(context.spec.spec.osName) \(since); this trace is \(context.deviceDescription)",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position))
    }
  }
}
