import Testing

@testable import KBCheck

/// Every rule and quirk of the default spec carries examples; each must do what it claims
/// (SwiftLint's generated example tests, for a declarative spec).
@Suite struct SpecExampleTests {
  /// Accepted behaviour is listed too, so every quirk's example shows it.
  static let engine = {
    var engine = Engine(spec: Check.spec)
    engine.verbose = true
    return engine
  }()

  static func reported(_ trace: Trace, rule: String) -> [Finding] {
    engine.check(trace).filter { $0.ruleId == rule && $0.severity != .info }
  }

  @Test(
    "each rule's passing example passes it and its failing example fails it",
    arguments: Check.spec.spec.rules.map(\.id))
  func ruleExamples(_ id: String) throws {
    let rule = try #require(Check.spec.spec.rules.first { $0.id == id })
    let examples = try #require(rule.examples, "rule \(id) has no examples")
    let passing = try #require(examples.passing, "rule \(id) has no passing example").trace()
    let failing = try #require(examples.failing, "rule \(id) has no failing example").trace()
    #expect(Self.reported(passing, rule: id).map(\.message) == [])
    #expect(!Self.reported(failing, rule: id).isEmpty)
    #expect(!rule.facts.isEmpty, "rule \(id) names no facts")
    if let source = examples.source {
      #expect(Paths.traceFiles().contains(String(source.dropFirst("Traces/".count))), "\(source)")
    }
  }

  @Test(
    "each quirk's examples show it explaining a deviation, and not outside its range",
    arguments: Check.spec.spec.quirks.map(\.id))
  func quirkExamples(_ id: String) throws {
    let quirk = try #require(Check.spec.spec.quirks.first { $0.id == id })
    let explained = try #require(quirk.examples?.explained, "quirk \(id) has no example").trace()
    let findings = Self.engine.check(explained)
    #expect(findings.filter { $0.severity != .info }.map(\.message) == [])
    let reportable = SpecWalk.reportableQuirks(Check.spec.spec).contains(id)
    if reportable {
      #expect(findings.contains { $0.quirk == id && $0.severity == .info })
      // A quirk known on every device has no outside.
      guard quirk.when != .always else { return }
      let outside = try #require(
        quirk.examples?.outside, "quirk \(id) has no example outside its range"
      ).trace()
      #expect(Self.engine.check(outside).contains { $0.quirk == id && $0.severity != .info })
    }
  }
}
