/// A validated spec with its lookup tables, ready to check traces; safe to share across threads.
///
/// Automata are compiled per device configuration (observed names, applicable sequences and
/// quirks) on first use and cached (a bounded cache), so a batch of similar traces compiles
/// once.
public final class CompiledSpec: Sendable {
  /// The spec as written.
  let spec: Spec
  let stateIndex: [String: Int]
  let notificationIndex: [String: Int]
  /// The notifications' names, by index.
  let notificationNames: [String]
  let markerKinds: [Symbol: String]
  let keyIndex: [String: Int]
  let quirkIndex: [String: Int]
  let patternsByName: [String: Pattern]
  /// Per notification, the keys it must carry (before OS gating).
  let requiredKeys: [KeySet]
  /// The keys every notification must carry: what a payload without a name must carry too.
  let keysRequiredEverywhere: KeySet
  /// Per notification, the keys documented for it (required or optional).
  let documentedKeys: [KeySet]
  /// Per key, its type; and the keys that are private, deprecated, or have a value domain:
  /// what the payload pass tests before it looks at a key's full declaration.
  let keyTypes: [ValueType]
  let privateKeys: KeySet
  let deprecatedKeys: KeySet
  /// Per key, the keys its deprecation names as replacements, by index (empty when it has
  /// none): what the deprecated-keys check looks for in every payload that carries the key.
  let replacementKeys: [[Int]]
  let keysWithDomains: KeySet
  /// Per key and per notification (its object), the value domain ready for checking.
  let keyDomains: [CompiledDomain?]
  let objectDomains: [[(when: DeviceCondition, domain: CompiledDomain)]]
  /// The relations of each `geometry` rule, by rule id.
  let relations: [String: [CompiledRelation]]
  /// The payload keys those relations read.
  let geometryKeys: [Symbol]
  /// For each `marker-window` rule, by rule id: per notification index, whether it is
  /// forbidden while the window is closed.
  let windowForbids: [String: [Bool]]
  /// Per symbol id, the spec's index of that notification or key, or -1: the engine resolves
  /// an event's name and keys with one array read. Symbols made after the spec are unknown.
  private let notificationBySymbol: [Int32]
  private let keyBySymbol: [Int32]
  private let automata = Locked(AutomatonCache())
  /// Automata compiled when the package was built, for the configurations they name: the
  /// built-in spec's commonest (``BuiltInAutomata``); none for any other spec.
  private let prebuilt: [AutomatonTables]

  struct AutomatonKey: Hashable, Sendable {
    var observed: [Bool]
    var sequences: [Bool]
    var quirks: [Bool]
    var starts: [String]
    /// Whether the trace may start inside a sequence.
    var startsInside = false
  }

  /// Indexes a validated spec and checks that its patterns compile to a bounded automaton
  /// (the built-in spec's are checked by the test suite). `prebuilt` are automata compiled
  /// from this very spec before, which the spec takes instead of compiling them again.
  init(_ spec: Spec, prebuilt: [AutomatonTables] = []) throws(InputError) {
    self.spec = spec
    self.prebuilt = prebuilt
    stateIndex = Self.index(spec.states)
    notificationNames = spec.notifications.map(\.name)
    notificationIndex = Self.index(notificationNames)
    keyIndex = Self.index(spec.keys.map(\.name))
    notificationBySymbol = Self.bySymbol(notificationNames)
    keyBySymbol = Self.bySymbol(spec.keys.map(\.name))
    quirkIndex = Self.index(spec.quirks.map(\.id))
    markerKinds = Dictionary(
      spec.markers.map { (Symbol($0.name), $0.kind) }, uniquingKeysWith: { a, _ in a })
    patternsByName = Dictionary(
      spec.patterns.map { ($0.name, $0.pattern) }, uniquingKeysWith: { a, _ in a })
    guard spec.keys.count <= KeySet.capacity else {
      throw InputError("a spec may declare at most \(KeySet.capacity) userInfo keys", at: .start)
    }
    let required = spec.notifications.map { notification in
      KeySet(spec.keys.indices.filter { spec.keys[$0].requiredIn.contains(notification.name) })
    }
    requiredKeys = required
    keysRequiredEverywhere =
      required.first.map { first in required.reduce(first) { $0.intersection($1) } } ?? KeySet()
    keyTypes = spec.keys.map(\.type)
    privateKeys = KeySet(spec.keys.indices.filter { spec.keys[$0].isPrivate })
    deprecatedKeys = KeySet(spec.keys.indices.filter { spec.keys[$0].deprecation != nil })
    let keys = keyIndex
    replacementKeys = spec.keys.map { key in
      key.deprecation?.replacedBy.compactMap { keys[$0] } ?? []
    }
    keysWithDomains = KeySet(spec.keys.indices.filter { spec.keys[$0].domain != nil })
    let quirks = quirkIndex
    keyDomains = spec.keys.map { key in key.domain.map { CompiledDomain($0, quirkIndex: quirks) } }
    objectDomains = spec.notifications.map { notification in
      notification.objects.map { ($0.when, CompiledDomain($0.domain, quirkIndex: quirks)) }
    }
    windowForbids = Dictionary(
      spec.rules.compactMap { rule in
        guard case .markerWindow(let check) = rule.check else { return nil }
        return (rule.id, spec.notifications.map { check.window.forbids.contains($0.name) })
      }, uniquingKeysWith: { first, _ in first })
    relations = Dictionary(
      spec.rules.compactMap { rule in
        guard case .geometry(let check) = rule.check else { return nil }
        return (
          rule.id,
          check.relations.map { CompiledRelation($0, spec: spec, quirkIndex: quirks) }
        )
      }, uniquingKeysWith: { first, _ in first })
    geometryKeys = GeometryTable.keys(of: relations)
    documentedKeys = spec.notifications.map { notification in
      KeySet(
        spec.keys.indices.filter {
          spec.keys[$0].requiredIn.contains(notification.name)
            || spec.keys[$0].optionalIn.contains(notification.name)
        })
    }
    if !spec.checkedAtBuildTime { try automaton(for: everything).insertions.searchAll() }
  }

