/// The `sequence` check: the notifications split into the spec's sequences, each starting in
/// the state the one before left. A notification no sequence allows is one finding with the
/// smallest repair; a quirk the cheapest explanation relied on is a note naming it.
struct SequenceOrderCheck: OrderCheck, OptionlessCheck {
  /// The quirks of the spec's sequences and patterns: the deviations it can explain.
  func quirks(in spec: Spec) -> [String] {
    ordered(
      spec.sequences.compactMap(\.quirk) + spec.patterns.flatMap(\.pattern.quirkIDs), in: spec)
  }

  /// Ordering violations and the quirks the cheapest explanation of the trace relied on.
  func findings(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    var findings: [Finding] = []
    let sequences = context.spec.spec.sequences
    for violation in run.violations {
      let (message, related) = Self.describe(violation, context)
      findings.append(context.finding(rule, message, event: violation.event, related: related))
    }
    for restart in run.restarts {
      findings.append(Self.restarted(restart, context, rule))
    }
    // A quirk the repair's path leaned on at an event already reported does not explain it:
    // an event is never both explained and reported.
    let reported = Set(run.violations.map(\.event))
    for use in run.quirks where !reported.contains(use.event) {
      let quirk = context.spec.spec.quirks[use.quirk]
      let sequence = use.sequence.map { "\(sequences[$0].id) sequence, " } ?? ""
      let message = "\(quirk.message) (\(sequence)\(context.name(of: use.event)))"
      findings.append(context.finding(rule, message, event: use.event, quirk: use.quirk))
    }
    return findings
  }

  /// What a violation expected and found, and the repair, in words; and where the sequence it
  /// broke began.
  private static func describe(_ violation: SequenceRun.Violation, _ context: TraceContext) -> (
    String, RelatedLocation?
  ) {
    let after =
      violation.previous.map { "after \(context.name(of: $0))" } ?? "at the start of the trace"
    var openContext = ""
    var related: RelatedLocation?
    if let open = violation.open {
      let sequence = context.spec.spec.sequences[open.sequence].id
      openContext = " (\(sequence) sequence began at \(context.describe(event: open.start)))"
      if open.start < context.trace.events.count {
        related = RelatedLocation(
          event: open.start, position: context.trace.events[open.start].position,
          message: "the \(sequence) sequence began here")
      }
    } else if let state = violation.state {
      openContext = " (no sequence open, \(context.spec.spec.subject) \(state))"
    }
    let found = context.name(of: violation.event)
    // The notification may come here, but the cheapest repair of the whole trace moves it:
    // "expected X or Y, found Y" would contradict itself.
    let message =
      violation.expected.contains(found)
      ? "\(found) may come \(after), but not with the notifications that follow it"
        + "\(openContext); \(violation.repair)"
      : "expected \(MessageText.list(violation.expected)) \(after)\(openContext), found "
        + "\(found); \(violation.repair)"
    return (message, related)
  }

  /// The note on an excerpt run as a capture of its own: what the excerpt before it left,
  /// which the notifications after the author's text do not continue.
  private static func restarted(
    _ restart: SequenceRun.Restart, _ context: TraceContext, _ rule: RuleSpec
  ) -> Finding {
    let cut = context.excerptBreak(after: -1, upTo: restart.event)
    let text = cut.map(context.describe)
    let related = cut.map {
      RelatedLocation(event: $0.event, position: $0.position, message: "the author's text")
    }
    var left = ""
    if let sequence = restart.sequence {
      left =
        "the excerpt before it ends inside the "
        + "\(context.spec.spec.sequences[sequence].id) sequence"
    } else if let state = restart.state {
      left = "the excerpt before it ends with the \(context.spec.spec.subject) \(state)"
    }
    if !restart.expected.isEmpty {
      left +=
        (left.isEmpty ? "" : ", ") + "where \(MessageText.list(restart.expected)) would come next"
    }
    if !left.isEmpty { left = " (\(left))" }
    return context.finding(
      rule,
      "\(text ?? "a break in the paste") parts two excerpts: \(context.name(of: restart.event)) "
        + "at \(context.describe(event: restart.event)) and the notifications after it do not "
        + "continue from where the excerpt before left off\(left), so this excerpt is checked as a capture "
        + "of its own (the paste cut what came between); in one unbroken capture this would be "
        + "an error", event: restart.event, related: related, severity: .info)
  }
}
