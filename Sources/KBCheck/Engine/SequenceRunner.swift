/// Runs a trace's notifications through an ``Automaton`` in one pass, repairing at each error.
///
/// When no path accepts a notification, the runner tries the smallest edits there and at the
/// few notifications before it (``window``) — delete one, swap two neighbours, or insert the
/// shortest notifications that make the next one acceptable — scores each by how far the
/// trace then runs without another error and at what cost, and continues from the best. So
/// one missing, extra or swapped notification yields one finding, not a cascade, even where a
/// quirk let a wrong path survive a little longer. The work per error is bounded by
/// constants, so the run stays linear in the trace's length.
struct SequenceRunner {
  /// How many notifications past an error a repair is judged on.
  static let lookahead = 8
  /// How many notifications before an error a repair may be placed.
  static let window = 4
  /// How many history entries a run makes before it lets go of those of dead paths (and
  /// then, twice as many as it kept): a trace of a few hundred notifications never does.
  var historyKept = 1 << 16

  /// A keyboard notification of the trace: its event index and its symbol.
  struct Symbol {
    var event: Int32
    var symbol: Int32
  }

  var stepper: AutomatonStepper
  let symbols: [Symbol]
  let eventCount: Int32
  /// The first events of the trace's excerpts after the first (see ``ExcerptBreak``), in
  /// order: where the run may start again, at ``restartCost``, as a capture starts.
  var breaks: [Int32] = []
  /// What starting again at an excerpt break costs: more than a quirk that applies or a
  /// capture that starts inside a sequence, so a paste whose excerpts continue each other is
  /// read as one capture, and far less than an error.
  static let restartCost: Int32 = 3
  /// What the excerpt before each break accepted next, by the first event after it.
  private var expectedAtBreak: [Int32: [String]] = [:]
  /// The notifications' names, by symbol.
  let names: [String]
  /// The keyboard states' names, by index.
  let states: [String]

  /// Prepares a run of `symbols` through an automaton of `spec`.
  init(automaton: Automaton, symbols: [Symbol], eventCount: Int, spec: CompiledSpec) {
    stepper = AutomatonStepper(automaton)
    self.symbols = symbols
    self.eventCount = Int32(eventCount)
    names = spec.notificationNames
    states = spec.spec.states
  }

  func eventAfter(_ index: Int) -> Int32 {
    index + 1 < symbols.count ? symbols[index + 1].event : eventCount
  }

  func eventAt(_ index: Int) -> Int32 {
    index < symbols.count ? symbols[index].event : eventCount
  }

  /// The paths before a notification, kept for a few notifications so a repair can go back.
  struct Checkpoint {
    var index: Int
    var set: LivePaths
    var previous: Int32
  }

  /// The last ``window`` checkpoints, overwritten in place.
  struct CheckpointRing {
    private var slots: [Checkpoint] = []
    private var next = 0

    /// Records the paths before a notification by moving `set` into the ring; `set` gets the
    /// storage of the checkpoint it replaces, to be overwritten without allocating.
    mutating func push(index: Int, set: inout LivePaths, previous: Int32) {
      if slots.count < SequenceRunner.window {
        slots.append(Checkpoint(index: index, set: LivePaths(), previous: previous))
      }
      // Written through one buffer: each subscripted write checked the ring's uniqueness.
      let slot = next
      slots.withUnsafeMutableBufferPointer { slots in
        slots[slot].index = index
        slots[slot].previous = previous
        swap(&slots[slot].set, &set)
      }
      next = (next + 1) % SequenceRunner.window
    }

    /// Hands the paths of the newest checkpoint to `body` in place (a copy of them costs a
    /// reference count on each of their arrays, per notification).
    func withNewest<Result>(_ body: (borrowing LivePaths) -> Result) -> Result {
      slots.withUnsafeBufferPointer { slots in
        body(slots[(next + SequenceRunner.window - 1) % SequenceRunner.window].set)
      }
    }

