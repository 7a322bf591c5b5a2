/// For each NFA state and notification, the shortest notifications to insert so that the
/// notification is accepted next: the candidate repairs for a missing notification.
///
/// Built once per automaton by a breadth-first search from every state, so a repair costs a
/// table lookup per live state instead of a search at every error.
struct InsertionTable: Sendable {
  /// The longest insertion considered.
  static let maximumLength = 8

  private let words: [[[Int32]?]]

  /// The table of an automaton not built yet.
  static let empty = InsertionTable(words: [])

  private init(words: [[[Int32]?]]) {
    self.words = words
  }

  /// Builds the table for an automaton over `symbolCount` notifications, from its ε-closures
  /// (which name every state with a notification edge that ε-moves reach).
  init(_ automaton: Automaton, symbolCount: Int) {
    let closures = (0..<automaton.stateCount).map { automaton.closures.targets(of: $0) }
    var accepts = Array(repeating: Set<Int32>(), count: automaton.stateCount)
    for state in 0..<automaton.stateCount {
      for member in closures[state] {
        for edge in automaton.symbolEdges[Int(member)] { accepts[state].insert(edge.symbol) }
      }
    }
    var words: [[[Int32]?]] = []
    words.reserveCapacity(automaton.stateCount)
    for start in 0..<automaton.stateCount {
      var found: [[Int32]?] = Array(repeating: nil, count: symbolCount)
      var seen: Set<Int32> = [Int32(start)]
      var frontier: [(Int32, [Int32])] = [(Int32(start), [])]
      var remaining = symbolCount - accepts[start].count
      while !frontier.isEmpty, remaining > 0, frontier[0].1.count < Self.maximumLength {
        var next: [(Int32, [Int32])] = []
        for (state, word) in frontier {
          for member in closures[Int(state)] {
            for edge in automaton.symbolEdges[Int(member)] where seen.insert(edge.target).inserted {
              let longer = word + [edge.symbol]
              for symbol in accepts[Int(edge.target)]
              where found[Int(symbol)] == nil
                && !accepts[start].contains(symbol)
              {
                found[Int(symbol)] = longer
                remaining -= 1
              }
              next.append((edge.target, longer))
            }
          }
        }
        frontier = next
      }
      words.append(found)
    }
    self.words = words
  }

  /// The shortest insertion after which `symbol` is accepted from `state`, if one exists.
  func word(from state: Int32, accepting symbol: Int32) -> [Int32]? {
    words[Int(state)][Int(symbol)]
  }
}
