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
      let domains = context.spec.objectDomains[event.notificationIndex].filter {
        $0.when.mayMatch(context.device)
      }
      let reading = ValueReader.read(object.raw)
      guard
        let (when, domain) = domains.first(where: { $0.when.surelyMatches(context.device) })
          ?? domains.first,
        let problem = domain.problem(reading),
        !domains.contains(where: { $0.domain.problem(reading) == nil })
      else { return }
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
