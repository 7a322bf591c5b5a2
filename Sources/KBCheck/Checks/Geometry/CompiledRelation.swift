/// A geometry relation with its names resolved once per spec: keys to symbols, notifications to
/// the spec's indices (so a trace's events, whose indices the context resolved, need no hash
/// lookup), the quirk to its index.
struct CompiledRelation: Sendable {
  let relation: GeometryRelation
  let key: Symbol
  let of: Symbol?
  /// Per notification index of the spec, whether the relation applies (all when `in` is empty).
  private let applies: [Bool]
  /// For `pair-agrees`: per notification index, whether it is a pair's first or second.
  let isFirst: [Bool]
  let isSecond: [Bool]
  let quirk: Int?
  /// Whether the relation reads one payload alone, whatever its notification, so it applies to
  /// a payload printed without a name too.
  let appliesToUnnamed: Bool

  init(_ relation: GeometryRelation, spec: Spec, quirkIndex: [String: Int]) {
    self.relation = relation
    key = Symbol(relation.key)
    of = relation.of.map { Symbol($0) }
    let names = spec.notifications.map(\.name)
    let listed = Set(relation.notifications)
    applies = names.map { listed.isEmpty || listed.contains($0) }
    isFirst = names.map { name in relation.pairs.contains { $0[0] == name } }
    isSecond = names.map { name in relation.pairs.contains { $0[1] == name } }
    quirk = relation.quirk.flatMap { quirkIndex[$0] }
    appliesToUnnamed = relation.readsOnePayload
  }

  /// Whether the relation applies to an event whose spec notification index is `index` (-1 for
  /// an event the spec does not know, ``TraceContext/unnamed`` for a payload without a name).
  func applies(to index: Int) -> Bool {
    index >= 0 ? applies[index] : index == TraceContext.unnamed && appliesToUnnamed
  }
}
