import Foundation
import Testing

@testable import KBCheck

/// Every trace under `Traces/` has its findings fixed in `Golden/<path>.txt`; set
/// `KBCHECK_RECORD=1` to rewrite them after an intended change, then review the diff.
@Suite struct GoldenTests {
  static let record = ProcessInfo.processInfo.environment["KBCHECK_RECORD"] == "1"

  /// The second spec in `Specs/`, for the traces under `Traces/text-editing/`.
  static let textEditing: CompiledSpec = {
    do {
      return try SpecLoader.load(
        path: Paths.root.appendingPathComponent("Specs/text-editing.json").path)
    } catch { fatalError("Specs/text-editing.json: \(error)") }
  }()

  /// A trace's findings as `kbcheck lint` prints them, with the default spec (the second spec
  /// for `text-editing/`).
  static func render(_ relative: String) throws -> String {
    let bytes = try Paths.bytes(relative)
    let engine = Engine(spec: relative.hasPrefix("text-editing/") ? textEditing : Check.spec)
    let report = Linter(engine: engine).check(bytes: bytes, path: "Traces/" + relative)
    // What `kbcheck lint` prints: one finding per problem.
    return TextReporter.render(Report(files: [Linter.grouped(report)]))
  }

  @Test("golden findings", arguments: Paths.traceFiles())
  func golden(_ relative: String) throws {
    let actual = try Self.render(relative)
    let goldenURL = Paths.golden.appendingPathComponent(relative + ".txt")
    if Self.record {
      try FileManager.default.createDirectory(
        at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: goldenURL, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(actual == expected, "findings for \(relative) changed; KBCHECK_RECORD=1 re-records")
  }

  @Test("there is a golden file for every trace and a trace for every golden file")
  func goldenFilesMatchTraces() {
    if Self.record { return }
    let enumerator = FileManager.default.enumerator(atPath: Paths.golden.path)
    var goldens: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".json.txt") || path.hasSuffix(".log.txt") {
        goldens.append(String(path.dropLast(4)))
      }
    }
    #expect(goldens.sorted() == Paths.traceFiles())
  }

  @Test(
    "clean examples have no errors or warnings",
    arguments: Paths.traceFiles().filter {
      $0.hasPrefix("clean/") || $0.hasPrefix("quirks/")
        || ($0.hasPrefix("logs/") && !$0.contains("/violation-"))
    })
  func cleanExamples(_ relative: String) throws {
    let bytes = try Paths.bytes(relative)
    let report = Check.lint(bytes, path: relative)
    #expect(report.error == nil)
    #expect(report.findings.filter { $0.severity != .info }.map(\.message) == [])
  }

  /// The examples that break a rule: `violations/` (errors) and `warnings/`.
  static let ruleExamples = Paths.traceFiles().filter {
    $0.hasPrefix("violations/") || $0.hasPrefix("warnings/")
  }

  @Test(
    "no event is both explained by a quirk and reported by the same rule",
    arguments: Paths.traceFiles().filter { !$0.hasPrefix("text-editing/") })
  func neverExplainedAndReported(_ relative: String) throws {
    let report = Check.lint(try Paths.bytes(relative), path: relative)
    // The same thing: the same rule at the same event, about the same value when it names one.
    func thing(_ finding: Finding) -> String? {
      finding.event.map { "\(finding.ruleId) @\($0) \(finding.pointer ?? "")" }
    }
    let explained = Set(
      report.findings.filter { $0.severity == .info && $0.quirk != nil }.compactMap(thing))
    for finding in report.findings where finding.severity != .info {
      guard let thing = thing(finding) else { continue }
      #expect(!explained.contains(thing), "\(relative): \(thing) is explained and reported")
    }
  }

  @Test("each violating example triggers the rule its name starts with", arguments: ruleExamples)
  func violatingExamples(_ relative: String) throws {
    let bytes = try Paths.bytes(relative)
    let report = Check.lint(bytes, path: relative)
    let name = relative.split(separator: "/").last ?? ""
    let rules = Check.spec.spec.rules.map(\.id).filter {
      name.hasPrefix($0 + "-") || name.hasPrefix($0 + ".")
    }
    let rule = try #require(rules.max { $0.count < $1.count }, "\(relative) names no rule")
    #expect(report.findings.contains { $0.ruleId == rule && $0.severity != .info })
    // violations/ exit 1 (an error); warnings/ exit 0 with a warning.
    let errors = report.findings.contains { $0.severity == .error }
    if relative.hasPrefix("violations/") {
      #expect(errors, "\(relative) has no error, so kbcheck lint exits 0: move it to warnings/")
    } else {
      #expect(!errors, "\(relative) has an error: move it to violations/")
      #expect(report.findings.contains { $0.severity == .warning })
    }
  }

  @Test("every rule of the default spec has a violating example")
  func everyRuleHasAnExample() {
    for rule in Check.spec.spec.rules {
      #expect(
        Self.ruleExamples.contains { $0.split(separator: "/").last!.hasPrefix("\(rule.id)-") },
        "no Traces/violations/\(rule.id)-*.json or Traces/warnings/\(rule.id)-*.json")
    }
  }

  @Test("every quirk of the default spec has an example under Traces/quirks/")
  func everyQuirkHasAnExample() {
    let names = Paths.traceFiles()
    for quirk in Check.spec.spec.quirks {
      #expect(
        names.contains { $0.hasPrefix("quirks/\(quirk.id)-") },
        "no Traces/quirks/\(quirk.id)-*.json")
    }
  }

  @Test(
    "each quirk a rule can report is reported as a note in its example and at the rule's severity outside its range",
    arguments: SpecWalk.reportableQuirks(Check.spec.spec))
  func quirkExamples(_ quirk: String) throws {
    let names = Paths.traceFiles()
    // Behaviour every device in the range shows is accepted: listed only with --verbose, and
    // --strict does not make it an error.
    let everyDevice = Check.spec.spec.quirks.first { $0.id == quirk }?.everyDevice == true
    for example in names where example.hasPrefix("quirks/\(quirk)-") {
      let bytes = try Paths.bytes(example)
      let report = Check.lint(bytes, path: example, verbose: everyDevice)
      #expect(report.findings.contains { $0.quirk == quirk && $0.severity == .info }, "\(example)")
      if everyDevice {
        #expect(!Check.lint(bytes, path: example).findings.contains { $0.quirk == quirk })
      }
      let strict = Check.lint(bytes, path: example, strict: true, verbose: everyDevice)
      #expect(
        strict.findings.contains { $0.quirk == quirk && ($0.severity != .info) != everyDevice },
        "--strict \(example)")
    }
    let outside = Self.ruleExamples.filter { $0.contains("-\(quirk)-out-of-range") }
    // A quirk known on every device has no outside; --strict above is its only other side.
    let everywhere = Check.spec.spec.quirks.first { $0.id == quirk }?.when == .always
    #expect(
      !outside.isEmpty || everywhere,
      "no Traces/{violations,warnings}/*-\(quirk)-out-of-range-*.json")
    for example in outside {
      let bytes = try Paths.bytes(example)
      let report = Check.lint(bytes, path: example)
      #expect(report.findings.contains { $0.quirk == quirk && $0.severity != .info }, "\(example)")
    }
  }
}
