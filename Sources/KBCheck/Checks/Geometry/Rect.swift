/// A rectangle read from a payload or the device's screen: origin and size in points.
struct Rect: Equatable, CustomStringConvertible {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  /// The bottom edge, in a coordinate space whose y grows downwards (the screen's).
  var maxY: Double { y + height }

  init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle of four numbers `[x, y, width, height]`, if there are four.
  init?(_ values: Numbers) {
    guard values.count == 4 else { return nil }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The rectangle of four numbers `[x, y, width, height]`, if there are four.
  init?(_ values: [Double]) {
    guard values.count == 4 else { return nil }
    self.init(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The finite, non-empty rectangle at `key` in an event's payload, with its entry (nil when
  /// it is missing, of another shape, infinite or empty: the payload rules' business).
  static func read(_ event: TraceEvent, _ key: Symbol) -> (rect: Rect, entry: PayloadEntry)? {
    guard let userInfo = event.entries,
      let (rect, index) = userInfo.withUnsafeBufferPointer({ read($0, key) })
    else { return nil }
    return (rect, event.entry(index))
  }

  /// The finite, non-empty rectangle at `key` among `entries`, with the entry's index.
  ///
  /// Reads the entries in place: copying an entry out of its array costs more than the check.
  static func read(_ entries: UnsafeBufferPointer<PayloadEntry>, _ key: Symbol)
    -> (rect: Rect, index: Int)?
  {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    let rect: Rect?
    switch entries[index].value {
    case .typed(_, .numbers(let numbers)), .untyped(.numbers(let numbers)):
      rect = Rect(numbers)
    case .typed(_, let raw), .untyped(let raw):
      guard case .rect(let numbers) = ValueReader.read(raw) else { return nil }
      rect = Rect(numbers)
    }
    guard let rect, rect.isFinite, !rect.isEmpty else { return nil }
    return (rect, index)
  }

  /// `screen` turned, when this rectangle is as wide as the screen is tall (and not as wide as
  /// it is wide): for a rectangle the spec says spans the screen's width as it is oriented, a
  /// trace gives one screen, and such a rectangle was measured with it turned.
  func screen(_ screen: Rect) -> Rect {
    let wide = Self.close(width, screen.height, 0.5)
    guard wide, !Self.close(width, screen.width, 0.5) else { return screen }
    return Rect(x: screen.y, y: screen.x, width: screen.height, height: screen.width)
  }

  /// Whether it is where a docked keyboard is: as wide as the screen (as the screen is
  /// oriented) and ending at its bottom edge, within a point.
  func isDocked(on screen: Rect) -> Bool {
    let oriented = self.screen(screen)
    return Self.close(width, oriented.width, 1) && Self.close(maxY, oriented.maxY, 1)
  }

  /// Whether every coordinate is finite (CGRectNull is `{{inf, inf}, {0, 0}}`).
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Whether it has no area.
  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The centre.
  var mid: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

  /// The size of the part it shares with `other` (zero when they only touch or do not meet).
  func overlap(with other: Rect) -> (width: Double, height: Double) {
    let width = min(x + self.width, other.x + other.width) - max(x, other.x)
    let height = min(y + self.height, other.y + other.height) - max(y, other.y)
    return (max(0, width), max(0, height))
  }

  /// Whether it covers part of `other` with a positive area.
  func overlaps(_ other: Rect) -> Bool {
    guard isFinite, !isEmpty else { return false }
    let shared = overlap(with: other)
    return shared.width > 0 && shared.height > 0
  }

  /// Whether each coordinate is within `tolerance` of `other`'s (infinite ones must be equal).
  func matches(_ other: Rect, tolerance: Double) -> Bool {
    Self.close(x, other.x, tolerance) && Self.close(y, other.y, tolerance)
      && Self.close(width, other.width, tolerance) && Self.close(height, other.height, tolerance)
  }

  static func close(_ left: Double, _ right: Double, _ tolerance: Double) -> Bool {
    left == right || abs(left - right) <= tolerance
  }

  /// `{{0, 264}, {320, 216}}`, as Foundation prints a CGRect.
  var description: String {
    ValueReader.describe(.rect(Numbers([x, y, width, height])))
  }
}
