/// The `value-domain` check: values lie among a key's documented values.
struct ValueDomainCheck {
  let rule: RuleSpec
  private var findings: [Finding] = []
  private var tally = QuirkTally()

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(
    _ entry: PayloadEntry, key: Int, event: PayloadPass.Event, context: TraceContext
  ) {
    guard let domain = context.spec.keyDomains[key] else { return }
    let reading = ValueReader.read(entry.value.raw)
    guard let problem = domain.problem(reading) else { return }
    func message() -> String { "\(entry.key) is \(ValueReader.describe(reading)); \(problem)" }
    if let quirk = domain.quirk(reading) {
      tally.add(
        context, rule, key: entry.key, quirk: quirk, event: event.index,
        pointer: context.pointer(event: event.index, key: entry.key), message: message())
      return
    }
    findings.append(
      context.finding(
        rule, message(), event: event.index,
        pointer: context.pointer(event: event.index, key: entry.key), position: entry.position))
  }

  func finish(_ context: TraceContext) -> [Finding] {
    findings + tally.findings(context, rule)
  }
}
