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
  private(set) var rules: [RuleSpec] {
    didSet { plan = RulePlan(rules) }
  }
  /// The rules sorted by how they run.
  private var plan: RulePlan
  /// Quirks forced on (applying on every device) or off (never explaining), by id.
  public var quirkOverrides: [String: Bool]
  /// Whether findings of accepted behaviour (quirks every device in the range shows) are
  /// reported too, as notes.
  public var verbose = false

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
    plan = RulePlan(rules)
  }

  /// Every finding for a trace, ordered by place in the file, then rule id.
  func check(_ trace: Trace) -> [Finding] {
    check(context(trace))
  }

  /// The trace with what the checks need to know about it.
  func context(_ trace: Trace) -> TraceContext {
    var context = TraceContext(
      trace: trace, spec: spec, strict: strict, quirkOverrides: quirkOverrides)
    context.keepsAccepted = verbose
    return context
  }

  /// Every finding for a trace in its context, ordered by place, then rule id.
  func check(_ context: TraceContext) -> [Finding] {
    let trace = context.trace
    var findings = orderFindings(context)
    if var payload = plan.payloadPass {
      findings += payload.run(context)
    }
    if !verbose { findings.removeAll { $0.accepted } }
    Fingerprint.assign(&findings, in: trace) { context.notificationIndices[$0] >= 0 }
    return findings.sorted { lhs, rhs in
      if lhs.position != rhs.position { return lhs.position < rhs.position }
      if lhs.ruleId != rhs.ruleId { return lhs.ruleId < rhs.ruleId }
      return lhs.message < rhs.message
    }
  }

  /// The findings of the rules that read the order of the notifications.
  private func orderFindings(_ context: TraceContext) -> [Finding] {
    var findings: [Finding] = []
    var geometry: GeometryTable?
    // The sequences are run once, for the first rule that reads them; the checks that read
    // only markers and times run without them.
    var matched: Result<SequenceRun, InputError>?
    func sequences(for rule: RuleSpec) -> SequenceRun? {
      if matched == nil {
        do throws(InputError) {
          matched = .success(try SequenceMatcher.run(context))
        } catch {
          matched = .failure(error)
          // Without the sequences nothing that reads them can be checked: an error, never a
          // run that silently has no ordering findings.
          findings.append(
            context.finding(
              rule,
              "the spec's sequences could not be compiled for this trace's device "
                + "(\(context.deviceDescription)): \(error.message); nothing that reads the "
                + "order was checked", event: nil, severity: .error))
        }
      }
      guard case .success(let run) = matched else { return nil }
      return run
    }
    // A buffer lends each rule in place: iterating the array copies every rule it holds.
    plan.orderRules.withUnsafeBufferPointer { rules in
      for index in rules.indices {
        let rule = rules[index]
        switch rule.check {
        case .sequence(let check):
          if let run = sequences(for: rule) { findings += check.findings(context, rule, run) }
        case .sequenceEnd(let check):
          if let run = sequences(for: rule) { findings += check.findings(context, rule, run) }
        case .rotation(let check):
          if let run = sequences(for: rule) { findings += check.findings(context, rule, run) }
        case .geometry(let check):
          guard let run = sequences(for: rule) else { continue }
          let table = geometry ?? GeometryTable(context.trace, keys: spec.geometryKeys)
          geometry = table
          findings += check.findings(context, rule, run, table)
        case .markerState(let check):
          if let run = sequences(for: rule) { findings += check.findings(context, rule, run) }
        case .markerWindow(let check): findings += check.findings(context, rule)
        case .timeOrder(let check): findings += check.findings(context, rule)
        // The payload checks run in one pass over the payloads.
        case .valueType, .valueDomain, .requiredKeys, .unknownKeys, .deprecatedKeys, .availability,
          .duplicateKeys, .notificationObject:
          continue
        }
      }
    }
    return findings
  }

  /// What the engine checks by, in a few bytes: its rules with their severities, the quirks
  /// switched on or off, `--strict` and `--verbose`. Shards checked with different settings (one run with
  /// `--strict`, another with a configuration's rules) are no one run, and `merge` says so.
  var settingsDigest: String {
    Fingerprint.hash((strict ? "strict;" : ";") + (verbose ? "verbose;" : ";") + rulesDigest)
  }

  /// The part of ``settingsDigest`` that a spec and a configuration decide (not `--strict` or
  /// `--verbose`): what `merge`, which takes the same `--spec` and `--config`, checks by too.
  var rulesDigest: String {
    var text = ""
    for rule in rules {
      let bySource = rule.severityBySource.map { "\($0.key.rawValue)=\($0.value.rawValue)" }
        .sorted()
      text += "\(rule.id):\(rule.severity.rawValue):\(bySource.joinedText(separator: ","));"
    }
    for (quirk, on) in quirkOverrides.sorted(by: { $0.key < $1.key }) { text += "\(quirk)=\(on);" }
    return Fingerprint.hash(text)
  }

  /// An engine like this one over its own compiled copy of the spec.
  func replica() -> Engine {
    // The spec compiled once already; should a copy fail all the same, the engine shares its own.
    do {
      var replica = Engine(
        spec: try spec.replica(), strict: strict, disabledRules: disabledRules,
        quirkOverrides: quirkOverrides)
      replica.verbose = verbose
      return replica
    } catch {
      return self
    }
  }

  private static func enabled(_ spec: CompiledSpec, _ disabled: Set<String>) -> [RuleSpec] {
    spec.spec.rules.filter { !disabled.contains($0.id) }
  }
}
