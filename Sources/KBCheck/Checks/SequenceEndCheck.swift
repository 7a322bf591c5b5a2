/// The `sequence-end` check: a trace that ends inside an open sequence (a capture cut off, or
/// notifications never posted), and a capture that starts inside one (recording began late).
struct SequenceEndCheck: OrderCheck, OptionlessCheck {
  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] { [] }

  /// The sequence the trace starts inside and the one it ends in, if any.
  func findings(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    [start(context, rule, run), end(context, rule, run)].compactMap { $0 }
  }

  private func start(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> Finding? {
    guard let open = run.openStart else { return nil }
    let sequence = context.spec.spec.sequences[open.sequence].id
    return context.finding(
      rule,
      "the capture starts inside the \(sequence) sequence: its first notification, "
        + "\(context.name(of: open.first)), is not one the \(sequence) sequence begins with, so recording "
        + "began after the sequence's first notifications (code that starts observing late "
        + "sees the same)",
      event: open.first)
  }

  private func end(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> Finding? {
    guard let open = run.openEnd, open.sequence >= 0 else { return nil }
    let sequence = context.spec.spec.sequences[open.sequence].id
    let message =
      "the trace ends inside the \(sequence) sequence that began at "
      + "\(context.describe(event: open.start)): expected \(MessageText.list(open.expected)) next "
      + (context.trace.origin.isCaptured
        ? "(recording stopped first, or the notifications never came: code that waits for "
          + "them must not wait forever)"
        : "(the test double never posts them: code under test that waits for them waits "
          + "forever; post the whole sequence)")
    let related =
      open.start < context.trace.events.count
      ? RelatedLocation(
        event: open.start, position: context.trace.events[open.start].position,
        message: "the \(sequence) sequence began here") : nil
    return context.finding(rule, message, event: max(open.last, 0), related: related)
  }
}
