/// The steps a run has worked out, by the shape of the paths they started from, so that a
/// trace's repeated patterns cost a table lookup each instead of a walk over the automaton.
///
/// Which paths survive a step depends only on their states, in order, and on their costs
/// relative to the cheapest: that is a set's shape. Two sets of one shape step alike on one
/// notification: each path of the result extends the same path of the set before and takes
/// the same ε-arrival, whatever the histories and absolute costs. A ``Transition`` records that
/// choice once, kept as a row of ``Step``s; applying it to a later set of the shape copies
/// paths and performs the arrivals' actions, with no search. The shapes a run keeps are
/// bounded (``maximumShapes``); past that, steps are worked out each time, as without the memo.
struct TransitionMemo: Sendable {
  /// The most shapes one memo keeps.
  static let maximumShapes = 256

  /// What one step does to a set of paths: for each path of the result, in order, its state,
  /// the index of the path it extends in the set stepped from, and the ε-arrival it then takes
  /// (a position in the closure table's arrivals, or -1 for none).
  struct Transition: Sendable {
    var states: [Int32] = []
    var sources: [Int32] = []
    var arrivals: [Int32] = []
    /// The result's costs, for working out its shape.
    var costs: [Int32] = []
    /// The result's shape, or -1 when the memo keeps no more shapes.
    var shape: Int32 = -1
    /// Whether some path consumed the symbol (the result may still be empty after closure).
    var consumed = false

    /// Empties the transition, keeping its storage.
    mutating func clear() {
      states.removeAll(keepingCapacity: true)
      sources.removeAll(keepingCapacity: true)
      arrivals.removeAll(keepingCapacity: true)
      costs.removeAll(keepingCapacity: true)
      shape = -1
      consumed = false
    }
  }

  /// One path of a kept transition's result: its state, the path it extends, and the arrival
  /// it takes (see ``Transition``).
  struct Step: Sendable {
    var state: Int32
    var source: Int32
    var arrival: Int32
  }

  /// What a kept transition leads to, besides its steps.
  struct Outcome: Sendable {
    /// The result's shape, or -1 when the memo keeps no more shapes.
    var shape: Int32
    /// Whether some path consumed the symbol.
    var consumed: Bool
  }

  /// The closed set a run starts from, with the history it made, for runs whose first
  /// notification is event `next`: the same for every trace on the automaton that starts
  /// alike, and for a capture (which may start in any state, inside any sequence) a search
  /// through most of the automaton.
  struct Start: Sendable {
    var next: Int32
    var paths: LivePaths
    var history: History
  }

  /// The start worked out last, if any.
  var start: Start?

  /// The number of symbols a transition is kept for per shape; others always consume nothing.
  let alphabet: Int
  /// Each shape's number, by its states and relative costs, interleaved.
  private var shapes: [[Int32]: Int32] = [:]
  /// Per shape and symbol: the index of its transition, or -1 when not worked out yet.
  private var table: [Int32] = []
  /// The steps of the transitions kept, a row each, back to back: applying one reads a range
  /// of one array, where a transition's own arrays cost a reference count each per notification.
  private(set) var steps = FlatRows<Step>.empty
  /// The outcome of each transition kept.
  private(set) var outcomes: [Outcome] = []

  /// The number of transitions kept.
  var count: Int { outcomes.count }

  init(alphabet: Int) {
    self.alphabet = alphabet
  }

  /// The number of the shape of `states` with `costs`; -1 when it is new and the memo full.
  mutating func shape(_ states: some Collection<Int32>, _ costs: some Collection<Int32>) -> Int32 {
    let least = costs.min() ?? 0
    var key: [Int32] = []
    key.reserveCapacity(states.count * 2)
    for (state, cost) in zip(states, costs) {
      key.append(state)
      key.append(cost - least)
    }
    if let known = shapes[key] { return known }
    guard shapes.count < Self.maximumShapes else { return -1 }
    let number = Int32(shapes.count)
    shapes[key] = number
    table.append(contentsOf: repeatElement(-1, count: alphabet))
    return number
  }

  /// The transition of shape `shape` on `symbol`, if worked out.
  func transition(shape: Int32, symbol: Int32) -> Int32 {
    table[Int(shape) * alphabet + Int(symbol)]
  }

  /// Keeps `transition` as the step of shape `shape` on `symbol`; returns its index.
  mutating func keep(_ transition: Transition, shape: Int32, symbol: Int32) -> Int32 {
    for index in transition.states.indices {
      steps.append(
        Step(
          state: transition.states[index], source: transition.sources[index],
          arrival: transition.arrivals[index]))
    }
    steps.endRow()
    outcomes.append(Outcome(shape: transition.shape, consumed: transition.consumed))
    let index = Int32(outcomes.count - 1)
    table[Int(shape) * alphabet + Int(symbol)] = index
    return index
  }
}
