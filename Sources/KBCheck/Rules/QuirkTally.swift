/// Collects a quirk seen on many events so a trace gets one note per quirk and key, not one
/// per event; where the quirk does not apply, or under `--strict`, every event is reported.
struct QuirkTally {
  private var firsts: [String: (event: Int, pointer: String?, message: String, quirk: Int)] = [:]
  private var counts: [String: Int] = [:]
  private var order: [String] = []
  private var immediate: [Finding] = []

  /// Records one occurrence of `quirk` for `key`.
  mutating func add(
    _ context: TraceContext, _ rule: RuleSpec, key: String, quirk: Int, event: Int,
    pointer: String?, message: String
  ) {
    guard context.quirkApplies[quirk], !context.strict else {
      immediate.append(context.finding(rule, message, event: event, quirk: quirk, pointer: pointer))
      return
    }
    let tallyKey = "\(quirk)\u{0}\(key)"
    if firsts[tallyKey] == nil {
      firsts[tallyKey] = (event, pointer, message, quirk)
      order.append(tallyKey)
    }
    counts[tallyKey, default: 0] += 1
  }

  /// The findings: one note per quirk and key, and every occurrence reported one by one.
  func findings(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var result = immediate
    for tallyKey in order {
      guard let first = firsts[tallyKey] else { continue }
      let count = counts[tallyKey, default: 1]
      let message =
        count > 1 ? "\(first.message) (here and on \(count - 1) more events)" : first.message
      result.append(
        context.finding(
          rule, message, event: first.event, quirk: first.quirk, pointer: first.pointer))
    }
    return result
  }
}
