import Foundation
import KeyboardTraceFormat
import Testing

@testable import KBCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The CI report formats (SARIF, JUnit, GitHub workflow commands, summaries): goldens over a
/// fixed set of inputs, the SARIF output against the published schema, and the escaping and
/// limits each CI system needs. `KBCHECK_RECORD=1` re-records the goldens.
@Suite struct ReporterTests {
  /// The inputs of the golden report, relative to the package root: a sequence error, a
  /// capture with notes only (a split iPad keyboard's quirks), payload errors and warnings, and
  /// a file that cannot be read.
  static let inputs = [
    "Traces/violations/sequence-order-missing-didshow.json",
    "Traces/quirks/split-or-floating-keyboard-split-ios9.json",
    "Traces/violations/payload-type-synthetic.json",
    "Tests/KBCheckTests/Fixtures/malformed/truncated.json",
  ]

  /// The report of the fixed inputs, with paths relative to the package root.
  static let report: Report = {
    let paths = inputs.map { Paths.root.appendingPathComponent($0).path }
    var report = Linter(engine: Engine(spec: Check.spec)).check(
      InputCollector.collect(paths), standardInput: .bytes([]))
    report.baseDirectory = Paths.root.path
    for index in report.files.indices { report.files[index].path = inputs[index] }
    return report
  }()

  static let rules = Check.spec.spec.rules

  /// A finding for hand-built reports.
  static func finding(
    _ rule: String, _ severity: Severity, _ message: String, line: Int = 3, column: Int = 5
  ) -> Finding {
    Finding(
      ruleId: rule, severity: severity, message: message, event: 0,
      position: SourcePosition(line: line, column: column))
  }

  // MARK: - Goldens

  static func render(_ golden: String, _ report: Report) -> String {
    switch golden {
    case "report.sarif":
      // The base directory's URI is the one place the checkout's location shows.
      SARIFReporter.render(report).replacingOccurrences(
        of: #""file://[^"]*""#, with: #""file:///CHECKOUT/""#, options: .regularExpression)
    case "report.xml": JUnitReporter.render(report)
    case "report.github.txt": GitHubReporter.render(report)
    case "report.md": GitHubReporter.markdownSummary(report)
    case "report.json": JSONReporter.render(report)
    case "report.txt": TextReporter.render(report)
    default: SummaryReporter.render(report)
    }
  }

  @Test(
    "golden reports",
    arguments: [
      "report.sarif", "report.xml", "report.github.txt", "report.md", "report.summary.txt",
      "report.json", "report.txt",
    ]
  )
  func golden(_ name: String) throws {
    let actual = Self.render(name, Self.report)
    let url = Paths.golden.appendingPathComponent("reports/" + name)
    if GoldenTests.record {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "\(name) changed; KBCHECK_RECORD=1 re-records")
  }

  @Test func everyFormatRenders() {
    #expect(
      ReportFormat.allCases.map(\.rawValue) == [
        "text", "json", "sarif", "junit", "github", "summary", "html",
      ])
    #expect(ReportFormat.sarif.render(Self.report) == SARIFReporter.render(Self.report))
    #expect(ReportFormat.junit.render(Self.report) == JUnitReporter.render(Self.report))
    #expect(ReportFormat.github.render(Self.report) == GitHubReporter.render(Self.report))
    #expect(ReportFormat.summary.render(Self.report) == SummaryReporter.render(Self.report))
    #expect(ReportFormat.html.render(Self.report) == HTMLReporter.render(Self.report))
  }

  @Test func theFixedReportHasEveryKindOfOutcome() {
    let summary = Self.report.summary
    #expect(summary.files == 4)
    #expect(summary.unreadable == 1)
    #expect(summary.errors == 3)
    #expect(summary.warnings == 2)
    #expect(summary.infos == 2)
  }

  // MARK: - SARIF

