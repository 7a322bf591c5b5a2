/// One relation a `geometry` rule checks between the rectangles and points that payloads carry.
///
/// The vocabulary is small and knows no key or notification: the spec says which key each
/// relation reads, on which notifications, with which tolerance, and which quirk explains a
/// deviation.
public struct GeometryRelation: Sendable {
  /// The kinds of relation.
  public enum Kind: String, Sendable, CaseIterable {
    /// The rectangle at `key` overlaps the screen (`device.screen`) by a positive area.
    case visible
    /// The rectangle at `key` does not overlap the screen (an infinite or empty one never
    /// does).
    case hidden
    /// On a second notification of `pairs`, the value at `key` equals the one the latest first
    /// notification of any pair carried (a Did reports what the last Will announced).
    case pairAgrees = "pair-agrees"
    /// The first value at `key` in each matched sequence equals the last value at `of` in the
    /// sequence before it; two rectangles that both lie off the screen count as equal.
    case continues
    /// The rectangle at `key` has the size of the rectangle at `of` in the same payload.
    case sameSize = "same-size"
    /// The point at `key` is the mid-point of the rectangle at `of` in the same payload.
    case centerOf = "center-of"
  }

  /// The kind of relation.
  public var kind: Kind
  /// The key whose value the relation is about.
  public var key: String
  /// The other key, for `continues`, `same-size` and `center-of`.
  public var of: String?
  /// The notifications it applies to (empty: every notification that carries the key).
  public var notifications: [String]
  /// For `pair-agrees`: the notifications that come in pairs, first then second.
  public var pairs: [[String]]
  /// How far apart two coordinates may be and still count as equal, in points.
  public var tolerance: Double
  /// The devices the relation holds on.
  public var when: DeviceCondition
  /// A quirk that explains a deviation (`visible`: a rectangle that shows at most
  /// `visibleAtMost` points; `same-size`, `center-of`: the axes swapped).
  public var quirk: String?
  /// For `visible` with a quirk: the visible height the quirk explains.
  public var visibleAtMost: Double?
  /// Where it is declared.
  public var position: SourcePosition

  /// Creates a relation.
  public init(
    kind: Kind, key: String, of: String? = nil, notifications: [String] = [],
    pairs: [[String]] = [], tolerance: Double = 0.5, when: DeviceCondition = .always,
    quirk: String? = nil, visibleAtMost: Double? = nil, position: SourcePosition = .start
  ) {
    self.kind = kind
    self.key = key
    self.of = of
    self.notifications = notifications
    self.pairs = pairs
    self.tolerance = tolerance
    self.when = when
    self.quirk = quirk
    self.visibleAtMost = visibleAtMost
    self.position = position
  }
}
