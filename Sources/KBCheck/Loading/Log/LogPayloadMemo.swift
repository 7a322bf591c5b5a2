/// The userInfo objects a log repeats, recognised by their entries, so the repeats share one
/// array and one number (see ``TraceEvent/payload``) as a trace file's do (``PayloadMemo``).
///
/// A device posts the same userInfo again and again, and a log prints each copy: without this,
/// a 50 MB log held a string per printed value and the checks worked out every copy anew. A
/// repeat has the same keys and values in the same order, and positions that one
/// ``PositionShift`` takes from the first occurrence's to its own; anything else is a new
/// payload. Like the trace reader, it remembers only the last few, and stops remembering in a
/// log whose payloads do not come again.
struct LogPayloadMemo {
  /// One remembered userInfo.
  private struct Payload {
    /// The entries, with the positions of the first occurrence.
    var entries: [PayloadEntry]
    /// Its number in the log.
    var id: Int32
  }

  /// The most recently remembered first (at most ``PayloadMemo/capacity``, the number of
  /// payloads a check's ``RepeatCache`` keeps).
  private var payloads: [Payload] = []
  /// The numbers given, and which came again.
  private(set) var numbers = PayloadNumbers()

  /// Numbers `event`'s userInfo: shares the entries of an earlier equal one, or remembers it.
  mutating func number(_ event: inout TraceEvent) {
    guard event.payload < 0, let entries = event.userInfo, !entries.isEmpty else { return }
    for payload in payloads where payload.entries.count == entries.count {
      guard let shift = Self.shift(from: payload.entries, to: entries) else { continue }
      numbers.cameAgain(payload.id)
      event.setUserInfo(payload.entries, payload: payload.id, shift: shift)
      return
    }
    guard numbers.isWorthwhile, !entries.contains(where: \.value.holdsTree) else { return }
    if payloads.count == PayloadMemo.capacity { payloads.removeLast() }
    let id = numbers.next()
    payloads.insert(Payload(entries: entries, id: id), at: 0)
    event.setUserInfo(entries, payload: id, shift: nil)
  }

  /// The shift that takes `stored` to `entries` when they are the same keys and values and
  /// every position moves by it; nil otherwise.
  private static func shift(from stored: [PayloadEntry], to entries: [PayloadEntry])
    -> PositionShift?
  {
    let shift = PositionShift(from: stored[0].position, to: entries[0].position)
    for index in stored.indices {
      guard stored[index].key == entries[index].key, stored[index].value == entries[index].value,
        shift.apply(stored[index].position) == entries[index].position
      else { return nil }
    }
    return shift
  }
}
