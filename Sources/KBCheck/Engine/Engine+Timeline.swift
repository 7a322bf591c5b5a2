extension Engine {
  /// The timeline of a trace as the spec sees it: each event in the lane of its notification
  /// or marker kind, the sequences the run matched, and the visible height of the frame the
  /// spec's first `visible` relation watches (none when the spec has no such relation).
  func timeline(_ trace: Trace) -> Timeline {
    let context = TraceContext(
      trace: trace, spec: spec, strict: strict, quirkOverrides: quirkOverrides)
    // A trace whose sequences cannot be compiled is drawn without them.
    let run: SequenceRun
    do {
      run = try SequenceMatcher.run(context)
    } catch {
      run = SequenceRun()
    }
    let notifications = spec.spec.notifications.map(\.name)
    // Every notification gets a lane (a missing one is worth seeing); a marker kind only when
    // the trace has such a marker.
    var markerKinds: [String] = []
    let present = Set(trace.events.compactMap { $0.name.flatMap { spec.markerKinds[$0] } })
    for marker in spec.spec.markers
    where present.contains(marker.kind) && !markerKinds.contains(marker.kind) {
      markerKinds.append(marker.kind)
    }
    let watched = spec.spec.rules.lazy.flatMap { rule -> [GeometryRelation] in
      guard case .geometry(let check) = rule.check else { return [] }
      return check.relations
    }.first { $0.kind == .visible }
    let frameKey = watched?.key
    let screen = context.device.screen.flatMap { Rect($0) }
    let labelled = trace.events.count <= Timeline.drawnEvents
    let events = trace.events.enumerated().map { index, event in
      var lane: Int?
      if context.notificationIndices[index] >= 0 {
        lane = context.notificationIndices[index]
      } else if let name = event.name, let kind = spec.markerKinds[name] {
        lane = markerKinds.firstIndex(of: kind).map { notifications.count + $0 }
      }
      var visible: Double?
      if let frameKey, let screen, let (frame, _) = Rect.read(event, Symbol(frameKey)) {
        let seen = watched.map { $0.screen(for: frame, on: screen) } ?? screen
        visible = frame.overlap(with: seen).height
      }
      return Timeline.Event(
        index: index, lane: lane, time: event.time, line: event.position.line,
        visibleHeight: visible, label: labelled ? Self.label(event, context, index) : nil)
    }
    var spans = run.episodes.filter { $0.start <= $0.end }.map { episode in
      let sequence = spec.spec.sequences[episode.sequence]
      return Timeline.Span(
        id: sequence.id, kind: sequence.kind, start: episode.start, end: episode.end,
        quirk: sequence.quirk)
    }
    // A sequence still open when the trace ends is drawn as far as it got.
    if let open = run.openEnd, open.start <= open.last {
      let sequence = spec.spec.sequences[open.sequence]
      spans.append(
        Timeline.Span(
          id: sequence.id + " (unfinished)", kind: sequence.kind, start: open.start,
          end: open.last, quirk: nil))
    }
    var timeline = Timeline(
      lanes: notifications + markerKinds, notificationLanes: notifications.count,
      events: events, spans: spans, screenHeight: screen?.height, frameKey: frameKey)
    timeline.pairs = RotationCheck.pairs(context, run).map { pair in
      let (first, second) = (run.episodes[pair.first], run.episodes[pair.first + 1])
      return Timeline.Span(
        id: context.name(of: pair.marker), kind: "pair", start: min(first.start, pair.marker),
        end: max(second.end, pair.marker), quirk: nil)
    }
    for sequence in spec.spec.sequences where !timeline.kinds.contains(sequence.kind) {
      timeline.kinds.append(sequence.kind)
    }
    timeline.repairs = run.violations.compactMap { violation in
      switch violation.edit {
      case .insert(let missing, let before):
        Timeline.Repair(missing: missing, event: before, words: violation.repair)
      case .swap(let first, let second):
        Timeline.Repair(event: first, swappedWith: second, words: violation.repair)
      case .remove(let event):
        Timeline.Repair(event: event, extra: true, words: violation.repair)
      case nil: nil
      }
    }
    return timeline
  }

  /// An event's name and payload in one line, for its tooltip.
  private static func label(_ event: TraceEvent, _ context: TraceContext, _ index: Int) -> String {
    var text = context.name(of: index)
    if let object = event.object {
      text += ", object \(ValueReader.describe(ValueReader.read(object.raw)))"
    }
    if let count = event.entries?.count {
      let entries = (0..<count).map { position in
        let entry = event.entry(position)
        return "\(entry.key) = \(ValueReader.describe(ValueReader.read(entry.value.raw)))"
      }
      text += ": " + entries.joinedText(separator: "; ")
    }
    return text
  }

}
