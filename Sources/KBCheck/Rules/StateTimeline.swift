/// The keyboard state each event of a trace finds, from the sequences the run matched: an
/// event inside a sequence finds the state the sequence started from.
struct StateTimeline {
  /// Per event, the state before it.
  let states: [String]

  init(_ context: TraceContext, _ run: SequenceRun) {
    let sequences = context.spec.spec.sequences
    let episodes = run.episodes
    var current =
      episodes.first.map { sequences[$0.sequence].from } ?? context.spec.spec.initialState
    var states: [String] = []
    states.reserveCapacity(context.trace.events.count)
    var next = 0
    for index in context.trace.events.indices {
      while next < episodes.count, episodes[next].end < index {
        current = sequences[episodes[next].sequence].to
        next += 1
      }
      states.append(current)
    }
    self.states = states
  }
}
