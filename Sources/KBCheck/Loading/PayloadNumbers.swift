/// The numbers a reader gives the userInfo objects it remembers (see ``TraceEvent/payload``),
/// and which of them came again: the bookkeeping the trace reader's ``PayloadMemo`` and the log
/// importer's ``LogPayloadMemo`` share.
struct PayloadNumbers {
  /// Per number, whether the payload came again.
  private var repeated: [Bool] = []
  /// Repeats found so far.
  private var hits = 0

  /// Whether remembering still pays: an input whose payloads do not come again (each event's
  /// frames differ) would pay a copy and a few comparisons per payload for nothing, so after
  /// sixteen payloads one repeat is needed for every four remembered.
  var isWorthwhile: Bool { Self.isWorthwhile(remembered: repeated.count, repeats: hits) }

  /// Whether remembering still pays after `remembered` things remembered and `repeats` found
  /// again: the rule every memo of repeats in the readers follows.
  static func isWorthwhile(remembered: Int, repeats: Int) -> Bool {
    remembered < 16 + 4 * repeats
  }

  /// A number for a newly remembered payload.
  mutating func next() -> Int32 {
    repeated.append(false)
    return Int32(repeated.count - 1)
  }

  /// Records that the payload numbered `id` came again.
  mutating func cameAgain(_ id: Int32) {
    repeated[Int(id)] = true
    hits += 1
  }

  /// Whether the payload numbered `id` came again.
  func didComeAgain(_ id: Int32) -> Bool {
    id >= 0 && repeated[Int(id)]
  }

  /// Drops the numbers of payloads that never came again: they would only cost the checks a
  /// lookup.
  func forgetUnrepeated(in events: inout [TraceEvent]) {
    events.withUnsafeMutableBufferPointer { events in
      for index in events.indices where !didComeAgain(events[index].payload) {
        events[index].forgetPayloadNumber()
      }
    }
  }
}
