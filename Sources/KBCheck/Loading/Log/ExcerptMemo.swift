/// Values worked out from stretches of a cleaned log, remembered with the stretch
/// (``TextExcerpt``), so that the same stretch elsewhere in the log takes the value instead of
/// working it out again: what ``StructureMemo`` and the importer's converted payloads
/// (``ConvertedPayload``) share.
///
/// It remembers a few, replacing the least recently used, no stretch longer than ``longest``,
/// and stops remembering in a log whose stretches do not come again: after sixteen, one repeat
/// is needed for every four remembered (as ``PayloadNumbers/isWorthwhile``). A hit changes
/// only a stamp: moving the entry to the front of a list cost more than the search it saved.
struct ExcerptMemo<Value> {
  /// The stretches, their values and tags, and when each was last stored or found (a count of
  /// uses), side by side: a search reads the stretches in place, copying no value.
  private var excerpts: [TextExcerpt] = []
  private var values: [Value] = []
  private var tags: [Int] = []
  private var lastUsed: [Int] = []
  private var clock = 0
  /// How many stretches are remembered.
  static var capacity: Int { 32 }
  /// A stretch longer than this is not remembered (nor copied).
  static var longest: Int { 4096 }
  /// Stretches remembered so far.
  private var stored = 0
  /// Repeats found so far.
  private(set) var hits = 0

  /// Whether remembering still pays.
  var isWorthwhile: Bool { PayloadNumbers.isWorthwhile(remembered: stored, repeats: hits) }

  /// The value of a remembered stretch with tag `tag` that `text` holds again from `start`;
  /// nil when none is.
  mutating func value(at start: Int, in text: LogText, tag: Int) -> Value? {
    guard !excerpts.isEmpty else { return nil }
    let found = text.bytes.withUnsafeBytes { bytes in
      excerpts.withUnsafeBufferPointer { excerpts in
        tags.withUnsafeBufferPointer { tags in
          excerpts.indices.first {
            tags[$0] == tag && excerpts[$0].occurs(in: text, bytes, at: start)
          }
        }
      }
    }
    guard let found else { return nil }
    hits += 1
    clock += 1
    lastUsed[found] = clock
    return values[found]
  }

  /// Remembers `value` with tag `tag` for the stretch `range` of `text`, when that still pays.
  mutating func remember(_ value: Value, tag: Int, for range: Range<Int>, in text: LogText) {
    guard !range.isEmpty, range.count <= Self.longest, isWorthwhile else { return }
    clock += 1
    stored += 1
    let excerpt = TextExcerpt(text, range)
    guard excerpts.count == Self.capacity else {
      excerpts.append(excerpt)
      values.append(value)
      tags.append(tag)
      lastUsed.append(clock)
      return
    }
    let oldest = lastUsed.indices.min { lastUsed[$0] < lastUsed[$1] } ?? 0
    excerpts[oldest] = excerpt
    values[oldest] = value
    tags[oldest] = tag
    lastUsed[oldest] = clock
  }
}
