/// Builds an ``Automaton`` from a spec's sequences by Thompson's construction.
///
/// Notifications outside the trace's observed set become ε, so a trace is checked against the
/// patterns projected onto what the app observed. Sequences whose device condition fails are
/// left out; quirk paths stay in, cheap where the quirk applies to the device and as dear as an
/// error where it does not, so the finding can still name the quirk.
struct AutomatonBuilder {
  /// The largest automaton a spec may compile to; a bigger one is a spec error.
  static let maximumStates = 20_000
  /// The cost of a quirk that applies to the device.
  static let quirkCost: Int32 = 1
  /// The cost of a quirk outside its OS range or devices: that of an error.
  static let inapplicableQuirkCost: Int32 = 100
  /// The cost of a capture that starts inside a sequence: dearer than a quirk, so a trace
  /// that a quirk explains from its start is read that way, and far cheaper than an error.
  static let startInsideCost: Int32 = 2

  private let spec: CompiledSpec
  private let observed: [Bool]
  private let applicableQuirks: [Bool]
  private let startStates: [String]
  private let startsInside: Bool
  private var automaton = Automaton()
  /// The graph as Thompson's construction grows it, per state: its notification edges and its
  /// ε-edges. The automaton keeps the first flattened, and the ε-paths in its closure table.
  private var symbolEdges: [[Automaton.SymbolEdge]] = []
  private var epsilonEdges: [[Automaton.EpsilonEdge]] = []

  /// Compiles the automaton for one device configuration.
  static func build(
    _ spec: CompiledSpec, observed: [Bool], sequences: [Bool], quirks: [Bool], starts: [String],
    startsInside: Bool = false
  ) throws(InputError) -> Automaton {
    var builder = AutomatonBuilder(
      spec: spec, observed: observed, applicableQuirks: quirks, startStates: starts,
      startsInside: startsInside)
    return try builder.run(sequences: sequences)
  }

  private init(
    spec: CompiledSpec, observed: [Bool], applicableQuirks: [Bool], startStates: [String],
    startsInside: Bool
  ) {
    self.spec = spec
    self.observed = observed
    self.applicableQuirks = applicableQuirks
    self.startStates = startStates
    self.startsInside = startsInside
  }

  private mutating func run(sequences applicable: [Bool]) throws(InputError) -> Automaton {
    let states = spec.spec.states
    automaton.boundaries = states.map { _ in newState() }
    let inside = startsInside ? newState() : nil
    let starting = Set(startStates)
    for (index, sequence) in spec.spec.sequences.enumerated() where applicable[index] {
      guard let from = spec.stateIndex[sequence.from], let to = spec.stateIndex[sequence.to] else {
        continue
      }
      var pattern = sequence.pattern
      if let quirk = sequence.quirk { pattern = .quirk(quirk, pattern, sequence.position) }
      let first = symbolEdges.count
      let (start, end) = try fragment(pattern, at: sequence.position)
      epsilon(automaton.boundaries[from], start, .begin(Int32(index)))
      epsilon(end, automaton.boundaries[to], .end(Int32(index)))
      // A capture may begin at any notification of a sequence but its first: an ε-edge from
      // the inside start to every state of the sequence that consumes one. Not of a sequence
      // that is a quirk: starting inside it would skip the quirk's cost.
      if let inside, starting.contains(sequence.from), sequence.quirk == nil {
        for state in first..<symbolEdges.count
        where Int32(state) != start && !symbolEdges[state].isEmpty {
          epsilon(inside, Int32(state), .beginInside(Int32(index)), cost: Self.startInsideCost)
        }
      }
    }
    automaton.keyboardStateOf = Array(repeating: -1, count: symbolEdges.count)
    for (keyboardState, boundary) in automaton.boundaries.enumerated() {
      automaton.keyboardStateOf[Int(boundary)] = Int32(keyboardState)
    }
    automaton.flatEdges = FlatRows(symbolEdges)
    var budget = CompileBudget(at: spec.spec.sequences.first?.position)
    let matters = symbolEdges.indices.map {
      !symbolEdges[$0].isEmpty || automaton.keyboardStateOf[$0] >= 0
    }
    automaton.closures = try ClosureTable(
      epsilonEdges: FlatRows(epsilonEdges), matters: matters, budget: &budget)
    automaton.insertions = InsertionTable(
      automaton, symbolCount: spec.spec.notifications.count, budget: budget)
    automaton.starts =
      startStates.compactMap { spec.stateIndex[$0] }.map { automaton.boundaries[$0] }
      + [inside].compactMap { $0 }
    automaton.memo = TransitionMemo(alphabet: spec.spec.notifications.count)
    return automaton
  }

