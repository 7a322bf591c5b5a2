/// Moves a ``ThreadSet`` through an ``Automaton``: one notification at a time, then ε-closure.
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
  mutating func initial(next: Int32, last: Int32) -> ThreadSet {
    var set = ThreadSet()
    set.states = automaton.starts
    set.threads = automaton.starts.map { _ in
      .init(cost: 0, history: History.empty, sequence: -1, start: -1)
    }
    return close(set, next: next, last: last)
  }

  /// The paths that consume `symbol`, before closure.
  mutating func step(_ set: ThreadSet, _ symbol: Int32) -> ThreadSet {
    var result = ThreadSet()
    step(set, symbol, into: &result)
    return result
  }

  /// The paths that consume `symbol`, written into `result` (emptied first, storage kept).
  mutating func step(_ set: ThreadSet, _ symbol: Int32, into result: inout ThreadSet) {
    result.clear()
    let edges = automaton.flatEdges
    for index in set.states.indices {
      for position in edges.range(Int(set.states[index])) {
        let edge = edges.elements[position]
        if edge.symbol == symbol { relax(&result, edge.target, set.threads[index]) }
      }
    }
    reset(result)
  }

  /// Follows every ε-edge; `next` is the event the following step will consume (where a
  /// sequence that begins now begins) and `last` the event just consumed (where one ends).
  /// The result holds only the states that consume a notification or stand at a boundary.
  mutating func close(_ set: ThreadSet, next: Int32, last: Int32) -> ThreadSet {
    var result = ThreadSet()
    close(set, next: next, last: last, into: &result)
    return result
  }

  /// The closure of `set`, written into `result` (emptied first, storage kept).
  mutating func close(_ set: ThreadSet, next: Int32, last: Int32, into result: inout ThreadSet) {
    result.clear()
    let table = automaton.closures
    for index in set.states.indices {
      let thread = set.threads[index]
      for position in table.arrivals.range(Int(set.states[index])) {
        let arrival = table.arrivals.elements[position]
        let cost = thread.cost + arrival.cost
        let existing = slot[Int(arrival.target)]
        if existing >= 0, result.threads[Int(existing)].cost <= cost { continue }
        var moved = thread
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
          case .end(let sequence):
            moved.history = history.appending(
              .episode(sequence: sequence, start: moved.start, end: last), to: moved.history)
            moved.sequence = -1
          }
        }
        if existing >= 0 {
          result.threads[Int(existing)] = moved
        } else {
          slot[Int(arrival.target)] = Int32(result.states.count)
          result.states.append(arrival.target)
          result.threads.append(moved)
        }
      }
    }
    reset(result)
  }

  /// The symbols some cheapest path can consume next, in alphabet order.
  func expectedSymbols(_ set: ThreadSet) -> [Int32] {
    guard let best = set.cheapest else { return [] }
    let cost = set.threads[best].cost
    var symbols: Set<Int32> = []
    for (index, state) in set.states.enumerated() where set.threads[index].cost == cost {
      for edge in automaton.symbolEdges[Int(state)] { symbols.insert(edge.symbol) }
    }
    return symbols.sorted()
  }

  /// The cheapest path that stands at a boundary (no sequence open), if any.
  func cheapestAtBoundary(_ set: ThreadSet) -> Int? {
    set.states.indices.filter { automaton.keyboardStateOf[Int(set.states[$0])] >= 0 }
      .min { set.threads[$0].cost < set.threads[$1].cost }
  }

  private mutating func relax(
    _ set: inout ThreadSet, _ target: Int32, _ thread: ThreadSet.Thread
  ) {
    let existing = slot[Int(target)]
    if existing >= 0 {
      if thread.cost < set.threads[Int(existing)].cost { set.threads[Int(existing)] = thread }
      return
    }
    slot[Int(target)] = Int32(set.states.count)
    set.states.append(target)
    set.threads.append(thread)
  }

  private mutating func reset(_ set: ThreadSet) {
    for state in set.states { slot[Int(state)] = -1 }
  }
}
