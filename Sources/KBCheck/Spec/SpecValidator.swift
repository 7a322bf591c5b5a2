/// Rejects a spec whose parts contradict each other, before any trace is read.
///
/// Checks: duplicate ids, names that are not declared (events in patterns, keys, quirks,
/// states, groups), cycles of pattern references, patterns that match nothing, named patterns
/// never used, and keyboard states no sequence can reach.
enum SpecValidator {
  /// Throws the first problem found, located at the offending declaration.
  static func validate(_ spec: Spec) throws(InputError) {
    try unique(
      spec.notifications.map { ($0.name, $0.position) }
        + spec.markers.map { ($0.name, $0.position) }, "event")
    try unique(spec.keys.map { ($0.name, $0.position) }, "key")
    try unique(spec.patterns.map { ($0.name, $0.position) }, "pattern")
    try unique(spec.sequences.map { ($0.id, $0.position) }, "sequence")
    try unique(spec.quirks.map { ($0.id, $0.position) }, "quirk")
    try unique(spec.rules.map { ($0.id, $0.position) }, "rule")
    try unique(spec.dialects.map { ($0.id, $0.position) }, "dialect")
    // A spelling names one event: its own name, or an alias or handler name of one.
    try unique(
      spec.notifications.flatMap { notification in
        ([notification.name] + notification.aliases + notification.handlerNames).map {
          ($0, notification.position)
        }
      } + spec.markers.map { ($0.name, $0.position) }, "name or alias")
    // Ids reach reports, suppressions and CI logs: one plain word each, so none can break a
    // line, hide in an escape sequence or start a workflow command.
    try identifiers(spec.rules.map { ($0.id, $0.position) }, "rule")
    try identifiers(spec.quirks.map { ($0.id, $0.position) }, "quirk")
    try identifiers(spec.patterns.map { ($0.name, $0.position) }, "pattern")
    try identifiers(spec.sequences.map { ($0.id, $0.position) }, "sequence")
    try validateStates(spec)
    try validateModeFrames(spec)
    try validateReferences(spec)
    try validatePatterns(spec)
  }

  private static func validateModeFrames(_ spec: Spec) throws(InputError) {
    guard let rule = spec.keyboardModeFrames else { return }
    for name in rule.keys {
      guard let key = spec.keys.first(where: { $0.name == name }) else {
        throw InputError(
          "\"keyboardModeFrames\" names the unknown key \"\(name)\"", at: rule.position)
      }
      guard key.type == .cgRect else {
        throw InputError(
          "\"keyboardModeFrames\" needs CGRect keys, and \"\(name)\" is a \(key.type.rawValue)",
          at: rule.position)
      }
    }
  }

  private static func identifiers(_ items: [(String, SourcePosition)], _ what: String)
    throws(InputError)
  {
    for (id, position) in items where !isIdentifier(id) {
      throw InputError(
        "\(what) id \(MessageText.quoted(id)) is not an id: use lower-case letters, digits and "
          + "hyphens, starting with a letter or digit (like \"sequence-order\")", at: position)
    }
  }

  /// Whether `id` is `[a-z0-9][a-z0-9-]*`.
  static func isIdentifier(_ id: String) -> Bool {
    guard let first = id.utf8.first, first != UInt8(ascii: "-") else { return false }
    return id.utf8.allSatisfy {
      ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-")
    }
  }

  private static func unique(_ items: [(String, SourcePosition)], _ what: String) throws(InputError)
  {
    var seen: [String: SourcePosition] = [:]
    for (name, position) in items {
      if let first = seen[name] {
        throw InputError("duplicate \(what) \"\(name)\" (first declared at \(first))", at: position)
      }
      seen[name] = position
    }
  }

  private static func validateStates(_ spec: Spec) throws(InputError) {
    let states = Set(spec.states)
    guard states.contains(spec.initialState) else {
      throw InputError(
        "\"initialState\" \"\(spec.initialState)\" is not one of \"states\"",
        at: spec.initialStatePosition)
    }
    for state in spec.captureStartStates where !states.contains(state) {
      throw InputError(
        "\"captureStartStates\" names the unknown state \"\(state)\"", at: spec.initialStatePosition
      )
    }
    for sequence in spec.sequences {
      for state in [sequence.from, sequence.to] where !states.contains(state) {
        throw InputError(
          "sequence \"\(sequence.id)\" uses the unknown state \"\(state)\" (states: \(spec.states.joinedText(separator: ", ")))",
          at: sequence.position)
      }
    }
    var reached: Set<String> = [spec.initialState]
    var changed = true
    while changed {
      changed = false
      for sequence in spec.sequences
      where reached.contains(sequence.from) && !reached.contains(sequence.to) {
        reached.insert(sequence.to)
        changed = true
      }
    }
    for sequence in spec.sequences where !reached.contains(sequence.from) {
      throw InputError(
        "sequence \"\(sequence.id)\" starts in state \"\(sequence.from)\", which no sequence from \"\(spec.initialState)\" reaches",
        at: sequence.position)
    }
  }

