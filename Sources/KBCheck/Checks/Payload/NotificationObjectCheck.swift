/// The `notification-object` check: the notification's `object` is what the spec says.
struct NotificationObjectCheck: PayloadCheck, OptionlessCheck {
  /// A payload printed without its notification has no object to check.
  var readsUnnamedPayloads: Bool { false }

  /// The quirks that explain other objects.
  func quirks(in spec: Spec) -> [String] {
    ordered(
      spec.notifications.flatMap { $0.objects.flatMap { $0.domain.quirkValues.map(\.quirk) } },
      in: spec)
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension NotificationObjectCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private var findings: [Finding] = []
    private var tally = QuirkTally()

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// The tally's key for the object (which has no userInfo key).
    private static let objectKey: Symbol = "object"

    mutating func visit(_ event: PayloadPass.Event, object: PayloadValue?, context: TraceContext) {
      guard event.notificationIndex >= 0, let object else { return }
      // The domains of the devices the trace may be from: a value one of them allows is fine;
      // otherwise the first that surely applies (or may) says what was expected.
      let reading = ValueReader.read(object.raw)
      var chosen: (when: DeviceCondition, domain: CompiledDomain, sure: Bool)?
      for (when, domain) in context.spec.objectDomains[event.notificationIndex]
      where when.mayMatch(context.device) {
        if domain.problem(reading) == nil { return }
        if chosen == nil || chosen?.sure == false && when.surelyMatches(context.device) {
          chosen = (when, domain, when.surelyMatches(context.device))
        }
      }
      guard let (when, domain, _) = chosen, let problem = domain.problem(reading) else { return }
      let name = context.spec.spec.notifications[event.notificationIndex].name
      let scope =
        when.summary(os: context.spec.spec.osName).map { " (\($0))" } ?? ""
      let message =
        "the object of \(name) is \(ValueReader.describe(reading)); \(problem)\(scope)"
      if let quirk = domain.quirk(reading) {
        tally.add(
          context, rule, key: Self.objectKey, quirk: quirk, event: event.index, pointer: nil,
          message: message)
      } else {
        findings.append(context.finding(rule, message, event: event.index))
      }
    }

    func finish(_ context: TraceContext) -> [Finding] {
      findings + tally.findings(context, rule)
    }
  }
}
