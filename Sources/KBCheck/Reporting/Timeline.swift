/// What a report needs to draw a trace: its events in lanes, the sequences they matched, and
/// how much of the screen the tracked frame covered over time. Made by ``Engine/timeline(_:)``
/// only when a report draws it (the HTML format), so batch runs do not carry it.
public struct Timeline: Sendable, Equatable {
  /// One event of the trace.
  public struct Event: Sendable, Equatable {
    /// The event's index in the trace.
    public var index: Int
    /// Its lane (an index into ``lanes``), or nil for an event the spec does not know.
    public var lane: Int?
    /// Seconds, when the trace records them.
    public var time: Double?
    /// Its line in the input.
    public var line: Int
    /// How much of the screen the tracked frame covers after it, in points (nil: the event
    /// carries no such frame).
    public var visibleHeight: Double?

    /// Creates an event.
    public init(index: Int, lane: Int?, time: Double?, line: Int, visibleHeight: Double?) {
      self.index = index
      self.lane = lane
      self.time = time
      self.line = line
      self.visibleHeight = visibleHeight
    }
  }

  /// A matched sequence: the events it spans and what it was.
  public struct Span: Sendable, Equatable {
    /// The sequence's id in the spec (`show`, `repeated-hide`…).
    public var id: String
    /// The sequence's kind (`show`, `hide`…), which gives its colour.
    public var kind: String
    /// The first event.
    public var start: Int
    /// The last event.
    public var end: Int
    /// The quirk the sequence is, if it is one.
    public var quirk: String?

    /// Creates a span.
    public init(id: String, kind: String, start: Int, end: Int, quirk: String?) {
      self.id = id
      self.kind = kind
      self.start = start
      self.end = end
      self.quirk = quirk
    }
  }

  /// The lanes, one per notification of the spec and one per marker kind, in spec order.
  public var lanes: [String]
  /// How many of the lanes are notifications (the rest are marker kinds).
  public var notificationLanes: Int
  /// Every event of the trace, in order.
  public var events: [Event]
  /// The sequences the run matched, in order.
  public var spans: [Span]
  /// Sequences a rule pairs, such as a rotation's hide and show: `id` names the event that
  /// opened the pair, `kind` is `pair`.
  public var pairs: [Span] = []
  /// The spec's sequence kinds, in spec order (so a kind gets the same colour everywhere).
  public var kinds: [String] = []
  /// The screen's height, when the trace gives its screen.
  public var screenHeight: Double?
  /// The key whose frame the visible heights come from.
  public var frameKey: String?

  /// Creates a timeline.
  public init(
    lanes: [String], notificationLanes: Int, events: [Event], spans: [Span],
    screenHeight: Double?, frameKey: String?
  ) {
    self.lanes = lanes
    self.notificationLanes = notificationLanes
    self.events = events
    self.spans = spans
    self.screenHeight = screenHeight
    self.frameKey = frameKey
  }
}
