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
  public var disabledRules: Set<String> {
    didSet { rules = Self.enabled(spec, disabledRules) }
  }
  /// The rules this engine runs, in spec order.
  public private(set) var rules: [RuleSpec]
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
    rules = Self.enabled(spec, disabledRules)
  }

  /// Every finding for a trace, ordered by place in the file, then rule id.
  public func check(_ trace: Trace) -> [Finding] {
    check(context(trace))
  }

  /// The trace with what the checks need to know about it.
  func context(_ trace: Trace) -> TraceContext {
    TraceContext(trace: trace, spec: spec, strict: strict, quirkOverrides: quirkOverrides)
  }

  /// Every finding for a trace in its context, ordered by place, then rule id.
  func check(_ context: TraceContext) -> [Finding] {
    let trace = context.trace
    var findings: [Finding] = []
    if rules.contains(where: { $0.check.isSequenceCheck }) {
      let run = SequenceCheck.run(context)
      var geometry: GeometryTable?
      for rule in rules {
        switch rule.check {
        case .sequence: findings += SequenceCheck.order(context, rule, run)
        case .sequenceEnd: findings += SequenceCheck.end(context, rule, run)
        case .rotation: findings += RotationCheck.check(context, rule, run)
        case .geometry:
          let table = geometry ?? GeometryTable(trace, keys: spec.geometryKeys)
          geometry = table
          findings += GeometryCheck.check(context, rule, run, table)
        case .markerState: findings += MarkerStateCheck.check(context, rule, run)
        case .markerWindow: findings += MarkerWindowCheck.check(context, rule)
        default: break
        }
      }
    }
    if var payload = PayloadPass(rules: rules) {
      findings += payload.run(context)
    }
    Fingerprint.assign(&findings, in: trace) { context.notificationIndices[$0] >= 0 }
    return findings.sorted { lhs, rhs in
      if lhs.position != rhs.position { return lhs.position < rhs.position }
      if lhs.ruleId != rhs.ruleId { return lhs.ruleId < rhs.ruleId }
      return lhs.message < rhs.message
    }
  }

  /// An engine like this one over its own compiled copy of the spec.
  public func replica() -> Engine {
    guard let copy = try? CompiledSpec(spec.spec) else { return self }
    return Engine(
      spec: copy, strict: strict, disabledRules: disabledRules, quirkOverrides: quirkOverrides)
  }

  private static func enabled(_ spec: CompiledSpec, _ disabled: Set<String>) -> [RuleSpec] {
    spec.spec.rules.filter { !disabled.contains($0.id) }
  }
}
