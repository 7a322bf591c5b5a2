/// Resolves names (keys, notification names) to a spec's indices, remembering the answers
/// for one trace. A trace holds a handful of distinct names, each a shared string, so a short
/// linear search by equality (which sees shared storage at once) beats hashing every lookup.
struct NameCache {
  private var names: [String] = []
  private var indices: [Int] = []
  private var overflow: [String: Int] = [:]
  private let resolve: (String) -> Int

  /// A cache over `resolve` (which returns -1 for an unknown name).
  init(_ resolve: @escaping (String) -> Int) {
    self.resolve = resolve
  }

  /// The index of `name`, or -1.
  mutating func index(of name: String) -> Int {
    for position in names.indices where names[position] == name { return indices[position] }
    if let known = overflow[name] { return known }
    let index = resolve(name)
    if names.count < 32 {
      names.append(name)
      indices.append(index)
    } else {
      overflow[name] = index
    }
    return index
  }
}
