/// Runs a trace's notifications through the automaton of the spec's sequences for its device:
/// what the order checks (and the timeline, and `explain`) read.
enum SequenceMatcher {
  /// The sequences the trace's notifications make; an error when the spec's sequences cannot
  /// be compiled for the trace's device (never a silent run without them).
  /// (`historyKept` is the runner's, for tests that make it let go of dead paths' history
  /// often.)
  static func run(_ context: TraceContext, historyKept: Int? = nil) throws(InputError)
    -> SequenceRun
  {
    var made = try makeRunner(context)
    if let historyKept { made.runner.historyKept = historyKept }
    let run = try made.runner.run()
    // The steps this trace worked out serve the next trace on the same automaton.
    context.spec.keep(made.runner.stepper.memo, for: made.key)
    return run
  }

  /// The engine's view just before event `index`: the open sequences (id and start), the
  /// states, and the notifications the spec would accept next.
  static func view(_ context: TraceContext, before index: Int) throws(InputError) -> (
    open: [(String, Int)], states: [String], expected: [String]
  ) {
    var runner = try makeRunner(context).runner
    let (_, set) = try runner.run(stoppingAt: index)
    let view = runner.describe(set, before: index)
    let sequences = context.spec.spec.sequences
    return (view.open.map { (sequences[$0.0].id, $0.1) }, view.states, view.expected)
  }

  private static func makeRunner(_ context: TraceContext) throws(InputError) -> (
    key: CompiledSpec.AutomatonKey, runner: SequenceRunner
  ) {
    let spec = context.spec
    let notifications = spec.spec.notifications
    var observed = notifications.map { name in context.trace.observed?.contains(name.name) ?? true }
    var symbols: [SequenceRunner.Symbol] = []
    symbols.reserveCapacity(context.trace.events.count)
    for (index, symbol) in context.notificationIndices.enumerated() where symbol >= 0 {
      observed[symbol] = true
      symbols.append(.init(event: Int32(index), symbol: Int32(symbol)))
    }
    let key = key(context, observed: observed)
    var runner = SequenceRunner(
      automaton: try spec.automaton(for: key), symbols: symbols,
      eventCount: context.trace.events.count, spec: spec)
    // A test double's trace is no paste: its breaks mean nothing.
    if context.trace.origin.isCaptured {
      runner.breaks = context.trace.excerptBreaks.map { Int32($0.event) }
    }
    return (key, runner)
  }

  /// The configuration of the automaton that checks `context`'s trace, which observed the
  /// notifications `observed` marks (indexed like the spec's notifications).
  static func key(_ context: TraceContext, observed: [Bool]) -> CompiledSpec.AutomatonKey {
    let spec = context.spec.spec
    return CompiledSpec.AutomatonKey(
      observed: observed, sequences: spec.sequences.map { $0.when.mayMatch(context.device) },
      quirks: context.quirkApplies, starts: startStates(context),
      startsInside: context.trace.origin.isCaptured && spec.captureStartsInsideSequences)
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
}
