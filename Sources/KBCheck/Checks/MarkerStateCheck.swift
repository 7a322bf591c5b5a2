/// The `marker-state` check: each marker of a kind the rule names finds the state it expects
/// (editing begins after the show, ends after the hide).
struct MarkerStateCheck: OrderCheck {
  /// The state each marker kind must find.
  var expectations: [MarkerExpectation]

  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    let kinds = Set(spec.markers.map(\.kind))
    let states = Set(spec.states)
    let sequenceKinds = Set(spec.sequences.map(\.kind))
    let quirks = Set(spec.quirks.map(\.id))
    func fail(_ problem: String, _ position: SourcePosition) -> InputError {
      InputError("rule \"\(rule.id)\" \(problem)", at: position)
    }
    for expectation in expectations {
      let place = expectation.position
      for kind in [expectation.marker] + expectation.unlessNext where !kinds.contains(kind) {
        throw fail("names the unknown marker kind \"\(kind)\"", place)
      }
      for at in expectation.places {
        if let state = at.state, !states.contains(state) {
          throw fail("names the unknown state \"\(state)\"", at.position)
        }
        for kind in [at.next, at.inside].compactMap({ $0 }) where !sequenceKinds.contains(kind) {
          throw fail("names the unknown sequence kind \"\(kind)\"", at.position)
        }
      }
      for quirk in [expectation.quirk, expectation.nextQuirk].compactMap({ $0 })
      where !quirks.contains(quirk) {
        throw fail("names the unknown quirk \"\(quirk)\"", place)
      }
    }
  }

  /// The quirks that explain a marker in another state.
  func quirks(in spec: Spec) -> [String] {
    ordered(expectations.flatMap { [$0.quirk, $0.nextQuirk].compactMap { $0 } }, in: spec)
  }

  /// Every finding of `rule` on the trace.
  func findings(_ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun) -> [Finding] {
    var cursor = EpisodeCursor(context, run)
    let events = context.trace.events
    var findings: [Finding] = []
    for (index, event) in events.enumerated() where context.notificationIndices[index] < 0 {
      guard let name = event.name, let kind = context.spec.markerKinds[name],
        let expectation = expectations.first(where: { $0.marker == kind })
      else { continue }
      let spot = cursor.spot(of: index)
      guard !expectation.places.contains(where: { spot.matches($0, context) }) else { continue }
      // After the author's text that parts two excerpts of a paste, nobody knows where the
      // keyboard was: a note.
      let cut = context.excerptBreak(after: spot.inside?.start ?? spot.previousEnd, upTo: index)
      var quirk = expectation.quirk.flatMap { context.spec.quirkIndex[$0] }
      if let next = nextMarker(after: index, context), expectation.unlessNext.contains(next) {
        quirk = expectation.nextQuirk.flatMap { context.spec.quirkIndex[$0] }
      }
      findings.append(
        context.finding(
          rule,
          "\(name) at \(context.describe(event: index)) came \(spot.description(context)); "
            + expectation.expected
            + (cut.map { "; \(context.describe($0)) parts it from what came before" } ?? ""),
          event: index, quirk: cut == nil ? quirk : nil, severity: cut == nil ? nil : .info))
    }
    return findings
  }

  /// The kind of the next marker after `index`, if it comes before any keyboard notification.
  private func nextMarker(after index: Int, _ context: TraceContext) -> String? {
    for later in (index + 1)..<context.trace.events.count {
      if context.notificationIndices[later] >= 0 { return nil }
      if let name = context.trace.events[later].name, let kind = context.spec.markerKinds[name] {
        return kind
      }
    }
    return nil
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension MarkerStateCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    guard let options, options.member("expectations") != nil else {
      throw InputError(
        "a marker-state check needs \"expectations\": the state each marker kind must find",
        at: options?.value.position)
    }
    try options.rejectUnknown(["expectations"], "option of a marker-state check")
    expectations = try reader.list(options, "expectations") { value throws(InputError) in
      try MarkerExpectation(value, reader)
    }
    guard !expectations.isEmpty else {
      throw InputError(
        "a marker-state check needs at least one expectation in \"expectations\"",
        at: options.value.position)
    }
  }
}
