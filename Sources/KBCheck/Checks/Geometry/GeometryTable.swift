/// The rectangles and points of a trace's payloads that geometry relations read, per event and
/// key, read once per trace (and once per repeated userInfo) into flat storage.
///
/// A geometry rule reads the same few keys of every event several times (each relation, each
/// rule); reading a payload entry means finding it and interpreting its value, so the table
/// does that once and the relations read numbers.
struct GeometryTable {
  /// The keys the table holds, in column order.
  let keys: [Symbol]
  private let eventCount: Int
  /// Per event and key: what the value is.
  private var kinds: [Kind]
  /// Per event and key: four numbers (a rectangle's x, y, width, height; a point's x, y).
  private var numbers: [Double]

  private enum Kind: UInt8 {
    /// Missing, or of another shape: the payload rules' business.
    case none
    /// A finite, non-empty rectangle.
    case rect
    /// A finite point.
    case point
  }

  /// The table of `keys` over the trace's events.
  init(_ trace: Trace, keys: [Symbol]) {
    self.keys = keys
    eventCount = trace.events.count
    let width = keys.count
    kinds = Array(repeating: .none, count: eventCount * width)
    numbers = Array(repeating: 0, count: eventCount * width * 4)
    guard width > 0 else { return }
    var firstWithPayload = RepeatCache<Int>()
    trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        let payload = events[index].payload
        if let first = firstWithPayload.value(for: payload) {
          copyRow(from: first, to: index)
          continue
        }
        firstWithPayload.store(index, for: payload)
        guard let userInfo = events[index].entries else { continue }
        userInfo.withUnsafeBufferPointer { entries in
          for column in keys.indices {
            read(entries, key: keys[column], into: index * width + column)
          }
        }
      }
    }
  }

  /// The keys a spec's geometry relations read.
  static func keys(of relations: [String: [CompiledRelation]]) -> [Symbol] {
    var keys: [Symbol] = []
    for relations in relations.values {
      for relation in relations {
        for key in [relation.key] + (relation.of.map { [$0] } ?? []) where !keys.contains(key) {
          keys.append(key)
        }
      }
    }
    return keys.sorted { $0.id < $1.id }
  }

  /// The finite, non-empty rectangle at `key` in the event's payload.
  func rect(_ event: Int, _ key: Symbol) -> Rect? {
    guard let cell = cell(event, key), kinds[cell] == .rect else { return nil }
    let base = cell * 4
    return Rect(
      x: numbers[base], y: numbers[base + 1], width: numbers[base + 2],
      height: numbers[base + 3])
  }

  /// The finite point at `key` in the event's payload.
  func point(_ event: Int, _ key: Symbol) -> (x: Double, y: Double)? {
    guard let cell = cell(event, key), kinds[cell] == .point else { return nil }
    return (numbers[cell * 4], numbers[cell * 4 + 1])
  }

  private func cell(_ event: Int, _ key: Symbol) -> Int? {
    guard event >= 0, event < eventCount, let column = keys.firstIndex(of: key) else {
      return nil
    }
    return event * keys.count + column
  }

  private mutating func copyRow(from source: Int, to target: Int) {
    Self.copy(keys.count, in: &kinds, from: source * keys.count, to: target * keys.count)
    Self.copy(
      keys.count * 4, in: &numbers, from: source * keys.count * 4, to: target * keys.count * 4)
  }

  /// Copies `count` elements of `array` from `source` on to `target` on (ranges apart), in one
  /// move: element by element, each store checked the array's uniqueness again.
  private static func copy<Element>(
    _ count: Int, in array: inout [Element], from source: Int, to target: Int
  ) {
    array.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, count > 0 else { return }
      precondition(source + count <= buffer.count && target + count <= buffer.count)
      (base + target).update(from: base + source, count: count)
    }
  }

  private mutating func read(
    _ entries: UnsafeBufferPointer<PayloadEntry>, key: Symbol, into cell: Int
  ) {
    if let (rect, _) = Rect.read(entries, key) {
      kinds[cell] = .rect
      (numbers[cell * 4], numbers[cell * 4 + 1]) = (rect.x, rect.y)
      (numbers[cell * 4 + 2], numbers[cell * 4 + 3]) = (rect.width, rect.height)
    } else if let index = entries.firstIndex(where: { $0.key == key }),
      case .point(let values) = ValueReader.read(entries[index].value.raw),
      values.count == 2, values[0].isFinite, values[1].isFinite
    {
      kinds[cell] = .point
      (numbers[cell * 4], numbers[cell * 4 + 1]) = (values[0], values[1])
    }
  }
}
