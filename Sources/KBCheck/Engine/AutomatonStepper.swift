/// Moves a ``LivePaths`` through an ``Automaton``: one notification at a time, then ε-closure.
struct AutomatonStepper {
  let automaton: Automaton
  /// Scratch: the index of each NFA state in the set being built, or -1.
  private var slot: [Int32]
  /// What happened along every path this stepper made.
  private(set) var history = History()
  /// The steps worked out so far, by shape: the automaton's, and this stepper's.
  private(set) var memo: TransitionMemo
  /// Scratch: the step being worked out, before and after closure.
  private var stepped = TransitionMemo.Transition()
  private var worked = TransitionMemo.Transition()

  init(_ automaton: Automaton) {
    self.automaton = automaton
    slot = Array(repeating: -1, count: automaton.stateCount)
    memo = automaton.memo
  }

  /// The set holding the boundaries a trace may start in, closed, for a run whose first
  /// notification is event `next`. A stepper's first call takes it from the memo when a run
  /// on the automaton worked it out for the same `next` (a capture's start cost about 22,000
  /// instructions a trace).
  mutating func initial(next: Int32, last: Int32) -> LivePaths {
    let fresh = history.isEmpty && last == -1
    if fresh, let start = memo.start, start.next == next {
      history = start.history
      return start.paths
    }
    let closed = close(starts(history: History.empty, cost: 0), next: next, last: last)
    if fresh { memo.start = TransitionMemo.Start(next: next, paths: closed, history: history) }
    return closed
  }

  /// The start set, closed, for a run that starts again before event `next` (at an excerpt
  /// break): its paths go on from history `earlier` with `entry`, at `cost`.
  mutating func initial(
    next: Int32, last: Int32, after entry: History.Entry, of earlier: Int32, cost: Int32
  ) -> LivePaths {
    let root = history.appending(entry, to: earlier)
    return close(starts(history: root, cost: cost), next: next, last: last)
  }

  /// The automaton's start states, each path at `cost` with history `history`.
  private func starts(history: Int32, cost: Int32) -> LivePaths {
    LivePaths(
      states: automaton.starts,
      paths: automaton.starts.map { _ in
        .init(cost: cost, history: history, sequence: -1, start: -1)
      })
  }

  /// Lets go of the history of the paths that died (see ``History/compact(keeping:)``): the
  /// paths of `sets` are those alive, and their histories move.
  mutating func compactHistory(_ sets: inout [LivePaths]) {
    let moved = history.compact(keeping: sets.lazy.flatMap(\.histories))
    for index in sets.indices { sets[index].moveHistories(moved) }
  }

  /// The paths that consume `symbol`, before closure.
  mutating func step(_ set: LivePaths, _ symbol: Int32) -> LivePaths {
    var result = LivePaths()
    work(set, consuming: symbol, closing: false)
    applyWorked(to: set, next: -1, last: -1, into: &result)
    return result
  }

  /// Follows every ε-edge; `next` is the event the following step will consume (where a
  /// sequence that begins now begins) and `last` the event just consumed (where one ends).
  /// The result holds only the states that consume a notification or stand at a boundary.
  mutating func close(_ set: LivePaths, next: Int32, last: Int32) -> LivePaths {
    var result = LivePaths()
    work(set, consuming: nil, closing: true)
    applyWorked(to: set, next: next, last: last, into: &result)
    return result
  }

  /// Consumes `symbol` and closes (``step(_:_:)`` then ``close(_:next:last:)``), writing the
  /// paths into `result` (emptied first, storage kept); false when no path consumes `symbol`.
  ///
  /// A step from a shape of paths met before is read from the memo, not worked out again.
  mutating func advance(
    _ set: LivePaths, _ symbol: Int32, next: Int32, last: Int32, into result: inout LivePaths
  ) -> Bool {
    guard symbol < memo.alphabet else {
      result.clear()
      return false
    }
    let shape = set.shape >= 0 ? set.shape : memo.shape(set.states, set.paths.lazy.map(\.cost))
    guard shape >= 0 else {
      work(set, consuming: symbol, closing: true)
      applyWorked(to: set, next: next, last: last, into: &result)
      return worked.consumed
    }
    var index = memo.transition(shape: shape, symbol: symbol)
    if index < 0 {
      work(set, consuming: symbol, closing: true)
      worked.shape = worked.states.isEmpty ? -1 : memo.shape(worked.states, worked.costs)
      index = memo.keep(worked, shape: shape, symbol: symbol)
    }
    let outcome = memo.outcomes[Int(index)]
    let steps = memo.steps.range(Int(index))
    result.resize(to: steps.count)
    result.shape = outcome.shape
    guard !steps.isEmpty else { return outcome.consumed }
    memo.steps.elements.withUnsafeBufferPointer { elements in
      let steps = UnsafeBufferPointer(rebasing: elements[steps])
      Self.apply(
        count: steps.count, { steps[$0].state }, { steps[$0].source }, { steps[$0].arrival },
        to: set, automaton.closures, &history, next: next, last: last, into: &result)
    }
    return outcome.consumed
  }

