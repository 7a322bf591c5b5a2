import KBCheck
import Testing

/// Checking is linear in the trace's length whatever the spec: nested repetitions and
/// ambiguous alternatives compile to an automaton whose live set is bounded by its size, and a
/// repair costs a bounded amount of work per error. The time limits guard against a hang; the
/// findings show that every event was still read.
@Suite struct BoundedWorkTests {
  /// Nested unbounded repetitions over ambiguous alternatives: the shape that makes
  /// backtracking matchers exponential.
  static let pathological = SpecTests.minimal.replacingOccurrences(
    of: #""open": ["Open"]"#,
    with: """
      "open": [{ "repeat": { "repeat": { "repeat": { "anyOf": ["Open", { "seq": ["Open", "Open"] },
        { "seq": [{ "optional": "Open" }, "Open"] }] }, "min": 1 }, "min": 1 }, "min": 1 }]
      """)

  static func trace(_ names: [Symbol]) -> Trace {
    Trace(
      source: .synthetic,
      events: names.enumerated().map { index, name in
        TraceEvent(name: name, position: SourcePosition(line: index + 1, column: 1))
      })
  }

  @Test(
    "100,000 events through nested repetitions are checked in one pass",
    .timeLimit(.minutes(1)))
  func nestedRepetitionsStayLinear() throws {
    let engine = Engine(spec: try SpecTests.load(Self.pathological))
    // Long runs of Open, each closed once: all of it matches.
    var names: [Symbol] = []
    while names.count < 100_000 {
      names += Array(repeating: "Open", count: 999) + ["Close"]
    }
    #expect(engine.check(Self.trace(names)).isEmpty)
  }

  @Test(
    "100,000 events that are each an error get one finding each, in bounded time",
    .timeLimit(.minutes(1)))
  func anErrorAtEveryEventStaysLinear() throws {
    let engine = Engine(spec: try SpecTests.load(Self.pathological))
    // The keyboard starts down: every Close is out of place, so the runner repairs at every
    // event and must still move on.
    let findings = engine.check(Self.trace(Array(repeating: "Close", count: 100_000)))
    #expect(findings.count == 100_000)
    #expect(findings.last?.event == 99_999)
  }
}
