/// For each NFA state and notification, the shortest notifications to insert so that the
/// notification is accepted next: the candidate repairs for a missing notification.
///
/// A state's insertions are found by a breadth-first search from it, the first time a repair
/// asks for them, and kept for every later repair on the same automaton (copies of an
/// automaton share them). A trace in order never asks, so a clean run, and above all the start
/// of a one-file run, pays nothing for them: searching from every state of the built-in
/// spec's automaton cost about a tenth of linting one small trace. Only the pairs that have an
/// insertion are stored, so a spec of thousands of notifications does not cost states ×
/// notifications of memory.
///
/// Every search spends from one budget per automaton: what remained of the compile budget
/// once its ε-closures were built. A subset of the searches costs at most what all of them
/// cost, so an automaton whose table the budget covers never runs out; ``searchAll()`` does
/// every search, as the compile of a spec's widest configuration does to show that it is
/// bounded.
struct InsertionTable: Sendable {
  /// The longest insertion considered.
  static let maximumLength = 8

  /// The insertions found from one state: per notification it lets through, its word.
  private typealias Row = [(symbol: Int32, word: [Int32])]

  /// What the searches share: the rows found, what each state accepts next, the budget left.
  private struct Found: Sendable {
    var rows: [Int32: Row] = [:]
    /// What each state accepts next, without repeats: listed before the first search.
    var accepts: FlatRows<Int32>?
    var budget: CompileBudget
  }

  /// The automaton's ε-arrivals and notification edges, which the searches walk.
  private let arrivalRows: FlatRows<ClosureTable.Arrival>
  private let edgeRows: FlatRows<Automaton.SymbolEdge>
  private let symbolCount: Int
  private let found: Locked<Found>

  /// The table of an automaton not built yet.
  static let empty = InsertionTable(
    arrivalRows: .empty, edgeRows: .empty, symbolCount: 0, budget: CompileBudget(at: nil))

  private init(
    arrivalRows: FlatRows<ClosureTable.Arrival>, edgeRows: FlatRows<Automaton.SymbolEdge>,
    symbolCount: Int, budget: CompileBudget
  ) {
    self.arrivalRows = arrivalRows
    self.edgeRows = edgeRows
    self.symbolCount = symbolCount
    found = Locked(Found(budget: budget))
  }

  /// The table for an automaton over `symbolCount` notifications, whose searches spend from
  /// `budget`. The automaton's flat edges and closures must be filled in; nothing is searched
  /// yet.
  init(_ automaton: Automaton, symbolCount: Int, budget: CompileBudget) {
    self.init(
      arrivalRows: automaton.closures.arrivals, edgeRows: automaton.flatEdges,
      symbolCount: symbolCount, budget: budget)
  }

  /// How many cells the rows found so far hold.
  var cells: Int {
    found.withLock { found in
      (found.accepts?.elements.count ?? 0)
        + found.rows.values.reduce(0) { $0 + $1.reduce($1.count) { $0 + $1.word.count } }
    }
  }

  /// The shortest insertion after which `symbol` is accepted from `state`, if one exists;
  /// an error when finding it would take the automaton past its compile budget.
  func word(from state: Int32, accepting symbol: Int32) throws(InputError) -> [Int32]? {
    let row = try self.row(state)
    var low = row.startIndex
    var high = row.endIndex
    while low < high {
      let middle = (low + high) / 2
      if row[middle].symbol < symbol { low = middle + 1 } else { high = middle }
    }
    guard low < row.endIndex, row[low].symbol == symbol else { return nil }
    return row[low].word
  }

  /// Searches from every state: an error when that takes more than the budget.
  func searchAll() throws(InputError) {
    for state in 0..<edgeRows.count { _ = try row(Int32(state)) }
  }

  /// The insertions from `state`, searched for now unless they were before.
  private func row(_ state: Int32) throws(InputError) -> Row {
    let result: Result<Row, InputError> = found.withLock { found in
      if let row = found.rows[state] { return .success(row) }
      do throws(InputError) {
        if found.accepts == nil { found.accepts = try listAccepts(budget: &found.budget) }
        let row = try search(from: Int(state), accepts: found.accepts!, budget: &found.budget)
        found.rows[state] = row
        return .success(row)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// What each state accepts next, without repeats.
  private func listAccepts(budget: inout CompileBudget) throws(InputError) -> FlatRows<Int32> {
    // The flat rows are read by index into arrays held once: a row as a slice or an array
    // would be retained and released at every step of the search.
    let arrivals = arrivalRows.elements
    let edges = edgeRows.elements
    var stamp = [Int](repeating: -1, count: symbolCount)
    var accepts = FlatRows<Int32>.empty
    var row: [Int32] = []
    for state in 0..<edgeRows.count {
      row.removeAll(keepingCapacity: true)
      for arrival in arrivalRows.range(state) {
        let targetEdges = edgeRows.range(Int(arrivals[arrival].target))
        try budget.spend(targetEdges.count + 1, on: "listing what each state accepts")
        for edge in targetEdges where stamp[Int(edges[edge].symbol)] != state {
          stamp[Int(edges[edge].symbol)] = state
          row.append(edges[edge].symbol)
        }
      }
      accepts.append(row: row)
    }
    return accepts
  }

  /// The breadth-first search from `start`: for each notification not accepted there, the
  /// first word found after which it is, of at most ``maximumLength`` notifications.
  private func search(from start: Int, accepts: FlatRows<Int32>, budget: inout CompileBudget)
    throws(InputError) -> Row
  {
    let arrivals = arrivalRows.elements
    let edges = edgeRows.elements
    let accepted = accepts.elements
    // stamp[symbol]: accepted from the start or already given a word.
    var stamp = [Bool](repeating: false, count: symbolCount)
    var seen = [Bool](repeating: false, count: edgeRows.count)
    // The search's tree: each node a state, the node it was reached from and the notification
    // that led there. A word is spelt out only when it is kept, not copied at every step.
    var nodes: [(state: Int32, parent: Int32, symbol: Int32)] = [(Int32(start), -1, -1)]
    var found: Row = []
    for index in accepts.range(start) { stamp[Int(accepted[index])] = true }
    seen[start] = true
    var level = 0..<1
    var depth = 0
    var remaining = symbolCount - accepts.range(start).count
    while !level.isEmpty, remaining > 0, depth < Self.maximumLength {
      for node in level {
        for arrival in arrivalRows.range(Int(nodes[node].state)) {
          let targetEdges = edgeRows.range(Int(arrivals[arrival].target))
          try budget.spend(targetEdges.count + 1, on: "searching for insertions")
          for position in targetEdges where !seen[Int(edges[position].target)] {
            let edge = edges[position]
            seen[Int(edge.target)] = true
            nodes.append((edge.target, Int32(node), edge.symbol))
            let acceptedThere = accepts.range(Int(edge.target))
            try budget.spend(acceptedThere.count + depth + 1, on: "searching for insertions")
            for index in acceptedThere where !stamp[Int(accepted[index])] {
              stamp[Int(accepted[index])] = true
              var word: [Int32] = []
              var walk = nodes.count - 1
              while nodes[walk].parent >= 0 {
                word.append(nodes[walk].symbol)
                walk = Int(nodes[walk].parent)
              }
              found.append((accepted[index], word.reversed()))
              remaining -= 1
            }
          }
        }
      }
      level = level.upperBound..<nodes.count
      depth += 1
    }
    return found.sorted { $0.symbol < $1.symbol }
  }
}
