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
  /// The quirks, by index; ``quirk(_:)`` picks the one for a trace.
  private let quirks: [Int]
  /// The quirks for a deviation of another shape (``GeometryRelation/otherQuirks``).
  private let otherQuirks: [Int]
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
    quirks = relation.quirks.compactMap { quirkIndex[$0] }
    otherQuirks = relation.otherQuirks.compactMap { quirkIndex[$0] }
    appliesToUnnamed = relation.readsOnePayload
  }

  /// The quirk that explains a deviation on this trace: the first that may apply to its
  /// device; else the first for its kind of device at another OS version (whose message then
  /// says where it applies); else the first.
  func quirk(_ context: TraceContext) -> Int? {
    Self.forDevice(quirks, context) ?? quirks.first
  }

  /// The quirk that explains any deviation on this trace, for a relation whose quirks are not
  /// tied to a kind of deviation (`hidden`, `reaches-bottom`, `pair-agrees`): the first that
  /// may apply to its device, else the first for its kind of device at another OS version;
  /// none for another kind of device, whose findings need not name it.
  func quirkForDevice(_ context: TraceContext) -> Int? {
    Self.forDevice(quirks, context)
  }

  /// The quirk for a deviation of another shape than the relation's `quirk` explains, picked
  /// as ``quirkForDevice(_:)`` picks.
  func otherQuirk(_ context: TraceContext) -> Int? {
    Self.forDevice(otherQuirks, context)
  }

  private static func forDevice(_ quirks: [Int], _ context: TraceContext) -> Int? {
    guard !quirks.isEmpty else { return nil }
    let specQuirks = context.spec.spec.quirks
    var anyVersion = context.device
    anyVersion.versions = .any
    return quirks.first { context.quirkApplies[$0] }
      ?? quirks.first { specQuirks[$0].when.mayMatch(anyVersion) }
  }

  /// Whether the relation applies to an event whose spec notification index is `index` (-1 for
  /// an event the spec does not know, ``TraceContext/unnamed`` for a payload without a name).
  func applies(to index: Int) -> Bool {
    index >= 0 ? applies[index] : index == TraceContext.unnamed && appliesToUnnamed
  }
}
