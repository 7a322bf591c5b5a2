/// One of `count` deterministic parts of a run's inputs, for splitting a corpus across machines.
struct Shard: Sendable, Equatable {
  /// Which part, from 1.
  var index: Int
  /// How many parts.
  var count: Int

  /// Whether an input belongs to this shard: by a stable hash of its path, so adding files
  /// moves no other file to another shard.
  func contains(_ path: String) -> Bool {
    var hash = FNV1a()
    hash.add(path)
    return Int(hash.value % UInt64(count)) == index - 1
  }
}
