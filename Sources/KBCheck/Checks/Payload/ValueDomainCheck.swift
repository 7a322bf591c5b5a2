/// The `value-domain` check: values lie among a key's documented values.
struct ValueDomainCheck: PayloadCheck, OptionlessCheck {
  /// The quirks that explain values outside the keys' domains.
  func quirks(in spec: Spec) -> [String] {
    ordered(
      spec.keys.flatMap { key in
        (key.domain?.quirkValues.map(\.quirk) ?? [])
          + (key.domain?.quirkProblems.values.sorted() ?? [])
      }, in: spec)
  }

  /// Where a value stands in its key's domain: what the domain makes of the value alone,
  /// the same wherever the value appears.
  enum Outcome: Equatable {
    /// A documented value.
    case fine
    /// An undocumented one: the value as read, the domain it is outside of, and the quirk that
    /// explains it. Boxed: a payload's outcomes are worked out once and handed on for every
    /// event that repeats it, and copying the value inline cost more than the check (a copy,
    /// then a `memcpy` of its 60 bytes, per event). What is wrong is put in words only for a
    /// message (``problem``): every capture's curve 7 is outside its domain and accepted, and
    /// writing out the documented values cost each file about 20,000 instructions.
    indirect case problem(ValueReader.Reading, CompiledDomain, quirk: Int?)

    /// What is wrong with the value, in words.
    var problem: String {
      guard case .problem(let reading, let domain, _) = self else { return "" }
      return domain.problem(reading) ?? ""
    }

    static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      switch (lhs, rhs) {
      case (.fine, .fine): true
      case (.problem(let a, let domain, let quirk), .problem(let b, let other, let otherQuirk)):
        a == b && domain === other && quirk == otherQuirk
      default: false
      }
    }
  }

  /// Where `value` stands in the domain of the spec's key `key`.
  static func outcome(_ value: PayloadValue, key: Int, context: TraceContext) -> Outcome {
    guard let domain = context.spec.keyDomains[key] else { return .fine }
    let reading = ValueReader.read(value.raw)
    guard domain.hasProblem(reading) else { return .fine }
    return .problem(reading, domain, quirk: domain.quirk(reading))
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension ValueDomainCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private var findings: [Finding] = []
    private var tally = QuirkTally()

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// Reports an entry whose value is not fine.
    mutating func visit(
      _ entry: LocatedKey, _ outcome: Outcome, event: PayloadPass.Event, context: TraceContext
    ) {
      // Only the quirk is read for a tally: the value and the words are for a message.
      guard case .problem(_, _, let quirk) = outcome else { return }
      func message() -> String {
        guard case .problem(let reading, _, _) = outcome else { return "" }
        return "\(entry.key) is \(ValueReader.describe(reading)); \(outcome.problem)"
      }
      if let quirk {
        if tally.countAgain(context, key: entry.key, quirk: quirk) { return }
        tally.add(
          context, rule, key: entry.key, quirk: quirk, event: event.index,
          pointer: context.pointer(event: event.index, key: entry.key), position: entry.position,
          message: message())
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
}