  private mutating func newState() -> Int32 {
    symbolEdges.append([])
    epsilonEdges.append([])
    return Int32(symbolEdges.count - 1)
  }

  private mutating func epsilon(
    _ from: Int32, _ to: Int32, _ action: Automaton.Action = .none, cost: Int32 = 0
  ) {
    epsilonEdges[Int(from)].append(.init(target: to, action: action, cost: cost))
  }

  private mutating func fragment(
    _ pattern: Pattern, at position: SourcePosition
  ) throws(InputError) -> (Int32, Int32) {
    guard symbolEdges.count < Self.maximumStates else {
      throw InputError(
        "the spec's patterns expand to more than \(Self.maximumStates) automaton states; "
          + "reduce nested repetitions and references", at: position)
    }
    switch pattern {
    case .event(let name, _):
      let start = newState()
      let end = newState()
      if let symbol = spec.notificationIndex[name], observed[symbol] {
        symbolEdges[Int(start)].append(.init(symbol: Int32(symbol), target: end))
      } else {
        epsilon(start, end)
      }
      return (start, end)
    case .sequence(let parts):
      let start = newState()
      var last = start
      for part in parts {
        let (partStart, partEnd) = try fragment(part, at: position)
        epsilon(last, partStart)
        last = partEnd
      }
      return (start, last)
    case .choice(let parts):
      let start = newState()
      let end = newState()
      for part in parts {
        let (partStart, partEnd) = try fragment(part, at: position)
        epsilon(start, partStart)
        epsilon(partEnd, end)
      }
      return (start, end)
    case .optional(let part):
      return try fragment(.repetition(part, min: 0, max: 1), at: position)
    case .repetition(let part, let minimum, let maximum):
      return try repetition(part, minimum: minimum, maximum: maximum, at: position)
    case .reference(let name, _):
      guard let target = spec.patternsByName[name] else { return (newState(), newState()) }
      return try fragment(target, at: position)
    case .quirk(let id, let part, _):
      let start = newState()
      let quirk = spec.quirkIndex[id] ?? 0
      let cost = applicableQuirks[quirk] ? Self.quirkCost : Self.inapplicableQuirkCost
      let (partStart, partEnd) = try fragment(part, at: position)
      epsilon(start, partStart, .quirk(Int32(quirk)), cost: cost)
      return (start, partEnd)
    }
  }

  private mutating func repetition(
    _ part: Pattern, minimum: Int, maximum: Int?, at position: SourcePosition
  ) throws(InputError) -> (Int32, Int32) {
    let start = newState()
    var last = start
    for _ in 0..<minimum {
      let (partStart, partEnd) = try fragment(part, at: position)
      epsilon(last, partStart)
      last = partEnd
    }
    let end = newState()
    if let maximum {
      for _ in minimum..<maximum {
        let (partStart, partEnd) = try fragment(part, at: position)
        epsilon(last, partStart)
        epsilon(last, end)
        last = partEnd
      }
      epsilon(last, end)
    } else {
      let loop = newState()
      epsilon(last, loop)
      let (partStart, partEnd) = try fragment(part, at: position)
      epsilon(loop, partStart)
      epsilon(partEnd, loop)
      epsilon(loop, end)
    }
    return (start, end)
  }
}
