/// A geometry relation with its names resolved to symbols and its quirk to an index, made once
/// per spec.
struct CompiledRelation: Sendable {
  let relation: GeometryRelation
  let key: Symbol
  let of: Symbol?
  /// The notifications it applies to; empty for every one.
  let notifications: Set<Symbol>
  /// For `pair-agrees`: the pair each first and each second notification belongs to.
  let firstOf: [Symbol: Int]
  let secondOf: [Symbol: Int]
  let quirk: Int?

  init(_ relation: GeometryRelation, quirkIndex: [String: Int]) {
    self.relation = relation
    key = Symbol(relation.key)
    of = relation.of.map { Symbol($0) }
    notifications = Set(relation.notifications.map { Symbol($0) })
    var firstOf: [Symbol: Int] = [:]
    var secondOf: [Symbol: Int] = [:]
    for (index, pair) in relation.pairs.enumerated() {
      firstOf[Symbol(pair[0])] = index
      secondOf[Symbol(pair[1])] = index
    }
    self.firstOf = firstOf
    self.secondOf = secondOf
    quirk = relation.quirk.flatMap { quirkIndex[$0] }
  }

  /// Whether the relation applies to an event of this name.
  func applies(to name: Symbol?) -> Bool {
    guard let name else { return false }
    return notifications.isEmpty || notifications.contains(name)
  }
}
