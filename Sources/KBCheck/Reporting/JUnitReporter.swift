/// Renders a report as JUnit XML, the test-report format Jenkins, GitLab, Azure and GitHub
/// test-report actions read: a test suite per file and a test case per rule that ran, so a
/// report shows what was checked as well as what failed.
///
/// A rule with findings at the run's `--fail-on` severity or above in a file fails its case
/// (`<failure>` lists each of its findings there), so the test report agrees with the exit
/// status: under `--fail-on error` a rule with warnings only passes, its findings in the case's
/// `<system-out>`, as notes always are. A file that could not be read is one `read` case with
/// an `<error>`; a log read in part gets that case as well as its rule cases.
enum JUnitReporter {
  /// Renders a report as a JUnit XML document.
  static func render(_ report: Report) -> String {
    let ruleIds = ReportTallies.ruleIds(report)
    var suites = report.files.map {
      suite($0, ruleIds: ruleIds, base: report.baseDirectory, failOn: report.failOn)
    }
    if let baseline = report.settlement.baseline, !baseline.stale.isEmpty {
      suites.append(staleBaseline(baseline, base: report.baseDirectory))
    }
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output +=
      "<testsuites name=\"\(XMLText.attribute(Report.toolName))\" tests=\"\(tests)\" "
      + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
    for suite in suites { write(suite, into: &output) }
    output += "</testsuites>\n"
    return output
  }

  // MARK: - Model

  /// What a test case found.
  enum Outcome {
    case passed
    case failure(message: String, type: String, text: String)
    case error(message: String, type: String, text: String)
  }

  /// One test case: a rule checked on a file, or the reading of the file.
  struct TestCase {
    var name: String
    var outcome: Outcome
    var systemOut: String?
  }

  /// The test cases of one file.
  struct Suite {
    var path: String
    var cases: [TestCase]

    var failures: Int {
      cases.filter { if case .failure = $0.outcome { true } else { false } }.count
    }

    var errors: Int {
      cases.filter { if case .error = $0.outcome { true } else { false } }.count
    }

    /// The path without its extension, `/` turned into `.`: what JUnit readers group by.
    var classname: String {
      var name = Substring(path)
      while name.hasBytePrefix("/") { name = name.dropFirst() }
      if let dot = name.lastIndex(of: "."), dot != name.startIndex, !name[dot...].contains("/"),
        name[name.index(before: dot)] != "/"
      {
        name = name[..<dot]
      }
      return String(name.map { $0 == "/" ? "." : $0 })
    }
  }

  /// The baseline's own suite when entries no longer match: the run fails for them, so the
  /// test report does too (one failing `stale-entries` case listing them).
  static func staleBaseline(_ baseline: Settlement.BaselineUse, base: String?) -> Suite {
    let count = baseline.stale.count
    let text = baseline.stale.map(Settlement.BaselineUse.staleText).joinedText(separator: "\n")
    return Suite(
      path: ReportPaths.display(baseline.path, base: base),
      cases: [
        TestCase(
          name: "stale-entries",
          outcome: .failure(
            message:
              "\(count) baseline entr\(count == 1 ? "y no longer matches" : "ies no longer match"); "
              + "fix the baseline, or rewrite it with --prune-baseline",
            type: "stale-baseline", text: text),
          systemOut: nil)
      ])
  }

  static func suite(_ file: FileReport, ruleIds: [String], base: String?, failOn: Severity)
    -> Suite
  {
    let path = ReportPaths.display(file.path, base: base)
    var cases: [TestCase] = []
    if !file.inputErrors.isEmpty {
      let lines = file.inputErrors.map { error in
        let place = error.position.map { ":\($0)" } ?? ""
        return "\(path)\(place): error: \(error.message)"
      }
      let message = file.inputErrors[0].message
      cases.append(
        TestCase(
          name: "read",
          outcome: .error(
            message: message, type: "unreadable", text: lines.joinedText(separator: "\n")),
          systemOut: nil))
    }
    guard file.error == nil else { return Suite(path: path, cases: cases) }
    var byRule: [String: [Finding]] = [:]
    for finding in file.findings { byRule[finding.ruleId, default: []].append(finding) }
    for id in ruleIds {
      cases.append(testCase(id, findings: byRule[id] ?? [], path: path, failOn: failOn))
    }
    if ruleIds.isEmpty { cases.append(TestCase(name: "lint", outcome: .passed, systemOut: nil)) }
    return Suite(path: path, cases: cases)
  }

  private static func testCase(
    _ id: String, findings: [Finding], path: String, failOn: Severity
  ) -> TestCase {
    guard !findings.isEmpty else { return TestCase(name: id, outcome: .passed, systemOut: nil) }
    let lines = findings.map { finding in
      "\(path):\(finding.position): \(TextReporter.label(finding.severity)): \(finding.message)"
    }.joinedText(separator: "\n")
    guard let worst = findings.map(\.severity).max(), worst >= failOn else {
      return TestCase(name: id, outcome: .passed, systemOut: lines)
    }
    let first = findings.first { $0.severity == worst }?.message ?? ""
    let type = worst == .error ? "error" : "warning"
    return TestCase(
      name: id, outcome: .failure(message: first, type: type, text: lines), systemOut: nil)
  }

  // MARK: - Writing

  private static func write(_ suite: Suite, into output: inout String) {
    let path = XMLText.attribute(suite.path)
    output +=
      "  <testsuite name=\"\(path)\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" "
      + "errors=\"\(suite.errors)\" skipped=\"0\" time=\"0\">\n"
    let classname = XMLText.attribute(suite.classname)
    for testCase in suite.cases {
      let open =
        "    <testcase classname=\"\(classname)\" name=\"\(XMLText.attribute(testCase.name))\" "
        + "file=\"\(path)\" time=\"0\""
      var body = ""
      switch testCase.outcome {
      case .passed: break
      case .failure(let message, let type, let text):
        body += element("failure", message: message, type: type, text: text)
      case .error(let message, let type, let text):
        body += element("error", message: message, type: type, text: text)
      }
      if let systemOut = testCase.systemOut {
        body += "      <system-out>\(XMLText.text(systemOut))</system-out>\n"
      }
      output += body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
    }
    output += "  </testsuite>\n"
  }

  private static func element(_ name: String, message: String, type: String, text: String)
    -> String
  {
    "      <\(name) message=\"\(XMLText.attribute(message))\" type=\"\(XMLText.attribute(type))\">"
      + XMLText.text(text) + "</\(name)>\n"
  }
}
