/// Values worked out from stretches of a cleaned log, remembered with the stretch
/// (``TextExcerpt``), so that the same stretch elsewhere in the log takes the value instead of
/// working it out again: what ``StructureMemo`` and ``LogEntriesMemo`` share.
///
/// It remembers a few, the most recently seen first, no stretch longer than ``longest``, and
/// stops remembering in a log whose stretches do not come again: after sixteen, one repeat is
/// needed for every four remembered (as ``PayloadNumbers/isWorthwhile``).
struct ExcerptMemo<Value> {
  private var remembered: [(excerpt: TextExcerpt, value: Value)] = []
  /// How many stretches are remembered.
  static var capacity: Int { 32 }
  /// A stretch longer than this is not remembered (nor copied).
  static var longest: Int { 4096 }
  /// Stretches remembered so far.
  private var stored = 0
  /// Repeats found so far.
  private(set) var hits = 0

  /// Whether remembering still pays.
  var isWorthwhile: Bool { stored < 16 + 4 * hits }

  /// The value of a remembered stretch that `text` holds again from `start`, with the
  /// stretch's length, among those `accepts` takes; nil when none is.
  mutating func value(
    at start: Int, in text: LogText, where accepts: (Value) -> Bool = { _ in true }
  ) -> (value: Value, count: Int)? {
    guard
      let found = remembered.firstIndex(where: {
        accepts($0.value) && $0.excerpt.occurs(in: text, at: start)
      })
    else { return nil }
    hits += 1
    if found > 0 { remembered.insert(remembered.remove(at: found), at: 0) }
    return (remembered[0].value, remembered[0].excerpt.bytes.count)
  }

  /// Remembers `value` for the stretch `range` of `text`, when that still pays.
  mutating func remember(_ value: Value, for range: Range<Int>, in text: LogText) {
    guard !range.isEmpty, range.count <= Self.longest, isWorthwhile else { return }
    if remembered.count == Self.capacity { remembered.removeLast() }
    remembered.insert((TextExcerpt(text, range), value), at: 0)
    stored += 1
  }
}
