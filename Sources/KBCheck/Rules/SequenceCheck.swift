/// The `sequence` and `sequence-end` checks: notifications in an order the spec's sequences allow.
enum SequenceCheck {
  /// Runs the trace's notifications through the automaton for its device.
  static func run(_ context: TraceContext) -> SequenceRun {
    makeRunner(context).map { runner in
      var runner = runner
      return runner.run()
    } ?? SequenceRun()
  }

  /// The engine's view just before event `index`: the open sequences (id and start), the
  /// keyboard states, and the notifications the spec would accept next.
  static func view(_ context: TraceContext, before index: Int) -> (
    open: [(String, Int)], states: [String], expected: [String]
  ) {
    guard var runner = makeRunner(context) else { return ([], [], []) }
    let (_, set) = runner.run(stoppingAt: index)
    let view = runner.describe(set, before: index)
    let sequences = context.spec.spec.sequences
    return (view.open.map { (sequences[$0.0].id, $0.1) }, view.states, view.expected)
  }

  private static func makeRunner(_ context: TraceContext) -> SequenceRunner? {
    let spec = context.spec
    let notifications = spec.spec.notifications
    var observed = notifications.map { name in context.trace.observed?.contains(name.name) ?? true }
    var symbols: [SequenceRunner.Symbol] = []
    symbols.reserveCapacity(context.trace.events.count)
    for (index, symbol) in context.notificationIndices.enumerated() where symbol >= 0 {
      observed[symbol] = true
      symbols.append(.init(event: Int32(index), symbol: Int32(symbol)))
    }
    let key = CompiledSpec.AutomatonKey(
      observed: observed,
      sequences: spec.spec.sequences.map { $0.when.mayMatch(context.device) },
      quirks: context.quirkApplies, starts: startStates(context))
    guard let automaton = try? spec.automaton(for: key) else { return nil }
    return SequenceRunner(
      automaton: automaton, symbols: symbols, eventCount: context.trace.events.count, spec: spec)
  }

  /// A capture may start in any of the spec's capture start states; a synthetic trace starts
  /// in the initial state.
  private static func startStates(_ context: TraceContext) -> [String] {
    let spec = context.spec.spec
    guard context.trace.origin.isCaptured, !spec.captureStartStates.isEmpty else {
      return [spec.initialState]
    }
    return [spec.initialState] + spec.captureStartStates.filter { $0 != spec.initialState }
  }

  /// Ordering violations and the quirks the cheapest explanation of the trace relied on.
  static func order(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    var findings: [Finding] = []
    let sequences = context.spec.spec.sequences
    for violation in run.violations {
      let after =
        violation.previous.map { "after \(context.name(of: $0))" } ?? "at the start of the trace"
      var openContext = ""
      var related: RelatedLocation?
      if let open = violation.open {
        let sequence = sequences[open.sequence].id
        openContext = " (\(sequence) sequence began at \(context.describe(event: open.start)))"
        if open.start < context.trace.events.count {
          related = RelatedLocation(
            event: open.start, position: context.trace.events[open.start].position,
            message: "the \(sequence) sequence began here")
        }
      } else if let state = violation.state {
        openContext = " (no sequence open, \(context.spec.spec.subject) \(state))"
      }
      let message =
        "expected \(list(violation.expected)) \(after)\(openContext), found "
        + "\(context.name(of: violation.event)); \(violation.repair)"
      findings.append(context.finding(rule, message, event: violation.event, related: related))
    }
    for use in run.quirks {
      let quirk = context.spec.spec.quirks[use.quirk]
      let sequence = use.sequence.map { "\(sequences[$0].id) sequence, " } ?? ""
      let message = "\(quirk.message) (\(sequence)\(context.name(of: use.event)))"
      findings.append(context.finding(rule, message, event: use.event, quirk: use.quirk))
    }
    return findings
  }

  /// A trace that ends inside an open sequence.
  static func end(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    guard let open = run.openEnd, open.sequence >= 0 else { return [] }
    let sequence = context.spec.spec.sequences[open.sequence].id
    let message =
      "the trace ends inside the \(sequence) sequence that began at "
      + "\(context.describe(event: open.start)): expected \(list(open.expected)) next "
      + "(a capture cut off, or notifications never posted)"
    let related =
      open.start < context.trace.events.count
      ? RelatedLocation(
        event: open.start, position: context.trace.events[open.start].position,
        message: "the \(sequence) sequence began here") : nil
    return [context.finding(rule, message, event: max(open.last, 0), related: related)]
  }

  /// `A`, `A or B`, `A, B or C` (or with `and`).
  static func list(_ names: [String], _ conjunction: String = "or") -> String {
    guard let last = names.last else { return "nothing" }
    if names.count == 1 { return last }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
