/// The `sequence-end` check: a trace that ends inside an open sequence (a capture cut off, or
/// notifications never posted).
struct SequenceEndCheck: OrderCheck, OptionlessCheck {
  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] { [] }

  /// The open sequence the trace ends in, if any.
  func findings(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    guard let open = run.openEnd, open.sequence >= 0 else { return [] }
    let sequence = context.spec.spec.sequences[open.sequence].id
    let message =
      "the trace ends inside the \(sequence) sequence that began at "
      + "\(context.describe(event: open.start)): expected \(MessageText.list(open.expected)) next "
      + "(a capture cut off, or notifications never posted)"
    let related =
      open.start < context.trace.events.count
      ? RelatedLocation(
        event: open.start, position: context.trace.events[open.start].position,
        message: "the \(sequence) sequence began here") : nil
    return [context.finding(rule, message, event: max(open.last, 0), related: related)]
  }
}
