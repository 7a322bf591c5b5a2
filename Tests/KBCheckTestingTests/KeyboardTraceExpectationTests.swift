import Foundation
import KBCheck
import KBCheckTesting
import KeyboardTraceFormat
import Testing

/// The Swift Testing expectation as an app's test target uses it.
@Suite struct KeyboardTraceExpectationTests {
  @Test("a recorded show and hide passes")
  func recordedShowAndHidePasses() {
    expectKeyboardTrace(RecordedTraces.showAndHide)
  }

  @Test("a lone WillShow records an issue listing the findings, at the caller's line")
  func loneWillShowFails() {
    let line = #line + 2
    withKnownIssue {
      expectKeyboardTrace(RecordedTraces.loneWillShow, "the fake keyboard double")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line && text.contains("the fake keyboard double:")
        && text.contains("[sequence-order]") && text.contains("recorded-trace.json:")
        && text.contains("lines and columns are those of the trace's jsonText")
    }
  }

  @Test("the findings are values: rule, severity and place")
  func findingsAsValues() {
    let file = KeyboardTraceCheck.builtIn.check(RecordedTraces.loneWillShow)
    #expect(file.findings.contains { $0.ruleId == "sequence-order" && $0.severity == .error })
    #expect(KeyboardTraceCheck.builtIn.failure(of: file, failOn: .error) != nil)
    #expect(KeyboardTraceCheck.builtIn.check(RecordedTraces.showAndHide).findings.isEmpty)
  }
}