    /// Moves every checkpoint's paths and `current` through `body` (which lets go of the
    /// history of dead paths), and back.
    mutating func withSets(_ current: inout LivePaths, _ body: (inout [LivePaths]) -> Void) {
      var sets = [current] + slots.map(\.set)
      for index in slots.indices { slots[index].set = LivePaths() }
      current = LivePaths()
      body(&sets)
      current = sets[0]
      for index in slots.indices { slots[index].set = sets[index + 1] }
    }

    /// Oldest first.
    var ordered: [Checkpoint] {
      slots.count < SequenceRunner.window ? slots : Array(slots[next...] + slots[..<next])
    }
  }

  /// Runs the whole trace; an error when repairing it needs insertions that the automaton's
  /// compile budget does not cover (see ``InsertionTable``).
  mutating func run() throws(InputError) -> SequenceRun {
    try run(stoppingAt: nil).0
  }

  /// Runs the trace, stopping before the first notification at or after event `stop` when
  /// one is given; returns the paths alive there too.
  mutating func run(stoppingAt stop: Int?) throws(InputError) -> (SequenceRun, LivePaths) {
    var result = SequenceRun()
    var current = stepper.initial(next: eventAt(0), last: -1)
    var index = 0
    var previous: Int32 = -1
    var checkpoints = CheckpointRing()
    var nextBreak = 0
    var compactAt = historyKept
    while index < symbols.count {
      if let stop, symbols[index].event >= stop { return (result, current) }
      if stepper.history.count >= compactAt {
        checkpoints.withSets(&current) { stepper.compactHistory(&$0) }
        compactAt = max(historyKept, 2 * stepper.history.count)
      }
      if nextBreak < breaks.count, index > 0 {
        while nextBreak < breaks.count, breaks[nextBreak] <= symbols[index - 1].event {
          nextBreak += 1
        }
        if nextBreak < breaks.count, breaks[nextBreak] <= symbols[index].event {
          current = restartable(current, before: index, previous: previous)
        }
      }
      checkpoints.push(index: index, set: &current, previous: previous)
      let consumed = checkpoints.withNewest {
        stepper.advance(
          $0, symbols[index].symbol, next: eventAfter(index), last: symbols[index].event,
          into: &current)
      }
      if consumed {
        previous = symbols[index].event
        index += 1
        continue
      }
      let recent = checkpoints.ordered
      let repair = try bestRepair(recent)
      let place =
        recent.first { $0.index == repair.position } ?? recent[recent.count - 1]
      result.violations.append(
        violation(place.set, at: place.index, previous: place.previous, repair: repair))
      checkpoints = CheckpointRing()
      current = repair.set
      if repair.resume > 0 { previous = symbols[repair.resume - 1].event }
      index = repair.resume
    }
    finish(current, previous: previous, into: &result)
    return (result, current)
  }

  /// `set` with the paths of a fresh start (as a capture's) beside it, at ``restartCost`` more
  /// than its cheapest: the notifications after an excerpt break may continue the excerpt
  /// before it, or start again where the paste cut what came between.
  private mutating func restartable(_ set: LivePaths, before index: Int, previous: Int32)
    -> LivePaths
  {
    // The cheapest path, one between sequences among equals: an excerpt cut inside a sequence
    // starts again from where it stopped, dearer paths never.
    guard let cheapest = set.cheapest else { return set }
    var best = cheapest
    if let boundary = stepper.cheapestAtBoundary(set),
      set.paths[boundary].cost == set.paths[cheapest].cost
    {
      best = boundary
    }
    let from = set.paths[best]
    let keyboard = stepper.automaton.keyboardStateOf[Int(set.states[best])]
    expectedAtBreak[symbols[index].event] = stepper.expectedSymbols(set).map { names[Int($0)] }
    let fresh = stepper.initial(
      next: symbols[index].event, last: previous,
      after: .restart(event: symbols[index].event, state: keyboard, sequence: from.sequence),
      of: from.history, cost: from.cost + Self.restartCost)
    var states = Array(set.states)
    var paths = Array(set.paths)
    for (state, path) in zip(fresh.states, fresh.paths) {
      if let existing = states.firstIndex(of: state) {
        if path.cost < paths[existing].cost { paths[existing] = path }
      } else {
        states.append(state)
        paths.append(path)
      }
    }
    return LivePaths(states: states, paths: paths)
  }

