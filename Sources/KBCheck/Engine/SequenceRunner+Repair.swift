extension SequenceRunner {
  /// An edit that lets the run go on after a notification no path accepted.
  struct Repair {
    /// The notification before which the edit applies.
    var position: Int
    /// The paths after the edit.
    var set: LivePaths
    /// The next notification to consume.
    var resume: Int
    /// How many notifications the edit adds, removes or moves.
    var edits: Int
    /// The edit in words, for the finding.
    var description: String
    /// The edit, for drawing.
    var edit: SequenceRun.Edit?
    /// How far (in notifications) the run gets after the edit, and at what cost.
    var reach = 0
    var cost: Int32 = 0
  }

  /// The edit after which the trace runs furthest, then the smallest and cheapest; among
  /// equals the latest (nearest where the error surfaced), then insertions over swaps over
  /// removals: a trace is evidence, so keeping its notifications is preferred. Running to the
  /// end counts the same whether the trace then ends between sequences or inside one (the
  /// unfinished sequence is `sequence-incomplete`'s to report): a lone WillShow is told what
  /// to insert before it, not to remove the one notification a test double posts.
  mutating func bestRepair(_ checkpoints: [Checkpoint]) throws(InputError) -> Repair {
    var candidates: [Repair] = []
    for checkpoint in checkpoints.reversed() {
      candidates += try repairs(at: checkpoint)
    }
    for position in candidates.indices {
      let (reach, cost) = score(candidates[position].set, from: candidates[position].resume)
      candidates[position].reach = reach
      candidates[position].cost = cost
    }
    let limit = (checkpoints.last?.index ?? 0) + Self.lookahead
    let best = candidates.min { lhs, rhs in
      let left = min(lhs.reach, limit)
      let right = min(rhs.reach, limit)
      if left != right { return left > right }
      return lhs.edits * 100 + Int(lhs.cost) < rhs.edits * 100 + Int(rhs.cost)
    }
    return best ?? candidates[candidates.count - 1]
  }

  /// The edits at one place: insertions, a swap with the next notification, a removal.
  private mutating func repairs(at checkpoint: Checkpoint) throws(InputError) -> [Repair] {
    let index = checkpoint.index
    let set = checkpoint.set
    let event = symbols[index].event
    var found = try insertions(checkpoint)
    if index + 1 < symbols.count {
      let next = symbols[index + 1]
      var swapped = stepper.step(set, next.symbol)
      if !swapped.isEmpty {
        swapped = stepper.close(swapped, next: event, last: next.event)
        let back = stepper.step(swapped, symbols[index].symbol)
        if !back.isEmpty {
          found.append(
            Repair(
              position: index, set: stepper.close(back, next: eventAt(index + 2), last: event),
              resume: index + 2, edits: 1, description: "swap events \(event) and \(next.event)",
              edit: .swap(Int(event), Int(next.event))))
        }
      }
    }
    found.append(
      Repair(
        position: index,
        set: stepper.close(set, next: eventAfter(index), last: checkpoint.previous),
        resume: index + 1, edits: 1, description: "remove event \(event)",
        edit: .remove(Int(event))))
    return found
  }

  /// The shortest insertions before the checkpoint's notification after which it is accepted.
  private mutating func insertions(_ checkpoint: Checkpoint) throws(InputError) -> [Repair] {
    let table = stepper.automaton.insertions
    let target = symbols[checkpoint.index]
    var words: Set<[Int32]> = []
    for state in checkpoint.set.states {
      if let word = try table.word(from: state, accepting: target.symbol) { words.insert(word) }
    }
    var found: [Repair] = []
    let ordered = words.sorted { lhs, rhs in
      lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
    }
    for word in ordered {
      var moved = checkpoint.set
      for symbol in word where !moved.isEmpty {
        moved = stepper.close(
          stepper.step(moved, symbol), next: target.event, last: checkpoint.previous)
      }
      let accepted = stepper.step(moved, target.symbol)
      guard !accepted.isEmpty else { continue }
      let names = word.map { self.names[Int($0)] }.joinedText(separator: ", ")
      found.append(
        Repair(
          position: checkpoint.index,
          set: stepper.close(accepted, next: eventAfter(checkpoint.index), last: target.event),
          resume: checkpoint.index + 1, edits: word.count,
          description: "insert \(names) before event \(target.event)",
          edit: .insert(word.map { Int($0) }, before: Int(target.event))))
    }
    return found
  }

  /// How far the run gets from `index` with no further repair, and the cheapest cost there.
  private mutating func score(_ set: LivePaths, from index: Int) -> (Int, Int32) {
    var current = set
    var advanced = LivePaths()
    var position = index
    let end = min(symbols.count, index + Self.lookahead)
    while position < end,
      stepper.advance(
        current, symbols[position].symbol, next: eventAfter(position),
        last: symbols[position].event, into: &advanced)
    {
      swap(&current, &advanced)
      position += 1
    }
    return (position, current.cheapest.map { current.paths[$0].cost } ?? 0)
  }
}
