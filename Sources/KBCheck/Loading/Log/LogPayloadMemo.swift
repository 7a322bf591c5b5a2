/// The userInfo objects a log repeats, recognised by their entries, so the repeats share one
/// array and one number (see ``TraceEvent/payload``) as a trace file's do (``PayloadMemo``).
///
/// A device posts the same userInfo again and again, and a log prints each copy: without this,
/// a 50 MB log held a string per printed value and the checks worked out every copy anew. A
/// repeat has the same keys and values in the same order, and positions that one
/// ``PositionShift`` takes from the first occurrence's to its own; anything else is a new
/// payload. Like the trace reader, it remembers only a few, and stops remembering in a log
/// whose payloads do not come again.
///
/// A log mixes the forms a payload is printed in (an NSLog description, `print`'s one line, a
/// comment), and each form places the same entries differently: it remembers more payloads
/// than the trace reader (``capacity``), the most recently seen first, so the payloads of a
/// show and a hide in three forms are all still known when they come again.
struct LogPayloadMemo {
  /// One remembered userInfo.
  private struct Payload {
    /// The entries, with the positions of the first occurrence.
    var entries: [PayloadEntry]
    /// Its number in the log.
    var id: Int32
  }

  /// The most recently seen first (at most ``capacity``).
  private var payloads: [Payload] = []
  /// How many payloads are remembered.
  static let capacity = 32
  /// The numbers given, and which came again.
  private(set) var numbers = PayloadNumbers()

  /// Numbers `event`'s userInfo: shares the entries of an earlier equal one, or remembers it.
  mutating func number(_ event: inout TraceEvent) {
    guard event.payload < 0, let stored = event.entries, !stored.isEmpty else { return }
    // The importer found this userInfo's text again and shared the first one's entries:
    // the same array is the same payload, without comparing entry by entry.
    let storage = stored.withUnsafeBufferPointer { $0.baseAddress }
    if let index = payloads.firstIndex(where: {
      $0.entries.withUnsafeBufferPointer { $0.baseAddress } == storage
    }) {
      numbers.cameAgain(payloads[index].id)
      event.setPayloadNumber(payloads[index].id)
      if index > 0 { payloads.insert(payloads.remove(at: index), at: 0) }
      return
    }
    guard let entries = event.userInfo else { return }
    for (index, payload) in payloads.enumerated() where payload.entries.count == entries.count {
      guard let shift = Self.shift(from: payload.entries, to: entries) else { continue }
      numbers.cameAgain(payload.id)
      event.setUserInfo(payload.entries, payload: payload.id, shift: shift)
      if index > 0 { payloads.insert(payloads.remove(at: index), at: 0) }
      return
    }
    guard numbers.isWorthwhile, !entries.contains(where: \.value.holdsTree) else { return }
    if payloads.count == Self.capacity { payloads.removeLast() }
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
    // Compared in place through buffers: indexing the arrays copied each entry (its value's
    // strings retained and released), which cost more than the comparison.
    return stored.withUnsafeBufferPointer { stored in
      entries.withUnsafeBufferPointer { entries in
        for index in stored.indices {
          guard stored[index].key == entries[index].key,
            stored[index].value == entries[index].value,
            shift.apply(stored[index].position) == entries[index].position
          else { return nil }
        }
        return shift
      }
    }
  }
}
