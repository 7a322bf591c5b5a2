import Testing

@testable import KBCheck

/// The `orientation` option of the rotation check: a show after a rotation has the new
/// orientation's frame, in the coordinate space of the OS version.
@Suite struct RotationOrientationTests {
  /// The default spec with its first orientation change replaced by `change`.
  static func spec(_ change: String) -> String {
    let original =
      #"{ "before": "UIKeyboardFrameBeginUserInfoKey", "after": "UIKeyboardFrameEndUserInfoKey", "change": "aspect","#
    precondition(BuiltInSpec.json.contains(original))
    return BuiltInSpec.json.replacingOccurrences(of: original, with: change)
  }

  @Test(
    "an orientation change naming a key that is not a rectangle is a located spec error",
    arguments: [
      (
        #"{ "before": "UIKeyboardFrameBeginUserInfoKey", "after": "UIKeyboardCenterEndUserInfoKey", "change": "aspect","#,
        "needs CGRect keys in an orientation change, and \"UIKeyboardCenterEndUserInfoKey\" is a CGPoint"
      ),
      (
        #"{ "before": "UIKeyboardFrameBeginUserInfoKey", "after": "NoSuchKey", "change": "aspect","#,
        "names the unknown key \"NoSuchKey\""
      ),
      (
        #"{ "before": "UIKeyboardFrameBeginUserInfoKey", "after": "UIKeyboardFrameEndUserInfoKey", "change": "turns","#,
        "orientation change"
      ),
    ])
  func badOrientation(_ change: String, _ expected: String) {
    let error = SpecTests.rejection(Self.spec(change))
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "accepted")")
    #expect(error?.position != nil)
  }

  @Test("the show after a rotation keeps the old frame: one error at its end frame, per OS space")
  func unturnedShow() throws {
    for (path, line) in [
      ("warnings/rotation-pair-show-keeps-orientation-ios12.json", 144),
      ("warnings/rotation-pair-portrait-fixed-show-stays-wide-ios6.json", 145),
    ] {
      let report = Check.lint(try Paths.bytes(path), path: path)
      let findings = report.findings.filter { $0.ruleId == "rotation-pair" }
      #expect(findings.map(\.position.line) == [line], "\(path)")
      #expect(findings.first?.message.contains("the same shape as before it") == true)
    }
    let turned = Check.lint(
      try Paths.bytes("clean/rotation-portrait-fixed-ios6.json"), path: "clean.json")
    #expect(!turned.findings.contains { $0.ruleId == "rotation-pair" })
  }
}
