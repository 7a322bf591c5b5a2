import Foundation
import Testing

@testable import KBCheck

/// A check kind is one value with its own options: explain names every quirk a rule applies,
/// and any number of rules may use the same kind.
@Suite struct CheckKindTests {
  /// The two specs this repository ships, with the traces each checks.
  static let specs: [(spec: CompiledSpec, traces: [String])] = [
    (Check.spec, Paths.traceFiles().filter { !$0.hasPrefix("text-editing/") }),
    (GoldenTests.textEditing, Paths.traceFiles().filter { $0.hasPrefix("text-editing/") }),
  ]

  /// The quirk ids on the line `Quirks it recognises: …` of `kbcheck explain RULE`.
  static func explained(_ rule: String, _ spec: CompiledSpec) -> Set<String> {
    let text = Explanation.explain(id: rule, engine: Engine(spec: spec)) ?? ""
    guard
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Quirks it recognises: ") }
      )
    else { return [] }
    return Set(
      line.dropFirst("Quirks it recognises: ".count).split(separator: ", ").map(String.init))
  }

  @Test("explain lists every quirk a rule applies, on every trace and example of both specs")
  func explainListsAppliedQuirks() throws {
    for (spec, traces) in Self.specs {
      let engine = Engine(spec: spec)
      var applied: [String: Set<String>] = [:]
      func record(_ findings: [Finding]) {
        for finding in findings {
          if let quirk = finding.quirk { applied[finding.ruleId, default: []].insert(quirk) }
        }
      }
      for relative in traces {
        let report = Linter(engine: engine).check(bytes: try Paths.bytes(relative), path: relative)
        record(report.findings)
        record(
          Linter(engine: Engine(spec: spec, strict: true)).check(
            bytes: try Paths.bytes(relative), path: relative
          ).findings)
      }
      for rule in spec.spec.rules {
        for example in [rule.examples?.passing, rule.examples?.failing].compactMap({ $0 }) {
          record(engine.check(try example.trace()))
        }
      }
      for quirk in spec.spec.quirks {
        for example in [quirk.examples?.explained, quirk.examples?.outside].compactMap({ $0 }) {
          record(engine.check(try example.trace()))
        }
      }
      for rule in spec.spec.rules {
        let listed = Self.explained(rule.id, spec)
        #expect(
          applied[rule.id, default: []].isSubset(of: listed),
          "\(spec.spec.name) \(rule.id) applies \(applied[rule.id, default: []].sorted()), explain lists \(listed.sorted())"
        )
      }
      // And every quirk some construct can report is listed by some rule.
      let listedAnywhere = spec.spec.rules.reduce(into: Set<String>()) {
        $0.formUnion(Self.explained($1.id, spec))
      }
      for quirk in SpecWalk.reportableQuirks(spec.spec) {
        #expect(listedAnywhere.contains(quirk), "\(spec.spec.name): no rule lists \(quirk)")
      }
    }
  }

  @Test("a spec with two rules of the same kind loads and reports each under its own id")
  func twoRulesOfOneKind() throws {
    let workspace = try Workspace()
    try workspace.write(
      "team.json",
      """
      {"format": "kbcheck-spec/1", "name": "team", "extends": "uikit-keyboard",
       "rules": [
         {"id": "team-bounds", "check": "geometry", "severity": "error", "summary": "s",
          "options": {"relations": [{"relation": "same-size", "key": "UIKeyboardBoundsUserInfoKey", "of": "UIKeyboardFrameEndUserInfoKey"}]}},
         {"id": "team-keys", "check": "required-keys", "severity": "warning", "summary": "s"},
         {"id": "team-types", "check": "value-type", "severity": "warning", "summary": "s",
          "options": {"bridges": "error"}}
       ]}
      """)
    let spec = try SpecLoader.load(path: workspace.path("team.json"))
    let kinds = spec.spec.rules.map(\.check.kind)
    #expect(kinds.filter { $0 == .geometry }.count == 5)
    #expect(kinds.filter { $0 == .requiredKeys }.count == 2)
    #expect(kinds.filter { $0 == .valueType }.count == 2)
    var trace = TraceBuilder(source: .synthetic)
    trace.add("WillShow") { payload in
      payload.removeAll { $0.key == "UIKeyboardFrameBeginUserInfoKey" }
      payload.append(
        PayloadEntry(
          key: "UIKeyboardBoundsUserInfoKey", value: TraceBuilder.rect([0, 0, 393, 300])))
      payload[2].value = .typed(type: "NSInteger", value: .number(0, isInteger: true))
    }
    let findings = Engine(spec: spec).check(trace.trace)
    let summary = Set(Check.summary(findings))
    #expect(summary.contains("error missing-key @0"))
    #expect(summary.contains("warning team-keys @0"))
    #expect(summary.contains("warning derived-keys @0"))
    #expect(summary.contains("error team-bounds @0"))
    #expect(summary.contains("warning payload-type @0"))
    #expect(summary.contains("error team-types @0"))
  }

  @Test("a rule's options are those of its kind: another kind's option is a located error")
  func optionsBelongToTheirKind() throws {
    let workspace = try Workspace()
    for (rule, expected) in [
      (
        #"{"id": "x", "check": "value-type", "summary": "s", "options": {"relations": []}}"#,
        "unknown option of a value-type check \"relations\""
      ),
      (
        #"{"id": "x", "check": "rotation", "summary": "s", "options": {"marker": "rotation", "pair": ["hide"]}}"#,
        "\"pair\" names the two sequence kinds"
      ),
      (#"{"id": "x", "check": "geometry", "summary": "s"}"#, "needs \"options\""),
    ] {
      let spec = """
        {"format": "kbcheck-spec/1", "name": "team", "extends": "uikit-keyboard", "rules": [\(rule)]}
        """
      try workspace.write("team.json", spec)
      do {
        _ = try SpecLoader.load(path: workspace.path("team.json"))
        Issue.record("accepted: \(rule)")
      } catch {
        let text = "\(error)"
        #expect(text.contains(expected), "\(text)")
        #expect(text.contains(/team\.json:\d+:\d+: error/), "located: \(text)")
      }
    }
  }

  @Test("time-order: one finding per step back; equal times and events without one pass")
  func timeOrder() {
    func findings(_ times: [Double?]) -> [String] {
      var trace = Trace(
        events: times.map { TraceEvent(name: "UIKeyboardWillShowNotification", time: $0) })
      trace.device.osVersion = OSVersion("17.0")
      return Check.summary(Engine(spec: Check.spec).check(trace), rule: "time-order")
    }
    #expect(findings([1, 1, nil, 2, 3]) == [])
    #expect(findings([5, 1, 2, 3]) == ["warning time-order @1"])
    #expect(findings([1, 5, 1, 6, 2]) == ["warning time-order @2", "warning time-order @4"])
  }
}
