/// The rectangles and points of a trace's payloads that geometry relations read, per event and
/// key, read once per trace (and once per repeated userInfo) into flat storage.
///
/// A geometry rule reads the same few keys of every event several times (each relation, each
/// rule); reading a payload entry means finding it and interpreting its value, so the table
/// does that once and the relations read numbers. Events that share a userInfo (the same
/// payload number) share its row: a long log of repeated shows holds a row per distinct
/// payload and a number per event, not a row per event.
struct GeometryTable {
  /// The keys the table holds, in column order.
  let keys: [Symbol]
  /// Per event: its row, or -1 for an event without a userInfo.
  private var rowOfEvent: [Int32]
  /// Per row and key: what the value is.
  private var kinds: [Kind] = []
  /// Per row and key: four numbers (a rectangle's x, y, width, height; a point's x, y).
  private var numbers: [Double] = []

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
    rowOfEvent = Array(repeating: -1, count: trace.events.count)
    let width = keys.count
    guard width > 0 else { return }
    // Per payload number: the row of its first event.
    var rowOfPayload: [Int32] = []
    trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        let payload = Int(events[index].payload)
        if payload >= 0, payload < rowOfPayload.count, rowOfPayload[payload] >= 0 {
          rowOfEvent[index] = rowOfPayload[payload]
          continue
        }
        guard let userInfo = events[index].entries else { continue }
        let row = kinds.count / width
        kinds.append(contentsOf: repeatElement(.none, count: width))
        numbers.append(contentsOf: repeatElement(0, count: width * 4))
        rowOfEvent[index] = Int32(row)
        if payload >= 0 {
          if payload >= rowOfPayload.count {
            rowOfPayload.append(
              contentsOf: repeatElement(-1, count: payload + 1 - rowOfPayload.count))
          }
          rowOfPayload[payload] = Int32(row)
        }
        userInfo.withUnsafeBufferPointer { entries in
          for column in keys.indices {
            read(entries, key: keys[column], into: row * width + column)
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
    guard event >= 0, event < rowOfEvent.count, rowOfEvent[event] >= 0,
      let column = keys.firstIndex(of: key)
    else { return nil }
    return Int(rowOfEvent[event]) * keys.count + column
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
