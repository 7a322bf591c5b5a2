/// What a check worked out for the userInfo objects of a trace that may still come again, by
/// payload number (see ``TraceEvent/payload``).
///
/// The reader only recognises a repeat of one of the last few objects it remembered, so only
/// the most recent numbers can come again: a slot per number modulo that count holds all of
/// them, and memory stays constant however many distinct payloads a trace has. A miss only
/// means working the value out again.
struct RepeatCache<Value> {
  private var numbers = [Int32](repeating: -1, count: PayloadMemo.capacity)
  private var values: [Value?] = Array(repeating: nil, count: PayloadMemo.capacity)

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