  private static func validateReferences(_ spec: Spec) throws(InputError) {
    let notifications = Set(spec.notifications.map(\.name))
    let keys = Set(spec.keys.map(\.name))
    let quirks = Set(spec.quirks.map(\.id))
    func quirk(_ id: String?, _ position: SourcePosition) throws(InputError) {
      if let id, !quirks.contains(id) {
        throw InputError("unknown quirk \"\(id)\"", at: position)
      }
    }
    for key in spec.keys {
      for name in key.requiredIn.union(key.optionalIn) where !notifications.contains(name) {
        throw InputError(
          "key \"\(key.name)\" names the unknown notification \"\(name)\"", at: key.position)
      }
      for name in key.deprecation?.replacedBy ?? [] where !keys.contains(name) {
        throw InputError(
          "key \"\(key.name)\" is replaced by the unknown key \"\(name)\"", at: key.position)
      }
      let domainQuirks =
        (key.domain?.quirkValues.map(\.quirk) ?? [])
        + (key.domain?.quirkProblems.values.sorted() ?? [])
      for id in key.quirks + domainQuirks {
        try quirk(id, key.position)
      }
    }
    for notification in spec.notifications {
      for id in notification.objects.flatMap({ $0.domain.quirkValues.map(\.quirk) }) {
        try quirk(id, notification.position)
      }
    }
    for sequence in spec.sequences { try quirk(sequence.quirk, sequence.position) }
    for fact in spec.inference.versions {
      let named: [String]
      switch fact.sign {
      case .notification(let name):
        guard notifications.contains(name) else {
          throw InputError(
            "a version fact names the unknown notification \"\(name)\"", at: fact.position)
        }
        named = []
      case .key(let key, _): named = [key]
      case .withoutKey(let key, let with): named = [key] + with
      case .object: named = []
      }
      for key in named where !keys.contains(key) {
        throw InputError("a version fact names the unknown key \"\(key)\"", at: fact.position)
      }
    }
    for key in spec.inference.screenWidthKeys where !keys.contains(key) {
      throw InputError(
        "\"screenWidth\" names the unknown key \"\(key)\"", at: spec.initialStatePosition)
    }
    for dialect in spec.dialects {
      // The id becomes the trace's source, which is how a converted trace still says its values
      // were translated (and so carry no Objective-C types).
      guard let source = TraceSource(rawValue: dialect.id), !source.hasObjectiveCTypes else {
        let known = TraceSource.allCases.filter { !$0.hasObjectiveCTypes }.map(\.rawValue)
        throw InputError(
          "dialect \"\(dialect.id)\" is not a source of translated payloads a trace can name "
            + "(\(known.joinedText(separator: ", "))): its id becomes the trace's \"source\"",
          at: dialect.position)
      }
      for key in dialect.keys where !keys.contains(key.to) {
        throw InputError(
          "dialect \"\(dialect.id)\" translates \"\(key.from)\" into the unknown key \"\(key.to)\"",
          at: dialect.position)
      }
    }
    // Each kind of check validates its own options.
    for rule in spec.rules { try rule.check.definition.validate(rule, in: spec) }
  }

  private static func validatePatterns(_ spec: Spec) throws(InputError) {
    var graph = PatternGraph(spec: spec)
    var used: Set<String> = []
    var empty: [String: Bool] = [:]
    for named in spec.patterns {
      try graph.check(named.pattern, path: [named.name], used: &used)
    }
    for sequence in spec.sequences {
      try graph.check(sequence.pattern, path: [], used: &used)
      if graph.matchesEmpty(sequence.pattern, memo: &empty) {
        throw InputError(
          "sequence \"\(sequence.id)\" can match no events at all; every sequence needs one",
          at: sequence.position)
      }
    }
    for named in spec.patterns where !used.contains(named.name) {
      throw InputError(
        "pattern \"\(named.name)\" is never used by a sequence or pattern", at: named.position)
    }
  }
}
