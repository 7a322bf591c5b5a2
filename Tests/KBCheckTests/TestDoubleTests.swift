import Foundation
import Testing

@testable import KBCheck

/// Test doubles written in a hurry: a notification named as Swift or a handler names it, a
/// field misspelt, a value's type written as Swift's. Each was read as something no rule
/// checked, and the run passed without a word.
@Suite struct TestDoubleTests {
  /// A synthetic trace of one WillShow with a broken duration (a string), under `name`, with
  /// `fields` added to the event and `device` as the device object.
  static func trace(
    name: String = "UIKeyboardWillShowNotification", userInfoField: String = "userInfo",
    observed: [String]? = nil, device: String = #"{"osVersion": "17.4"}"#
  ) -> [UInt8] {
    let observedField = observed.map { names in
      #""observed": [\#(names.map { "\"\($0)\"" }.joined(separator: ", "))],"#
    }
    return Array(
      """
      {"format": "keyboard-trace/1", "source": "synthetic", "device": \(device),
       \(observedField ?? "")
       "events": [
        {"name": "\(name)", "object": "UIScreen", "\(userInfoField)": {
          "UIKeyboardAnimationDurationUserInfoKey": {"type": "NSString", "value": "0.25"}}}
      ]}
      """.utf8)
  }

  static func lint(_ bytes: [UInt8]) -> FileReport {
    Check.lint(bytes, path: "double.json")
  }

