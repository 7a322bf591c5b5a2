import Foundation
import Testing

@testable import KBCheck

/// An iPad trace that does not say its keyboard: each sequence is held to the docked
/// keyboard's rules only where its frames show a docked keyboard (full width, at the bottom).
@Suite struct KeyboardModeTests {
  static let screen = [0.0, 0, 820, 1180]
  static let docked = [0.0, 860, 820, 320]
  static let below = [0.0, 1180, 820, 320]
  static let floating = [250.0, 640, 320, 260]

  /// A capture of an iPad on iOS 17.4 with the given keyboard, events of `(name, begin, end)`.
  static func lint(
    _ events: [(String, [Double], [Double])], keyboard: String? = nil, markerAfter: Int? = nil
  ) -> [String] {
    var lines: [String] = []
    for (index, (name, begin, end)) in events.enumerated() {
      let will = name.contains("Will")
      let animation =
        will
        ? #", "UIKeyboardAnimationDurationUserInfoKey": {"type": "double", "value": 0.25}, "UIKeyboardAnimationCurveUserInfoKey": {"type": "NSUInteger", "value": 7}"#
        : ""
      lines.append(
        #"{"name": "UIKeyboard\#(name)Notification", "object": "UIScreen", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": {"type": "CGRect", "value": \#(begin)}, "UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": \#(end)}, "UIKeyboardIsLocalUserInfoKey": {"type": "BOOL", "value": true}\#(animation)}}"#
      )
      if index == markerAfter {
        lines.append(#"{"name": "UIApplicationDidChangeStatusBarOrientationNotification"}"#)
      }
    }
    let keyboardField = keyboard.map { #", "keyboard": "\#($0)""# } ?? ""
    let text =
      #"{"format": "keyboard-trace/1", "device": {"idiom": "pad", "os": "iOS", "osVersion": "17.4", "screen": \#(screen)\#(keyboardField)}, "events": [\#(lines.joined(separator: ",\n"))]}"#
    let report = Check.lint(Array(text.utf8), path: "pad.json")
    return Check.summary(report.findings.filter { $0.severity != .info })
  }

  static func sequence(_ names: [String], _ begin: [Double], _ end: [Double]) -> [(
    String, [Double], [Double]
  )] {
    names.map { ($0, begin, end) }
  }

  @Test("a docked sequence of an iPad that does not say its keyboard is held to docked rules")
  func dockedSequenceChecked() {
    // The hide begins docked and ends still on the screen: a docked keyboard must leave it.
    let trace =
      Self.sequence(
        ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], Self.below, Self.docked)
      + Self.sequence(
        ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"], Self.docked,
        [0, 900, 820, 320])
    // The iPadOS 26 quirk of end frames in view coordinates is named (this is iOS 17.4).
    #expect(
      Self.lint(trace) == [
        "error frame-visibility @5 [view-coordinates-end-frame]",
        "error frame-visibility @7 [view-coordinates-end-frame]",
      ])
  }

  @Test("a floating keyboard's sequences are not held to the docked keyboard's rules")
  func floatingSequenceSkipped() {
    let trace =
      Self.sequence(
        ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], Self.below, Self.floating)
      + Self.sequence(
        ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"], Self.floating,
        [250, 700, 320, 260])
    #expect(Self.lint(trace) == [])
    // Said docked, the same trace is wrong: the show never reaches the bottom edge.
    #expect(
      Self.lint(trace, keyboard: "docked").contains(
        "error frame-visibility @1 [view-coordinates-end-frame]"))
  }

  @Test("a rotation of a docked iPad keyboard is checked though the trace does not say docked")
  func dockedRotationChecked() {
    let show = Self.sequence(
      ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], Self.below, Self.docked)
    let hide = Self.sequence(
      ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"], Self.docked, Self.below)
    let typing = [
      ("WillChangeFrame", Self.below, Self.below), ("DidChangeFrame", Self.below, Self.below),
    ]
    // The rotation's hide, then a frame change instead of its show.
    #expect(Self.lint(show + hide + typing, markerAfter: 3) == ["error rotation-pair @9"])
  }
}
