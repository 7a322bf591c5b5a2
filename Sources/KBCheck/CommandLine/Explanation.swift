/// The text `kbcheck explain` prints: a rule or quirk with its facts and examples, or the
/// engine's view of a trace at one event.
enum Explanation {
  /// Explains a rule or quirk of the engine's spec; nil when no rule or quirk has that id.
  static func explain(id: String, engine: Engine) -> String? {
    let spec = engine.spec.spec
    if let rule = spec.rules.first(where: { $0.id == id }) { return explain(rule, engine: engine) }
    if let quirk = spec.quirks.first(where: { $0.id == id }) {
      return explain(quirk, engine: engine)
    }
    return nil
  }

  private static func explain(_ rule: RuleSpec, engine: Engine) -> String {
    let bySource = rule.severityBySource.sorted { $0.key.rawValue < $1.key.rawValue }.map {
      "; \($0.value.rawValue) on \($0.key.rawValue) traces"
    }.joinedText()
    var text =
      "\(rule.id) (\(rule.severity.rawValue)\(bySource); check \(rule.check.kind.rawValue))\n"
    text += RulesListing.wrap(rule.summary, indent: "  ") + "\n\n"
    text += RulesListing.wrap(rule.rationale, indent: "  ") + "\n"
    if !rule.facts.isEmpty {
      text += "\nFacts it rests on:\n"
      for fact in rule.facts { text += RulesListing.wrap("- " + fact, indent: "  ") + "\n" }
    }
    let quirks = rule.check.definition.quirks(in: engine.spec.spec)
    if !quirks.isEmpty { text += "\nQuirks it recognises: \(quirks.joinedText(separator: ", "))\n" }
    if let examples = rule.examples {
      if let source = examples.source { text += "\nExamples (drawn from \(source)):\n" }
      if let passing = examples.passing {
        text += example("Passing", passing, rule: rule.id, engine: engine)
      }
      if let failing = examples.failing {
        text += example("Failing", failing, rule: rule.id, engine: engine)
      }
    }
    return text
  }

  private static func explain(_ quirk: QuirkSpec, engine: Engine) -> String {
    let range = quirk.when.summary(os: engine.spec.spec.osName).map { " (\($0))" } ?? ""
    var text = "quirk \(quirk.id)" + range + "\n"
    text += RulesListing.wrap(quirk.message + ".", indent: "  ") + "\n\n"
    text += RulesListing.wrap(quirk.explanation, indent: "  ") + "\n"
    if !quirk.references.isEmpty {
      text += "\nReferences:\n" + quirk.references.map { "  - \($0)\n" }.joinedText()
    }
    text +=
      "\nWhere it applies, a deviation it explains is a note; elsewhere, or with --strict, it is\n"
    text += "reported at its rule's severity.\n"
    if let explained = quirk.examples?.explained {
      text += example("Explained", explained, quirk: quirk.id, engine: engine)
    }
    if let outside = quirk.examples?.outside {
      text += example("Outside its range", outside, quirk: quirk.id, engine: engine)
    }
    return text
  }

  private static func example(
    _ title: String, _ example: SpecExample, rule: String? = nil, quirk: String? = nil,
    engine: Engine
  ) -> String {
    let trace: Trace
    do {
      trace = try example.trace()
    } catch {
      // A spec read from a file had its examples decoded when it was loaded, and the test
      // suite decodes the built-in spec's: this is the message of a spec that changed under us.
      return "\n\(title): the example cannot be read: \(error)\n"
    }
    let device = [
      trace.device.os ?? engine.spec.spec.osName, trace.device.osVersion.map { $0.text },
      trace.device.idiom,
      trace.device.keyboard,
    ]
    .compactMap { $0 }.joinedText(separator: " ")
    var text = "\n\(title) (\(device)\(trace.source.map { ", \($0.rawValue)" } ?? "")):\n"
    for (index, event) in trace.events.enumerated() {
      text += "  \(index): \(event.name ?? "(no name)")"
      if case .untyped(let object)? = event.object {
        text += " object=\(ValueReader.describe(ValueReader.read(object)))"
      }
      if let userInfo = event.userInfo {
        text +=
          " {" + userInfo.map { "\($0.key): \(describe($0.value))" }.joinedText(separator: ", ")
          + "}"
      }
      text += "\n"
    }
    let findings = engine.check(trace).filter {
      (rule == nil || $0.ruleId == rule) && (quirk == nil || $0.quirk == quirk)
    }
    if findings.isEmpty { text += "  → no finding\n" }
    for finding in findings {
      text +=
        RulesListing.wrap(
          "→ \(TextReporter.label(finding.severity)) at event \(finding.event ?? 0): \(finding.message) [\(finding.ruleId)]",
          indent: "  ") + "\n"
    }
    return text
  }

  private static func describe(_ value: PayloadValue) -> String {
    switch value {
    case .typed(let type, let raw): "\(type) \(ValueReader.describe(ValueReader.read(raw)))"
    case .untyped(let raw): ValueReader.describe(ValueReader.read(raw))
    }
  }

  /// The engine's view of a trace at event `index`.
  static func explain(trace: Trace, path: String, event index: Int, engine: Engine) -> String {
    let event = trace.events[index]
    let view = engine.view(of: trace, before: index)
    var text = "\(path):\(event.position): event \(index), \(event.name ?? "(no name)")\n"
    text += "  checked as: \(view.device)\n"
    if view.openSequences.isEmpty {
      text +=
        "  before it: no sequence open; \(engine.spec.spec.subject) "
        + "\(view.keyboardStates.joinedText(separator: " or "))\n"
    } else {
      for open in view.openSequences {
        let line =
          open.start < trace.events.count ? ", line \(trace.events[open.start].position.line)" : ""
        text +=
          "  before it: the \(open.id) sequence is open (began at event \(open.start)\(line))\n"
      }
    }
    let accepts = view.expected.isEmpty ? "nothing more" : view.expected.joinedText(separator: ", ")
    text += RulesListing.wrap("the spec accepts next: \(accepts)", indent: "  ") + "\n"
    // The author's text between the last keyboard event and this one: a new excerpt.
    let context = engine.context(trace)
    let previous = (0..<index).last { context.notificationIndices[$0] >= 0 } ?? -1
    if let cut = context.excerptBreak(after: previous, upTo: index) {
      text +=
        RulesListing.wrap(
          "after the author's text at line \(cut.position.line), the paste may start again here "
            + "as a capture starts, where it cut what came between", indent: "  ") + "\n"
    }
    if let name = event.name, engine.spec.notificationIndex(of: name) < 0 {
      text += "  this event is not a notification of the spec: ordering skips it\n"
    }
    text +=
      RulesListing.wrap(
        "quirks that apply: \(view.applyingQuirks.joinedText(separator: ", "))", indent: "  ")
      + "\n"
    let others = view.otherQuirks.map { "\($0.id) (\($0.condition))" }.joinedText(separator: ", ")
    if !others.isEmpty {
      text += RulesListing.wrap("quirks that do not: \(others)", indent: "  ") + "\n"
    }
    if view.findings.isEmpty { text += "  findings at this event: none\n" }
    for finding in view.findings {
      text +=
        RulesListing.wrap(
          "\(TextReporter.label(finding.severity)): \(finding.message) [\(finding.ruleId)]",
          indent: "  ") + "\n"
    }
    return text
  }
}
