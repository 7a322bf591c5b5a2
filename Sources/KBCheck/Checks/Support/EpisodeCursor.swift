/// Where events stand among the sequences of a run: between two of them in a state, or inside
/// one. Asked for events in increasing order, it walks the episodes once.
struct EpisodeCursor {
  /// Where one event stands.
  struct Spot {
    /// The event.
    var event: Int
    /// The episode it lies inside, if any.
    var inside: SequenceRun.Episode?
    /// Between sequences: the state, and the episode that comes next, if any.
    var state: String
    var next: SequenceRun.Episode?
    /// The last event of the episode before, or -1.
    var previousEnd = -1

    /// Whether the spot is one the place allows.
    func matches(_ place: MarkerPlace, _ context: TraceContext) -> Bool {
      let sequences = context.spec.spec.sequences
      if let kind = place.inside {
        guard let inside, sequences[inside.sequence].kind == kind else { return false }
        guard !place.after.isEmpty else { return true }
        let names = context.spec.notificationNames
        return (inside.start..<event).contains { index in
          let symbol = context.notificationIndices[index]
          return symbol >= 0 && place.after.contains(names[Int(symbol)])
        }
      }
      guard inside == nil, state == place.state else { return false }
      guard let kind = place.next else { return true }
      return next.map { sequences[$0.sequence].kind == kind } ?? false
    }

    /// The spot in words: `with the keyboard hidden, and no sequence after it`.
    func description(_ context: TraceContext) -> String {
      let spec = context.spec.spec
      if let inside {
        return "inside the \(spec.sequences[inside.sequence].id) sequence that began at "
          + context.describe(event: inside.start)
      }
      let after =
        next.map {
          "before the \(spec.sequences[$0.sequence].id) sequence at \(context.describe(event: $0.start))"
        } ?? "with no sequence after it"
      return "with the \(spec.subject) \(state), \(after)"
    }
  }

  private let sequences: [SequenceSpec]
  private let episodes: [SequenceRun.Episode]
  private var state: String
  private var next = 0

  init(_ context: TraceContext, _ run: SequenceRun) {
    let sequences = context.spec.spec.sequences
    self.sequences = sequences
    episodes = run.episodes
    state = run.episodes.first.map { sequences[$0.sequence].from } ?? context.spec.spec.initialState
  }

  /// Where event `index` stands; indices must not decrease from one call to the next.
  mutating func spot(of index: Int) -> Spot {
    while next < episodes.count, episodes[next].end < index {
      state = sequences[episodes[next].sequence].to
      next += 1
    }
    if next < episodes.count, episodes[next].start < index {
      return Spot(event: index, inside: episodes[next], state: state, next: nil)
    }
    return Spot(
      event: index, inside: nil, state: state, next: next < episodes.count ? episodes[next] : nil,
      previousEnd: next > 0 ? episodes[next - 1].end : -1)
  }
}