  /// A report whose paths need care: spaces, `#`, non-ASCII, `./` and `..`, absolute paths
  /// inside and outside the base directory, and a rule that is not among the report's rules.
  static let awkwardReport: Report = {
    var named = finding("payload-type", .error, "typed wrongly", line: 0, column: 0)
    named.fingerprint = "0123456789abcdef"
    named.quirk = "private-curve-7"
    named.pointer = "/events/0/userInfo/UIKeyboardAnimationCurveUserInfoKey"
    named.eventName = "UIKeyboardWillShowNotification"
    named.related = RelatedLocation(
      event: 0, position: SourcePosition(line: 2, column: 3),
      message: "the show sequence began here")
    return Report(
      files: [
        FileReport(path: "Traces/with space/ä#1.json", events: 1, findings: [named]),
        FileReport(
          path: "/base/dir/inside.json", events: 1,
          findings: [finding("made-up-rule", .warning, "not a rule of the spec")]),
        FileReport(
          path: "/elsewhere/out side.json", events: 1,
          findings: [finding("sequence-order", .info, "a note")]),
        FileReport(
          path: "./x/../y.json", events: 1, findings: [finding("sequence-order", .error, "e")]),
        FileReport(
          path: "../up.json", events: 1, findings: [finding("unknown-key", .warning, "w")]),
      ],
      rules: rules, spec: "uikit-keyboard 1.0.0", baseDirectory: "/base/dir",
      notices: ["a baseline entry matched nothing"])
  }()

