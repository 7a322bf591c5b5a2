/// A set of a spec's userInfo keys by index, as two machine words: the payload checks test
/// presence and requirement with a few instructions per event. A spec declares at most
/// ``capacity`` keys.
struct KeySet: Equatable, Sendable {
  /// The most keys a spec may declare.
  static let capacity = 128

  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The empty set.
  init() {}

  /// A set of the given key indices.
  init<S: Sequence>(_ indices: S) where S.Element == Int {
    for index in indices { insert(index) }
  }

  mutating func insert(_ index: Int) {
    if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
  }

  func contains(_ index: Int) -> Bool {
    index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
  }

  var isEmpty: Bool { low == 0 && high == 0 }

  /// The keys in this set and not in `other`.
  func subtracting(_ other: KeySet) -> KeySet {
    var result = self
    result.low &= ~other.low
    result.high &= ~other.high
    return result
  }

  /// The keys in both sets.
  func intersection(_ other: KeySet) -> KeySet {
    var result = self
    result.low &= other.low
    result.high &= other.high
    return result
  }

  /// The indices, in increasing order.
  var indices: [Int] {
    (0..<Self.capacity).filter(contains)
  }
}
