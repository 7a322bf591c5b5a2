/// The `notification-object` check: the notification's `object` is what the spec says.
struct NotificationObjectCheck {
  let rule: RuleSpec
  private var findings: [Finding] = []
  private var tally = QuirkTally()

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(_ event: PayloadPass.Event, _ traceEvent: TraceEvent, context: TraceContext) {
    guard let notification = event.notification, let domain = notification.object,
      let object = traceEvent.object
    else { return }
    let reading = ValueReader.read(object.raw)
    guard let problem = DomainMatch.problem(reading, domain) else { return }
    let message =
      "the object of \(notification.name) is \(ValueReader.describe(reading)); \(problem)"
    if let quirk = DomainMatch.quirk(reading, domain),
      let quirkIndex = context.spec.quirkIndex[quirk]
    {
      tally.add(
        context, rule, key: "object", quirk: quirkIndex, event: event.index, pointer: nil,
        message: message)
    } else {
      findings.append(context.finding(rule, message, event: event.index))
    }
  }

  func finish(_ context: TraceContext) -> [Finding] {
    findings + tally.findings(context, rule)
  }
}
