import Foundation
import KBCheckBench
import Testing

@testable import KBCheck

/// A short run of the benchmark's corpus and fault check (the benchmark itself is
/// `Scripts/benchmark`, in a release build, never part of `swift test`).
@Suite struct BenchmarkSmokeTests {
  @Test("kbcheck finds every fault the generator injects, and nothing in clean files")
  func everyInjectedFaultIsFound() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-smoke-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    var generator = CorpusGenerator(files: 40, events: 60, seed: 7)
    generator.faultRate = 0.5
    let faults = try generator.write(to: directory.appendingPathComponent("corpus"))
    #expect(faults.count > 10)
    #expect(Set(faults.map(\.kind)).count == CorpusGenerator.Fault.Kind.allCases.count)
    let report = Linter(engine: Engine(spec: Check.spec)).check(
      InputCollector.collect([directory.appendingPathComponent("corpus").path]),
      standardInput: .bytes([]))
    let url = directory.appendingPathComponent("report.json")
    try JSONReporter.render(report).write(to: url, atomically: true, encoding: .utf8)
    let outcome = try FaultCheck.check(report: url, faults: faults)
    #expect(outcome.missed.map { "\($0.file) \($0.kind) \($0.event)" } == [])
    #expect(outcome.falsePositives == [])
  }

  @Test func theCorpusIsDeterministic() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-det-\(UUID())")
    defer { try? FileManager.default.removeItem(at: base) }
    let first = try CorpusGenerator(files: 5, events: 30, seed: 3).write(
      to: base.appendingPathComponent("a"))
    let second = try CorpusGenerator(files: 5, events: 30, seed: 3).write(
      to: base.appendingPathComponent("b"))
    #expect(first == second)
    for index in 0..<5 {
      let name = String(format: "trace-%05d.json", index)
      #expect(
        try Data(contentsOf: base.appendingPathComponent("a/" + name))
          == Data(contentsOf: base.appendingPathComponent("b/" + name)))
    }
  }
}
