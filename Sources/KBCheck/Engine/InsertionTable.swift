/// For each NFA state and notification, the shortest notifications to insert so that the
/// notification is accepted next: the candidate repairs for a missing notification.
///
/// Built once per automaton by a breadth-first search from every state, so a repair costs a
/// table lookup per live state instead of a search at every error. Only the pairs that have an
/// insertion are stored, so a spec of thousands of notifications does not cost states ×
/// notifications of memory.
struct InsertionTable: Sendable {
  /// The longest insertion considered.
  static let maximumLength = 8

  /// One stored insertion: the notification it lets through, and where its word is.
  private struct Entry: Sendable {
    var symbol: Int32
    var word: Range<Int32>
  }

  /// Per state, its entries in the order of their notifications.
  private let entries: FlatRows<Entry>
  /// Every word, back to back.
  private let symbols: [Int32]

  /// The table of an automaton not built yet.
  static let empty = InsertionTable(entries: .empty, symbols: [])

  private init(entries: FlatRows<Entry>, symbols: [Int32]) {
    self.entries = entries
    self.symbols = symbols
  }

  /// Builds the table for an automaton over `symbolCount` notifications, from its ε-closures
  /// (which name every state with a notification edge that ε-moves reach), spending from
  /// `budget` for every edge and notification the search looks at. The automaton's flat edges
  /// and closures must be filled in.
  init(_ automaton: Automaton, symbolCount: Int, budget: inout CompileBudget) throws(InputError) {
    let count = automaton.stateCount
    // The flat rows are read by index into arrays held once: a row as a slice or an array
    // would be retained and released at every step of the search.
    let arrivalRows = automaton.closures.arrivals
    let arrivals = arrivalRows.elements
    let edgeRows = automaton.flatEdges
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
    entries = table
    self.symbols = symbols
  }

  /// How many cells the table holds.
  var cells: Int { entries.elements.count + symbols.count }

  /// The shortest insertion after which `symbol` is accepted from `state`, if one exists.
  func word(from state: Int32, accepting symbol: Int32) -> [Int32]? {
    let row = entries.row(Int(state))
    var low = row.startIndex
    var high = row.endIndex
    while low < high {
      let middle = (low + high) / 2
      if row[middle].symbol < symbol { low = middle + 1 } else { high = middle }
    }
    guard low < row.endIndex, row[low].symbol == symbol else { return nil }
    return Array(symbols[Int(row[low].word.lowerBound)..<Int(row[low].word.upperBound)])
  }
}
