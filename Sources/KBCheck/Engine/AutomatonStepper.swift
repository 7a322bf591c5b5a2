/// Moves a ``LivePaths`` through an ``Automaton``: one notification at a time, then ε-closure.
struct AutomatonStepper {
  let automaton: Automaton
  /// Scratch: the index of each NFA state in the set being built, or -1.
  private var slot: [Int32]
  /// What happened along every path this stepper made.
  private(set) var history = History()

  init(_ automaton: Automaton) {
    self.automaton = automaton
    slot = Array(repeating: -1, count: automaton.stateCount)
  }

  /// The set holding the boundaries a trace may start in, closed.
  mutating func initial(next: Int32, last: Int32) -> LivePaths {
    var set = LivePaths()
    set.states = automaton.starts
    set.paths = automaton.starts.map { _ in
      .init(cost: 0, history: History.empty, sequence: -1, start: -1)
    }
    return close(set, next: next, last: last)
  }

  /// The paths that consume `symbol`, before closure.
  mutating func step(_ set: LivePaths, _ symbol: Int32) -> LivePaths {
    var result = LivePaths()
    step(set, symbol, into: &result)
    return result
  }

  /// The paths that consume `symbol`, written into `result` (emptied first, storage kept).
  mutating func step(_ set: LivePaths, _ symbol: Int32, into result: inout LivePaths) {
    result.clear()
    let edges = automaton.flatEdges
    for index in set.states.indices {
      for position in edges.range(Int(set.states[index])) {
        let edge = edges.elements[position]
        if edge.symbol == symbol { relax(&result, edge.target, set.paths[index]) }
      }
    }
    reset(result)
  }

  /// Follows every ε-edge; `next` is the event the following step will consume (where a
  /// sequence that begins now begins) and `last` the event just consumed (where one ends).
  /// The result holds only the states that consume a notification or stand at a boundary.
  mutating func close(_ set: LivePaths, next: Int32, last: Int32) -> LivePaths {
    var result = LivePaths()
    close(set, next: next, last: last, into: &result)
    return result
  }

  /// The closure of `set`, written into `result` (emptied first, storage kept).
  mutating func close(_ set: LivePaths, next: Int32, last: Int32, into result: inout LivePaths) {
    result.clear()
    let table = automaton.closures
    for index in set.states.indices {
      let path = set.paths[index]
      for position in table.arrivals.range(Int(set.states[index])) {
        let arrival = table.arrivals.elements[position]
        let cost = path.cost + arrival.cost
        let existing = slot[Int(arrival.target)]
        if existing >= 0, result.paths[Int(existing)].cost <= cost { continue }
        var moved = path
        moved.cost = cost
        for actionIndex in arrival.actions {
          switch table.actions[Int(actionIndex)] {
          case .none:
            break
          case .quirk(let quirk):
            moved.history = history.appending(
              .quirk(quirk: quirk, event: next, sequence: moved.sequence), to: moved.history)
          case .begin(let sequence):
            moved.sequence = sequence
            moved.start = next
          case .beginInside(let sequence):
            moved.sequence = sequence
            moved.start = next
            moved.history = history.appending(
              .startedInside(sequence: sequence, event: next), to: moved.history)
          case .end(let sequence):
            moved.history = history.appending(
              .episode(sequence: sequence, start: moved.start, end: last), to: moved.history)
            moved.sequence = -1
          }
        }
        if existing >= 0 {
          result.paths[Int(existing)] = moved
        } else {
          slot[Int(arrival.target)] = Int32(result.states.count)
          result.states.append(arrival.target)
          result.paths.append(moved)
        }
      }
    }
    reset(result)
  }

  /// The symbols some cheapest path can consume next, in alphabet order.
  func expectedSymbols(_ set: LivePaths) -> [Int32] {
    guard let best = set.cheapest else { return [] }
    let cost = set.paths[best].cost
    var symbols: Set<Int32> = []
    for (index, state) in set.states.enumerated() where set.paths[index].cost == cost {
      for edge in automaton.symbolEdges[Int(state)] { symbols.insert(edge.symbol) }
    }
    return symbols.sorted()
  }

  /// The cheapest path that stands at a boundary (no sequence open), if any.
  func cheapestAtBoundary(_ set: LivePaths) -> Int? {
    set.states.indices.filter { automaton.keyboardStateOf[Int(set.states[$0])] >= 0 }
      .min { set.paths[$0].cost < set.paths[$1].cost }
  }

  private mutating func relax(
    _ set: inout LivePaths, _ target: Int32, _ path: LivePaths.Path
  ) {
    let existing = slot[Int(target)]
    if existing >= 0 {
      if path.cost < set.paths[Int(existing)].cost { set.paths[Int(existing)] = path }
      return
    }
    slot[Int(target)] = Int32(set.states.count)
    set.states.append(target)
    set.paths.append(path)
  }

  private mutating func reset(_ set: LivePaths) {
    for state in set.states { slot[Int(state)] = -1 }
  }
}
