extension SequenceRunner {
  /// An edit that lets the run go on after a notification no path accepted.
  struct Repair {
    /// The paths after the edit.
    var set: ThreadSet
    /// The next notification to consume.
    var resume: Int
    /// How many notifications the edit adds, removes or moves.
    var edits: Int
    /// The edit in words, for the finding.
    var description: String
    /// How far (in notifications) the run gets after the edit, and at what cost.
    var reach = 0
    var cost: Int32 = 0
  }

  /// The edit after which the trace runs furthest, then the smallest, then the cheapest.
  mutating func bestRepair(_ set: ThreadSet, at index: Int, previous: Int32) -> Repair {
    let event = symbols[index].event
    // Candidates in order of preference among equals: keeping the notification (an insertion)
    // over moving it, and moving it over dropping it; a trace is evidence.
    var candidates = insertions(set, at: index, previous: previous)
    let afterDelete = stepper.close(set, next: eventAfter(index), last: previous)
    let deletion = Repair(
      set: afterDelete, resume: index + 1, edits: 1, description: "remove event \(event)")
    if index + 1 < symbols.count {
      let next = symbols[index + 1]
      var swapped = stepper.step(set, next.symbol)
      if !swapped.isEmpty {
        swapped = stepper.close(swapped, next: event, last: next.event)
        let back = stepper.step(swapped, symbols[index].symbol)
        if !back.isEmpty {
          candidates.append(
            Repair(
              set: stepper.close(back, next: eventAt(index + 2), last: event), resume: index + 2,
              edits: 1, description: "swap events \(event) and \(next.event)"))
        }
      }
    }
    candidates.append(deletion)
    for position in candidates.indices {
      let (reach, cost) = score(candidates[position].set, from: candidates[position].resume)
      candidates[position].reach = reach
      candidates[position].cost = cost
    }
    let limit = index + Self.lookahead
    return candidates.min { lhs, rhs in
      let left = min(lhs.reach, limit)
      let right = min(rhs.reach, limit)
      if left != right { return left > right }
      let leftCost = Int(lhs.edits) * 100 + Int(lhs.cost)
      let rightCost = Int(rhs.edits) * 100 + Int(rhs.cost)
      return leftCost < rightCost
    } ?? deletion
  }

  /// The shortest insertions before `index` after which its notification is accepted.
  private mutating func insertions(_ set: ThreadSet, at index: Int, previous: Int32) -> [Repair] {
    let target = symbols[index]
    var found: [Repair] = []
    var seen: Set<[Int32]> = [set.key]
    var frontier: [(ThreadSet, [Int32])] = [(set, [])]
    for _ in 0..<Self.maximumInsertion where found.isEmpty && !frontier.isEmpty {
      var nextFrontier: [(ThreadSet, [Int32])] = []
      for (paths, word) in frontier {
        for symbol in alphabet {
          var moved = stepper.step(paths, symbol)
          guard !moved.isEmpty else { continue }
          moved = stepper.close(moved, next: target.event, last: previous)
          guard seen.insert(moved.key).inserted else { continue }
          let inserted = word + [symbol]
          let accepted = stepper.step(moved, target.symbol)
          if !accepted.isEmpty {
            let names = inserted.map { self.names[Int($0)] }.joined(separator: ", ")
            found.append(
              Repair(
                set: stepper.close(accepted, next: eventAfter(index), last: target.event),
                resume: index + 1, edits: inserted.count,
                description: "insert \(names) before event \(target.event)"))
          }
          if nextFrontier.count < Self.insertionWidth { nextFrontier.append((moved, inserted)) }
        }
      }
      frontier = nextFrontier
    }
    return found
  }

  /// How far the run gets from `index` with no further repair, and the cheapest cost there.
  private mutating func score(_ set: ThreadSet, from index: Int) -> (Int, Int32) {
    var current = set
    var position = index
    let end = min(symbols.count, index + Self.lookahead)
    while position < end {
      let stepped = stepper.step(current, symbols[position].symbol)
      if stepped.isEmpty { break }
      current = stepper.close(stepped, next: eventAfter(position), last: symbols[position].event)
      position += 1
    }
    let cost = current.cheapest.map { current.threads[$0].cost } ?? 0
    if position == symbols.count, stepper.cheapestAtBoundary(current) != nil {
      return (position + 1, cost)
    }
    return (position, cost)
  }
}
