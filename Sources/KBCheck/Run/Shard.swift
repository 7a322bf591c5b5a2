/// One of `count` deterministic parts of a run's inputs, for splitting a corpus across machines.
struct Shard: Sendable, Equatable {
  /// Which part, from 1.
  var index: Int
  /// How many parts.
  var count: Int

  /// Whether an input belongs to this shard: by a stable hash of its path, so adding files
  /// moves no other file to another shard.
  func contains(_ path: String) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return Int(hash % UInt64(count)) == index - 1
  }
}
