/// The `deprecated-keys` check: payloads that rely on deprecated keys.
///
/// Real devices put the deprecated keys into every payload, so a captured trace gets one note
/// per key with its count. A synthetic trace (a test double) gets the rule's severity at each
/// event. A deprecated key without any of its replacements is the `withoutReplacement`
/// severity anywhere: whoever reads that payload can only rely on the deprecated key.
struct DeprecatedKeysCheck {
  let rule: RuleSpec
  private var findings: [Finding] = []
  private var counts: [Symbol: (first: Int, pointer: String, count: Int)] = [:]
  private var order: [Symbol] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  mutating func visit(
    _ entry: PayloadEntry, _ key: KeySpec, event: PayloadPass.Event, context: TraceContext
  ) {
    guard let deprecation = key.deprecation, context.isAvailable(since: deprecation.since) else {
      return
    }
    let available = deprecation.replacedBy.compactMap { context.spec.keyIndex[$0] }.filter {
      context.availableKeys.contains($0)
    }
    // A payload printed only in part may have had its replacement on a line not copied.
    let withoutReplacement =
      !event.isPartial && !available.isEmpty && !available.contains(where: event.present.contains)
    // Captures carry deprecated keys in every payload and only count them: the words are
    // built for the findings made here.
    if context.trace.origin.isCaptured, !withoutReplacement {
      if counts[entry.key] == nil {
        order.append(entry.key)
        counts[entry.key] = (event.index, context.pointer(event: event.index, key: entry.key), 0)
      }
      counts[entry.key]?.count += 1
      return
    }
    let replacements = SequenceCheck.list(deprecation.replacedBy)
    let since = deprecation.since.map { " since \(context.spec.spec.osName) \($0)" } ?? ""
    if withoutReplacement {
      findings.append(
        context.finding(
          rule,
          "\(entry.key) (deprecated\(since)) without \(replacements): code reading this "
            + "payload can only rely on the deprecated key",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position, severity: rule.options.withoutReplacement ?? .error))
    } else {
      findings.append(
        context.finding(
          rule,
          "\(entry.key) is deprecated\(since); use \(replacements). A test double that "
            + "posts it invites code to rely on it",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position))
    }
  }

  func finish(_ context: TraceContext) -> [Finding] {
    var result = findings
    for key in order {
      guard let tally = counts[key], let spec = context.key(key.text) else { continue }
      let replacements = SequenceCheck.list(spec.deprecation?.replacedBy ?? [])
      result.append(
        context.finding(
          rule,
          "\(key) is deprecated (on \(tally.count) event\(tally.count == 1 ? "" : "s") of this "
            + "capture, as devices send it); read \(replacements) instead",
          event: tally.first, pointer: tally.pointer, severity: rule.options.captured ?? .info))
    }
    return result
  }
}
