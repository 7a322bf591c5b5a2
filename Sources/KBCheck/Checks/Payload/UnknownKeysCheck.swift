/// The `unknown-keys` check: every key is one the spec knows, and documented for the notification.
struct UnknownKeysCheck: PayloadCheck, OptionlessCheck {
  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] {
    []
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension UnknownKeysCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private(set) var findings: [Finding] = []

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// A key the spec does not know.
    mutating func visitUnknown(
      _ entry: LocatedKey, event: PayloadPass.Event, context: TraceContext
    ) {
      let known = context.spec.spec.keys.map(\.name)
      let written = entry.key.text
      // A key written without its suffix (`…FrameEnd`) is far, in edits, from the key it
      // begins: the one key that starts with it is what was meant.
      let begun = known.filter { $0.count > written.count && $0.hasBytePrefix(written) }
      let closest =
        written.count >= 8 && begun.count == 1
        ? begun.first : MessageText.closestLoosely(to: written, in: known)
      let hint = closest.map { " (did you mean \($0)?)" } ?? ""
      findings.append(
        context.finding(
          rule,
          "unknown userInfo key \(MessageText.quoted(entry.key.text)): \(context.spec.spec.postedBy) sends no such key\(hint)",
          event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
          position: entry.position))
    }

    /// A known key that is not documented for this notification.
    mutating func visitUndocumented(
      _ entry: LocatedKey, event: PayloadPass.Event, context: TraceContext
    ) {
      guard let notification = event.notification(in: context.spec) else { return }
      findings.append(
        context.finding(
          rule, "\(entry.key) is not a key of \(notification.name)", event: event.index,
          pointer: context.pointer(event: event.index, key: entry.key), position: entry.position))
    }
  }
}
