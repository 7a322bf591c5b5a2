/// For each NFA state, where its ε-paths lead: the states that matter (those that consume a
/// notification, and the boundaries), each with the cheapest path's cost and the actions along
/// it. Closing a set of paths is then one table lookup per path, and the sets hold only the
/// states that matter, not Thompson's ε-only plumbing.
struct ClosureTable: Sendable {
  /// One state reached by ε-moves.
  struct Arrival: Sendable {
    /// The state reached.
    var target: Int32
    /// What the cheapest path there costs.
    var cost: Int32
    /// What happens along it, in order: positions in ``ClosureTable/actions``.
    var actions: Range<Int32>
  }

  /// Arrivals per state.
  let arrivals: FlatRows<Arrival>
  /// The actions of every arrival, back to back.
  let actions: [Automaton.Action]
  /// The compile budget's steps building the table took: what is left of the budget is the
  /// insertion search's.
  let steps: Int

  /// The table of an automaton not built yet.
  static let empty = ClosureTable(arrivals: .empty, actions: [], steps: 0)

  /// A table built before, from its parts.
  init(arrivals: FlatRows<Arrival>, actions: [Automaton.Action], steps: Int) {
    self.arrivals = arrivals
    self.actions = actions
    self.steps = steps
  }

  /// The states that ε-moves from `state` reach and that matter.
  func targets(of state: Int) -> [Int32] {
    arrivals.row(state).map(\.target)
  }

  /// Builds the table (a cheapest-path search from every state over its ε-edges, a row per
  /// state) for the states that matter (`matters`, one per state), spending from `budget` for
  /// every edge followed and every step of every path read back.
  ///
  /// Each search keeps one predecessor per state, not a copy of the path: the actions of a
  /// path are read back only for the states that matter, so memory grows with the table, not
  /// with the product of states and path lengths.
  init(
    epsilonEdges epsilonRows: FlatRows<Automaton.EpsilonEdge>, matters: [Bool],
    budget: inout CompileBudget
  ) throws(InputError) {
    let count = matters.count
    // Flat rows and scratch arrays kept across the searches: a search per state allocates
    // nothing, and reading a state's edges retains no array. Written with plain appends and
    // counts, not `removeAll(keepingCapacity:)`, reversed copies or a row array per state:
    // those generic calls were most of the table's cost, which every run pays once for its
    // configuration (295,000 instructions for the built-in spec's, now 180,000).
    let epsilon = epsilonRows.elements
    var table = FlatRows<Arrival>.empty
    var actions: [Automaton.Action] = []
    var best = [Int32](repeating: -1, count: count)
    // The state each reached state was last improved from, and the action of that edge.
    var parent = [Int32](repeating: -1, count: count)
    var via = [Automaton.Action](repeating: .none, count: count)
    // The states a search has reached, in order: the first `reachedCount`. Each is reached
    // once, when its cost is first set.
    var reached = [Int32](repeating: 0, count: count)
    var work: [Int32] = []
    var steps = 0
    for source in 0..<count {
      reached[0] = Int32(source)
      var reachedCount = 1
      best[source] = 0
      parent[source] = -1
      // Costs are small non-negative numbers: relax until nothing improves. Only strict
      // improvements move a predecessor, so the predecessors form a tree of cheapest paths.
      work.append(Int32(source))
      var relaxed = 0
      while let state = work.popLast() {
        let edges = epsilonRows.range(Int(state))
        relaxed += edges.count
        for position in edges {
          let edge = epsilon[position]
          let cost = best[Int(state)] + edge.cost
          let target = Int(edge.target)
          if best[target] >= 0, best[target] <= cost { continue }
          if best[target] < 0 {
            reached[reachedCount] = edge.target
            reachedCount += 1
          }
          best[target] = cost
          parent[target] = state
          via[target] = edge.action
          work.append(edge.target)
        }
      }
      steps += relaxed + reachedCount
      try budget.spend(relaxed + reachedCount, on: "following ε-moves")
      for index in 0..<reachedCount where matters[Int(reached[index])] {
        let state = Int(reached[index])
        // The path's actions, read back from its end: counted first, then written in place.
        var step = state
        var length = 0
        var kept = 0
        while parent[step] >= 0 {
          if via[step] != .none { kept += 1 }
          step = Int(parent[step])
          length += 1
        }
        steps += length + 1
        try budget.spend(length + 1, on: "reading back ε-paths")
        let start = actions.count
        for _ in 0..<kept { actions.append(.none) }
        var slot = actions.count
        step = state
        while parent[step] >= 0 {
          if via[step] != .none {
            slot -= 1
            actions[slot] = via[step]
          }
          step = Int(parent[step])
        }
        table.append(
          Arrival(
            target: Int32(state), cost: best[state], actions: Int32(start)..<Int32(actions.count)))
      }
      table.endRow()
      for index in 0..<reachedCount {
        best[Int(reached[index])] = -1
        parent[Int(reached[index])] = -1
      }
    }
    arrivals = table
    self.actions = actions
    self.steps = steps
  }
}
