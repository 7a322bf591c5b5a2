/// The live paths through an ``Automaton`` after some prefix of a trace, one per NFA state.
///
/// Each path keeps the least cost found to its state and a persistent history of the quirks
/// and sequences along it, so the cheapest explanation of the whole trace can be read back.
struct ThreadSet {
  /// One live path.
  struct Thread {
    /// Quirks taken along the path (cheap where they apply, dear where they do not).
    var cost: Int32
    /// What happened along the path, newest first.
    var history: History?
    /// The sequence open at this point, or -1 at a boundary.
    var sequence: Int32
    /// The event where the open sequence began.
    var start: Int32
  }

  /// The NFA states, in insertion order.
  var states: [Int32] = []
  /// The path that reaches each state in `states`.
  var threads: [Thread] = []

  /// Whether no path is alive.
  var isEmpty: Bool { states.isEmpty }

  /// The index of the cheapest thread (the first among equals).
  var cheapest: Int? {
    threads.indices.min { threads[$0].cost < threads[$1].cost }
  }

  /// Makes this set a copy of `other`, reusing this set's storage.
  mutating func assign(from other: ThreadSet) {
    states.removeAll(keepingCapacity: true)
    threads.removeAll(keepingCapacity: true)
    states.append(contentsOf: other.states)
    threads.append(contentsOf: other.threads)
  }

  /// Empties the set, keeping its storage.
  mutating func clear() {
    states.removeAll(keepingCapacity: true)
    threads.removeAll(keepingCapacity: true)
  }
}

/// A persistent, newest-first list of what happened along a path.
final class History: Sendable {
  /// What happened.
  enum Entry: Sendable {
    /// A quirk's path began at the event.
    case quirk(quirk: Int32, event: Int32, sequence: Int32)
    /// A sequence matched events `start...end`.
    case episode(sequence: Int32, start: Int32, end: Int32)
  }

  let entry: Entry
  let next: History?

  init(_ entry: Entry, _ next: History?) {
    self.entry = entry
    self.next = next
  }

  /// The entries, oldest first.
  var chronological: [Entry] {
    var entries: [Entry] = []
    var node: History? = self
    while let current = node {
      entries.append(current.entry)
      node = current.next
    }
    return entries.reversed()
  }
}
