/// The keyboard state each event of a trace finds, from the sequences the run matched: an
/// event inside a sequence finds the state the sequence started from. Asked in event order,
/// it walks the episodes once and builds nothing per event.
struct StateTimeline {
  private let sequences: [SequenceSpec]
  private let episodes: [SequenceRun.Episode]
  private var current: String
  private var next = 0

  init(_ context: TraceContext, _ run: SequenceRun) {
    let sequences = context.spec.spec.sequences
    self.sequences = sequences
    episodes = run.episodes
    current =
      run.episodes.first.map { sequences[$0.sequence].from } ?? context.spec.spec.initialState
  }

  /// The state before event `index`; indices must not decrease from one call to the next.
  mutating func state(before index: Int) -> String {
    while next < episodes.count, episodes[next].end < index {
      current = sequences[episodes[next].sequence].to
      next += 1
    }
    return current
  }
}
