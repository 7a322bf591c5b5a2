import Foundation
import KBCheck
import KBCheckTesting
import KeyboardTraceFormat
import XCTest

/// The XCTest assertion as an app's test target uses it: a trace the recorder captured is
/// checked in one line, and a broken one fails the test with kbcheck's findings.
final class KeyboardTraceXCTests: XCTestCase {
  /// Failures recorded by the assertions under test, instead of failing this test.
  private var captured: [(description: String, line: Int)] = []
  private var capturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, lineNumber))
    }
  #endif

  func testARecordedShowAndHidePasses() {
    XCTAssertKeyboardTrace(RecordedTraces.showAndHide)
  }

  func testALoneWillShowFailsWithItsFindingsAtTheCallersLine() {
    capturing = true
    let line = #line + 1
    XCTAssertKeyboardTrace(RecordedTraces.loneWillShow, "the fake keyboard double")
    capturing = false
    XCTAssertEqual(captured.count, 1)
    let failure = captured.first
    XCTAssertEqual(failure?.line, line)
    XCTAssertTrue(failure?.description.contains("the fake keyboard double:") == true)
    XCTAssertTrue(
      failure?.description.contains("recorded-trace.json:") == true
        && failure?.description.contains("[sequence-order]") == true,
      failure?.description ?? "")
  }

  func testATraceFileIsCheckedByPath() throws {
    let clean = RecordedTraces.root.appendingPathComponent(
      "Traces/clean/iphone-show-hide-ios17.json")
    XCTAssertKeyboardTrace(contentsOf: clean.path)
  }
}
