/// The `rotation` check: with the state up, a marker of the rule's kind (a rotation) is
/// followed by the declared pair of sequences (by default hide then show), back to back; the
/// marker may come before the pair or inside it. A pair delivered again at once is the rule's
/// repeat quirk, and the pair's frames change shape as the rule's `orientation` says.
///
/// A marker of the `hint` kind (a device orientation change, which also fires when a phone is
/// laid face up) counts as a rotation only when the pair follows and its frames change shape.
struct RotationCheck: OrderCheck {
  /// The marker kind that opens one.
  var marker: String
  /// The marker kind that opens one only when the frames confirm it.
  var hint: String?
  /// The sequence kinds that must follow, in order.
  var pair: [String]
  /// The devices the rule applies to.
  var when: DeviceCondition
  /// The quirk that explains a pair delivered twice.
  var repeatQuirk: String?
  /// How the frames change across the pair, per device (the first that applies decides).
  var orientation: [OrientationChange]

  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    func fail(_ problem: String, _ position: SourcePosition = rule.position) -> InputError {
      InputError("rule \"\(rule.id)\" \(problem)", at: position)
    }
    for kind in [marker, hint].compactMap({ $0 })
    where !spec.markers.contains(where: { $0.kind == kind }) {
      throw fail("names the unknown marker kind \"\(kind)\"")
    }
    let kinds = Set(spec.sequences.map(\.kind))
    for kind in pair where !kinds.contains(kind) {
      throw fail("names the unknown sequence kind \"\(kind)\"")
    }
    if let repeatQuirk, !spec.quirks.contains(where: { $0.id == repeatQuirk }) {
      throw fail("names the unknown quirk \"\(repeatQuirk)\"")
    }
    for change in orientation {
      for key in [change.before, change.after] {
        guard let found = spec.keys.first(where: { $0.name == key }) else {
          throw fail("names the unknown key \"\(key)\" in an orientation change", change.position)
        }
        guard found.type == .cgRect else {
          throw fail(
            "needs CGRect keys in an orientation change, and \"\(key)\" is a \(found.type.rawValue)",
            change.position)
        }
      }
    }
  }

  /// The repeat quirk.
  func quirks(in spec: Spec) -> [String] {
    ordered([repeatQuirk].compactMap { $0 }, in: spec)
  }

  /// Every finding of `rule` on the trace.
  func findings(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    // A keyboard the trace does not name is the mode each pair's first half shows.
    let modes: SequenceModes?
    if when.surelyMatches(context.device) {
      modes = nil
    } else if context.device.keyboard == nil, when.mayMatch(context.device) {
      modes = SequenceModes(context, run)
    } else {
      return []
    }
    let spec = context.spec.spec
    let subject = spec.subject
    let episodes = run.episodes
    let kind = { (index: Int) in spec.sequences[episodes[index].sequence].kind }
    var findings: [Finding] = []
    var checkedPairs: Set<Int> = []
    for (markerIndex, start) in markers(context, run) {
      if let modes, !when.surelyMatches(modes.device(context, episode: start)) { continue }
      guard checkedPairs.insert(start).inserted else { continue }
      let name = context.name(of: markerIndex)
      let marker = "the \(self.marker) at \(context.describe(event: markerIndex)) (\(name))"
      guard kind(start) == pair[0] else {
        findings.append(
          context.finding(
            rule,
            "expected the \(subject) to \(pair[0]) for \(marker), found the "
              + "\(spec.sequences[episodes[start].sequence].id) sequence",
            event: episodes[start].start))
        continue
      }
      guard start + 1 < episodes.count else {
        findings.append(missingSecondHalf(of: episodes[start], marker: marker, context, rule))
        continue
      }
      guard kind(start + 1) == pair[1] else {
        findings.append(
          context.finding(
            rule,
            "expected the \(pair[1]) half of \(marker) right after the \(pair[0]) "
              + "that ended at \(context.describe(event: episodes[start].end)), found the "
              + "\(spec.sequences[episodes[start + 1].sequence].id) sequence; "
              + "the \(subject) is left \(spec.sequences[episodes[start].sequence].to)",
            event: episodes[start + 1].start))
        continue
      }
      if let turn = decidingTurn(context.device),
        let reading = reading(turn, from: episodes[start], to: episodes[start + 1], context),
        !reading.changed
      {
        findings.append(unturned(turn, reading, marker: marker, context, rule))
      }
      if let repeatQuirk = repeatQuirk, let quirk = context.spec.quirkIndex[repeatQuirk],
        start + 3 < episodes.count, kind(start + 2) == pair[0],
        kind(start + 3) == pair[1],
        !hasMarker(
          context, [self.marker, hint].compactMap { $0 }, between: episodes[start + 1].end,
          and: episodes[start + 2].start)
      {
        checkedPairs.insert(start + 2)
        findings.append(
          context.finding(
            rule, "the \(pair[0]) and \(pair[1]) pair of \(marker) arrived twice",
            event: episodes[start + 2].start, quirk: quirk))
      }
    }
    return findings
  }

  /// The pair's first half came and its second did not: a warning when the trace ends right
  /// there (a capture cut off), an error when anything came after it (nothing cut it off).
  private func missingSecondHalf(
    of first: SequenceRun.Episode, marker: String, _ context: TraceContext, _ rule: RuleSpec
  ) -> Finding {
    let left = context.spec.spec.sequences[first.sequence].to
    let next = first.end + 1
    guard next < context.trace.events.count else {
      return context.finding(
        rule,
        "the \(pair[0]) half of \(marker) came and the trace ends before the "
          + "\(pair[1]) half: code that reacts to the \(pair[0]) here must "
          + "expect the \(pair[1])",
        event: first.end, severity: min(context.severity(of: rule), .warning))
    }
    return context.finding(
      rule,
      "expected the \(pair[1]) half of \(marker) after the \(pair[0]) that ended at "
        + "\(context.describe(event: first.end)), found \(context.name(of: next)) at "
        + "\(context.describe(event: next)) and no \(pair[1]) after it: the trace goes on, so "
        + "nothing cut it off, and the \(context.spec.spec.subject) is left \(left)",
      event: next)
  }

  /// The first orientation entry that may apply, where it surely does: on a device the trace
  /// does not pin down, the verdict is left open.
  private func decidingTurn(_ device: DeviceProfile) -> OrientationChange? {
    guard let turn = orientation.first(where: { $0.when.mayMatch(device) }),
      turn.when.surelyMatches(device)
    else { return nil }
    return turn
  }

  /// Each marker of the rule's kind that comes with the keyboard up, with the index of the
  /// episode where its pair should start (the one after the marker, or the one before when
  /// the marker sits inside the pair's second half); and each hint whose pair follows and
  /// turns.
  func markers(_ context: TraceContext, _ run: SequenceRun) -> [(marker: Int, start: Int)] {
    let spec = context.spec.spec
    let up = Set(spec.sequences.filter { $0.kind == pair[1] }.map(\.to))
    let episodes = run.episodes
    let kind = { (index: Int) in spec.sequences[episodes[index].sequence].kind }
    var result: [(marker: Int, start: Int)] = []
    // Markers come in order, so the first episode ending at or after each only moves forward:
    // one pass over both, linear however many rotations a trace holds.
    var first = 0
    let events = context.trace.events
    // A notification of the spec is never a marker: only the other events are looked up.
    for markerIndex in events.indices where context.notificationIndices[markerIndex] < 0 {
      guard let name = events[markerIndex].name, let markerKind = context.spec.markerKinds[name],
        markerKind == marker || markerKind == hint
      else { continue }
      while first < episodes.count, episodes[first].end < markerIndex { first += 1 }
      guard first < episodes.count else { continue }
      var start = first
      if kind(first) == pair[1], first > 0, kind(first - 1) == pair[0] {
        start = first - 1
      }
      guard up.contains(spec.sequences[episodes[start].sequence].from) else { continue }
      if markerKind != marker {
        // A hint: only a pair whose frames change shape makes it a rotation.
        guard start + 1 < episodes.count, kind(start) == pair[0], kind(start + 1) == pair[1],
          let turn = decidingTurn(context.device),
          reading(turn, from: episodes[start], to: episodes[start + 1], context)?.changed == true
        else { continue }
      }
      result.append((markerIndex, start))
    }
    return result
  }

  /// The episodes of each complete pair a marker of a `rotation` rule opened, for drawing.
  static func pairs(_ context: TraceContext, _ run: SequenceRun) -> [(marker: Int, first: Int)] {
    var result: [(marker: Int, first: Int)] = []
    let kinds = run.episodes.map { context.spec.spec.sequences[$0.sequence].kind }
    for rule in context.spec.spec.rules {
      guard case .rotation(let check) = rule.check else { continue }
      for (marker, start) in check.markers(context, run)
      where start + 1 < kinds.count && kinds[start] == check.pair[0]
        && kinds[start + 1] == check.pair[1]
      {
        result.append((marker, start))
      }
    }
    return result
  }

  /// The rectangles an orientation entry compares across a pair, and whether they differ as
  /// it says.
  private struct Reading {
    var old: Rect
    var new: Rect
    var changed: Bool
    /// What a changed rectangle would have been, in words.
    var expected: String
    /// The event and entry the new rectangle was read from.
    var last: Int
    var entry: PayloadEntry
  }

  private func reading(
    _ turn: OrientationChange, from first: SequenceRun.Episode, to second: SequenceRun.Episode,
    _ context: TraceContext
  ) -> Reading? {
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
    switch turn.change {
    case .width:
      return Reading(
        old: old, new: new, changed: !Rect.close(old.width, new.width, turn.tolerance),
        expected: "a width other than \(ValueReader.format(old.width)) pt", last: last,
        entry: entry)
    case .aspect:
      return Reading(
        old: old, new: new, changed: (old.width > old.height) != (new.width > new.height),
        expected: old.width > old.height ? "a tall rectangle" : "a wide rectangle", last: last,
        entry: entry)
    }
  }

  /// The finding for a pair whose second half ends with the frame of the orientation its
  /// first half began in.
  private func unturned(
    _ turn: OrientationChange, _ reading: Reading, marker: String, _ context: TraceContext,
    _ rule: RuleSpec
  ) -> Finding {
    let because = turn.because.map { " (\($0))" } ?? ""
    let unless = turn.unless.map { ", unless \($0)" } ?? ""
    return context.finding(
      rule,
      "after \(marker) the \(context.spec.spec.subject)'s \(turn.after) is "
        + "\(reading.new.description), the same shape as before it (\(turn.before) "
        + "\(reading.old.description)); expected \(reading.expected)\(because)\(unless)",
      event: reading.last, pointer: context.pointer(event: reading.last, key: reading.entry.key),
      position: reading.entry.position, severity: min(context.severity(of: rule), .warning))
  }

  private func hasMarker(
    _ context: TraceContext, _ kinds: [String], between start: Int, and end: Int
  ) -> Bool {
    guard start + 1 < end else { return false }
    return context.trace.events[(start + 1)..<end].contains {
      $0.name.flatMap { context.spec.markerKinds[$0] }.map(kinds.contains) ?? false
    }
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension RotationCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    guard let options else {
      throw InputError("a rotation check needs \"options\": its \"marker\" and \"pair\"", at: nil)
    }
    try options.rejectUnknown(
      ["marker", "hint", "pair", "when", "repeatQuirk", "orientation"],
      "option of a rotation check")
    marker = try options.requiredString("marker").value
    hint = try options.optionalString("hint")?.value
    pair = try reader.strings(options, "pair")
    guard pair.count == 2 else {
      throw InputError(
        "\"pair\" names the two sequence kinds that must follow the marker, found \(pair.count)",
        at: options.member("pair")?.position ?? options.value.position)
    }
    when = try reader.condition(options.member("when"))
    repeatQuirk = try options.optionalString("repeatQuirk")?.value
    orientation = try reader.list(options, "orientation") { value throws(InputError) in
      try OrientationChange(value, reader)
    }
  }
}
