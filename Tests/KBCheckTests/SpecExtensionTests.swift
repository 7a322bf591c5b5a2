import Foundation
import Testing

@testable import KBCheck

/// Specs that extend another (`extends`, `severities`, `disable`), `kbcheck spec check`, and
/// the second spec in `Specs/`, all through the binary.
@Suite struct SpecExtensionTests {
  static let team = """
    { "format": "kbcheck-spec/1", "name": "team", "version": "2.1", "extends": "uikit-keyboard",
      "severities": { "payload-value": "warning" }, "disable": ["unknown-key"] }
    """

  @Test("a user spec that extends the default and changes a severity, from the command line")
  func extendsTheDefault() throws {
    let workspace = try Workspace(
      ["violations/payload-value-curve-123.json", "warnings/unknown-key-misspelt.json"])
    try workspace.write("team.json", Self.team)
    let check = try workspace.run(["spec", "check", "team.json"])
    #expect(check.status == 0, "\(check.errorOutput)")
    #expect(
      check.output.hasPrefix("team.json: valid spec team 2.1\n  extends: uikit-keyboard 1.0.0\n"))
    #expect(check.output.contains("  changed: payload-value: error → warning\n"))
    #expect(check.output.contains("  changed: unknown-key: disabled\n"))
    #expect(check.output.contains("    payload-value        warning  value-domain\n"))
    #expect(!check.output.contains("    unknown-key "))
    let strict = try workspace.run(["lint", "traces"])
    #expect(strict.status == 1)
    let team = try workspace.run(["lint", "--spec", "team.json", "traces"])
    #expect(team.status == 0, "\(team.output)")
    #expect(team.output.contains("warning: UIKeyboardAnimationCurveUserInfoKey is 123"))
    #expect(!team.output.contains("[unknown-key]"))
  }

  @Test("a spec extends a file relative to itself, and adds its own rules")
  func extendsAFile() throws {
    let workspace = try Workspace()
    try FileManager.default.createDirectory(
      at: workspace.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Paths.root.appendingPathComponent("Specs/text-editing.json"),
      to: workspace.url.appendingPathComponent("specs/base.json"))
    try workspace.write(
      "specs/child.json",
      """
      { "format": "kbcheck-spec/1", "name": "child", "extends": "base.json",
        "severities": { "editing-order": "warning" },
        "notifications": [{ "name": "MyTextDidPasteNotification" }],
        "sequences": [{ "id": "paste", "pattern": "MyTextDidPasteNotification", "from": "field", "to": "field" }] }
      """)
    let check = try workspace.run(["spec", "check", "specs/child.json"])
    #expect(check.status == 0, "\(check.errorOutput)")
    #expect(check.output.contains("  extends: text-editing 1.0.0\n"))
    #expect(check.output.contains("  7 notifications,"))
    try workspace.write(
      "t.json",
      #"{"format": "keyboard-trace/1", "events": [{"name": "UITextFieldTextDidBeginEditingNotification"}, {"name": "MyTextDidPasteNotification"}, {"name": "UITextViewTextDidChangeNotification"}, {"name": "UITextFieldTextDidEndEditingNotification"}]}"#
    )
    let lint = try workspace.run(["lint", "--spec", "specs/child.json", "t.json"])
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.output.contains("t.json:1:139: warning: expected "), "\(lint.output)")
  }

  @Test("an extension sets a rule's severity to note, the info severity by its other name")
  func noteSeverity() throws {
    let workspace = try Workspace([])
    try workspace.write(
      "child.json",
      #"{"format": "kbcheck-spec/1", "name": "child", "version": "1", "extends": "uikit-keyboard", "severities": {"payload-value": "note"}}"#
    )
    let run = try workspace.run(["spec", "check", "child.json"])
    #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
    #expect(run.output.contains("payload-value: error → info"), "\(run.output)")
  }

  @Test(
    "a bad extension is one located error naming the spec, exit 2",
    arguments: [
      (#""extends": "missing.json""#, "child.json:1:", "neither a file"),
      (#""extends": "child.json""#, "child.json:1:", "makes a cycle"),
      (
        #""extends": "uikit-keyboard", "severities": { "payload-valu": "info" }"#, "child.json:1:",
        "no rule \"payload-valu\" (did you mean payload-value?)"
      ),
      (#""extends": "uikit-keyboard", "disable": ["nope"]"#, "child.json:1:", "no rule \"nope\""),
      (
        #""extends": "uikit-keyboard", "severities": { "payload-value": "loud" }"#, "child.json:1:",
        "expected one of info (or note), warning, error"
      ),
      (
        #""severities": { "payload-value": "info" }, "states": ["a"], "initialState": "a""#,
        "child.json:1:", "extends none"
      ),
      (#""extends": 3"#, "child.json:1:", "\"extends\" must name a spec"),
      (
        #""extends": "uikit-keyboard", "notifications": [{ "name": "UIKeyboardWillShowNotification" }]"#,
        "child.json:", "duplicate event"
      ),
      (
        #""extends": "uikit-keyboard", "groups": { "will": ["UIKeyboardWillShowNotification"] }"#,
        "child.json:1:", "already defined"
      ),
    ])
  func badExtension(_ members: String, _ place: String, _ message: String) throws {
    let workspace = try Workspace()
    try workspace.write(
      "child.json", #"{ "format": "kbcheck-spec/1", "name": "child", \#(members) }"#)
    let run = try workspace.run(["spec", "check", "child.json"])
    #expect(run.status == 2)
    #expect(run.errorOutput.hasPrefix(place), "\(run.errorOutput)")
    #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
    #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
  }

  @Test("spec check names a quirk no rule uses; the default spec has none")
  func unusedQuirks() throws {
    #expect(Check.spec.spec.unusedQuirks == [])
    let workspace = try Workspace([])
    try workspace.write(
      "team.json",
      #"{ "format": "kbcheck-spec/1", "name": "team", "extends": "uikit-keyboard", "quirks": [{ "id": "lonely", "message": "m", "explanation": "e" }] }"#
    )
    let run = try workspace.run(["spec", "check", "team.json"])
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(run.output.contains("warning: quirk \"lonely\" is used by no rule"), "\(run.output)")
    let builtIn = try CommandLineTests.run(["spec", "check", "Specs/uikit-keyboard.json"])
    #expect(!builtIn.output.contains("warning:"), "\(builtIn.output)")
  }

  @Test("the second spec checks its own traces on the same engine")
  func secondSpec() throws {
    let run = try CommandLineTests.run([
      "lint", "--spec", "Specs/text-editing.json", "Traces/text-editing",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("kbcheck: 2 files (13 events): 2 errors"), "\(run.output)")
    #expect(run.output.contains("[editing-order]"))
    let check = try CommandLineTests.run(["spec", "check", "Specs/text-editing.json"])
    #expect(check.status == 0, "\(check.errorOutput)")
  }
}
