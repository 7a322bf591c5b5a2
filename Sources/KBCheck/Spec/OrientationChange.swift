/// For a `rotation` rule: how the frame changes when a rotation's pair is delivered, so a show
/// that still has the old orientation's frame is reported.
///
/// `{"before": "…FrameBegin…", "after": "…FrameEnd…", "change": "width", "when": {…}}`: the
/// rectangle at `before` on the first event of the pair's first half (where the keyboard was)
/// against the one at `after` on the last event of its second half (where it went).
public struct OrientationChange: Sendable {
  /// How the two rectangles differ after a turn of 90 degrees.
  public enum Change: String, Sendable, CaseIterable {
    /// The width differs: frames follow the interface, and the keyboard spans the other side
    /// of the screen (iOS 8 and later).
    case width
    /// The long side moves to the other axis: frames are in a fixed screen space, so a wide
    /// rectangle becomes a tall one (before iOS 8).
    case aspect
  }

  /// The key read on the first event of the pair.
  public var before: String
  /// The key read on the last event of the pair.
  public var after: String
  /// How they must differ.
  public var change: Change
  /// How far apart two widths may be and still count as equal, in points.
  public var tolerance: Double
  /// The devices it holds on.
  public var when: DeviceCondition
  /// Where it is declared.
  public var position: SourcePosition
}
