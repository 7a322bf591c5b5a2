/// The `marker-state` check: each marker of a kind the rule names finds the state it expects
/// (editing begins after the show, ends after the hide).
struct MarkerStateCheck: OrderCheck {
  /// The state each marker kind must find.
  var expectations: [MarkerExpectation]

  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    guard let options, options.member("expectations") != nil else {
      throw InputError(
        "a marker-state check needs \"expectations\": the state each marker kind must find",
        at: options?.value.position)
    }
    try options.rejectUnknown(["expectations"], "option of a marker-state check")
    expectations = try reader.list(options, "expectations") { value throws(InputError) in
      try MarkerExpectation(value)
    }
    guard !expectations.isEmpty else {
      throw InputError(
        "a marker-state check needs at least one expectation in \"expectations\"",
        at: options.value.position)
    }
  }

  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    let kinds = Set(spec.markers.map(\.kind))
    let states = Set(spec.states)
    let quirks = Set(spec.quirks.map(\.id))
    func fail(_ problem: String, _ position: SourcePosition) -> InputError {
      InputError("rule \"\(rule.id)\" \(problem)", at: position)
    }
    for expectation in expectations {
      let place = expectation.position
      for kind in [expectation.marker] + [expectation.unlessNext].compactMap({ $0 })
      where !kinds.contains(kind) {
        throw fail("names the unknown marker kind \"\(kind)\"", place)
      }
      guard states.contains(expectation.state) else {
        throw fail("names the unknown state \"\(expectation.state)\"", place)
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
    var timeline = StateTimeline(context, run)
    let events = context.trace.events
    var findings: [Finding] = []
    for (index, event) in events.enumerated() where context.notificationIndices[index] < 0 {
      guard let name = event.name, let kind = context.spec.markerKinds[name],
        let expectation = expectations.first(where: { $0.marker == kind })
      else { continue }
      let state = timeline.state(before: index)
      guard state != expectation.state else { continue }
      var quirk = expectation.quirk.flatMap { context.spec.quirkIndex[$0] }
      if let next = expectation.unlessNext, nextMarker(after: index, context) == next {
        quirk = expectation.nextQuirk.flatMap { context.spec.quirkIndex[$0] }
      }
      findings.append(
        context.finding(
          rule,
          "\(name) at \(context.describe(event: index)) found the \(context.spec.spec.subject) "
            + "\(state); \(expectation.expected)",
          event: index, quirk: quirk))
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

/// For a `marker-state` rule: the keyboard state a marker of some kind must find.
///
/// `{"marker": "editing-began", "state": "shown", "expected": "…", "quirk": "…",
///   "unlessNext": "editing-began", "nextQuirk": "…"}`
struct MarkerExpectation: Sendable {
  /// The marker kind.
  var marker: String
  /// The keyboard state the marker must find.
  var state: String
  /// What should have happened, in words for the message.
  var expected: String
  /// A quirk that explains the marker in another state.
  var quirk: String?
  /// A marker kind that, coming next with no keyboard notification between, explains the
  /// marker in another state (focus moving from one field to the next).
  var unlessNext: String?
  /// The quirk that explains it then.
  var nextQuirk: String?
  /// Where it is declared.
  var position: SourcePosition
}

extension MarkerExpectation {
  /// Reads one expectation of a `marker-state` rule.
  init(_ value: JSONValue) throws(InputError) {
    let object = try ObjectReader(value, what: "a marker expectation")
    try object.rejectUnknown(
      ["marker", "state", "expected", "quirk", "unlessNext", "nextQuirk"],
      "key in a marker expectation")
    self.init(
      marker: try object.requiredString("marker").value,
      state: try object.requiredString("state").value,
      expected: try object.requiredString("expected").value,
      quirk: try object.optionalString("quirk")?.value,
      unlessNext: try object.optionalString("unlessNext")?.value,
      nextQuirk: try object.optionalString("nextQuirk")?.value, position: value.position)
  }
}
