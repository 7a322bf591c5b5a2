/// What running a trace's notifications through the spec's sequences found.
struct SequenceRun: Sendable {
  /// A sequence matched by consecutive notifications.
  struct Episode: Sendable {
    /// The sequence's index in the spec.
    var sequence: Int
    /// The first and last event of the match.
    var start: Int
    var end: Int
  }

  /// A quirk path taken by the cheapest explanation of the trace.
  struct QuirkUse: Sendable {
    /// The quirk's index in the spec.
    var quirk: Int
    /// The event where the quirk's path began.
    var event: Int
    /// The sequence open when it began, or nil at a boundary.
    var sequence: Int?
  }

  /// The smallest edit that repairs a violation, for drawing it.
  enum Edit: Sendable, Equatable {
    /// These notifications (spec indices) were missing before the event.
    case insert([Int], before: Int)
    /// The two events came in the wrong order.
    case swap(Int, Int)
    /// The event should not be there.
    case remove(Int)
  }

  /// A notification no sequence allowed, and the smallest repair.
  struct Violation: Sendable {
    /// The offending event.
    var event: Int
    /// What would have been accepted instead.
    var expected: [String]
    /// The keyboard event before it, if any.
    var previous: Int?
    /// The open sequence and the event where it began, if a sequence was open.
    var open: (sequence: Int, start: Int)?
    /// The keyboard state at a boundary, if no sequence was open.
    var state: String?
    /// The repair, in words.
    var repair: String
    /// The repair, for drawing.
    var edit: Edit?
  }

  /// The trace ends with a sequence still open.
  struct OpenEnd: Sendable {
    /// The last keyboard event.
    var last: Int
    /// The open sequence and where it began.
    var sequence: Int
    var start: Int
    /// What would have come next.
    var expected: [String]
  }

  /// The trace (a capture) starts inside a sequence.
  struct OpenStart: Sendable {
    /// The sequence it starts inside.
    var sequence: Int
    /// The first keyboard event.
    var first: Int
  }

  /// An excerpt of a pasted log run as a capture of its own: its first notification does not
  /// continue the ones before the author's text that parts them.
  struct Restart: Sendable {
    /// The first keyboard event of the excerpt.
    var event: Int
    /// The keyboard state the excerpt before it left, when it ended between sequences.
    var state: String?
    /// The sequence the excerpt before it left open, if any (its index in the spec).
    var sequence: Int?
    /// What the excerpt before it would have accepted next.
    var expected: [String] = []
  }

  var episodes: [Episode] = []
  var restarts: [Restart] = []
  var openStart: OpenStart?
  var quirks: [QuirkUse] = []
  var violations: [Violation] = []
  var openEnd: OpenEnd?
}
