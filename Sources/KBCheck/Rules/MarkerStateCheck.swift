/// The `marker-state` check: each marker of a kind the rule names finds the keyboard in the
/// state it expects (editing begins after the show, ends after the hide).
enum MarkerStateCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    let expectations = rule.options.expectations
    guard !expectations.isEmpty else { return [] }
    var timeline = StateTimeline(context, run)
    let events = context.trace.events
    var findings: [Finding] = []
    for (index, event) in events.enumerated() where context.notificationIndices[index] < 0 {
      guard let name = event.name, let kind = context.spec.markerKinds[name],
        let expectation = expectations.first(where: { $0.marker == kind })
      else { continue }
      let state = timeline.state(before: index)
      guard state != expectation.state else { continue }
      var quirk = expectation.quirk.flatMap { context.spec.quirkIndex[$0] }
      if let next = expectation.unlessNext, nextMarker(after: index, context) == next {
        quirk = expectation.nextQuirk.flatMap { context.spec.quirkIndex[$0] }
      }
      findings.append(
        context.finding(
          rule,
          "\(name) at \(context.describe(event: index)) found the \(context.spec.spec.subject) "
            + "\(state); \(expectation.expected)",
          event: index, quirk: quirk))
    }
    return findings
  }

  /// The kind of the next marker after `index`, if it comes before any keyboard notification.
  private static func nextMarker(after index: Int, _ context: TraceContext) -> String? {
    for later in (index + 1)..<context.trace.events.count {
      if context.notificationIndices[later] >= 0 { return nil }
      if let name = context.trace.events[later].name, let kind = context.spec.markerKinds[name] {
        return kind
      }
    }
    return nil
  }
}
