/// The engine's view of a trace at one event: what `kbcheck explain TRACE --event N` shows.
struct EventView: Sendable {
  /// The device the trace is checked as (the trace's, with the spec's defaults filled in).
  var device: String
  /// The sequences open just before the event, with the event where each began.
  var openSequences: [(id: String, start: Int)]
  /// The keyboard states possible just before the event, when no sequence is open.
  var keyboardStates: [String]
  /// The notifications the spec would accept next.
  var expected: [String]
  /// The quirks that apply to this device.
  var applyingQuirks: [String]
  /// The quirks that do not, with where they do.
  var otherQuirks: [(id: String, condition: String)]
  /// The findings at this event.
  var findings: [Finding]
}

extension Engine {
  /// The engine's view of `trace` just before event `index`.
  func view(of trace: Trace, before index: Int) -> EventView {
    let context = TraceContext(
      trace: trace, spec: spec, strict: strict, quirkOverrides: quirkOverrides)
    // A trace whose sequences cannot be compiled has no view of them (its findings say so).
    var (open, states, expected): ([(String, Int)], [String], [String]) = ([], [], [])
    do {
      (open, states, expected) = try SequenceMatcher.view(context, before: index)
    } catch {}
    let quirks = spec.spec.quirks
    return EventView(
      device: context.deviceDescription, openSequences: open.map { (id: $0.0, start: $0.1) },
      keyboardStates: states, expected: expected,
      applyingQuirks: quirks.indices.filter { context.quirkApplies[$0] }.map { quirks[$0].id },
      otherQuirks: quirks.indices.filter { !context.quirkApplies[$0] }.map {
        (id: quirks[$0].id, condition: quirks[$0].when.summary(os: spec.spec.osName) ?? "")
      },
      findings: check(trace).filter { $0.event == index })
  }
}
