/// The keyboard mode of each sequence of a run, read from its frames (the spec's
/// ``KeyboardModeFrames``) where the trace's device does not say it.
struct SequenceModes {
  /// Per episode of the run, its mode, or nil when the frames do not tell.
  let modes: [String?]

  init(_ context: TraceContext, _ run: SequenceRun) {
    guard context.device.keyboard == nil, let rule = context.spec.spec.keyboardModeFrames,
      let screen = context.device.screen.flatMap({ Rect($0) })
    else {
      modes = run.episodes.map { _ in context.device.keyboard }
      return
    }
    let keys = rule.keys.map { Symbol($0) }
    let events = context.trace.events
    modes = run.episodes.map { episode in
      guard episode.start <= episode.end else { return nil }
      let rects = [episode.start, episode.end].flatMap { index in
        keys.compactMap { Rect.read(events[index], $0)?.rect }
      }
      guard !rects.isEmpty else { return nil }
      return rects.contains { $0.isDocked(on: screen) } ? rule.docked : rule.otherwise
    }
  }

  /// The device as the episode at `index` shows it: with the episode's mode for its keyboard.
  func device(_ context: TraceContext, episode index: Int) -> DeviceProfile {
    var device = context.device
    if device.keyboard == nil { device.keyboard = modes[index] }
    return device
  }
}