  @Test(
    "a notification named as Swift or a handler names it is read as the spec's, with a note",
    arguments: [
      "keyboardWillShow", "UIKeyboardWillShow", "UIResponder.keyboardWillShowNotification",
      "NSNotification.Name.UIKeyboardWillShow",
    ])
  func spellingsOfANameAreRead(_ name: String) {
    let report = Self.lint(Self.trace(name: name))
    #expect(report.problems.isEmpty, "\(report.problems)")
    #expect(report.findings.contains { $0.ruleId == "payload-type" }, "\(report.findings)")
    #expect(
      report.notes.contains {
        $0.message.contains("read the event name \"\(name)\" as UIKeyboardWillShowNotification")
      }, "\(report.notes)")
  }

  @Test("explain and convert read a trace's event names as lint does")
  func explainReadsNames() throws {
    let run = try CommandLineTests.run(
      ["explain", "--event", "0", "-"],
      input: String(decoding: Self.trace(name: "keyboardWillShow"), as: UTF8.self))
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("UIKeyboardWillShowNotification"), "\(run.output)")
    #expect(!run.output.contains("not a notification of the spec"), "\(run.output)")
    let converted = try CommandLineTests.run(
      ["convert", "-"],
      input: String(
        decoding: Self.trace(name: "UIResponder.keyboardWillShowNotification"), as: UTF8.self))
    #expect(converted.output.contains(#""name": "UIKeyboardWillShowNotification""#))
  }

  @Test("a name a typo away from the spec's is an error that names it")
  func typoInANameIsAnError() throws {
    let report = Self.lint(Self.trace(name: "UIKeyboardWillShowNotifcation"))
    let problem = try #require(report.problems.first)
    #expect(
      problem.message.contains(
        #"event 0's name "UIKeyboardWillShowNotifcation" names no notification of the spec; "#
          + "did you mean UIKeyboardWillShowNotification?"), "\(problem.message)")
    #expect(problem.position?.line == 4)
    // Another notification of the app, carrying the spec's keys, gets a note, not an error.
    let other = Self.lint(Self.trace(name: "MyAppKeyboardDidMoveNotification"))
    #expect(other.problems.isEmpty)
    #expect(other.notes.contains { $0.message.contains("carry the spec's userInfo keys") })
    // A name the spec knows costs nothing and says nothing.
    let plain = Self.lint(Self.trace())
    #expect(plain.problems.isEmpty && plain.notes.isEmpty, "\(plain.notes)")
  }

  @Test("an observed name is read as the spec's, and a typo in it is an error")
  func observedNames() throws {
    let spelled = Self.lint(Self.trace(observed: ["keyboardWillShow"]))
    #expect(spelled.problems.isEmpty, "\(spelled.problems)")
    let typo = Self.lint(Self.trace(observed: ["UIKeyboardWillShowNotifcation"]))
    let problem = try #require(typo.problems.first)
    #expect(problem.message.contains("did you mean UIKeyboardWillShowNotification?"))
    #expect(problem.position?.line == 2, "\(problem)")
  }

  @Test(
    "a misspelt field is an error at its key that names the field",
    arguments: [
      ("userinfo", "\"userInfo\""), ("info", "\"userInfo\""), ("user_info", "\"userInfo\""),
    ])
  func misspeltEventField(_ field: String, _ meant: String) throws {
    let report = Self.lint(Self.trace(userInfoField: field))
    let problem = try #require(report.problems.first)
    #expect(
      problem.message.contains(
        "event 0 has the field \"\(field)\", which the format does not define; did you mean \(meant)?"
      ), "\(problem.message)")
    #expect(problem.position?.line == 4)
  }

  @Test("a misspelt device field is an error; a field the format may grow is not")
  func misspeltDeviceField() throws {
    for (device, field) in [
      (#"{"os_version": "8.0"}"#, "osVersion"), (#"{"version": "8.0"}"#, "osVersion"),
      (#"{"Idiom": "pad"}"#, "idiom"),
    ] {
      let report = Self.lint(Self.trace(device: device))
      #expect(
        report.problems.first?.message.contains("did you mean \"\(field)\"?") == true,
        "\(device): \(report.problems)")
    }
    for device in [#"{"model": "iPhone15,2"}"#, #"{"type": "x", "locale": "en"}"#] {
      #expect(Self.lint(Self.trace(device: device)).problems.isEmpty, "\(device)")
    }
    #expect(MisspeltField.isMisspelling("Device", of: "device"))
    #expect(!MisspeltField.isMisspelling("type", of: "time"))
    #expect(!MisspeltField.isMisspelling("nfo", of: "userInfo"))
  }

  @Test("a value typed with Swift's name is that type; an unknown type names the closest")
  func swiftTypeNames() throws {
    func duration(_ type: String, _ value: String) -> [UInt8] {
      Array(
        #"""
        {"format": "keyboard-trace/1", "source": "synthetic", "device": {"osVersion": "17.4"},
         "events": [{"name": "UIKeyboardWillHideNotification", "object": "UIScreen", "userInfo": {
          "UIKeyboardAnimationDurationUserInfoKey": {"type": "\#(type)", "value": \#(value)}}}]}
        """#.utf8)
    }
    for (type, value) in [("Double", "0.25"), ("CGFloat", "0.25"), ("TimeInterval", "0.25")] {
      let report = Self.lint(duration(type, value))
      #expect(
        !report.findings.contains { $0.ruleId == "payload-type" }, "\(type): \(report.findings)")
    }
    let unknown = Self.lint(duration("Dobule", "0.25"))
    let finding = try #require(unknown.findings.first { $0.ruleId == "payload-type" })
    #expect(
      finding.message.contains(#"has the type "Dobule", which the trace format does not know"#))
    #expect(finding.message.contains("did you mean double?"), "\(finding.message)")
    #expect(!finding.message.contains("gets nil or garbage"))
  }

  @Test("a key written without its suffix is unknown, and the message names the key it begins")
  func keyWithoutSuffix() throws {
    let bytes = Array(
      #"""
      {"format": "keyboard-trace/1", "source": "synthetic", "device": {"osVersion": "17.4"},
       "events": [{"name": "UIKeyboardWillHideNotification", "object": "UIScreen", "userInfo": {
        "UIKeyboardFrameEnd": {"type": "CGRect", "value": [0, 852, 393, 336]}}}]}
      """#.utf8)
    let finding = try #require(Self.lint(bytes).findings.first { $0.ruleId == "unknown-key" })
    #expect(
      finding.message.contains("(did you mean UIKeyboardFrameEndUserInfoKey?)"),
      "\(finding.message)")
  }

  @Test("a trace with no events passes, and a note says nothing was checked")
  func emptyTraceIsNoted() throws {
    let report = Self.lint(Array(#"{"format": "keyboard-trace/1", "events": []}"#.utf8))
    #expect(report.findings.isEmpty && report.problems.isEmpty)
    #expect(report.notes.map(\.message).contains { $0.hasPrefix("the trace holds no events") })
    let one = Self.lint(
      Array(#"{"format": "keyboard-trace/1", "events": [{"name": "Ping"}]}"#.utf8))
    #expect(!one.notes.map(\.message).contains { $0.hasPrefix("the trace holds no events") })
    // A log that could not be read says why already.
    let text =
      "{\n  UIKeyboardAnimationCurveUserInfoKey = 7;\n  UIKeyboardFrameEndUserInfoKey = \"NSRect"
    let cut = Check.lint(Array(text.utf8), path: "cut.log")
    #expect(!cut.problems.isEmpty)
    #expect(!cut.notes.map(\.message).contains { $0.hasPrefix("the trace holds no events") })
  }
}
