/// What a person should know about how a trace was checked, besides its findings.
extension Engine {
  /// A trace's findings, and notes on how it was checked: a trace with no events, the payloads
  /// without a name and what was not checked for them, and, when there is a warning or an error to weigh, the
  /// device the trace was inferred to be from (a clean capture stays silent).
  func evaluate(_ trace: Trace) -> (findings: [Finding], notes: [InputNote]) {
    let context = context(trace)
    let findings = check(context)
    var notes: [InputNote] = []
    // A recording that stopped before any notification passes every rule: say so.
    if trace.events.isEmpty { notes.append(.nothingChecked) }
    if let note = excerptsNote(trace) { notes.append(note) }
    if let note = unnamedNote(context) { notes.append(note) }
    if findings.contains(where: { $0.severity != .info }), let note = inferenceNote(context) {
      notes.append(note)
    }
    return (findings, notes)
  }

  /// A paste read as several excerpts: where the author's text parts them, and what that
  /// changes.
  private func excerptsNote(_ trace: Trace) -> InputNote? {
    let breaks = trace.excerptBreaks
    guard let first = breaks.first, trace.origin.isCaptured else { return nil }
    let lines = MessageText.firstOf(breaks.map { "line \($0.position.line)" })
    return InputNote(
      "read as \(breaks.count + 1) excerpts joined by the author's text (\(lines)): what spans "
        + "a break (the order, frames, times) is reported as a note, since the paste may have "
        + "cut what came between", at: first.position)
  }

  /// Payloads without a name: what was checked of them, what was not, and how to name them.
  private func unnamedNote(_ context: TraceContext) -> InputNote? {
    let unnamed = context.notificationIndices.indices.filter {
      context.notificationIndices[$0] == TraceContext.unnamed
    }
    guard let first = unnamed.first else { return nil }
    let skipped = rules.filter { !$0.check.definition.readsUnnamedPayloads }.map(\.id)
    let (count, its) =
      unnamed.count == 1
      ? ("1 payload has no notification name", "its")
      : ("\(unnamed.count) payloads have no notification name (the first here)", "their")
    let rulesText = skipped.isEmpty ? "" : " (\(skipped.joinedText(separator: ", ")))"
    return InputNote(
      "\(count): \(its) keys, types, values and own geometry were checked, but not what "
        + "depends on the name\(rulesText); give the name with --name NAME, or log the "
        + "notification's name with its userInfo",
      at: context.trace.events[first].position)
  }

  /// The device a trace that does not say its own was checked as, and why.
  private func inferenceNote(_ context: TraceContext) -> InputNote? {
    guard let inference = context.device.inference else { return nil }
    let os = spec.spec.osName
    var text = "device inferred from the payloads: \(os) \(context.device.versions)"
    if let width = inference.screenWidth {
      text += ", \(ValueReader.format(width)) pt wide"
    }
    // An idiom the trace or --idiom states is not the payloads' doing, and needs no advice.
    let statedIdiom = context.trace.device.idiom != nil
    if let idiom = context.device.idiom { text += " (\(idiom)\(statedIdiom ? ", as given" : ""))" }
    if let contradiction = inference.contradiction {
      text += "; the payloads disagree (\(contradiction)), so no version is assumed"
    } else if !inference.reasons.isEmpty {
      text += " (\(inference.reasons.joinedText(separator: "; ")))"
    }
    text +=
      statedIdiom ? "; --os-version says it instead" : "; --os-version and --idiom say it instead"
    return InputNote(text, at: nil)
  }
}
