import Foundation
import Testing

@testable import KBCheck

/// Runs the built `kbcheck` binary and checks its exit status and output.
@Suite struct CommandLineTests {
  typealias Run = BinaryRun

  static func run(_ arguments: [String], input: String? = nil, in directory: URL = Paths.root)
    throws -> Run
  {
    try BinaryRun.run(arguments, input: input, in: directory)
  }

  @Test func cleanTraceExitsZero() throws {
    let run = try Self.run(["lint", "Traces/clean/iphone-show-hide-ios17.json"])
    #expect(run.status == 0)
    // Every device sends curve 7 and the deprecated keys: nothing to report.
    #expect(run.output == "kbcheck: 1 file (10 events): 0 errors, 0 warnings, 0 notes\n")
  }

  @Test("clean captures report nothing: every file ok, not even a note")
  func cleanMeansOk() throws {
    let run = try Self.run(["lint", "Traces/clean"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("kbcheck: "), "\(run.output)")
    #expect(run.output.contains("): 0 errors, 0 warnings, 0 notes; "), "\(run.output)")
    #expect(
      run.output.contains(" ok, 0 with findings, 0 could not be read in full"), "\(run.output)")
    let json = try Self.run(["lint", "--format", "json", "Traces/clean"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let files = try #require(report["files"] as? [[String: Any]])
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { $0["status"] as? String == "ok" }, "\(json.output)")
  }

  @Test("--strict holds quirks to the contract, not what every device does; --verbose lists it")
  func strictAndVerbose() throws {
    let clean = "Traces/clean/iphone-show-hide-ios17.json"
    #expect(try Self.run(["lint", "--strict", clean]).status == 0)
    #expect(
      try Self.run(["lint", "--strict", "Traces/quirks/repeated-show-ios14.json"]).status == 1)
    let verbose = try Self.run(["lint", "--verbose", clean])
    #expect(verbose.status == 0)
    #expect(
      verbose.output.contains(
        "(accepted: every device in its range does this, and this trace is iOS 17.4"))
  }

  @Test("one problem on eight events: one finding in text and JSON, eight places in SARIF")
  func oneFindingPerProblem() throws {
    let trace = "Traces/violations/payload-type-same-key-every-event-synthetic.json"
    let text = try Self.run(["lint", trace])
    #expect(text.output.components(separatedBy: "[payload-type]").count == 2, "\(text.output)")
    #expect(text.output.contains("(here and on 7 more events) [payload-type]"))
    let json = try Self.run(["lint", "--format", "json", trace])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require((report["files"] as? [[String: Any]])?.first?["findings"])
    let types = (findings as? [[String: Any]] ?? []).filter {
      $0["ruleId"] as? String == "payload-type"
    }
    #expect(types.count == 1)
    #expect((types.first?["also"] as? [[String: Any]])?.count == 7)
    let sarif = try Self.run(["lint", "--format", "sarif", trace])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
    #expect(results.count == 1)
    let places = results.first.map {
      ($0["locations"] as? [Any] ?? []).count + ($0["relatedLocations"] as? [Any] ?? []).count
    }
    #expect(places == 8)
  }

  @Test func everyCleanExampleExitsZero() throws {
    #expect(try Self.run(["lint", "Traces/clean", "Traces/quirks"]).status == 0)
  }

  @Test func violatingTraceExitsOneWithLocatedFindings() throws {
    let run = try Self.run(["lint", "Traces/violations/sequence-order-missing-didshow.json"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "Traces/violations/sequence-order-missing-didshow.json:133:5: error: expected UIKeyboardDidShowNotification"
      ))
    #expect(run.output.contains("[sequence-order]\n"))
  }

  @Test("a malformed file exits 2 with a located error, and the rest of the batch is reported")
  func malformedInABatch() throws {
    let run = try Self.run([
      "lint", "Traces/clean/legacy-ios4-two-event.json", "Tests/KBCheckTests/Fixtures/malformed",
      "Traces/warnings/unknown-key-misspelt.json",
    ])
    #expect(run.status == 2)
    #expect(
      run.output.contains(
        "Tests/KBCheckTests/Fixtures/malformed/truncated.json:5:1: error: the file ends inside an object"
      ))
    #expect(
      run.output.contains(
        "Tests/KBCheckTests/Fixtures/malformed/empty.json:1:1: error: the file is empty"))
    #expect(
      run.output.contains(
        "unknown-format.json:1:12: error: unknown trace format \"keyboard-trace/2\""))
    #expect(run.output.contains("unknown-key-misspelt.json:"))
    #expect(run.output.contains("kbcheck: 5 files"))
    // The iOS 4 capture has nothing to report: it is ok, and counted so.
    #expect(run.output.contains("; 1 ok, 1 with findings, 3 could not be read in full\n"))
  }

  @Test func missingPathIsReportedNotSkipped() throws {
    let run = try Self.run([
      "lint", "Traces/clean/legacy-ios4-two-event.json", "no/such/trace.json",
    ])
    #expect(run.status == 2)
    #expect(run.output.contains("no/such/trace.json:1:1: error: no such file or directory"))
  }

  @Test func standardInput() throws {
    let text = try String(
      contentsOf: Paths.traces.appendingPathComponent("violations/payload-value-curve-123.json"),
      encoding: .utf8)
    let run = try Self.run(["lint", "-"], input: text)
    #expect(run.status == 1)
    #expect(run.output.contains("-:19:9: error: UIKeyboardAnimationCurveUserInfoKey is 123"))
  }

  @Test("a trace cut off on standard input is reported where its JSON breaks, not as a log")
  func truncatedTraceOnStandardInput() throws {
    let text = try String(
      contentsOf: Paths.traces.appendingPathComponent("clean/editing-text-field-ios17.json"),
      encoding: .utf8)
    let cut = String(text.prefix(text.count / 2))
    for arguments in [["lint", "-"], ["lint", "--stdin-filename", "capture", "-"]] {
      let run = try Self.run(arguments, input: cut)
      #expect(run.status == 2)
      #expect(run.output.contains(": error: "), "\(run.output)")
      #expect(!run.output.contains("no notifications found in the log"), "\(run.output)")
    }
    // A log that is JSON records, not a trace, is still read as a log.
    let records =
      #"{"eventMessage": "keyboardWillShow", "timestamp": 1}"# + "\n" + #"{"eventMessage""#
    let log = try Self.run(["lint", "-"], input: records)
    #expect(log.output.contains("no notifications found in the log"), "\(log.output)")
  }

  @Test func jsonReportIsValidJSONWithTheDocumentedKeys() throws {
    let run = try Self.run([
      "lint", "--format", "json", "Traces/violations/sequence-order-missing-didshow.json",
      "Tests/KBCheckTests/Fixtures/malformed/empty.json",
    ])
    #expect(run.status == 2)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(files.map { $0["status"] as? String } == ["findings", "error"])
    let finding = try #require(
      (files[0]["findings"] as? [[String: Any]])?.first {
        $0["ruleId"] as? String == "sequence-order"
      })
    #expect(finding["line"] as? Int == 133)
    #expect(finding["column"] as? Int == 5)
    #expect(finding["event"] as? Int == 11)
    #expect(finding["severity"] as? String == "error")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 2)
    #expect(summary["unreadable"] as? Int == 1)
  }

  @Test func strictReportsQuirksAtTheirRuleSeverity() throws {
    let path = "Traces/quirks/repeated-show-ios14.json"
    #expect(try Self.run(["lint", path]).status == 0)
    let strict = try Self.run(["lint", "--strict", path])
    #expect(strict.status == 1)
    #expect(strict.output.contains("--strict holds traces to the documented contract"))
  }

  @Test func anotherSpecFile() throws {
    let spec = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: spec) }
    try SpecTests.minimal.write(to: spec, atomically: true, encoding: .utf8)
    let run = try Self.run([
      "lint", "--spec", spec.path, "Traces/clean/iphone-show-hide-ios17.json",
    ])
    #expect(run.status == 0)
    let broken = SpecTests.minimal.replacingOccurrences(
      of: #""check": "sequence""#, with: #""check": 3"#)
    try broken.write(to: spec, atomically: true, encoding: .utf8)
    let rejected = try Self.run([
      "lint", "--spec", spec.path, "Traces/clean/iphone-show-hide-ios17.json",
    ])
    #expect(rejected.status == 2)
    #expect(
      rejected.errorOutput.contains(
        "\(spec.path):14:39: error: invalid spec: \"check\" in a rule must be a string"))
  }

  @Test func helpAndVersion() throws {
    let help = try Self.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("kbcheck lint [options] PATH..."))
    let lintHelp = try Self.run(["lint", "--help"])
    #expect(lintHelp.output.contains("--strict"))
    let version = try Self.run(["--version"])
    #expect(version.output.hasPrefix("kbcheck "))
  }

  @Test("a captured log is linted as it is, with findings at the log's lines")
  func lintALog() throws {
    let run = try Self.run(["lint", "Traces/logs/violation-missing-didshow.log"])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "Traces/logs/violation-missing-didshow.log:115:50: error: expected UIKeyboardDidShowNotification"
      ))
    let cut = try Self.run(["lint", "Traces/logs/violation-cut-off.log"])
    #expect(cut.status == 2)
    #expect(
      cut.output.contains(
        "violation-cut-off.log:54:41: error: this printed notification is cut off or malformed"
      ))
    #expect(cut.output.contains("[sequence-incomplete]"))
  }

  @Test("a log on standard input is detected as a log")
  func logOnStandardInput() throws {
    let text =
      "UIKeyboardWillShowNotification\nUIKeyboardWillHideNotification\nUIKeyboardWillHideNotification\n"
    let run = try Self.run(["lint", "--os-version", "11.0", "-"], input: text)
    #expect(run.status == 1)
    #expect(
      run.output.contains("-:3:1: error: a hide arrived while the keyboard was already hidden"))
    let observed = try Self.run(
      ["lint", "--observed", "UIKeyboardWillShowNotification", "-"],
      input: "UIKeyboardWillShowNotification\n")
    #expect(observed.status == 0)
  }

  @Test("--name and --observed take a name as a log spells it, and refuse one the spec lacks")
  func namesFromTheCommandLine() throws {
    // Hides printed without names, without the animation keys a hide must carry: an error
    // only once they are named.
    let payload =
      "{\n  UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n"
      + "  UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 852}, {393, 336}}\";\n}\n"
    for name in ["UIKeyboardWillHideNotification", "UIKeyboardWillHide", "keyboardWillHide"] {
      let run = try Self.run(
        ["lint", "--os-version", "17.0", "--name", name, "--observed", name, "-"],
        input: payload + payload)
      #expect(run.status == 1, "\(name)")
      #expect(
        run.output.contains("error: UIKeyboardWillHideNotification is missing"),
        "\(name): \(run.output)")
    }
    for (flag, word) in [("--name", "UIKeyboardWillHideNotificaton"), ("--observed", "WillHide")] {
      let run = try Self.run(["lint", flag, word, "-"], input: payload)
      #expect(run.status == 2)
      #expect(
        run.errorOutput.contains("\(flag) \(word) names no notification of the spec"),
        "\(run.errorOutput)")
    }
    // A typo in a handler's name is closest to that name, which is suggested.
    let typo = try Self.run(["lint", "--observed", "keyboardDidShw", "-"], input: payload)
    #expect(typo.errorOutput.contains("did you mean keyboardDidShow?"), "\(typo.errorOutput)")
    let convert = try Self.run(["convert", "--name", "bogus", "-"], input: payload)
    #expect(convert.status == 2)
    // explain reads a log by its spec's words too, and names an unnamed payload as lint does.
    let explain = try Self.run(
      ["explain", "--name", "keyboardWillHide", "--event", "0", "-"], input: payload)
    #expect(explain.status == 0, "\(explain.errorOutput)")
    #expect(explain.output.contains("event 0, UIKeyboardWillHideNotification"), "\(explain.output)")
    #expect(
      try Self.run(["explain", "--name", "bogus", "--event", "0", "-"], input: payload).status == 2)
  }

  @Test("the JUnit report's cases fail at --fail-on, as the exit status does")
  func junitFollowsFailOn() throws {
    let trace = "Traces/warnings/unknown-key-misspelt.json"
    let passing = try Self.run(["lint", "--format", "junit", trace])
    #expect(passing.status == 0)
    #expect(!passing.output.contains("<failure"), "\(passing.output)")
    #expect(passing.output.contains("warning: "), "\(passing.output)")
    let failing = try Self.run(["lint", "--format", "junit", "--fail-on", "warning", trace])
    #expect(failing.status == 1)
    #expect(failing.output.contains("<failure "), "\(failing.output)")
    // More warnings than --max-warnings fail the run, and so their cases.
    let limited = try Self.run(["lint", "--format", "junit", "--max-warnings", "0", trace])
    #expect(limited.status == 1)
    #expect(limited.output.contains("<failure "), "\(limited.output)")
  }

  @Test("convert writes each log's twin exactly", arguments: Paths.logFiles())
  func convertLogs(_ relative: String) throws {
    let run = try Self.run(["convert", "Traces/" + relative])
    let twin = try String(
      contentsOf: Paths.traces.appendingPathComponent(String(relative.dropLast(4)) + ".json"),
      encoding: .utf8)
    #expect(run.output == twin)
    #expect(run.status == (Paths.logHasProblems(relative) ? 2 : 0))
  }

  @Test func convertToAFileThenLint() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "converted-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: out) }
    let convert = try Self.run([
      "convert", "--from", "log", "--out", out.path, "Traces/logs/swift-print.log",
    ])
    #expect(convert.status == 0)
    #expect(convert.output.isEmpty)
    let lint = try Self.run(["lint", out.path])
    #expect(lint.status == 0)
    // lint's spelling of the option writes the same file.
    let text = try String(contentsOf: out, encoding: .utf8)
    let spelt = try Self.run([
      "convert", "--from", "log", "--output", out.path, "Traces/logs/swift-print.log",
    ])
    #expect(spelt.status == 0)
    #expect(try String(contentsOf: out, encoding: .utf8) == text)
    let trace = try Self.run(["convert", "Traces/violations/duplicate-key-frame-end.json"])
    #expect(
      trace.output
        == (try String(
          contentsOf: Paths.traces.appendingPathComponent(
            "violations/duplicate-key-frame-end.json"), encoding: .utf8)))
  }

  @Test func convertErrors() throws {
    let nothing = try Self.run(["convert", "-"], input: "hello\n")
    #expect(nothing.status == 2)
    #expect(nothing.errorOutput.contains("-: error: no notifications found in the log"))
    #expect(try Self.run(["convert"]).status == 2)
    #expect(try Self.run(["convert", "--from", "xml", "a.log"]).status == 2)
  }

  @Test func rulesListsEveryRuleAndQuirk() throws {
    let run = try Self.run(["rules"])
    #expect(run.status == 0)
    for rule in Check.spec.spec.rules {
      #expect(run.output.contains("\n  \(rule.id) (\(rule.severity.rawValue)"))
    }
    for quirk in Check.spec.spec.quirks { #expect(run.output.contains("\n  \(quirk.id)")) }
  }

  @Test func badArgumentsExitTwo() throws {
    let unknown = try Self.run(["lint", "--colour", "Traces"])
    #expect(unknown.status == 2)
    #expect(unknown.errorOutput.contains("unknown option '--colour'"))
    #expect(try Self.run(["lint"]).status == 2)
    #expect(try Self.run(["lint", "--format", "xml", "Traces"]).status == 2)
    #expect(try Self.run(["frobnicate"]).status == 2)
  }
}