  /// The configuration that holds every notification, sequence and quirk: the automaton whose
  /// compilation shows that a spec's patterns are bounded.
  var everything: AutomatonKey {
    AutomatonKey(
      observed: spec.notifications.map { _ in true }, sequences: spec.sequences.map { _ in true },
      quirks: spec.quirks.map { _ in true }, starts: [spec.initialState])
  }

  /// The same spec compiled again, with the same prebuilt automata: a copy that shares no
  /// object with this one, for a thread of its own (threads that share one retain and release
  /// the same objects). Without the prebuilt automata, each copy compiled its commonest
  /// automaton again: 360,000 instructions per extra thread.
  func replica() throws(InputError) -> CompiledSpec {
    try CompiledSpec(spec, prebuilt: prebuilt)
  }

  /// How many automata came compiled with the spec (see ``BuiltInAutomata``).
  var prebuiltAutomata: Int { prebuilt.count }

  /// Reads, validates and compiles a spec file's bytes.
  public convenience init(bytes: [UInt8]) throws(InputError) {
    try self.init(SpecDecoder.decode(bytes))
  }

  private static func index(_ names: [String]) -> [String: Int] {
    var result = [String: Int](minimumCapacity: names.count)
    for (position, name) in names.enumerated() where result[name] == nil { result[name] = position }
    return result
  }

  /// Per symbol id, the position of the first of `names` that the symbol stands for, or -1.
  private static func bySymbol(_ names: [String]) -> [Int32] {
    var table: [Int32] = []
    for (position, name) in names.enumerated() {
      let id = Int(Symbol(name).id)
      while table.count <= id { table.append(-1) }
      if table[id] < 0 { table[id] = Int32(position) }
    }
    return table
  }

  /// The spec's index of the notification named `symbol`, or -1.
  func notificationIndex(of symbol: Symbol) -> Int {
    Int(symbol.id) < notificationBySymbol.count ? Int(notificationBySymbol[Int(symbol.id)]) : -1
  }

  /// The spec's index of the userInfo key named `symbol`, or -1.
  func keyIndex(of symbol: Symbol) -> Int {
    Int(symbol.id) < keyBySymbol.count ? Int(keyBySymbol[Int(symbol.id)]) : -1
  }

  /// How many compiled automata the spec keeps now.
  var cachedAutomata: Int { automata.withLock { $0.count } }

  /// The automaton for one configuration, compiled once.
  func automaton(for key: AutomatonKey) throws(InputError) -> Automaton {
    if let cached = automata.withLock({ $0[key] }) { return cached }
    let built: Automaton
    if let tables = prebuilt.first(where: { $0.key == key }) {
      built = tables.automaton(
        symbolCount: spec.notifications.count, budgetAt: spec.sequences.first?.position)
    } else {
      built = try AutomatonBuilder.build(
        self, observed: key.observed, sequences: key.sequences, quirks: key.quirks,
        starts: key.starts, startsInside: key.startsInside)
    }
    automata.withLock { $0.insert(built, for: key) }
    return built
  }

  /// Keeps the steps a run worked out on the automaton for `key`, for the next run on it.
  func keep(_ memo: TransitionMemo, for key: AutomatonKey) {
    automata.withLock { $0.keep(memo, for: key) }
  }
}
