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
    var position: SourcePosition?
    var message: String
    var count: Int
  }

  /// In order of first occurrence; a trace has few quirks and keys, so a linear search wins.
  private var entries: [Entry] = []
  private var immediate: [Finding] = []

  /// Records one occurrence of `quirk` for `key`, at `position` (the key's, as a finding
  /// without a quirk has it; the event's when nil).
  mutating func add(
    _ context: TraceContext, _ rule: RuleSpec, key: Symbol, quirk: Int, event: Int,
    pointer: @autoclosure () -> String?, position: SourcePosition? = nil,
    message: @autoclosure () -> String
  ) {
    // What the engine drops is not written: a capture's curve 7 in every file of a batch.
    if context.dropsAccepted(quirk) { return }
    guard context.quirkApplies[quirk], !context.strict else {
      immediate.append(
        context.finding(
          rule, message(), event: event, quirk: quirk, pointer: pointer(), position: position))
      return
    }
    if countAgain(context, key: key, quirk: quirk) { return }
    entries.append(
      Entry(
        key: Key(quirk: quirk, key: key), event: event, pointer: pointer(), position: position,
        message: message(), count: 1))
  }

  /// Counts one more occurrence of `quirk` for `key` when it is tallied and already recorded;
  /// false when it must go through ``add(_:_:key:quirk:event:pointer:position:message:)`` (its first
  /// occurrence, or a quirk reported event by event). A check that tallies a quirk on every
  /// event asks this first: handing ``add`` its rule copied the rule each time.
  mutating func countAgain(_ context: TraceContext, key: Symbol, quirk: Int) -> Bool {
    guard context.quirkApplies[quirk], !context.strict else { return false }
    let tallyKey = Key(quirk: quirk, key: key)
    guard let index = entries.firstIndex(where: { $0.key == tallyKey }) else { return false }
    entries[index].count += 1
    return true
  }

  /// The findings: one note per quirk and key, and every occurrence reported one by one.
  func findings(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var result = immediate
    for first in entries {
      let message = MessageText.withMoreEvents(first.message, first.count - 1)
      result.append(
        context.finding(
          rule, message, event: first.event, quirk: first.key.quirk, pointer: first.pointer,
          position: first.position))
    }
    return result
  }
}
