/// What a report needs to draw a trace: its events in lanes, the sequences they matched, and
/// how much of the screen the tracked frame covered over time. Made by ``Engine/timeline(_:)``
/// only when a report draws it (the HTML format), so batch runs do not carry it.
struct Timeline: Sendable, Equatable {
  /// One event of the trace.
  struct Event: Sendable, Equatable {
    /// The event's index in the trace.
    var index: Int
    /// Its lane (an index into ``lanes``), or nil for an event the spec does not know.
    var lane: Int?
    /// Seconds, when the trace records them.
    var time: Double?
    /// Its line in the input.
    var line: Int
    /// How much of the screen the tracked frame covers after it, in points (nil: the event
    /// carries no such frame).
    var visibleHeight: Double?
    /// Its name and payload in a line, for its tooltip (only where events are drawn one by
    /// one).
    var label: String?
  }

  /// What the repair of an order violation would change, drawn where it applies.
  struct Repair: Sendable, Equatable {
    /// Lanes of notifications missing before `event`, drawn hollow there.
    var missing: [Int] = []
    /// The event before which they are missing, or the first of a swapped pair, or the
    /// event to remove.
    var event: Int
    /// The second event of a swapped pair.
    var swappedWith: Int?
    /// Whether the event should not be there.
    var extra = false
    /// The repair in words.
    var words: String
  }

  /// A matched sequence: the events it spans and what it was.
  struct Span: Sendable, Equatable {
    /// The sequence's id in the spec (`show`, `repeated-hide`…).
    var id: String
    /// The sequence's kind (`show`, `hide`…), which gives its colour.
    var kind: String
    /// The first event.
    var start: Int
    /// The last event.
    var end: Int
    /// The quirk the sequence is, if it is one.
    var quirk: String?
  }

  /// The lanes, one per notification of the spec and one per marker kind, in spec order.
  var lanes: [String]
  /// How many of the lanes are notifications (the rest are marker kinds).
  var notificationLanes: Int
  /// Every event of the trace, in order.
  var events: [Event]
  /// The sequences the run matched, in order.
  var spans: [Span]
  /// Sequences a rule pairs, such as a rotation's hide and show: `id` names the event that
  /// opened the pair, `kind` is `pair`.
  var pairs: [Span] = []
  /// The spec's sequence kinds, in spec order (so a kind gets the same colour everywhere).
  var kinds: [String] = []
  /// The repairs of the order violations.
  var repairs: [Repair] = []
  /// The most events drawn one by one; a trace with more draws bars of counts.
  static let drawnEvents = 259
  /// The screen's height, when the trace gives its screen.
  var screenHeight: Double?
  /// The key whose frame the visible heights come from.
  var frameKey: String?

  /// Creates a timeline.
  init(
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
