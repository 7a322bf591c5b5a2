import Foundation
import KBCheck
import KeyboardTraceFormat
import Testing
import XCTest

// XCTest's assertions are named XCTAssert…; this one follows them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the current XCTest test when a recorded keyboard trace breaks the spec: every
/// finding at or above `failOn` (default: warnings) is listed in kbcheck's text format, and
/// the failure points at the caller's line.
public func XCTAssertKeyboardTrace(
  _ trace: RecordedTrace, check: KeyboardTraceCheck = .builtIn, failOn: Severity = .warning,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  if let failure = KeyboardTraceFailure.text(
    check.check(trace), check, failOn, message(), recorded: true)
  {
    XCTFail(failure, file: file, line: line)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the current XCTest test when the trace or log file at `path` breaks the spec.
public func XCTAssertKeyboardTrace(
  contentsOf path: String, check: KeyboardTraceCheck = .builtIn, failOn: Severity = .warning,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  if let failure = KeyboardTraceFailure.text(
    check.check(contentsOf: path), check, failOn, message())
  {
    XCTFail(failure, file: file, line: line)
  }
}

/// Records a Swift Testing issue when a recorded keyboard trace breaks the spec: every
/// finding at or above `failOn` (default: warnings) in kbcheck's text format, at the caller's
/// line.
public func expectKeyboardTrace(
  _ trace: RecordedTrace, check: KeyboardTraceCheck = .builtIn, failOn: Severity = .warning,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = KeyboardTraceFailure.text(
    check.check(trace), check, failOn, comment?.rawValue ?? "", recorded: true)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Records a Swift Testing issue when the trace or log file at `path` breaks the spec.
public func expectKeyboardTrace(
  contentsOf path: String, check: KeyboardTraceCheck = .builtIn, failOn: Severity = .warning,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = KeyboardTraceFailure.text(
    check.check(contentsOf: path), check, failOn, comment?.rawValue ?? "")
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// The failure text both frameworks show.
enum KeyboardTraceFailure {
  /// The caller's message, then what in `file` fails at or above `failOn`; nil when it passes.
  /// For a trace `recorded` in memory, a last line says where its places are: in a text the
  /// test has not written anywhere.
  static func text(
    _ file: FileReport, _ check: KeyboardTraceCheck, _ failOn: Severity, _ message: String,
    recorded: Bool = false
  ) -> String? {
    guard let findings = check.failure(of: file, failOn: failOn) else { return nil }
    let lead = message.isEmpty ? "the keyboard trace breaks the spec" : message
    let places =
      recorded
      ? "(lines and columns are those of the trace's jsonText; attach it to the result, "
        + "XCTAttachment(string: trace.jsonText), to read them)\n" : ""
    return lead + ":\n" + findings + places
  }
}
