import Testing

@testable import KBCheck

/// Checking is linear in the trace's length whatever the spec: nested repetitions and
/// ambiguous alternatives compile to an automaton whose live set is bounded by its size, and a
/// repair costs a bounded amount of work per error. The time limits guard against a hang; the
/// findings show that every event was still read. The limits are generous (each test takes
/// about 15 s alone, and the suite runs in parallel on loaded CI machines): speed is
/// measured by the benchmark, never asserted here.
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
    .timeLimit(.minutes(5)))
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
    .timeLimit(.minutes(5)))
  func anErrorAtEveryEventStaysLinear() throws {
    let engine = Engine(spec: try SpecTests.load(Self.pathological))
    // The keyboard starts down: every Close is out of place, so the runner repairs at every
    // event and must still move on.
    let findings = engine.check(Self.trace(Array(repeating: "Close", count: 100_000)))
    #expect(findings.count == 100_000)
    #expect(findings.last?.event == 99_999)
  }

  @Test("a run lets go of the history of dead paths and reads the same sequences")
  func historyOfDeadPathsLetGo() throws {
    // Shows, hides, rotations, a repeated WillShow (focus moving between fields), an
    // error to repair, and again, in one trace: paths branch and die at every notification.
    var trace = TraceBuilder()
    for round in 0..<40 {
      trace.add(TraceBuilder.show)
      if round % 3 == 0 { trace.add(["WillShow"]) }
      trace.add(["UIDeviceOrientationDidChangeNotification"])
      trace.add(TraceBuilder.hide)
      trace.addTurned(TraceBuilder.show)
      trace.addTurned(TraceBuilder.hide)
      if round % 7 == 0 { trace.add(["DidHide"]) }
    }
    let context = TraceContext(trace: trace.trace, spec: Check.spec, strict: false)
    func summary(_ run: SequenceRun) -> [String] {
      run.episodes.map { "episode \($0.sequence) \($0.start)-\($0.end)" }
        + run.quirks.map { "quirk \($0.quirk) \($0.event)" }
        + run.violations.map { "violation \($0.event)" }
    }
    let whole = try SequenceMatcher.run(context)
    let compacted = try SequenceMatcher.run(context, historyKept: 8)
    #expect(whole.episodes.count > 100)
    #expect(!whole.violations.isEmpty)
    #expect(summary(compacted) == summary(whole))
  }

  @Test(
    "10,000 rotations in one trace, with every rule of the default spec, in one pass",
    .timeLimit(.minutes(5)))
  func manyRotationsStayLinear() {
    var trace = TraceBuilder()
    trace.add(TraceBuilder.show)
    for rotation in 0..<10_000 {
      trace.add(["UIDeviceOrientationDidChangeNotification"])
      // The hide leaves from the orientation the last show reached; the show arrives in the
      // other one.
      if rotation % 2 == 0 {
        trace.add(TraceBuilder.hide)
        trace.addTurned(TraceBuilder.show)
      } else {
        trace.addTurned(TraceBuilder.hide)
        trace.add(TraceBuilder.show)
      }
    }
    #expect(trace.events.count == 90_004)
    // The builder's frames sit on the screen even when hidden, so each turn breaks continuity
    // (one warning per rotation); every other rule, rotation-pair included, is satisfied.
    let findings = Check.findings(trace)
    #expect(findings.filter { $0.ruleId != "frame-continuity" } == [])
    #expect(findings.count == 10_000)
  }
}
