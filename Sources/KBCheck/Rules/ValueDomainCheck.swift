/// The `value-domain` check: values lie among a key's documented values.
struct ValueDomainCheck {
  let rule: RuleSpec
  private var findings: [Finding] = []
  private var tally = QuirkTally()

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(
    _ entry: PayloadEntry, _ key: KeySpec, event: PayloadPass.Event, context: TraceContext
  ) {
    guard let domain = key.domain else { return }
    let reading = ValueReader.read(entry.value.raw)
    guard let problem = DomainMatch.problem(reading, domain) else { return }
    let message = "\(entry.key) is \(ValueReader.describe(reading)); \(problem)"
    let pointer = context.pointer(event: event.index, key: entry.key)
    if let quirk = DomainMatch.quirk(reading, domain),
      let quirkIndex = context.spec.quirkIndex[quirk]
    {
      tally.add(
        context, rule, key: entry.key, quirk: quirkIndex, event: event.index, pointer: pointer,
        message: message)
      return
    }
    findings.append(
      context.finding(rule, message, event: event.index, pointer: pointer, position: entry.position)
    )
  }

  func finish(_ context: TraceContext) -> [Finding] {
    findings + tally.findings(context, rule)
  }
}

/// Compares a value with a ``ValueDomain``.
enum DomainMatch {
  /// What is wrong with the value, or nil when it is documented.
  static func problem(_ reading: ValueReader.Reading, _ domain: ValueDomain) -> String? {
    if case .number(let value, _) = reading {
      if domain.finite, !value.isFinite { return "expected a finite number" }
      if let minimum = domain.minimum, value < minimum {
        return "expected at least \(ValueReader.format(minimum))"
      }
    }
    if let allowed = domain.allowed, !allowed.contains(where: { matches(reading, $0) }) {
      let values = allowed.map { ValueReader.describe(ValueReader.read($0)) }
      return "documented values are \(values.joined(separator: ", "))"
    }
    return nil
  }

  /// The quirk that explains the value, if one does.
  static func quirk(_ reading: ValueReader.Reading, _ domain: ValueDomain) -> String? {
    domain.quirkValues.first { $0.values.contains { matches(reading, $0) } }?.quirk
  }

  /// Whether a value equals a value written in the spec.
  static func matches(_ reading: ValueReader.Reading, _ raw: RawValue) -> Bool {
    switch (reading, ValueReader.read(raw)) {
    case (.number(let left, _), .number(let right, _)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.bool(let flag), .number(let value, _)), (.number(let value, _), .bool(let flag)):
      value == (flag ? 1 : 0)
    case (.string(let left), .string(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }
}
