/// The `availability` check: notifications and keys exist on the trace's OS and version.
enum AvailabilityCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    let device = context.deviceDescription
    for (index, event, notification) in context.payloadEvents {
      if let notification {
        if let os = context.device.os, notification.prohibitedOn.contains(os) {
          findings.append(
            context.finding(rule, "\(notification.name) does not exist on \(os)", event: index))
        } else if !context.isAvailable(since: notification.since), let since = notification.since {
          findings.append(
            context.finding(
              rule,
              "\(notification.name) first appeared in iOS \(since); this trace is \(device)",
              event: index))
        }
      }
      for entry in event.userInfo ?? [] {
        guard let key = context.key(entry.key), let since = key.since,
          !context.isAvailable(since: since)
        else { continue }
        findings.append(
          context.finding(
            rule, "\(entry.key) first appeared in iOS \(since); this trace is \(device)",
            event: index, pointer: context.pointer(event: index, key: entry.key),
            position: entry.position))
      }
    }
    return findings
  }
}
