/// The strings a log's parser makes of the words and quoted text it reads, by their bytes: a
/// paste repeats a handful of keys, names and frames thousands of times, and each key is read
/// more than once (a probe looks ahead, then the entry is read). A repeat is found by a hash of
/// its bytes and one memory comparison and shares the string made the first time, instead of
/// decoding, checking and allocating it again (a third of the cost of reading a key).
///
/// One parser's, on one thread: the parser's copies (its look-aheads) share it by reference.
final class WordCache {
  private struct Slot {
    var hash: UInt64 = 0
    var start = 0
    var count = -1
    var text = ""
  }

  private static let capacity = 256
  /// The arena is emptied, with every slot, when it grows past this.
  private static let arenaLimit = 1 << 16
  // Unchecked: the cache has one user at a time (one parser, on one thread, never re-entered),
  // and the runtime's exclusivity check of a class's stored properties cost a third of a
  // lookup.
  @exclusivity(unchecked) private var slots = [Slot](repeating: Slot(), count: capacity)
  /// The bytes of the cached strings, back to back.
  @exclusivity(unchecked) private var arena: [UInt8] = []

  /// The string of `bytes[range]`, decoded as `String(decoding:as:)` decodes it.
  func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let hash = SymbolCache.hash(bytes, range)
    let index = Int(truncatingIfNeeded: hash) & (Self.capacity - 1)
    // The slot's fields read in place: a copy of the slot retains and releases its string.
    if slots[index].hash == hash, slots[index].count == range.count,
      SymbolCache.equal(arena, at: slots[index].start, bytes, range)
    {
      return slots[index].text
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    if arena.count + range.count > Self.arenaLimit {
      arena.removeAll(keepingCapacity: true)
      for index in slots.indices { slots[index].count = -1 }
    }
    slots[index] = Slot(hash: hash, start: arena.count, count: range.count, text: text)
    arena.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    return text
  }

}
