/// The `rotation` check: with the keyboard up, a rotation is the declared pair of sequences.
///
/// A marker of the rule's kind opens a rotation. If the keyboard was up, the sequences around
/// the marker must be the pair (by default hide then show), back to back; the marker may come
/// before the pair or inside it. A pair delivered again at once is the rule's repeat quirk.
enum RotationCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    let options = rule.options
    guard let markerKind = options.marker, options.pair.count == 2,
      options.when.surelyMatches(context.device)
    else { return [] }
    let spec = context.spec.spec
    let subject = spec.subject
    let episodes = run.episodes
    let kind = { (index: Int) in spec.sequences[episodes[index].sequence].kind }
    var findings: [Finding] = []
    var checkedPairs: Set<Int> = []
    for (markerIndex, start) in rotations(context, options, markerKind, run) {
      guard checkedPairs.insert(start).inserted else { continue }
      let name = context.name(of: markerIndex)
      let marker = "the rotation at \(context.describe(event: markerIndex)) (\(name))"
      guard kind(start) == options.pair[0] else {
        findings.append(
          context.finding(
            rule,
            "expected the \(subject) to \(options.pair[0]) for \(marker), found the "
              + "\(spec.sequences[episodes[start].sequence].id) sequence",
            event: episodes[start].start))
        continue
      }
      guard start + 1 < episodes.count else {
        findings.append(
          context.finding(
            rule,
            "the \(options.pair[0]) half of \(marker) came and the trace ends before the "
              + "\(options.pair[1]) half: code that reacts to the \(options.pair[0]) here must "
              + "expect the \(options.pair[1])",
            event: episodes[start].end, severity: min(rule.severity, .warning)))
        continue
      }
      guard kind(start + 1) == options.pair[1] else {
        findings.append(
          context.finding(
            rule,
            "expected the \(options.pair[1]) half of \(marker) right after the \(options.pair[0]) "
              + "that ended at \(context.describe(event: episodes[start].end)), found the "
              + "\(spec.sequences[episodes[start + 1].sequence].id) sequence; "
              + "the \(subject) is left \(spec.sequences[episodes[start].sequence].to)",
            event: episodes[start + 1].start))
        continue
      }
      // The first entry that may apply decides, where it surely does: on a device the trace
      // does not pin down, the verdict is left open.
      if let turn = options.orientation.first(where: { $0.when.mayMatch(context.device) }),
        turn.when.surelyMatches(context.device),
        let finding = unturned(
          turn, from: episodes[start], to: episodes[start + 1], marker: marker, context, rule)
      {
        findings.append(finding)
      }
      if let repeatQuirk = options.repeatQuirk, let quirk = context.spec.quirkIndex[repeatQuirk],
        start + 3 < episodes.count, kind(start + 2) == options.pair[0],
        kind(start + 3) == options.pair[1],
        !hasMarker(
          context, markerKind, between: episodes[start + 1].end, and: episodes[start + 2].start)
      {
        checkedPairs.insert(start + 2)
        findings.append(
          context.finding(
            rule, "the \(options.pair[0]) and \(options.pair[1]) pair of \(marker) arrived twice",
            event: episodes[start + 2].start, quirk: quirk))
      }
    }
    return findings
  }

  /// Each marker of `markerKind` that comes with the keyboard up, with the index of the episode
  /// where its pair should start (the one after the marker, or the one before when the marker
  /// sits inside the pair's second half).
  static func rotations(
    _ context: TraceContext, _ options: RuleOptions, _ markerKind: String, _ run: SequenceRun
  ) -> [(marker: Int, start: Int)] {
    let spec = context.spec.spec
    let up = Set(spec.sequences.filter { $0.kind == options.pair[1] }.map(\.to))
    let episodes = run.episodes
    let kind = { (index: Int) in spec.sequences[episodes[index].sequence].kind }
    var result: [(marker: Int, start: Int)] = []
    // Markers come in order, so the first episode ending at or after each only moves forward:
    // one pass over both, linear however many rotations a trace holds.
    var first = 0
    let events = context.trace.events
    // A notification of the spec is never a marker: only the other events are looked up.
    for markerIndex in events.indices where context.notificationIndices[markerIndex] < 0 {
      guard let name = events[markerIndex].name, context.spec.markerKinds[name] == markerKind
      else { continue }
      while first < episodes.count, episodes[first].end < markerIndex { first += 1 }
      guard first < episodes.count else { continue }
      var start = first
      if kind(first) == options.pair[1], first > 0, kind(first - 1) == options.pair[0] {
        start = first - 1
      }
      if up.contains(spec.sequences[episodes[start].sequence].from) {
        result.append((markerIndex, start))
      }
    }
    return result
  }

  /// The episodes of each complete pair a rotation delivered, for drawing.
  static func pairs(_ context: TraceContext, _ run: SequenceRun) -> [(marker: Int, first: Int)] {
    var result: [(marker: Int, first: Int)] = []
    for rule in context.spec.spec.rules where rule.check == .rotation {
      let options = rule.options
      guard let markerKind = options.marker, options.pair.count == 2 else { continue }
      let kinds = run.episodes.map { context.spec.spec.sequences[$0.sequence].kind }
      for (marker, start) in rotations(context, options, markerKind, run)
      where start + 1 < kinds.count && kinds[start] == options.pair[0]
        && kinds[start + 1] == options.pair[1]
      {
        result.append((marker, start))
      }
    }
    return result
  }

  /// A finding when the pair's second half ends with the frame of the orientation its first
  /// half began in.
  private static func unturned(
    _ turn: OrientationChange, from first: SequenceRun.Episode, to second: SequenceRun.Episode,
    marker: String, _ context: TraceContext, _ rule: RuleSpec
  ) -> Finding? {
    let events = context.trace.events
    guard first.start <= first.end, second.start <= second.end,
      let before = (first.start...first.end).lazy.compactMap({
        Rect.read(events[$0], Symbol(turn.before))
      }).first,
      let last = (second.start...second.end).reversed().first(where: {
        Rect.read(events[$0], Symbol(turn.after)) != nil
      }),
      let (after, entry) = Rect.read(events[last], Symbol(turn.after))
    else { return nil }
    let (old, new) = (before.rect, after)
    let turned: Bool
    let expected: String
    switch turn.change {
    case .width:
      turned = !Rect.close(old.width, new.width, turn.tolerance)
      expected =
        "a width other than \(ValueReader.format(old.width)) pt (frames follow the interface)"
    case .aspect:
      turned = (old.width > old.height) != (new.width > new.height)
      expected =
        old.width > old.height
        ? "a tall frame (frames stay in the portrait-fixed screen space)"
        : "a wide frame (frames stay in the portrait-fixed screen space)"
    }
    guard !turned else { return nil }
    return context.finding(
      rule,
      "after \(marker) the \(context.spec.spec.subject)'s \(turn.after) is \(new.description), the "
        + "shape of the orientation before it (\(turn.before) \(old.description)); the new "
        + "orientation has \(expected), unless the device turned by 180 degrees (the trace does "
        + "not say)",
      event: last, pointer: context.pointer(event: last, key: entry.key),
      position: entry.position, severity: min(rule.severity, .warning))
  }

  private static func hasMarker(
    _ context: TraceContext, _ kind: String, between start: Int, and end: Int
  ) -> Bool {
    guard start + 1 < end else { return false }
    return context.trace.events[(start + 1)..<end].contains {
      $0.name.flatMap { context.spec.markerKinds[$0] } == kind
    }
  }
}
