/// A nondeterministic automaton compiled from a spec's sequences for one kind of device.
///
/// State 0… are NFA states. Each keyboard state has a boundary NFA state, where no sequence is
/// open; ε-edges from a boundary begin a sequence and ε-edges back to a boundary end one.
/// Running it over a trace is linear in the trace's length: the set of live states is bounded
/// by the automaton's size, whatever the input (no backtracking).
struct Automaton: Sendable {
  /// An edge that consumes one notification.
  struct SymbolEdge: Sendable {
    /// The notification's index in the compiled alphabet.
    var symbol: Int32
    /// The state the edge leads to.
    var target: Int32
  }

  /// What taking an ε-edge means.
  enum Action: Sendable, Equatable {
    /// Nothing.
    case none
    /// A quirk's path begins: costs `quirkCost`, recorded as a finding.
    case quirk(Int32)
    /// A sequence begins.
    case begin(Int32)
    /// A sequence ends at a boundary.
    case end(Int32)
    /// A capture starts inside a sequence, after its first notifications.
    case beginInside(Int32)
  }

  /// An edge that consumes nothing.
  struct EpsilonEdge: Sendable {
    /// The state the edge leads to.
    var target: Int32
    /// What taking it means.
    var action: Action
    /// What taking it costs; paths of least cost win.
    var cost: Int32
  }

  /// Symbol edges per state (compressed rows), for stepping.
  var flatEdges = FlatRows<SymbolEdge>.empty
  /// The boundary NFA state of each keyboard state (indexed like `Spec.states`).
  var boundaries: [Int32] = []
  /// The keyboard state a boundary NFA state stands for, or -1; one entry per state.
  var keyboardStateOf: [Int32] = []
  /// The boundary states a trace may start in, and the state that leads into the middle of
  /// each sequence when a capture may start there.
  var starts: [Int32] = []
  /// Where each state's ε-paths lead.
  var closures = ClosureTable.empty
  /// Shortest insertions, for repairs (filled in after ``closures``).
  var insertions = InsertionTable.empty
  /// The steps runs over this automaton have worked out, kept with it in a spec's cache.
  var memo = TransitionMemo(alphabet: 0)

  /// The number of NFA states.
  var stateCount: Int { keyboardStateOf.count }

  /// About how many table cells the automaton holds: what a cache of automata counts.
  var cells: Int {
    stateCount * 4 + flatEdges.elements.count * 2 + closures.arrivals.elements.count
      + closures.actions.count + insertions.cells
  }
}
