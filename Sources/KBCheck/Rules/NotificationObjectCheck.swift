/// The `notification-object` check: the notification's `object` is what the spec says.
enum NotificationObjectCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    var tally = QuirkTally()
    for (index, event, notification) in context.payloadEvents {
      guard let notification, let domain = notification.object, let object = event.object else {
        continue
      }
      let reading = ValueReader.read(object.raw)
      guard let problem = DomainMatch.problem(reading, domain) else { continue }
      let message =
        "the object of \(notification.name) is \(ValueReader.describe(reading)); \(problem)"
      if let quirk = DomainMatch.quirk(reading, domain),
        let quirkIndex = context.spec.quirkIndex[quirk]
      {
        tally.add(
          context, rule, key: "object", quirk: quirkIndex, event: index, pointer: nil,
          message: message)
      } else {
        findings.append(context.finding(rule, message, event: index))
      }
    }
    return findings + tally.findings(context, rule)
  }
}
