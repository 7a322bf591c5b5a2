/// Collects a quirk seen on many events so a trace gets one note per quirk and key, not one
/// per event; where the quirk does not apply, or under `--strict`, every event is reported.
/// Messages are only built for the first occurrence of each quirk and key.
struct QuirkTally {
  private struct Key: Hashable {
    var quirk: Int
    var key: Symbol
  }

  private var firsts: [Key: (event: Int, pointer: String?, message: String)] = [:]
  private var counts: [Key: Int] = [:]
  private var order: [Key] = []
  private var immediate: [Finding] = []

  /// Records one occurrence of `quirk` for `key`.
  mutating func add(
    _ context: TraceContext, _ rule: RuleSpec, key: Symbol, quirk: Int, event: Int,
    pointer: @autoclosure () -> String?, message: @autoclosure () -> String
  ) {
    guard context.quirkApplies[quirk], !context.strict else {
      immediate.append(
        context.finding(rule, message(), event: event, quirk: quirk, pointer: pointer()))
      return
    }
    let tallyKey = Key(quirk: quirk, key: key)
    if let count = counts[tallyKey] {
      counts[tallyKey] = count + 1
      return
    }
    firsts[tallyKey] = (event, pointer(), message())
    order.append(tallyKey)
    counts[tallyKey] = 1
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
          rule, message, event: first.event, quirk: tallyKey.quirk, pointer: first.pointer))
    }
    return result
  }
}