  /// Works out into `worked` which paths of `set` survive consuming `symbol` (when given) and
  /// then ε-closure (when asked): per resulting state, the path it extends and the arrival it
  /// takes. Among paths to one state the cheapest wins, and the first among equals.
  private mutating func work(_ set: LivePaths, consuming symbol: Int32?, closing: Bool) {
    stepped.clear()
    set.withBuffers { states, paths in
      if let symbol {
        let edges = automaton.flatEdges
        for index in states.indices {
          for position in edges.range(Int(states[index])) {
            let edge = edges.elements[position]
            guard edge.symbol == symbol else { continue }
            Self.offer(
              edge.target, Int32(index), arrival: -1, cost: paths[index].cost, to: &stepped,
              slot: &slot)
          }
        }
      } else {
        for index in states.indices {
          Self.offer(
            states[index], Int32(index), arrival: -1, cost: paths[index].cost, to: &stepped,
            slot: &slot)
        }
      }
    }
    reset(stepped.states)
    stepped.consumed = !stepped.states.isEmpty
    guard closing else {
      swap(&worked, &stepped)
      return
    }
    worked.clear()
    worked.consumed = stepped.consumed
    let table = automaton.closures
    for index in stepped.states.indices {
      for position in table.arrivals.range(Int(stepped.states[index])) {
        let arrival = table.arrivals.elements[position]
        Self.offer(
          arrival.target, stepped.sources[index], arrival: Int32(position),
          cost: stepped.costs[index] + arrival.cost, to: &worked, slot: &slot)
      }
    }
    reset(worked.states)
  }

  /// Writes into `result` the paths of `set` that the step just worked out keeps.
  private mutating func applyWorked(
    to set: LivePaths, next: Int32, last: Int32, into result: inout LivePaths
  ) {
    result.resize(to: worked.states.count)
    result.shape = worked.shape
    let (states, sources, arrivals) = (worked.states, worked.sources, worked.arrivals)
    Self.apply(
      count: states.count, { states[$0] }, { sources[$0] }, { arrivals[$0] }, to: set,
      automaton.closures, &history, next: next, last: last, into: &result)
  }

  /// Offers a path to `target` that extends path `source` through `arrival` at `cost`: it is
  /// taken unless a path there costs as little already.
  private static func offer(
    _ target: Int32, _ source: Int32, arrival: Int32, cost: Int32,
    to transition: inout TransitionMemo.Transition, slot: inout [Int32]
  ) {
    let existing = Int(slot[Int(target)])
    if existing >= 0 {
      guard cost < transition.costs[existing] else { return }
      transition.sources[existing] = source
      transition.arrivals[existing] = arrival
      transition.costs[existing] = cost
      return
    }
    slot[Int(target)] = Int32(transition.states.count)
    transition.states.append(target)
    transition.sources.append(source)
    transition.arrivals.append(arrival)
    transition.costs.append(cost)
  }

  /// Writes into `result` (already holding `count` paths) the paths of `set` that a step keeps:
  /// path `index` of the result stands at `state(index)` and extends path `source(index)` of
  /// `set` by arrival `arrival(index)` (or none when -1), its cost added and its actions
  /// recorded in `history`.
  @inline(__always)
  private static func apply(
    count: Int, _ state: (Int) -> Int32, _ source: (Int) -> Int32, _ arrival: (Int) -> Int32,
    to set: LivePaths, _ closures: ClosureTable, _ history: inout History, next: Int32,
    last: Int32, into result: inout LivePaths
  ) {
    guard count > 0 else { return }
    // In place through buffers: appending path by path checked each array's uniqueness and
    // capacity, which cost more than the step itself on the few paths a trace keeps alive.
    result.withMutableBuffers { states, paths in
      for index in 0..<count { states[index] = state(index) }
      set.withBuffers { _, from in
        for index in 0..<count {
          paths[index] = from[Int(source(index))]
          let position = arrival(index)
          guard position >= 0 else { continue }
          let arrival = closures.arrivals.elements[Int(position)]
          paths[index].cost += arrival.cost
          for action in arrival.actions {
            perform(
              closures.actions[Int(action)], on: &paths[index], &history, next: next, last: last)
          }
        }
      }
    }
  }

  /// Performs an ε-edge's action on a path that takes it, recording it in `history`.
  private static func perform(
    _ action: Automaton.Action, on path: inout LivePaths.Path, _ history: inout History,
    next: Int32, last: Int32
  ) {
    switch action {
    case .none:
      break
    case .quirk(let quirk):
      path.history = history.appending(
        .quirk(quirk: quirk, event: next, sequence: path.sequence), to: path.history)
    case .begin(let sequence):
      path.sequence = sequence
      path.start = next
    case .beginInside(let sequence):
      path.sequence = sequence
      path.start = next
      path.history = history.appending(
        .startedInside(sequence: sequence, event: next), to: path.history)
    case .end(let sequence):
      path.history = history.appending(
        .episode(sequence: sequence, start: path.start, end: last), to: path.history)
      path.sequence = -1
    }
  }

  /// The symbols some cheapest path can consume next, in alphabet order.
  func expectedSymbols(_ set: LivePaths) -> [Int32] {
    guard let best = set.cheapest else { return [] }
    let cost = set.paths[best].cost
    var symbols: Set<Int32> = []
    for (index, state) in set.states.enumerated() where set.paths[index].cost == cost {
      for edge in automaton.flatEdges.row(Int(state)) { symbols.insert(edge.symbol) }
    }
    return symbols.sorted()
  }

  /// The cheapest path that stands at a boundary (no sequence open), if any.
  func cheapestAtBoundary(_ set: LivePaths) -> Int? {
    set.states.indices.filter { automaton.keyboardStateOf[Int(set.states[$0])] >= 0 }
      .min { set.paths[$0].cost < set.paths[$1].cost }
  }

  private mutating func reset(_ states: [Int32]) {
    for state in states { slot[Int(state)] = -1 }
  }
}
