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

  /// The table of an automaton not built yet.
  static let empty = ClosureTable(arrivals: .empty, actions: [])

  private init(arrivals: FlatRows<Arrival>, actions: [Automaton.Action]) {
    self.arrivals = arrivals
    self.actions = actions
  }

  /// The states that ε-moves from `state` reach and that matter.
  func targets(of state: Int) -> [Int32] {
    arrivals.row(state).map(\.target)
  }

  /// Builds the table (a cheapest-path search from every state over ε-edges).
  init(_ automaton: Automaton) {
    let count = automaton.stateCount
    let matters = (0..<count).map {
      !automaton.symbolEdges[$0].isEmpty || automaton.keyboardStateOf[$0] >= 0
    }
    var table: [[Arrival]] = []
    var actions: [Automaton.Action] = []
    table.reserveCapacity(count)
    var best = [Int32](repeating: -1, count: count)
    var path = [[Automaton.Action]](repeating: [], count: count)
    for source in 0..<count {
      var reached: [Int32] = [Int32(source)]
      best[source] = 0
      path[source] = []
      // Costs are small non-negative numbers: relax until nothing improves.
      var work: [Int32] = [Int32(source)]
      while let state = work.popLast() {
        for edge in automaton.epsilonEdges[Int(state)] {
          let cost = best[Int(state)] + edge.cost
          let target = Int(edge.target)
          if best[target] >= 0, best[target] <= cost { continue }
          if best[target] < 0 { reached.append(edge.target) }
          best[target] = cost
          path[target] = edge.action == .none ? path[Int(state)] : path[Int(state)] + [edge.action]
          work.append(edge.target)
        }
      }
      table.append(
        reached.filter { matters[Int($0)] }.map {
          let start = Int32(actions.count)
          actions += path[Int($0)]
          return Arrival(
            target: $0, cost: best[Int($0)], actions: start..<Int32(actions.count))
        })
      for state in reached {
        best[Int(state)] = -1
        path[Int(state)] = []
      }
    }
    arrivals = FlatRows(table)
    self.actions = actions
  }
}
