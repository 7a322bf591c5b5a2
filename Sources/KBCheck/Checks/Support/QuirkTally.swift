/// Collects a quirk seen on many events so a trace gets one note per quirk and key, not one
/// per event; where the quirk does not apply, or under `--strict`, every event is reported.
/// Messages are only built for the first occurrence of each quirk and key.
struct QuirkTally {
  private struct Key: Equatable {
    var quirk: Int
    var key: Symbol
  }

  private struct Entry {
    var key: Key
    var event: Int
    var pointer: String?
    var message: String
    var count: Int
  }

  /// In order of first occurrence; a trace has few quirks and keys, so a linear search wins.
  private var entries: [Entry] = []
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
    if let index = entries.firstIndex(where: { $0.key == tallyKey }) {
      entries[index].count += 1
      return
    }
    entries.append(
      Entry(key: tallyKey, event: event, pointer: pointer(), message: message(), count: 1))
  }

  /// The findings: one note per quirk and key, and every occurrence reported one by one.
  func findings(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var result = immediate
    for first in entries {
      let message = MessageText.withMoreEvents(first.message, first.count - 1)
      result.append(
        context.finding(
          rule, message, event: first.event, quirk: first.key.quirk, pointer: first.pointer))
    }
    return result
  }
}
