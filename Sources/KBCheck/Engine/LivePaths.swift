/// The live paths through an ``Automaton`` after some prefix of a trace, one per NFA state.
///
/// Each path keeps the least cost found to its state and a persistent history of the quirks
/// and sequences along it, so the cheapest explanation of the whole trace can be read back.
struct LivePaths {
  /// One live path.
  struct Path {
    /// Quirks taken along the path (cheap where they apply, dear where they do not).
    var cost: Int32
    /// What happened along the path (an index into the run's ``History``).
    var history: Int32
    /// The sequence open at this point, or -1 at a boundary.
    var sequence: Int32
    /// The event where the open sequence began.
    var start: Int32
  }

  /// The NFA states, in insertion order.
  var states: [Int32] = []
  /// The path that reaches each state in `states`.
  var paths: [Path] = []
  /// The set's shape in the stepper's ``TransitionMemo``, or -1 when not known.
  var shape: Int32 = -1

  /// Whether no path is alive.
  var isEmpty: Bool { states.isEmpty }

  /// The index of the cheapest path (the first among equals).
  var cheapest: Int? {
    paths.indices.min { paths[$0].cost < paths[$1].cost }
  }

  /// Makes the set hold `count` paths (the added ones blank, to be overwritten), keeping its
  /// storage, and forgets its shape.
  ///
  /// A path at a time: consecutive sets differ by a path or two, and the ranged
  /// `removeLast(_:)` and `append(contentsOf:)` cost about a hundred instructions a call, a
  /// fifth of a whole memoized step (callgrind, Swift 6.3.1).
  mutating func resize(to count: Int) {
    shape = -1
    while states.count > count {
      states.removeLast()
      paths.removeLast()
    }
    while states.count < count {
      states.append(-1)
      paths.append(Path(cost: 0, history: -1, sequence: -1, start: -1))
    }
  }

  /// Empties the set, keeping its storage.
  mutating func clear() {
    states.removeAll(keepingCapacity: true)
    paths.removeAll(keepingCapacity: true)
    shape = -1
  }
}

/// What happened along the paths of one run: newest-first lists that share their tails, held
/// in one array, so a path's history is an index and extending it allocates nothing and
/// counts no references.
struct History {
  /// What happened.
  enum Entry {
    /// A quirk's path began at the event.
    case quirk(quirk: Int32, event: Int32, sequence: Int32)
    /// A sequence matched events `start...end`.
    case episode(sequence: Int32, start: Int32, end: Int32)
    /// The trace started inside a sequence, before the event.
    case startedInside(sequence: Int32, event: Int32)
  }

  /// The history of a path along which nothing happened yet.
  static let empty: Int32 = -1

  private var entries: [Entry] = []
  private var earlier: [Int32] = []

  /// The history `path` followed by `entry`.
  mutating func appending(_ entry: Entry, to path: Int32) -> Int32 {
    entries.append(entry)
    earlier.append(path)
    return Int32(entries.count - 1)
  }

  /// The entries of a path, oldest first.
  func chronological(_ path: Int32) -> [Entry] {
    var result: [Entry] = []
    var node = path
    while node >= 0 {
      result.append(entries[Int(node)])
      node = earlier[Int(node)]
    }
    return result.reversed()
  }
}
