import Foundation
import Testing

@testable import KBCheck

/// A paste that joins several captures with the author's sentences between them (as the Omni
/// Group's 2012 iPad capture does, and before/after comparisons in bug reports): what the
/// paste cut between two excerpts is no error of UIKit's, and a debugger's or a label's line
/// is no such sentence.
@Suite struct ExcerptBreakTests {
  /// The example log: a show and hide, a sentence, a capture cut after its WillShow, a
  /// sentence, a show from an earlier run (its clock goes back).
  static let example = "logs/excerpts-joined-by-prose.log"

  static func lint(_ bytes: [UInt8], path: String) -> FileReport {
    Check.lint(bytes, path: path)
  }

  /// The example's JSON twin without its `excerptStart` fields: the same events as one capture.
  static func twinWithoutBreaks() throws -> [UInt8] {
    let text = try String(
      contentsOf: Paths.traces.appendingPathComponent("logs/excerpts-joined-by-prose.json"),
      encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    for line in lines {
      if line.contains("\"excerptStart\"") {
        // The field is an event's last: the member before it loses its comma.
        if let last = kept.popLast() { kept.append(last.hasSuffix(",") ? last.dropLast() : last) }
        continue
      }
      kept.append(line)
    }
    return Array(kept.joined(separator: "\n").utf8)
  }

  @Test("a paragraph of the author's text between two captures parts them, where it stands")
  func breaksAreFound() throws {
    let result = try LogImporter.importLog(try Paths.bytes(Self.example))
    #expect(result.trace.excerptBreaks.map(\.event) == [4, 7])
    #expect(result.trace.excerptBreaks.map(\.position.line) == [44, 77])
    #expect(
      result.trace.excerptBreaks.first?.text.hasPrefix("Then I open the compose sheet") == true)
    let report = Self.lint(try Paths.bytes(Self.example), path: "joined.log")
    #expect(report.notes.contains { $0.message.hasPrefix("read as 3 excerpts") })
  }

