/// The `value-type` check: each known key's value reads as the type the spec declares.
struct ValueTypeCheck {
  let rule: RuleSpec
  private(set) var findings: [Finding] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(
    _ entry: PayloadEntry, _ type: ValueType, grade: ValueReader.Grade, event: PayloadPass.Event,
    context: TraceContext
  ) {
    guard grade != .exact else { return }  // the common case, before any wording
    let expected = ValueReader.article(type)
    let poster = context.spec.spec.postedBy
    switch grade {
    case .exact:
      break
    case .bridges(let actual):
      // CFNumber keeps no signedness, so a recorder on a device sees NSUInteger values as
      // NSInteger: in a capture a value that bridges is only reported if the spec says so.
      let severity =
        context.trace.origin.isCaptured
        ? rule.options.captured : rule.options.bridges ?? min(rule.severity, .warning)
      guard let severity else { return }
      findings.append(
        context.finding(
          rule,
          "\(entry.key) is \(actual); \(poster) sends \(expected). Consumers still read it, "
            + "but the payload is not what \(poster) posts",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position, severity: severity))
    case .breaks(let actual):
      findings.append(
        context.finding(
          rule,
          "\(entry.key) is \(actual); expected \(expected), so a consumer reading it as "
            + "\(type.rawValue) gets nil or garbage",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position))
    }
  }
}
