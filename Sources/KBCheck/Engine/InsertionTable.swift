/// For each NFA state and notification, the shortest notifications to insert so that the
/// notification is accepted next: the candidate repairs for a missing notification.
///
/// The table is built by a breadth-first search from every state the first time a repair
/// asks for an insertion, and kept for every later repair on the same automaton (copies of an
/// automaton share it). A trace in order never asks, so a clean run, and above all the start of
/// a one-file run, pays nothing for it: the search cost about a tenth of linting one small
/// trace with the built-in spec. A repair then costs a table lookup per live state instead of a
/// search at every error. Only the pairs that have an insertion are stored, so a spec of
/// thousands of notifications does not cost states × notifications of memory.
///
/// The search spends what the automaton's compile budget left after its ε-closures, all of it
/// at once: whether an automaton's table fits the budget does not depend on which traces asked
/// first, and a table that does not fit is an error for every trace that needs a repair.
struct InsertionTable: Sendable {
  /// The longest insertion considered.
  static let maximumLength = 8

  /// One stored insertion: the notification it lets through, and where its word is.
  private struct Entry: Sendable {
    var symbol: Int32
    var word: Range<Int32>
  }

  /// The table once searched: per state, its entries in the order of their notifications, and
  /// every word, back to back.
  private struct Table: Sendable {
    var entries: FlatRows<Entry>
    var symbols: [Int32]
  }

  /// Where the search stands: not run yet (with the budget it may spend), done, or over budget.
  private enum State: Sendable {
    case unsearched(CompileBudget)
    case searched(Table)
    case failed(InputError)
  }

  /// The automaton's ε-arrivals and notification edges, which the search walks.
  private let arrivalRows: FlatRows<ClosureTable.Arrival>
  private let edgeRows: FlatRows<Automaton.SymbolEdge>
  private let symbolCount: Int
  private let state: Locked<State>

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
    state = Locked(.unsearched(budget))
  }

  /// The table for an automaton over `symbolCount` notifications, to be searched within
  /// `budget` when first asked. The automaton's flat edges and closures must be filled in.
  init(_ automaton: Automaton, symbolCount: Int, budget: CompileBudget) {
    self.init(
      arrivalRows: automaton.closures.arrivals, edgeRows: automaton.flatEdges,
      symbolCount: symbolCount, budget: budget)
  }

  /// How many cells the table holds (none before it is searched).
  var cells: Int {
    state.withLock { state in
      guard case .searched(let table) = state else { return 0 }
      return table.entries.elements.count + table.symbols.count
    }
  }

  /// The shortest insertion after which `symbol` is accepted from `state`, if one exists; an
  /// error when searching for the table takes more than the budget.
  func word(from state: Int32, accepting symbol: Int32) throws(InputError) -> [Int32]? {
    let table = try searched()
    let row = table.entries.row(Int(state))
    var low = row.startIndex
    var high = row.endIndex
    while low < high {
      let middle = (low + high) / 2
      if row[middle].symbol < symbol { low = middle + 1 } else { high = middle }
    }
    guard low < row.endIndex, row[low].symbol == symbol else { return nil }
    return Array(table.symbols[Int(row[low].word.lowerBound)..<Int(row[low].word.upperBound)])
  }

  /// Searches now unless that was done: an error when the search takes more than the budget.
  func searchAll() throws(InputError) {
    _ = try searched()
  }

  /// The table, searched for now unless it was before.
  private func searched() throws(InputError) -> Table {
    let result: Result<Table, InputError> = state.withLock { state in
      switch state {
      case .searched(let table): return .success(table)
      case .failed(let error): return .failure(error)
      case .unsearched(var budget):
        do throws(InputError) {
          let table = try search(budget: &budget)
          state = .searched(table)
          return .success(table)
        } catch {
          state = .failed(error)
          return .failure(error)
        }
      }
    }
    return try result.get()
  }

  /// The breadth-first search from every state, spending from `budget` for every edge and
  /// notification it looks at.
  private func search(budget: inout CompileBudget) throws(InputError) -> Table {
    let count = edgeRows.count
    // The flat rows are read by index into arrays held once: a row as a slice or an array
    // would be retained and released at every step of the search.
    let arrivals = arrivalRows.elements
    let edges = edgeRows.elements
    // What each state accepts next, without repeats.
    var stamp = [Int](repeating: -1, count: symbolCount)
    var accepts = FlatRows<Int32>.empty
    var row: [Int32] = []
    for state in 0..<count {
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
    let accepted = accepts.elements
    var table = FlatRows<Entry>.empty
    var symbols: [Int32] = []
    var seen = [Int](repeating: -1, count: count)
    // The search's tree: each node a state, the node it was reached from and the notification
    // that led there. A word is spelt out only when it is kept, not copied at every step.
    var nodes: [(state: Int32, parent: Int32, symbol: Int32)] = []
    // stamp[symbol] == start: accepted from the start or already given a word.
    for i in stamp.indices { stamp[i] = -1 }
    for start in 0..<count {
      var found: [Entry] = []
      for index in accepts.range(start) { stamp[Int(accepted[index])] = start }
      seen[start] = start
      nodes.removeAll(keepingCapacity: true)
      nodes.append((Int32(start), -1, -1))
      var level = 0..<1
      var depth = 0
      var remaining = symbolCount - accepts.range(start).count
      while !level.isEmpty, remaining > 0, depth < Self.maximumLength {
        for node in level {
          for arrival in arrivalRows.range(Int(nodes[node].state)) {
            let targetEdges = edgeRows.range(Int(arrivals[arrival].target))
            try budget.spend(targetEdges.count + 1, on: "searching for insertions")
            for position in targetEdges where seen[Int(edges[position].target)] != start {
              let edge = edges[position]
              seen[Int(edge.target)] = start
              nodes.append((edge.target, Int32(node), edge.symbol))
              let acceptedThere = accepts.range(Int(edge.target))
              try budget.spend(acceptedThere.count + depth + 1, on: "searching for insertions")
              for index in acceptedThere where stamp[Int(accepted[index])] != start {
                let symbol = accepted[index]
                stamp[Int(symbol)] = start
                let first = symbols.count
                var walk = Int32(nodes.count - 1)
                while nodes[Int(walk)].parent >= 0 {
                  symbols.append(nodes[Int(walk)].symbol)
                  walk = nodes[Int(walk)].parent
                }
                symbols[first...].reverse()
                found.append(Entry(symbol: symbol, word: Int32(first)..<Int32(symbols.count)))
                remaining -= 1
              }
            }
          }
        }
        level = level.upperBound..<nodes.count
        depth += 1
      }
      table.append(row: found.sorted { $0.symbol < $1.symbol })
    }
    return Table(entries: table, symbols: symbols)
  }
}
