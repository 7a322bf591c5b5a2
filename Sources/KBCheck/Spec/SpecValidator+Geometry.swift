extension SpecValidator {
  /// Rejects an orientation change outside a rotation rule or naming keys that are not
  /// rectangles.
  static func validate(_ change: OrientationChange, of rule: RuleSpec, in spec: Spec)
    throws(InputError)
  {
    guard rule.check == .rotation else {
      throw InputError(
        "rule \"\(rule.id)\" has \"orientation\", which only a rotation rule takes",
        at: change.position)
    }
    for key in [change.before, change.after] {
      guard let found = spec.keys.first(where: { $0.name == key }) else {
        throw InputError(
          "the orientation change of rule \"\(rule.id)\" names the unknown key \"\(key)\"",
          at: change.position)
      }
      guard found.type == .cgRect else {
        throw InputError(
          "the orientation change of rule \"\(rule.id)\" needs CGRect keys, and \"\(key)\" is a "
            + found.type.rawValue, at: change.position)
      }
    }
  }

  /// Rejects a geometry relation that names what the spec does not declare, reads a key of
  /// the wrong type, or lacks what its kind needs.
  static func validate(_ relation: GeometryRelation, of rule: RuleSpec, in spec: Spec)
    throws(InputError)
  {
    let place = "relation \"\(relation.kind.rawValue)\" of rule \"\(rule.id)\""
    func fail(_ problem: String) -> InputError {
      InputError("\(place) \(problem)", at: relation.position)
    }
    let types = Dictionary(spec.keys.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
    func expect(_ key: String, _ type: ValueType) throws(InputError) {
      guard let found = types[key] else { throw fail("names the unknown key \"\(key)\"") }
      guard found == type else {
        throw fail("needs a \(type.rawValue) key, and \"\(key)\" is a \(found.rawValue)")
      }
    }
    try expect(relation.key, relation.kind == .centerOf ? .cgPoint : .cgRect)
    switch relation.kind {
    case .continues, .sameSize, .centerOf:
      guard let of = relation.of else { throw fail("needs \"of\": the key it compares with") }
      try expect(of, .cgRect)
    case .pairAgrees:
      guard !relation.pairs.isEmpty else { throw fail("needs \"pairs\" of notifications") }
    case .visible, .hidden:
      guard !relation.notifications.isEmpty else {
        throw fail("needs \"in\": the notifications after which the frame is \(relation.kind)")
      }
    }
    if relation.visibleAtMost != nil, relation.kind != .visible || relation.quirk == nil {
      throw fail("has \"visibleAtMost\", which only a \"visible\" relation with a quirk takes")
    }
    let notifications = Set(spec.notifications.map(\.name))
    for name in relation.notifications + relation.pairs.flatMap({ $0 })
    where !notifications.contains(name) {
      throw fail("names the unknown notification \"\(name)\"")
    }
    if let quirk = relation.quirk, !spec.quirks.contains(where: { $0.id == quirk }) {
      throw fail("names the unknown quirk \"\(quirk)\"")
    }
  }
}
