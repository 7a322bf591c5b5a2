/// The `unknown-keys` check: every key is one the spec knows, and documented for the notification.
struct UnknownKeysCheck {
  let rule: RuleSpec
  private(set) var findings: [Finding] = []

  init(rule: RuleSpec) {
    self.rule = rule
  }

  /// A key the spec does not know.
  mutating func visitUnknown(_ entry: PayloadEntry, event: PayloadPass.Event, context: TraceContext)
  {
    let known = context.spec.spec.keys.map(\.name)
    let hint =
      Spelling.closest(to: entry.key.text, in: known).map { " (did you mean \($0)?)" } ?? ""
    findings.append(
      context.finding(
        rule,
        "unknown userInfo key \"\(entry.key)\": \(context.spec.spec.postedBy) sends no such key\(hint)",
        event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
        position: entry.position))
  }

  /// A known key that is not documented for this notification.
  mutating func visitUndocumented(
    _ entry: PayloadEntry, event: PayloadPass.Event, context: TraceContext
  ) {
    guard let notification = event.notification(in: context.spec) else { return }
    findings.append(
      context.finding(
        rule, "\(entry.key) is not a key of \(notification.name)", event: event.index,
        pointer: context.pointer(event: event.index, key: entry.key), position: entry.position))
  }
}

/// Finds the known name closest to a misspelt one.
enum Spelling {
  /// The closest name within a third of its length in edits, if any.
  static func closest(to word: String, in names: [String]) -> String? {
    let scored = names.map { ($0, distance(Array(word), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
  }

  private static func distance(_ left: [Character], _ right: [Character]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (row, leftCharacter) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      for (column, rightCharacter) in right.enumerated() {
        let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
        current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }
}