  static func json(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  static func run(_ sarif: String) throws -> [String: Any] {
    let document = try json(sarif)
    let runs = try #require(document["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  static func results(_ run: [String: Any]) throws -> [[String: Any]] {
    try #require(run["results"] as? [[String: Any]])
  }

  static func uri(_ result: [String: Any]) -> (uri: String?, base: String?) {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    let artifact = physical?["artifactLocation"] as? [String: Any]
    return (artifact?["uri"] as? String, artifact?["uriBaseId"] as? String)
  }

  static func region(_ result: [String: Any]) -> [String: Any]? {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return physical?["region"] as? [String: Any]
  }

  @Test(
    "SARIF output is valid against the SARIF 2.1.0 schema",
    .enabled(if: SchemaCheck.available, "needs python3 with jsonschema"),
    arguments: ["fixed", "limited", "awkward", "empty"])
  func sarifMatchesTheSchema(_ name: String) throws {
    let sarif =
      switch name {
      case "fixed": SARIFReporter.render(Self.report)
      case "limited": SARIFReporter.render(Self.report, resultLimit: 3)
      case "awkward": SARIFReporter.render(Self.awkwardReport)
      default: SARIFReporter.render(Report(files: []))
      }
    let problems = try SchemaCheck.validate(sarif)
    #expect(problems == "", "\(name): \(problems)")
  }

  @Test func sarifResultsPointAtTheirRulesAndFiles() throws {
    let run = try Self.run(SARIFReporter.render(Self.report))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "kbcheck")
    #expect(driver["semanticVersion"] as? String == Report.toolVersion)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    // The spec's rules, then the rule of an input that could not be read (the fixed report
    // holds one).
    #expect(rules.map { $0["id"] as? String } == Self.rules.map(\.id) + ["unreadable"])
    #expect(rules.first?["name"] as? String == "SequenceOrder")
    for rule in rules {
      let full = (rule["fullDescription"] as? [String: Any])?["text"] as? String ?? ""
      #expect(!full.isEmpty && full.count <= 1024)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let results = try Self.results(run)
    #expect(results.count == 8)
    for result in results {
      let id = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == id)
      let region = try #require(Self.region(result))
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect(region["endLine"] as? Int == region["startLine"] as? Int)
      let (uri, base) = Self.uri(result)
      #expect(uri.map { !$0.hasPrefix("/") && !$0.contains(":") } == true, "\(uri ?? "nil")")
      #expect(base == "%SRCROOT%")
      let fingerprints = result["partialFingerprints"] as? [String: String]
      #expect(id == "unreadable" || fingerprints?["kbcheck/v1"]?.count == 16)
    }
    let levels = results.compactMap { $0["level"] as? String }
    #expect(
      levels == ["error", "error", "error", "error", "warning", "warning"]
        + Array(repeating: "note", count: 2))
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let bases = run["originalUriBaseIds"] as? [String: [String: String]]
    let root = try #require(bases?["%SRCROOT%"]?["uri"])
    #expect(root.hasPrefix("file:///") && root.hasSuffix("/"))
    #expect(URL(string: root)?.standardizedFileURL.path == Paths.root.standardizedFileURL.path)
  }

  @Test func sarifReportsUnreadableInputsAsNotificationsAndResults() throws {
    let run = try Self.run(SARIFReporter.render(Self.report))
    // A result, first, so code scanning shows the broken file on the pull request.
    let first = try #require(try Self.results(run).first)
    #expect(first["ruleId"] as? String == "unreadable")
    #expect(Self.uri(first).0 == "Tests/KBCheckTests/Fixtures/malformed/truncated.json")
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    #expect(notifications.first?["level"] as? String == "error")
    let location = (notifications.first?["locations"] as? [[String: Any]])?.first
    let physical = location?["physicalLocation"] as? [String: Any]
    let artifact = physical?["artifactLocation"] as? [String: Any]
    #expect(artifact?["uri"] as? String == "Tests/KBCheckTests/Fixtures/malformed/truncated.json")
    #expect(((physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
    let clean = Report(files: [FileReport(path: "a.json", events: 2)], rules: Self.rules)
    let cleanRun = try Self.run(SARIFReporter.render(clean))
    let cleanInvocation = (cleanRun["invocations"] as? [[String: Any]])?.first
    #expect(cleanInvocation?["executionSuccessful"] as? Bool == true)
    #expect(try Self.results(cleanRun).isEmpty)
  }

  @Test func sarifKeepsTheMostSevereResultsWithinTheLimit() throws {
    let run = try Self.run(SARIFReporter.render(Self.report, resultLimit: 3))
    let results = try Self.results(run)
    #expect(results.map { $0["level"] as? String } == ["error", "error", "error"])
    #expect((run["properties"] as? [String: Any])?["omittedResults"] as? Int == 5)
    let invocation = (run["invocations"] as? [[String: Any]])?.first
    let notifications = invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? []
    let warning = notifications.first { $0["level"] as? String == "warning" }
    let text = (warning?["message"] as? [String: Any])?["text"] as? String ?? ""
    #expect(text.hasPrefix("5 of 8 results were left out"))
    let full = try Self.run(SARIFReporter.render(Self.report))
    #expect((full["properties"] as? [String: Any])?["omittedResults"] == nil)
  }

  @Test("one problem at two events that look alike gets two fingerprints in SARIF, in file order")
  func sarifFingerprintsAreDistinct() throws {
    var findings = (0..<3).map { Self.finding("editing-lifecycle", .error, "same", line: 30 - $0) }
    for index in findings.indices { findings[index].fingerprint = "07e31b1f5f6feaea" }
    let report = Report(
      files: [FileReport(path: "a.json", events: 6, findings: findings)], rules: Self.rules)
    let results = try Self.results(try Self.run(SARIFReporter.render(report)))
    let prints = results.map {
      (($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]) ?? ""
    }
    // Results come by place (line 28 first); the suffixes follow the file's own order.
    #expect(prints == ["07e31b1f5f6feaea:3", "07e31b1f5f6feaea:2", "07e31b1f5f6feaea"])
  }

  @Test func sarifHoldsAtMostGitHubsLimitByDefault() throws {
    let findings = (0..<25_010).map { index in
      Self.finding(
        index % 2 == 0 ? "unknown-key" : "payload-type", index < 20 ? .error : .info,
        "finding \(index)", line: index + 1)
    }
    let report = Report(
      files: [FileReport(path: "big.json", events: 25_010, findings: findings)], rules: Self.rules)
    let run = try Self.run(SARIFReporter.render(report))
    let results = try Self.results(run)
    #expect(results.count == SARIFReporter.defaultResultLimit)
    #expect(results.prefix(20).allSatisfy { $0["level"] as? String == "error" })
    #expect((run["properties"] as? [String: Any])?["omittedResults"] as? Int == 10)
  }

  @Test func sarifURIsAreRelativeAndPercentEncoded() throws {
    let run = try Self.run(SARIFReporter.render(Self.awkwardReport))
    let results = try Self.results(run)
    var byMessage: [String: [String: Any]] = [:]
    for result in results {
      if let text = (result["message"] as? [String: Any])?["text"] as? String {
        byMessage[text] = result
      }
    }
    func uri(_ message: String) -> (String?, String?) {
      byMessage[message].map(Self.uri) ?? (nil, nil)
    }
    #expect(uri("typed wrongly") == ("Traces/with%20space/%C3%A4%231.json", "%SRCROOT%"))
    #expect(uri("not a rule of the spec") == ("inside.json", "%SRCROOT%"))
    #expect(uri("a note") == ("file:///elsewhere/out%20side.json", nil))
    #expect(uri("e") == ("y.json", "%SRCROOT%"))
    #expect(uri("w") == ("file:///base/up.json", nil))
    let bases = run["originalUriBaseIds"] as? [String: [String: String]]
    #expect(bases?["%SRCROOT%"]?["uri"] == "file:///base/dir/")

    let typed = try #require(byMessage["typed wrongly"])
    let region = try #require(Self.region(typed))
    #expect(region["startLine"] as? Int == 1 && region["startColumn"] as? Int == 1)
    let related = try #require((typed["relatedLocations"] as? [[String: Any]])?.first)
    #expect(related["id"] as? Int == 1)
    #expect(
      (related["message"] as? [String: Any])?["text"] as? String == "the show sequence began here")
    let properties = typed["properties"] as? [String: Any]
    #expect(properties?["event"] as? Int == 0)
    #expect(properties?["quirk"] as? String == "private-curve-7")
    #expect(
      properties?["pointer"] as? String == "/events/0/userInfo/UIKeyboardAnimationCurveUserInfoKey")
    #expect(typed["partialFingerprints"] as? [String: String] == ["kbcheck/v1": "0123456789abcdef"])

    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let rules = driver?["rules"] as? [[String: Any]] ?? []
    let madeUp = try #require(byMessage["not a rule of the spec"])
    let index = try #require(madeUp["ruleIndex"] as? Int)
    #expect(index == Self.rules.count)
    #expect(rules[index]["id"] as? String == "made-up-rule")
    #expect(rules[index]["name"] as? String == "MadeUpRule")
  }

  // MARK: - JUnit

  #if canImport(FoundationXML) || os(macOS)
    static func document(_ xml: String) throws -> XMLDocument {
      try XMLDocument(data: Data(xml.utf8), options: [])
    }

    static func elements(_ node: XMLNode, _ name: String) -> [XMLElement] {
      (node.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.name == name }
    }

    static func count(_ element: XMLElement, _ name: String) -> Int? {
      element.attribute(forName: name)?.stringValue.flatMap { Int($0) }
    }

    @Test func junitCountsAddUp() throws {
      let document = try Self.document(JUnitReporter.render(Self.report))
      let root = try #require(document.rootElement())
      #expect(root.name == "testsuites")
      let suites = Self.elements(root, "testsuite")
      #expect(suites.count == Self.inputs.count)
      var totals = (tests: 0, failures: 0, errors: 0)
      for suite in suites {
        let cases = Self.elements(suite, "testcase")
        let failures = cases.filter { !Self.elements($0, "failure").isEmpty }.count
        let errors = cases.filter { !Self.elements($0, "error").isEmpty }.count
        #expect(Self.count(suite, "tests") == cases.count)
        #expect(Self.count(suite, "failures") == failures)
        #expect(Self.count(suite, "errors") == errors)
        totals.tests += cases.count
        totals.failures += failures
        totals.errors += errors
      }
      #expect(Self.count(root, "tests") == totals.tests)
      #expect(Self.count(root, "failures") == totals.failures)
      #expect(Self.count(root, "errors") == totals.errors)
      #expect(totals.tests == 3 * Self.rules.count + 1)
      #expect(totals.failures == 2)  // sequence-order, payload-type; nothing in the clean file
      #expect(totals.errors == 1)
    }

    @Test func junitEscapesMessagesAndPaths() throws {
      let message = "a <b> & \"c\" 'd' ]]> \u{1}e\u{FFFE}\tf\nnext"
      let report = Report(
        files: [
          FileReport(
            path: "odd & <dir>/x\"y'.json", events: 1,
            findings: [Self.finding("payload-type", .error, message)])
        ], rules: Self.rules)
      let xml = JUnitReporter.render(report)
      #expect(!xml.contains("\u{1}") && !xml.contains("\u{FFFE}"))
      let document = try Self.document(xml)
      let root = try #require(document.rootElement())
      let suite = try #require(Self.elements(root, "testsuite").first)
      #expect(suite.attribute(forName: "name")?.stringValue == "odd & <dir>/x\"y'.json")
      let failing = Self.elements(suite, "testcase").first {
        $0.attribute(forName: "name")?.stringValue == "payload-type"
      }
      let testCase = try #require(failing)
      #expect(testCase.attribute(forName: "classname")?.stringValue == "odd & <dir>.x\"y'")
      let failure = try #require(Self.elements(testCase, "failure").first)
      #expect(
        failure.attribute(forName: "message")?.stringValue == "a <b> & \"c\" 'd' ]]> e\tf\nnext")
      #expect(failure.attribute(forName: "type")?.stringValue == "error")
      #expect(
        failure.stringValue == "odd & <dir>/x\"y'.json:3:5: error: a <b> & \"c\" 'd' ]]> e\tf\nnext"
      )
    }

    @Test func junitReportsAnUnreadableFileAsAnError() throws {
      let document = try Self.document(JUnitReporter.render(Self.report))
      let suites = Self.elements(try #require(document.rootElement()), "testsuite")
      let suite = try #require(suites.last)
      #expect(suite.attribute(forName: "name")?.stringValue == Self.inputs[3])
      let cases = Self.elements(suite, "testcase")
      #expect(cases.count == 1)
      #expect(cases.first?.attribute(forName: "name")?.stringValue == "read")
      let error = try #require(cases.first.flatMap { Self.elements($0, "error").first })
      #expect(error.attribute(forName: "type")?.stringValue == "unreadable")
      #expect(error.stringValue?.hasPrefix(Self.inputs[3] + ":") == true)
      #expect(Self.count(suite, "errors") == 1 && Self.count(suite, "tests") == 1)
    }

    @Test func junitNotesAloneDoNotFail() throws {
      let document = try Self.document(JUnitReporter.render(Self.report))
      let suites = Self.elements(try #require(document.rootElement()), "testsuite")
      let noted = try #require(
        suites.first { $0.attribute(forName: "name")?.stringValue == Self.inputs[1] })
      #expect(Self.count(noted, "failures") == 0)
      let order = Self.elements(noted, "testcase").first {
        $0.attribute(forName: "name")?.stringValue == "sequence-order"
      }
      let out = try #require(order.flatMap { Self.elements($0, "system-out").first })
      #expect(out.stringValue?.contains("(here and on 1 more event)") == true)
    }
  #endif

  @Test("a JUnit case fails at the run's --fail-on severity, as the exit status does")
  func junitFollowsFailOn() {
    let report = Report(
      files: [
        FileReport(
          path: "w.json", events: 1,
          findings: [Self.finding("payload-type", .warning, "a warning")])
      ], rules: Self.rules)
    var failingOnWarnings = report
    failingOnWarnings.failOn = .warning
    #expect(JUnitReporter.render(failingOnWarnings).contains(#"<failure message="a warning""#))
    // Under --fail-on error (the default) the warning passes its case, and is still shown.
    let xml = JUnitReporter.render(report)
    #expect(!xml.contains("<failure"), "\(xml)")
    #expect(xml.contains("<system-out>w.json:3:5: warning: a warning</system-out>"), "\(xml)")
  }

  @Test func junitEscapingWithoutAParser() {
    let report = Report(
      files: [
        FileReport(
          path: "a&b.json", events: 1,
          findings: [Self.finding("payload-type", .error, "<&\"'\u{0}")])
      ], rules: Self.rules)
    let xml = JUnitReporter.render(report)
    #expect(xml.contains(#"<failure message="&lt;&amp;&quot;&apos;" type="error">"#))
    #expect(xml.contains("a&amp;b.json:3:5: error: &lt;&amp;\"'</failure>"))
    #expect(
      xml.contains(
        #"<testsuite name="a&amp;b.json" tests="\#(Self.rules.count)" failures="1" errors="0""#))
  }

  // MARK: - GitHub

  @Test func githubEscapesPropertiesAndMessages() {
    let report = Report(
      files: [
        FileReport(
          path: "dir,1/a:b%.json", events: 1,
          findings: [Self.finding("odd:rule,id", .warning, "50% done\r\nnext: a, b")])
      ])
    let lines = GitHubReporter.render(report).split(separator: "\n")
    #expect(
      lines.first
        == "::warning file=dir%2C1/a%3Ab%25.json,line=3,col=5,title=odd%3Arule%2Cid::50%25 done%0D%0Anext: a, b"
    )
    // A tab is a character of the file's name, not a control the log acts on: kept as it is,
    // so the annotation lands on the file; ESC is written visibly.
    #expect(GitHubReporter.property("tab\there.json") == "tab\there.json")
    #expect(GitHubReporter.property("esc\u{1B}[31m.json") == "esc\\u001b[31m.json")
  }

  @Test func githubOrdersErrorsWarningsNotes() {
    let lines = GitHubReporter.render(Self.report).split(separator: "\n").map(String.init)
    let commands = lines.filter { $0.hasPrefix("::") }.map { $0.prefix { $0 != " " } }
    #expect(
      commands
        == Array(repeating: "::error", count: 4) + ["::warning", "::warning"]
        + Array(repeating: "::notice", count: 2))
    #expect(
      lines.contains {
        $0.hasPrefix("::error file=Tests/KBCheckTests/Fixtures/malformed/truncated.json,line=")
      })
    #expect(lines.last == TextReporter.summaryLine(Self.report.summary))
  }

  @Test func githubSaysWhenALevelPassesTheAnnotationLimit() {
    let findings =
      (1...11).map { Self.finding("sequence-order", .error, "error \($0)", line: $0) }
      + (1...3).map { Self.finding("unknown-key", .warning, "warning \($0)", line: $0) }
    let report = Report(files: [FileReport(path: "a.json", events: 20, findings: findings)])
    let lines = GitHubReporter.render(report).split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix(
        "::notice title=kbcheck::kbcheck found 11 errors; GitHub shows only 10") == true)
    #expect(lines.filter { $0.hasPrefix("::notice") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("::error") }.count == 11)
    #expect(lines[1] == "::error file=a.json,line=1,col=5,title=sequence-order::error 1")
  }

  @Test("the github format shows how an input was read, as the text format does")
  func githubNotesHowInputsWereRead() {
    var file = FileReport(
      path: "a.log", events: 2,
      findings: [Self.finding("sequence-order", .info, "a quirk", line: 3)])
    file.notes = [InputNote("2 payloads have no notification name", at: .init(line: 1, column: 4))]
    let lines = GitHubReporter.render(Report(files: [file])).split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("::") } == [
        "::notice file=a.log,line=3,col=5,title=sequence-order::a quirk",
        "::notice file=a.log,line=1,col=4,title=input::2 payloads have no notification name",
      ])
    // Past GitHub's ten, the count says which are findings, as the summary line does.
    file.notes = (1...10).map { InputNote("note \($0)", at: .init(line: $0, column: 1)) }
    let many = GitHubReporter.render(Report(files: [file]))
    #expect(
      many.hasPrefix(
        "::notice title=kbcheck::kbcheck found 1 note and 10 notes on how the input was read; "),
      "\(many)")
  }

  @Test func githubPathsAreRelativeToTheBaseDirectory() {
    let report = Report(
      files: [
        FileReport(
          path: "/repo/Traces/a.json", events: 1, findings: [Self.finding("x", .info, "m")])
      ],
      baseDirectory: "/repo")
    #expect(
      GitHubReporter.render(report).hasPrefix(
        "::notice file=Traces/a.json,line=3,col=5,title=x::m\n"))
  }

  @Test func markdownSummaryStaysUnderTheLimit() {
    let long = String(repeating: "very-long-directory-name/", count: 40)
    let files = (0..<3000).map { index in
      FileReport(
        path: "\(long)\(index).json", events: 3,
        findings: [Self.finding("sequence-order", .error, "broken | *badly*")])
    }
    let report = Report(
      files: files + [FileReport(path: "bad.json", error: InputError("cut off", at: nil))],
      rules: Self.rules)
    let markdown = GitHubReporter.markdownSummary(report)
    #expect(markdown.utf8.count < GitHubReporter.stepSummaryLimit)
    #expect(markdown.contains("…and 2950 more files."))
    #expect(markdown.contains("| `sequence-order` | 3000 | 0 | 0 |"))
    #expect(markdown.contains("| bad.json | cut off |"))
  }

  // MARK: - Summary

  @Test func summaryListsEveryRuleAligned() throws {
    let text = SummaryReporter.render(Self.report)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("  rule ") })
    let table = Array(lines[header...(header + Self.rules.count + 1)])
    #expect(
      table.dropFirst().dropLast().map { $0.split(separator: " ").first.map(String.init) }
        == Self.rules.map(\.id))
    #expect(Set(table.map(\.count)).count == 1, "the rule table's columns line up")
    #expect(table.last?.split(separator: " ").map(String.init) == ["all", "rules", "3", "2", "2"])
    // The split keyboard's two frame changes while hidden are one problem: one note.
    #expect(text.contains("  sequence-order            1         0      1"))
    #expect(!text.contains(" \n"))
  }

  @Test(
    "a summary gathered file by file, holding ten files of each list, reads as the whole report's"
  )
  func summaryStreams() {
    // 30 files with errors and warnings in tied counts, 12 unreadable (whole or in part), clean
    // files between them, and a rule id the spec does not have.
    var files: [FileReport] = []
    for index in 0..<60 {
      let path = "batch/trace-\(index).json"
      switch index % 5 {
      case 0:
        files.append(FileReport(path: path, events: 3))
      case 1, 2:
        let errors = (index * 7) % 4
        let findings =
          (0..<errors).map { _ in Self.finding("sequence-order", .error, "out of order") }
          + [Self.finding(index % 2 == 0 ? "payload-type" : "custom-rule", .warning, "odd")]
        files.append(FileReport(path: path, events: 4, findings: findings))
      case 3:
        files.append(FileReport(path: path, error: InputError("cut off", at: nil)))
      default:
        files.append(
          FileReport(
            path: path, events: 2, findings: [Self.finding("time-order", .info, "a note")],
            problems: [InputError("unreadable part", at: SourcePosition(line: 4, column: 2))]))
      }
    }
    let report = Report(
      files: files, rules: Self.rules, spec: "uikit-keyboard 1.0.0", baseDirectory: "/work",
      notices: ["a notice"])
    var stream = ReportStream(
      outputs: [ReportOutput(format: .summary, path: nil)],
      report: Report(files: [], rules: Self.rules, spec: report.spec, baseDirectory: "/work"),
      standardOutput: nil)
    for file in files { stream.write(file) }
    let streamed = stream.finish(summary: report.summary, notices: report.notices)
    let whole = SummaryReporter.render(report)
    #expect(streamed.output == whole)
    #expect(whole.contains("… and 14 more"), "more failing files than the list holds")
    #expect(whole.contains("unreadable files") && whole.contains("… and 14 more"))
    #expect(whole.contains("  custom-rule "), "a rule the spec does not have gets its row")
  }
}

