/// Checks traces against a compiled spec: runs every enabled rule and returns its findings.
///
/// The engine is a value with no shared mutable state; one engine checks any number of traces
/// on any number of threads.
public struct Engine: Sendable {
  /// The spec the engine checks against.
  public let spec: CompiledSpec
  /// Whether quirks are reported at their rule's severity instead of as info.
  public var strict: Bool
  /// Rule ids not to run.
  public var disabledRules: Set<String>
  /// Quirks forced on (applying on every device) or off (never explaining), by id.
  public var quirkOverrides: [String: Bool]

  /// Creates an engine.
  public init(
    spec: CompiledSpec, strict: Bool = false, disabledRules: Set<String> = [],
    quirkOverrides: [String: Bool] = [:]
  ) {
    self.spec = spec
    self.strict = strict
    self.disabledRules = disabledRules
    self.quirkOverrides = quirkOverrides
  }

  /// Every finding for a trace, ordered by place in the file, then rule id.
  public func check(_ trace: Trace) -> [Finding] {
    let context = TraceContext(
      trace: trace, spec: spec, strict: strict, quirkOverrides: quirkOverrides)
    let rules = spec.spec.rules.filter { !disabledRules.contains($0.id) }
    var findings: [Finding] = []
    let sequenceChecks: Set<CheckKind> = [.sequence, .sequenceEnd, .rotation]
    let run =
      rules.contains { sequenceChecks.contains($0.check) } ? SequenceCheck.run(context) : nil
    for rule in rules {
      findings += evaluate(rule, context, run)
    }
    Fingerprint.assign(&findings, in: trace) { context.notification(of: $0) != nil }
    return findings.sorted { lhs, rhs in
      if lhs.position != rhs.position { return lhs.position < rhs.position }
      return lhs.ruleId < rhs.ruleId
    }
  }

  /// The rules this engine runs, in spec order.
  public var rules: [RuleSpec] {
    spec.spec.rules.filter { !disabledRules.contains($0.id) }
  }

  private func evaluate(_ rule: RuleSpec, _ context: TraceContext, _ run: SequenceRun?) -> [Finding]
  {
    switch rule.check {
    case .sequence: run.map { SequenceCheck.order(context, rule, $0) } ?? []
    case .sequenceEnd: run.map { SequenceCheck.end(context, rule, $0) } ?? []
    case .rotation: run.map { RotationCheck.check(context, rule, $0) } ?? []
    case .valueType: ValueTypeCheck.check(context, rule)
    case .valueDomain: ValueDomainCheck.check(context, rule)
    case .requiredKeys: RequiredKeysCheck.check(context, rule)
    case .unknownKeys: UnknownKeysCheck.check(context, rule)
    case .deprecatedKeys: DeprecatedKeysCheck.check(context, rule)
    case .availability: AvailabilityCheck.check(context, rule)
    case .duplicateKeys: DuplicateKeysCheck.check(context, rule)
    case .notificationObject: NotificationObjectCheck.check(context, rule)
    }
  }
}
