/// The automata a compiled spec has built, one per device configuration, bounded in number
/// and in size: a batch whose traces each observe a different set of notifications (or name a
/// different device) keeps its memory, and the oldest automaton makes way for a new one.
struct AutomatonCache: Sendable {
  typealias Key = CompiledSpec.AutomatonKey

  /// How many automata are kept.
  static let maximumCount = 32
  /// How many table cells (states, edges, closure entries) they may hold together: about
  /// 40 MB. An automaton bigger than that alone is used once and not kept.
  static let maximumCells = 2_000_000

  private var automata: [Key: Automaton] = [:]
  /// Keys in the order they were added: the first is the next to go.
  private var order: [Key] = []
  private var cells = 0

  /// An empty cache.
  init() {}

  /// How many automata are kept.
  var count: Int { automata.count }

  /// The automaton built for `key`, if it is kept.
  subscript(key: Key) -> Automaton? { automata[key] }

  /// Keeps the steps a run worked out on the automaton of `key`, when they are more than it
  /// keeps, or when they bring the run's start and it keeps none (runs on several threads
  /// may each bring their own).
  mutating func keep(_ memo: TransitionMemo, for key: Key) {
    guard let kept = automata[key]?.memo,
      kept.count < memo.count || (kept.start == nil && memo.start != nil)
    else {
      return
    }
    automata[key]?.memo = memo
  }

  /// Keeps `automaton` for `key`, dropping the oldest ones until the bounds hold.
  mutating func insert(_ automaton: Automaton, for key: Key) {
    guard automata[key] == nil, automaton.cells <= Self.maximumCells else { return }
    while !order.isEmpty,
      order.count >= Self.maximumCount || cells + automaton.cells > Self.maximumCells
    {
      let oldest = order.removeFirst()
      cells -= automata.removeValue(forKey: oldest)?.cells ?? 0
    }
    automata[key] = automaton
    order.append(key)
    cells += automaton.cells
  }
}