/// Validates SARIF against the published schema with python3's `jsonschema`.
enum SchemaCheck {
  /// The official SARIF 2.1.0 schema (OASIS), kept in the repository so a plain clone runs
  /// this test.
  static let schema = Paths.fixtures.appendingPathComponent("sarif-schema-2.1.0.json")

  static let available: Bool = (try? python(["-c", "import jsonschema"]).status) == 0

  static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The schema's complaints about the document, or "" when it is valid.
  static func validate(_ sarif: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-\(UUID().uuidString).sarif")
    try sarif.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      document = json.load(open(sys.argv[2]))
      validator = jsonschema.validators.validator_for(schema)(schema)
      for error in validator.iter_errors(document):
          print("/".join(map(str, error.absolute_path)) + ": " + error.message)
      """
    let result = try python(["-c", script, schema.path, file.path])
    if result.status != 0 && result.output.isEmpty { return "python3 exited \(result.status)" }
    return result.output
  }
}

/// Text made safe for a terminal: control characters escaped, everything else as it was.
@Suite struct TerminalTextTests {
  @Test(
    "printable text comes back as it is, control characters escaped, kept ones kept",
    arguments: [
      ("plain ASCII: {{0, 264}, {320, 216}} ~", [], "plain ASCII: {{0, 264}, {320, 216}} ~"),
      ("", [], ""),
      ("line\nbreak\ttab\rreturn", [], "line\\nbreak\\ttab\\rreturn"),
      ("esc \u{1B}[31m bel \u{07} del \u{7F}", [], "esc \\u001b[31m bel \\u0007 del \\u007f"),
      ("C1 \u{85} and \u{2028} separator", [], "C1 \\u0085 and \\u2028 separator"),
      ("only a delete \u{7F} here", [], "only a delete \\u007f here"),
      ("Ünïcode 弹出 stays", [], "Ünïcode 弹出 stays"),
      ("kept\nbreak\u{1B}", ["\n"], "kept\nbreak\\u001b"),
    ] as [(String, Set<Unicode.Scalar>, String)])
  func escapes(_ text: String, _ kept: Set<Unicode.Scalar>, _ expected: String) {
    #expect(TerminalText.escape(text, keeping: kept) == expected)
  }
}

/// The JSON report's writer, which puts its text together as bytes.
@Suite struct JSONWriterTests {
  @Test("keys and strings are quoted as JSONText quotes them, and the document reads back")
  func writesWhatItWasGiven() throws {
    let texts = ["plain", "a\"b\\c\n\u{1}", "é\t\r\u{1F} ⌨︎", ""]
    var writer = JSONWriter()
    writer.beginObject()
    for (index, text) in texts.enumerated() {
      writer.pair(text.isEmpty ? "empty" : "k\(index)\(text)", text)
    }
    writer.key("list")
    writer.beginArray()
    writer.number(-12)
    writer.bool(true)
    writer.null()
    writer.optionalNumber(nil)
    writer.endArray()
    writer.endObject()
    let expected =
      "{"
      + texts.enumerated().map { index, text in
        JSONText.quote(text.isEmpty ? "empty" : "k\(index)\(text)") + ":" + JSONText.quote(text)
      }.joinedText(separator: ",") + ",\"list\":[-12,true,null,null]}"
    #expect(writer.output == expected)
    let read = try #require(
      try JSONSerialization.jsonObject(with: Data(writer.output.utf8)) as? [String: Any])
    #expect(read["k1a\"b\\c\n\u{1}"] as? String == "a\"b\\c\n\u{1}")
    #expect(read["empty"] as? String == "")
  }
}