  /// What the paths alive in `set` before event `before` say: the keyboard states when the
  /// cheapest paths stand between sequences, else the sequences they have open, and what
  /// they accept next.
  func describe(_ set: LivePaths, before: Int) -> (
    open: [(Int, Int)], states: [String], expected: [String]
  ) {
    guard let best = set.cheapest else { return ([], [], []) }
    let cost = set.paths[best].cost
    var open: [(Int, Int)] = []
    var keyboard: [String] = []
    for (index, state) in set.states.enumerated() where set.paths[index].cost == cost {
      let path = set.paths[index]
      if path.sequence >= 0 {
        guard path.start < before else { continue }
        if !open.contains(where: { $0.0 == Int(path.sequence) && $0.1 == Int(path.start) }) {
          open.append((Int(path.sequence), Int(path.start)))
        }
      } else if case let keyboardState = stepper.automaton.keyboardStateOf[Int(state)],
        keyboardState >= 0,
        !keyboard.contains(states[Int(keyboardState)])
      {
        keyboard.append(states[Int(keyboardState)])
      }
    }
    return (
      keyboard.isEmpty ? open : [], keyboard, stepper.expectedSymbols(set).map { names[Int($0)] }
    )
  }

  private func finish(_ set: LivePaths, previous: Int32, into result: inout SequenceRun) {
    let chosen: Int
    if let boundary = stepper.cheapestAtBoundary(set) {
      chosen = boundary
    } else if let best = set.cheapest {
      chosen = best
      let path = set.paths[best]
      result.openEnd = .init(
        last: Int(previous), sequence: Int(path.sequence), start: Int(path.start),
        expected: stepper.expectedSymbols(set).map { names[Int($0)] })
    } else {
      return
    }
    for entry in stepper.history.chronological(set.paths[chosen].history) {
      switch entry {
      case .episode(let sequence, let start, let end):
        result.episodes.append(.init(sequence: Int(sequence), start: Int(start), end: Int(end)))
      case .startedInside(let sequence, let event):
        // Only the trace's own start: an excerpt after a break starts where the paste cut.
        if result.restarts.isEmpty {
          result.openStart = .init(sequence: Int(sequence), first: Int(event))
        }
      case .restart(let event, let state, let sequence):
        result.restarts.append(
          .init(
            event: Int(event), state: state >= 0 ? states[Int(state)] : nil,
            sequence: sequence >= 0 ? Int(sequence) : nil, expected: expectedAtBreak[event] ?? []))
      case .quirk(let quirk, let event, let sequence):
        guard event < eventCount else { continue }
        result.quirks.append(
          .init(quirk: Int(quirk), event: Int(event), sequence: sequence >= 0 ? Int(sequence) : nil)
        )
      }
    }
  }

  private func violation(
    _ set: LivePaths, at index: Int, previous: Int32, repair: Repair
  ) -> SequenceRun.Violation {
    var open: (Int, Int)?
    var state: String?
    if let best = set.cheapest {
      let path = set.paths[best]
      if path.sequence >= 0 {
        open = (Int(path.sequence), Int(path.start))
      } else {
        let keyboard = stepper.automaton.keyboardStateOf[Int(set.states[best])]
        if keyboard >= 0 { state = states[Int(keyboard)] }
      }
    }
    return .init(
      event: Int(symbols[index].event),
      expected: stepper.expectedSymbols(set).map { names[Int($0)] },
      previous: previous >= 0 ? Int(previous) : nil, open: open, state: state,
      repair: repair.description, edit: repair.edit)
  }
}
