import Foundation
import KBCheck
import Testing

/// What an app's test target or another tool does with kbcheck, through its public API only
/// (this target imports it without `@testable`, and nothing but `KBCheck`: the trace format's
/// types come with it): load a spec, check a trace or a recorded trace, and render a report.
@Suite struct PublicAPITests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func linter() throws -> Linter {
    Linter(engine: Engine(spec: try SpecLoader.load(path: nil)))
  }

  @Test("a trace file's bytes are checked into located findings")
  func checkATrace() throws {
    let path = "Traces/violations/missing-key-synthetic.json"
    let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(path)))
    let file = try linter().check(bytes: bytes, path: path)
    #expect(file.status == .findings)
    let finding = try #require(file.findings.first)
    #expect(finding.ruleId == "missing-key")
    #expect(finding.severity == .error)
    #expect(finding.position.line > 1)
  }

  @Test("a recorded trace is checked as its file would be, and renders in every format")
  func checkARecordedTrace() throws {
    let frame = TypedValue.rect(0, 568, 320, 216)
    let recorded = RecordedTrace(
      source: "simulator",
      device: [
        ("idiom", .string("phone")), ("os", .string("iOS")), ("osVersion", .string("17.4")),
      ],
      events: [
        RecordedEvent(
          name: "UIKeyboardWillShowNotification", time: 0, objectClass: nil,
          userInfo: [("UIKeyboardFrameBeginUserInfoKey", frame)])
      ])
    let linter = try linter()
    let file = linter.check(recorded: recorded)
    #expect(file.findings.contains { $0.ruleId == "missing-key" })
    let report = linter.report([file])
    #expect(report.summary.files == 1)
    for format in ReportFormat.allCases {
      #expect(!format.render(report).isEmpty, "\(format)")
    }
  }

  @Test("device facts for a trace built by hand are written as the recorder writes them")
  func deviceFacts() throws {
    let facts = RecordedTrace.device(
      idiom: "phone", osVersion: "17.4", screen: (0, 0, 393, 852), keyboard: "docked")
    #expect(facts.map(\.0) == ["idiom", "os", "osVersion", "screen", "keyboard"])
    #expect(facts[3].1 == .array(["0", "0", "393", "852"].map(JSONTree.number)))
    #expect(facts[1].1 == .string("iOS"))
    #expect(RecordedTrace.device(os: nil).isEmpty)
  }

  @Test("CGRectNull and NaN are written as their descriptions, and read back as what they are")
  func nonFiniteValues() throws {
    // iOS 7 sends CGRectNull as a hide's end frame (Traces/quirks/odd-frames-null-rect-ios7.json).
    func hide(_ end: TypedValue, duration: TypedValue) -> RecordedTrace {
      let keys: [(String, TypedValue)] = [
        ("UIKeyboardFrameBeginUserInfoKey", .rect(0, 352, 320, 216)),
        ("UIKeyboardFrameEndUserInfoKey", end),
        ("UIKeyboardAnimationDurationUserInfoKey", duration),
        ("UIKeyboardAnimationCurveUserInfoKey", .integer(type: "NSUInteger", 7)),
      ]
      return RecordedTrace(
        source: "device",
        device: [
          ("idiom", .string("phone")), ("os", .string("iOS")), ("osVersion", .string("7.1")),
        ],
        events: ["WillHide", "DidHide"].enumerated().map { index, name in
          RecordedEvent(
            name: "UIKeyboard\(name)Notification", time: Double(index), objectClass: nil,
            userInfo: keys)
        })
    }
    let null = hide(.rect(.infinity, .infinity, 0, 0), duration: .floating(type: "double", .nan))
    #expect(null.jsonText.contains(#"{"type": "CGRect", "value": "NSRect: {{inf, inf}, {0, 0}}"}"#))
    #expect(null.jsonText.contains(#"{"type": "double", "value": "nan"}"#))
    let findings = try linter().check(recorded: null).findings
    // The null rect is the quirk it is, as in a log; the NaN duration is out of its domain.
    #expect(findings.contains { $0.quirk == "odd-frames" })
    #expect(
      findings.contains { $0.message.hasPrefix("UIKeyboardAnimationDurationUserInfoKey is nan") })
    #expect(!findings.contains { $0.ruleId == "payload-type" })
  }

  @Test("a console capture held as text is checked as its file would be, findings grouped")
  func checkPastedText() throws {
    let path = "Traces/logs/violation-missing-didshow.log"
    let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let check = KeyboardTraceCheck.builtIn
    let pasted = check.check(text: text)
    let file = check.check(contentsOf: Self.root.appendingPathComponent(path).path)
    #expect(pasted.path == "pasted.log")
    #expect(!pasted.findings.isEmpty)
    #expect(pasted.findings.map(\.message) == file.findings.map(\.message))
    #expect(pasted.findings.map(\.position) == file.findings.map(\.position))
  }

  @Test("a spec that cannot be loaded is an error value with its file and place")
  func badSpec() throws {
    #expect(throws: InputError.self) { try CompiledSpec(bytes: Array("{".utf8)) }
    do {
      _ = try SpecLoader.load(path: "no-such-spec.json")
      Issue.record("a missing spec loaded")
    } catch {
      #expect(error.description.hasPrefix("no-such-spec.json: error: invalid spec:"))
    }
  }

  @Test(
    "a test double's notifications generated from the spec check clean, and a bad request is a KBCheckError"
  )
  func generateADouble() throws {
    let generator = try TraceGenerator()
    #expect(generator.deviceIDs.contains("iphone-15"))
    let trace = try generator.generate(
      TraceGenerator.Request(scenario: .rotation, device: "iphone-15", osVersion: "17.4"))
    let file = KeyboardTraceCheck.builtIn.check(trace)
    #expect(file.status == .ok, "\(file.findings.map(\.message))")
    #expect(Scenario.allCases.map(\.rawValue).contains("hardware-keyboard"))
    #expect(throws: KBCheckError.self) {
      try generator.generate(TraceGenerator.Request(scenario: .show, device: "no-such-device"))
    }
  }
}