  @Test("what spans the author's text is a note, and in one capture an error or a warning")
  func restartIsANote() throws {
    let report = Self.lint(try Paths.bytes(Self.example), path: "joined.log")
    #expect(
      Check.summary(report.findings)
        == ["info sequence-order @4", "info frame-agreement @4", "info time-order @7"])
    #expect(
      report.findings.dropFirst().allSatisfy { $0.message.contains("the author's text at line") })
    #expect(
      report.findings.first?.message.contains(
        "ends with the keyboard hidden, where UIKeyboardWillShowNotification would come next")
        == true)
    #expect(
      report.findings.first?.message.contains("in one unbroken capture this would be an error")
        == true)
    // The same events as one capture: the DidShow after the hide, the Did frame that its
    // Will did not announce, the clock that goes back.
    let whole = Self.lint(try Self.twinWithoutBreaks(), path: "whole.json")
    #expect(
      Check.summary(whole.findings)
        == ["error sequence-order @4", "warning frame-agreement @4", "warning time-order @7"])
  }

  /// A WillShow and a DidShow payload with the line `between` them (`\n` around it for a
  /// paragraph).
  static func showPair(_ between: String) -> String {
    let show = PastedLogTests.showEntries.joined(separator: "\n")
    return "UIKeyboardWillShowNotification {\n\(show)\n}\n\(between)\n"
      + "UIKeyboardDidShowNotification {\n\(show)\n}\n"
  }

  @Test("excerpts that continue each other are read as one capture, with no note")
  func continuingExcerptsNeedNoRestart() throws {
    let text = Self.showPair(
      "\nand here is what comes right after it, as the keyboard finishes its animation:\n")
    let result = try LogImporter.importLog(Array(text.utf8))
    #expect(result.trace.excerptBreaks.map(\.event) == [1])
    let report = Self.lint(Array(text.utf8), path: "continued.log")
    #expect(!report.findings.contains { $0.ruleId == "sequence-order" }, "\(report.findings)")
  }

  @Test("a quirk that explains the join is preferred to starting again")
  func quirkBeatsRestart() throws {
    func hide(_ name: String, _ extra: String = "") -> String {
      #"{"name": "UIKeyboard\#(name)Notification"\#(extra)}"#
    }
    let events = [
      hide("WillHide"), hide("DidHide"), hide("WillHide", #", "excerptStart": "and again:""#),
      hide("DidHide"),
    ]
    let text =
      #"{"format": "keyboard-trace/1", "device": {"osVersion": "17.0"}, "#
      + #""observed": ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "#
      + #""UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"], "#
      + #""events": ["#
      + events.joined(separator: ", ") + "]}"
    // Verbose, so the accepted quirk is reported: a new start would be a note of its own.
    let report = Check.lint(Array(text.utf8), path: "hides.json", verbose: true)
    #expect(Check.summary(report.findings) == ["info sequence-order @2 [repeated-hide]"])
  }

  @Test("an excerpt cut inside a sequence starts again from there, and the note says so")
  func cutInsideASequence() throws {
    let names = ["WillShow", "DidShow", "WillHide", "WillHide", "DidHide"]
    let events = names.enumerated().map { index, name in
      let mark = index == 3 ? #", "excerptStart": true"# : ""
      return #"{"name": "UIKeyboard\#(name)Notification"\#(mark)}"#
    }
    let text =
      #"{"format": "keyboard-trace/1", "device": {"osVersion": "17.0"}, "#
      + #""observed": ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "#
      + #""UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"], "#
      + #""events": ["# + events.joined(separator: ", ") + "]}"
    let report = Self.lint(Array(text.utf8), path: "cut.json")
    #expect(Check.summary(report.findings) == ["info sequence-order @3"])
    #expect(
      report.findings.first?.message.contains("the excerpt before it ends inside the hide sequence")
        == true, "\(report.findings.map(\.message))")
  }

  @Test(
    "a debugger's, the system's or a tool's lines, and a short note, break nothing",
    arguments: [
      "Process 812 resuming",
      "* thread #1, queue = 'com.apple.main-thread', stop reason = breakpoint 1.1",
      "warning: could not execute support code to read Objective-C class data in the process.",
      "-[UIKeyboardTaskQueue waitUntilAllTasksAreFinished] may only be called from the main thread.",
      "Unable to simultaneously satisfy constraints.\n    (\"<NSLayoutConstraint:0x600 V:[v]-(0)-|>\")",
      "Error: this application, or a library it uses, has passed an invalid numeric value",
      "warning: Unable to read symbols for /Developer/Platforms/iPhoneOS.platform/DeviceSupport",
      "2024-03-02 10:11:16.500 Df MyApp[812:1a2b3c] the input bar is hidden and the list keeps its inset",
      "the frames follow",
      // An app's or the system's message between blank lines: neither personal nor an opening.
      "Keyboard will show, so the input bar moves up by 336 points and the table scrolls.",
      "Snapshotting a view that has not been rendered results in an empty snapshot.",
      "Process 812 resuming\nkeyboard will hide, restoring the content inset of the table view",
    ])
  func otherLinesAreNoBreak(_ line: String) throws {
    let text = Self.showPair("\n\(line)\n")
    let result = try LogImporter.importLog(Array(text.utf8))
    #expect(result.trace.events.count == 2)
    #expect(result.trace.excerptBreaks.isEmpty, "\(line)")
  }

  @Test(
    "the author's heading, or sentence as the author or opening a capture, in a paragraph, breaks",
    arguments: [
      "Then the app gets UIKeyboardDidShowNotification again, which it should not:",
      "**After:**", "iPhone XR (iOS 12):", "2. Compose sheet, swipe down:", "## Second capture",
      "第二次弹出键盘时收到的通知如下：", "キーボードを閉じたときのログです：",
      "With the software keyboard, on device rotation, we get a storm of hide/show/resize.",
    ])
  func authorsParagraphsBreak(_ line: String) throws {
    let result = try LogImporter.importLog(Array(Self.showPair("\n\(line)\n").utf8))
    #expect(result.trace.excerptBreaks.map(\.event) == [1], "\(line)")
  }

  @Test("an app's line right after a payload, or entries a second apart, break nothing")
  func printedLinesAndCloseEntriesAreNoBreak() throws {
    // An app's print after each notification (Xcode's console, no prefix), then a gap.
    let printed = Self.showPair("keyboard will show, moving the input bar up by its height\n")
    #expect(try LogImporter.importLog(Array(printed.utf8)).trace.excerptBreaks.isEmpty)
    // An NSLog entry 60 ms after the one before the author's note: one capture, annotated.
    let show = PastedLogTests.showEntries.joined(separator: "\n")
    let stamp = "2024-03-02 10:11:16.%@ MyApp[812:1a2b3c] "
    let text =
      String(format: stamp, "100") + "UIKeyboardWillShowNotification {\n\(show)\n}\n\n"
      + "notice that the app now gets the show a second time, right away:\n\n"
      + String(format: stamp, "160") + "UIKeyboardDidShowNotification {\n\(show)\n}\n"
    let result = try LogImporter.importLog(Array(text.utf8))
    #expect(result.trace.events.count == 2)
    #expect(result.trace.excerptBreaks.isEmpty)
  }

  @Test(
    "without blank lines, a line parts only as the author's voice opening a capture",
    arguments: [
      "then the keyboard finishes its animation and the app gets this one:",
      "keyboard will show, user info:", "Keyboard will show, userInfo:",
      "We rotate the device to landscape", "键盘将要弹出，收到的通知如下：",
    ])
  func sentenceWithoutParagraphIsNoBreak(_ line: String) throws {
    let text = Self.showPair(line)
    #expect(try LogImporter.importLog(Array(text.utf8)).trace.excerptBreaks.isEmpty, "\(line)")
  }

  @Test(
    "a paste that lost its blank lines still parts at the author's sentence opening a capture",
    arguments: [
      "This was portrait; if we rotate the device to PortraitUpsideDown, we get:",
      // A Russian mirror of the same answer (pullrequest.ru, of Stack Overflow 2893267).
      "Это было в Портрете;если мы поворачиваем устройство в PortraitUpsideDown, мы получаем:",
    ])
  func tightAuthorSentenceBreaks(_ line: String) throws {
    let result = try LogImporter.importLog(Array(Self.showPair(line).utf8))
    #expect(result.trace.excerptBreaks.map(\.event) == [1], "\(line)")
    #expect(result.trace.excerptBreaks.first?.position.line == 8)
  }

  @Test("an excerptStart that is neither text nor true is a located error")
  func badExcerptStartIsAnError() throws {
    let text = #"""
      {"format": "keyboard-trace/1", "events": [
        {"name": "UIKeyboardWillShowNotification", "excerptStart": 3}]}
      """#
    let report = Self.lint(Array(text.utf8), path: "bad.json")
    #expect(report.error?.message.contains("\"excerptStart\" of event 0") == true)
    #expect(report.error?.position?.line == 2)
  }

  /// A JSON trace of `events` (`name`, begin frame, end frame; `excerptStart` before the one at
  /// `cut`), from a device or a test double.
  static func trace(
    _ events: [(String, [Double], [Double])], cut: Int?, source: String = "device"
  ) -> [UInt8] {
    let rendered = events.enumerated().map { index, event in
      let mark = index == cut ? #", "excerptStart": "Then I tap the field again:""# : ""
      return #"{"name": "UIKeyboard\#(event.0)Notification", "userInfo": {"#
        + #""UIKeyboardFrameBeginUserInfoKey": {"type": "CGRect", "value": \#(event.1)}, "#
        + #""UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": \#(event.2)}}\#(mark)}"#
    }
    let text =
      #"{"format": "keyboard-trace/1", "source": "\#(source)", "device": {"osVersion": "17.0"}, "#
      + #""observed": ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "#
      + #""UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"], "#
      + #""events": ["# + rendered.joined(separator: ", ") + "]}"
    return Array(text.utf8)
  }

  static let down: [Double] = [0, 852, 393, 336]
  static let up: [Double] = [0, 516, 393, 336]

  @Test("after a cut where the order starts again, frames are not compared across it")
  func noContinuityAcrossARestart() throws {
    // A show and hide, a WillShow whose DidShow the paste cut, then a hide from the top.
    let events = [
      ("WillShow", Self.down, Self.up), ("DidShow", Self.down, Self.up),
      ("WillHide", Self.up, Self.down), ("DidHide", Self.up, Self.down),
      ("WillShow", Self.down, Self.up), ("WillHide", Self.up, Self.down),
      ("DidHide", Self.up, Self.down),
    ]
    let report = Self.lint(Self.trace(events, cut: 5), path: "cut.json")
    let order = report.findings.filter { $0.ruleId != "missing-key" }
    #expect(Check.summary(order) == ["info sequence-order @5"], "\(order.map(\.message))")
  }

  @Test("a test double's trace is no paste, and a mark on its first event parts nothing")
  func breaksThatMeanNothing() throws {
    let events = [
      ("WillShow", Self.down, Self.up), ("DidShow", Self.down, Self.up),
      ("WillHide", Self.up, Self.down), ("DidHide", Self.up, Self.down),
      ("DidShow", Self.down, Self.up),
    ]
    let double = Self.lint(Self.trace(events, cut: 4, source: "synthetic"), path: "double.json")
    #expect(Check.summary(double.findings, rule: "sequence-order") == ["error sequence-order @4"])
    #expect(!double.notes.contains { $0.message.hasPrefix("read as") })
    let first = Self.lint(Self.trace(Array(events.prefix(2)), cut: 0), path: "first.json")
    #expect(!first.notes.contains { $0.message.hasPrefix("read as") })
  }
}
