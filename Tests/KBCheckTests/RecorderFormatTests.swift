import Foundation
import KeyboardTraceFormat
import KeyboardTraceRecorder
import Testing

@testable import KBCheck

/// The recorder's encoding (shared with the converter) on Linux, where UIKit is absent.
@Suite struct RecorderFormatTests {
  @Test("objCType maps to the trace format's types")
  func numberTypes() {
    #expect(TypedValue.numberType(objCType: "d") == "double")
    #expect(TypedValue.numberType(objCType: "f") == "float")
    #expect(TypedValue.numberType(objCType: "q") == "NSInteger")
    #expect(TypedValue.numberType(objCType: "Q") == "NSUInteger")
    #expect(TypedValue.numberType(objCType: "c") == "BOOL")
    #expect(TypedValue.numberType(objCType: "B") == "BOOL")
    #expect(TypedValue.numberType(objCType: "*") == nil)
    #expect(TypedValue.geometryType(objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}") == "CGRect")
    #expect(TypedValue.geometryType(objCType: "{CGPoint=dd}") == "CGPoint")
    #expect(TypedValue.number(objCType: "q", 7, integer: 7) == .integer(type: "NSInteger", 7))
    #expect(TypedValue.number(objCType: "d", 0.25, integer: 0) == .floating(type: "double", 0.25))
    #expect(TypedValue.number(objCType: "c", 1, integer: 1) == .bool(true))
  }

  static func event(_ name: String, _ time: Double, end: Double, will: Bool) -> RecordedEvent {
    var userInfo: [(String, TypedValue)] = [
      ("UIKeyboardFrameBeginUserInfoKey", .rect(0, end == 516 ? 852 : 516, 393, 336)),
      ("UIKeyboardFrameEndUserInfoKey", .rect(0, end, 393, 336)),
      ("UIKeyboardIsLocalUserInfoKey", .bool(true)),
    ]
    if will {
      userInfo.append(("UIKeyboardAnimationDurationUserInfoKey", .floating(type: "double", 0.25)))
      // CFNumber keeps no signedness: a device reports the NSUInteger curve as `q`.
      userInfo.append(
        ("UIKeyboardAnimationCurveUserInfoKey", .number(objCType: "q", 7, integer: 7)))
    }
    return RecordedEvent(name: name, time: time, objectClass: "UIScreen", userInfo: userInfo)
  }

  static let recorded = RecordedTrace(
    source: "device",
    device: [
      ("idiom", .string("phone")), ("os", .string("iOS")), ("osVersion", .string("17.4")),
      ("screen", TypedValue.rect(0, 0, 393, 852).numbers),
    ],
    events: [
      event("UIKeyboardWillChangeFrameNotification", 10.5, end: 516, will: true),
      event("UIKeyboardWillShowNotification", 10.501, end: 516, will: true),
      event("UIKeyboardDidChangeFrameNotification", 10.75, end: 516, will: false),
      event("UIKeyboardDidShowNotification", 10.751, end: 516, will: false),
    ])

  @Test("a recorded trace is canonical keyboard-trace/1 that kbcheck reads back, typed")
  func recordedTraceReadsBack() throws {
    let text = Self.recorded.jsonText
    let trace = try TraceDecoder.decode(Array(text.utf8))
    #expect(trace.origin == .device)
    #expect(trace.device.osVersion == OSVersion("17.4"))
    #expect(trace.events.count == 4)
    #expect(
      trace.events[0].userInfo?.first?.value
        == .typed(type: "CGRect", value: .numbers([0, 852, 393, 336])))
    #expect(
      trace.events[0].userInfo?.last?.value
        == .typed(type: "NSInteger", value: .number(7, isInteger: true)))
    #expect(TraceWriter.text(trace) == text)
  }

  @Test("a device recording is clean: the signedness CFNumber loses is not reported")
  func recordedTraceIsClean() throws {
    let trace = try TraceDecoder.decode(Array(Self.recorded.jsonText.utf8))
    let problems = Engine(spec: Check.spec).check(trace).filter { $0.severity != .info }
    #expect(problems.map(\.message) == [])
  }

  @Test func writesAtomically() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recorded-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try Self.recorded.write(to: url)
    try Self.recorded.write(to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == Self.recorded.jsonText)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    )
    .filter { $0.contains(url.lastPathComponent) && $0.hasSuffix(".tmp") }
    #expect(leftovers == [])
  }

  @Test func jsonTextFormatsNumbersExactly() {
    #expect(JSONText.number(852) == "852")
    #expect(JSONText.number(0.25) == "0.25")
    #expect(JSONText.number(0, isInteger: false) == "0.0")
    #expect(JSONText.number(445.33333333333326) == "445.33333333333326")
    #expect(JSONText.number(.infinity) == "null")
    #expect(JSONText.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    #expect(JSONText.quote("plain text, ünïcode ⌨︎") == "\"plain text, ünïcode ⌨︎\"")
    #expect(JSONText.quote("é\t\r\u{1F}") == #""é\t\r\u001f""#)
  }
}

/// The trace format's field names, spelled once.
@Suite struct TraceFieldTests {
  @Test("every field belongs to exactly one object of the format and reads back by name")
  func fieldsArePartitioned() {
    let grouped = TraceField.document + TraceField.deviceFacts + TraceField.event + [.type, .value]
    #expect(grouped.count == TraceField.allCases.count)
    #expect(Set(grouped.map(\.text)).count == TraceField.allCases.count)
    for field in TraceField.allCases { #expect(TraceField(field.text) == field) }
    #expect(TraceField("userinfo") == nil)
  }
}
