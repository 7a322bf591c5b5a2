/// An automaton as flat arrays of numbers, with the configuration it was compiled for: the
/// form in which the built-in spec's commonest automata are compiled when the package is built
/// (``BuiltInAutomata``), so a run on such a device takes them instead of compiling.
///
/// Arrays of plain numbers are what a generated source file can spell as literals that the
/// compiler lays out in the binary: reading them back makes three arrays and builds nothing.
struct AutomatonTables: Sendable {
  /// The configuration the automaton was compiled for.
  var key: CompiledSpec.AutomatonKey
  /// Per notification edge, its symbol and target, row after row (one row per state).
  var edges: [Int32]
  /// Where each state's edges start in `edges` (in edges, not numbers), and one past the end.
  var edgeRows: [Int32]
  /// ``Automaton/boundaries``.
  var boundaries: [Int32]
  /// ``Automaton/keyboardStateOf``: one entry per state.
  var keyboardStateOf: [Int32]
  /// ``Automaton/starts``.
  var starts: [Int32]
  /// Per ε-arrival, its target, cost, and the start and end of its actions, row after row.
  var arrivals: [Int32]
  /// Where each state's arrivals start in `arrivals` (in arrivals), and one past the end.
  var arrivalRows: [Int32]
  /// Per action, its kind (``Automaton/Action/code``) and its number.
  var actions: [Int32]
  /// The compile budget's steps the closures took (``ClosureTable/steps``).
  var closureSteps: Int

  /// The tables of `automaton`, compiled for `key`.
  init(_ automaton: Automaton, key: CompiledSpec.AutomatonKey) {
    self.key = key
    edges = automaton.flatEdges.elements.flatMap { [$0.symbol, $0.target] }
    edgeRows = automaton.flatEdges.rowStarts
    boundaries = automaton.boundaries
    keyboardStateOf = automaton.keyboardStateOf
    starts = automaton.starts
    arrivals = automaton.closures.arrivals.elements.flatMap {
      [$0.target, $0.cost, $0.actions.lowerBound, $0.actions.upperBound]
    }
    arrivalRows = automaton.closures.arrivals.rowStarts
    actions = automaton.closures.actions.flatMap { [$0.code.kind, $0.code.number] }
    closureSteps = automaton.closures.steps
  }

  /// Tables as a generated file spells them.
  init(
    key: CompiledSpec.AutomatonKey, edges: [Int32], edgeRows: [Int32], boundaries: [Int32],
    keyboardStateOf: [Int32], starts: [Int32], arrivals: [Int32], arrivalRows: [Int32],
    actions: [Int32], closureSteps: Int
  ) {
    self.key = key
    self.edges = edges
    self.edgeRows = edgeRows
    self.boundaries = boundaries
    self.keyboardStateOf = keyboardStateOf
    self.starts = starts
    self.arrivals = arrivals
    self.arrivalRows = arrivalRows
    self.actions = actions
    self.closureSteps = closureSteps
  }

  /// The automaton the tables hold, over `symbolCount` notifications; its insertion search
  /// spends what the budget (whose errors point at `position`) has left after the closures,
  /// as it does for an automaton compiled at run time.
  func automaton(symbolCount: Int, budgetAt position: SourcePosition?) -> Automaton {
    var automaton = Automaton()
    automaton.flatEdges = FlatRows(
      elements: stride(from: 0, to: edges.count, by: 2).map {
        Automaton.SymbolEdge(symbol: edges[$0], target: edges[$0 + 1])
      }, rowStarts: edgeRows)
    automaton.boundaries = boundaries
    automaton.keyboardStateOf = keyboardStateOf
    automaton.starts = starts
    automaton.closures = ClosureTable(
      arrivals: FlatRows(
        elements: stride(from: 0, to: arrivals.count, by: 4).map {
          ClosureTable.Arrival(
            target: arrivals[$0], cost: arrivals[$0 + 1],
            actions: arrivals[$0 + 2]..<arrivals[$0 + 3])
        }, rowStarts: arrivalRows),
      actions: stride(from: 0, to: actions.count, by: 2).map {
        Automaton.Action(kind: actions[$0], number: actions[$0 + 1])
      },
      steps: closureSteps)
    automaton.insertions = InsertionTable(
      automaton, symbolCount: symbolCount,
      budget: CompileBudget(steps: CompileBudget.steps - closureSteps, at: position))
    automaton.memo = TransitionMemo(alphabet: symbolCount)
    return automaton
  }
}

extension Automaton.Action {
  /// The action as two numbers: its kind (0 none, 1 quirk, 2 begin, 3 end, 4 begin inside)
  /// and the quirk's or sequence's index (0 for none).
  var code: (kind: Int32, number: Int32) {
    switch self {
    case .none: (0, 0)
    case .quirk(let quirk): (1, quirk)
    case .begin(let sequence): (2, sequence)
    case .end(let sequence): (3, sequence)
    case .beginInside(let sequence): (4, sequence)
    }
  }

  /// The action whose ``code`` is `kind` and `number`.
  init(kind: Int32, number: Int32) {
    switch kind {
    case 1: self = .quirk(number)
    case 2: self = .begin(number)
    case 3: self = .end(number)
    case 4: self = .beginInside(number)
    default: self = .none
    }
  }
}
