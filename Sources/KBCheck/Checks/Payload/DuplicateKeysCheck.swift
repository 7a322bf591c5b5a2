/// The `duplicate-keys` check: a key twice in one userInfo, which Foundation resolves silently
/// (keeping the first or the last, depending on the API).
struct DuplicateKeysCheck: PayloadCheck, OptionlessCheck {
  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] {
    []
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension DuplicateKeysCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private(set) var findings: [Finding] = []

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// `keys` holds each entry's spec key index, or -1 for a key the spec does not know.
    ///
    /// A payload printed only in part (an edited paste, with notes among its entries) is
    /// passed over: a printed dictionary cannot show a key twice, so a second line of a key
    /// is the editor's, as in a paste that notes one key's value on show and on hide
    /// (gsl's commented WillShow payload, `// 键盘隐藏时候的frame`).
    mutating func visit(
      _ userInfo: [PayloadEntry], keys: [Int], event: PayloadPass.Event, context: TraceContext
    ) {
      guard !event.isPartial else { return }
      var seen = KeySet()
      for position in userInfo.indices {
        let key = keys[position]
        if key >= 0, !seen.contains(key) {
          seen.insert(key)
          continue
        }
        let entry = userInfo[position]
        guard let first = userInfo[..<position].first(where: { $0.key == entry.key }) else {
          continue
        }
        findings.append(
          context.finding(
            rule,
            "\(entry.key) appears twice in this userInfo (first at \(first.position)); a consumer may "
              + "read either value",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position))
      }
    }
  }
}
