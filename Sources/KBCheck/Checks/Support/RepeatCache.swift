/// What a check worked out for the userInfo objects of a trace that may still come again, by
/// payload number (see ``TraceEvent/payload``).
///
/// A reader only recognises a repeat of one of the last few objects it remembered, so only
/// the most recent numbers can come again: a slot per number modulo the larger of the readers'
/// counts holds all of them, and memory stays constant however many distinct payloads a trace
/// has. A miss only means working the value out again. (With the trace reader's eight slots,
/// a log whose show and hide cycle through 24 payloads in three printed forms missed two times
/// in five.)
struct RepeatCache<Value> {
  /// How many numbers are kept: as many as either reader remembers.
  static var slots: Int { max(PayloadMemo.capacity, LogPayloadMemo.capacity) }
  private var numbers = [Int32](repeating: -1, count: slots)
  private var values: [Value?] = Array(repeating: nil, count: slots)

  /// The value kept for `payload`, if any.
  func value(for payload: Int32) -> Value? {
    guard payload >= 0 else { return nil }
    let slot = Int(payload) % numbers.count
    return numbers[slot] == payload ? values[slot] : nil
  }

  /// Keeps `value` for `payload` (a number below 0 is not kept).
  mutating func store(_ value: Value, for payload: Int32) {
    guard payload >= 0 else { return }
    let slot = Int(payload) % numbers.count
    numbers[slot] = payload
    values[slot] = value
  }
}
extension RepeatCache: Sendable where Value: Sendable {}
