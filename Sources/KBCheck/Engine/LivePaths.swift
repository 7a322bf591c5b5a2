/// The live paths through an ``Automaton`` after some prefix of a trace, one per NFA state.
///
/// Each path keeps the least cost found to its state and a persistent history of the quirks
/// and sequences along it, so the cheapest explanation of the whole trace can be read back.
struct LivePaths: Sendable {
  /// One live path.
  struct Path: Sendable {
    /// Quirks taken along the path (cheap where they apply, dear where they do not).
    var cost: Int32
    /// What happened along the path (an index into the run's ``History``).
    var history: Int32
    /// The sequence open at this point, or -1 at a boundary.
    var sequence: Int32
    /// The event where the open sequence began.
    var start: Int32
  }

  /// The states' storage: the first ``count`` are the set's, the rest kept for reuse.
  private var stateStorage: [Int32] = []
  /// The paths' storage, like ``stateStorage``.
  private var pathStorage: [Path] = []
  /// How many paths are alive.
  private(set) var count = 0
  /// The set's shape in the stepper's ``TransitionMemo``, or -1 when not known.
  var shape: Int32 = -1

  /// No path.
  init() {}

  /// The paths `paths`, standing at `states` (as many).
  init(states: [Int32], paths: [Path]) {
    precondition(states.count == paths.count, "a path per state")
    stateStorage = states
    pathStorage = paths
    count = states.count
  }

  /// The NFA states, in insertion order.
  var states: ArraySlice<Int32> { stateStorage[..<count] }
  /// The path that reaches each state in `states`.
  var paths: ArraySlice<Path> { pathStorage[..<count] }

  /// Whether no path is alive.
  var isEmpty: Bool { count == 0 }

  /// The index of the cheapest path (the first among equals).
  var cheapest: Int? {
    paths.indices.min { paths[$0].cost < paths[$1].cost }
  }

  /// Makes the set hold `count` paths (the added ones to be overwritten), keeping its storage,
  /// and forgets its shape.
  ///
  /// A count, not the arrays' own: consecutive sets differ by a path or two, and growing and
  /// shrinking the arrays to fit cost a fifth of a memoized step (a uniqueness and a capacity
  /// check per path; callgrind, Swift 6.3.1). The storage only grows, to the most paths alive.
  mutating func resize(to count: Int) {
    shape = -1
    if stateStorage.count < count {
      let added = count - stateStorage.count
      stateStorage.append(contentsOf: repeatElement(-1, count: added))
      pathStorage.append(
        contentsOf: repeatElement(Path(cost: 0, history: -1, sequence: -1, start: -1), count: added)
      )
    }
    self.count = count
  }

  /// Empties the set, keeping its storage.
  mutating func clear() {
    count = 0
    shape = -1
  }

  /// The live paths' histories, as ``History/compact(keeping:)`` takes them.
  var histories: some Sequence<Int32> { paths.lazy.map(\.history) }

  /// Moves the live paths' histories to where ``History/compact(keeping:)`` put them.
  mutating func moveHistories(_ moved: [Int32]) {
    for index in 0..<count where pathStorage[index].history >= 0 {
      pathStorage[index].history = moved[Int(pathStorage[index].history)]
    }
  }

  /// Reads the live states and paths in place, with no array copied or retained per element.
  func withBuffers<Result>(
    _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Path>) -> Result
  ) -> Result {
    stateStorage.withUnsafeBufferPointer { states in
      pathStorage.withUnsafeBufferPointer { paths in
        body(
          UnsafeBufferPointer(rebasing: states[..<count]),
          UnsafeBufferPointer(rebasing: paths[..<count]))
      }
    }
  }

  /// Writes the live states and paths in place (after ``resize(to:)``).
  mutating func withMutableBuffers<Result>(
    _ body: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Path>) -> Result
  ) -> Result {
    let count = count
    return stateStorage.withUnsafeMutableBufferPointer { states in
      pathStorage.withUnsafeMutableBufferPointer { paths in
        body(
          UnsafeMutableBufferPointer(rebasing: states[..<count]),
          UnsafeMutableBufferPointer(rebasing: paths[..<count]))
      }
    }
  }
}

/// What happened along the paths of one run: newest-first lists that share their tails, held
/// in one array, so a path's history is an index and extending it allocates nothing and
/// counts no references.
struct History: Sendable {
  /// What happened.
  enum Entry: Sendable {
    /// A quirk's path began at the event.
    case quirk(quirk: Int32, event: Int32, sequence: Int32)
    /// A sequence matched events `start...end`.
    case episode(sequence: Int32, start: Int32, end: Int32)
    /// The trace started inside a sequence, before the event.
    case startedInside(sequence: Int32, event: Int32)
    /// The run started again before the event, at an excerpt break, leaving the keyboard in
    /// `state` (or -1) or inside `sequence` (or -1).
    case restart(event: Int32, state: Int32, sequence: Int32)
  }

  /// The history of a path along which nothing happened yet.
  static let empty: Int32 = -1

  private var entries: [Entry] = []
  private var earlier: [Int32] = []

  /// Whether nothing has happened along any path yet.
  var isEmpty: Bool { entries.isEmpty }

  /// How many entries are kept, those of paths that died included.
  var count: Int { entries.count }

  /// Keeps only the entries on the histories `roots` (those of the paths alive), in order;
  /// returns where each entry went (-1 for one let go), by its old index.
  ///
  /// Paths die at every step and their entries stay: a log of 1.6 million notifications
  /// made about 26 entries a notification, 500 bytes of history each, though the paths
  /// alive hold about one.
  mutating func compact(keeping roots: some Sequence<Int32>) -> [Int32] {
    var kept = [Bool](repeating: false, count: entries.count)
    for root in roots {
      var node = root
      while node >= 0, !kept[Int(node)] {
        kept[Int(node)] = true
        node = earlier[Int(node)]
      }
    }
    // An entry's earlier one always comes before it, so one pass in order moves both.
    var moved = [Int32](repeating: -1, count: entries.count)
    var keptEntries: [Entry] = []
    var keptEarlier: [Int32] = []
    for index in entries.indices where kept[index] {
      moved[index] = Int32(keptEntries.count)
      keptEntries.append(entries[index])
      let previous = earlier[index]
      keptEarlier.append(previous >= 0 ? moved[Int(previous)] : previous)
    }
    entries = keptEntries
    earlier = keptEarlier
    return moved
  }

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
