import Testing

@testable import KBCheck

/// What fuzzing (`Scripts/fuzz`) found, kept as regression tests: each input here once hung
/// or stalled kbcheck. Each test has a time limit, so a return of the bug fails instead of
/// hanging the suite.
@Suite(.timeLimit(.minutes(5))) struct FuzzFindingTests {
  /// Inputs of the `log` fuzz target that looped forever: a `)`, `]` or `>` where a printed
  /// notification's `;` or `}` should be ended a value without moving past it.
  static let strayClosers = [
    "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; )",
    "NSConcreteNotification 0x1 {name = A]",
    "NSConcreteNotification 0x1 {name = UIKeyboardDidShowNotification; object = x; > }\n",
    "{name = UIKeyboardWillHideNotification; userInfo = {a = 1; ) }; }\nUIKeyboardDidHideNotification\n",
  ]

  @Test("a stray closing bracket in a printed notification is a located problem, not a loop")
  func strayClosingBracketInALog() throws {
    for log in Self.strayClosers {
      let report = Check.lint(Array(log.utf8), path: "x.log")
      #expect(report.status == .error, "\(log)")
      let problem = try #require(report.inputErrors.first, "\(log)")
      #expect(problem.position?.line == 1, "\(log)")
      #expect(problem.message.contains("cut off or malformed"), "\(problem.message)")
    }
  }

  /// A trace of one event whose name or userInfo key is `word`.
  static func trace(name: String, key: String) -> [UInt8] {
    Array(
      #"{"format": "keyboard-trace/1", "events": [{"name": "\#(name)", "userInfo": {"\#(key)": 1}}]}"#
        .utf8)
  }

  @Test("a 2 MB unknown key is reported in a short message, and a 2 MB name read, without a stall")
  func longUnknownWords() {
    let long = String(repeating: "K", count: 2_000_000)
    let key = Check.lint(
      Self.trace(name: "UIKeyboardWillShowNotification", key: long), path: "x.json")
    let unknown = key.findings.filter { $0.ruleId == "unknown-key" }
    #expect(unknown.count == 1)
    for finding in key.findings {
      #expect(finding.message.utf8.count < 600, "\(finding.ruleId): \(finding.message.prefix(200))")
    }
    // A notification the spec does not know is not the keyboard's: read and passed over.
    let name = Check.lint(
      Self.trace(name: long, key: "UIKeyboardFrameEndUserInfoKey"), path: "x.json")
    #expect(name.status == .ok)
    #expect(name.events == 1)
  }
}
