import Foundation
import Testing

@testable import KBCheck

/// A device's idiom, OS and keyboard mode given in another spelling (`iPad`, `Split`,
/// `iPhone OS`) read as the spec's words, and a word the spec does not know refused: taken as
/// typed, either matched no device condition and turned UIKit's own behaviour into errors.
@Suite struct DeviceWordTests {
  /// The split-keyboard example with its device's words replaced.
  static func splitTrace(_ device: [String: String]) throws -> [UInt8] {
    let url = Paths.traces.appendingPathComponent(
      "quirks/split-or-floating-keyboard-split-ios9.json")
    var text = try String(contentsOf: url, encoding: .utf8)
    for (field, word) in device {
      let pattern = try Regex(#""\#(field)": "[^"]*""#)
      text = text.replacing(pattern, with: #""\#(field)": "\#(word)""#)
    }
    return Array(text.utf8)
  }

  static func lint(_ bytes: [UInt8]) -> FileReport {
    Check.lint(bytes, path: "split.json")
  }

  @Test("a trace's idiom and keyboard in another spelling are the spec's words")
  func spellingsAreRead() throws {
    let canonical = Self.lint(try Self.splitTrace([:]))
    #expect(canonical.problems.isEmpty)
    #expect(!canonical.findings.contains { $0.severity != .info }, "\(canonical.findings)")
    for device in [
      ["idiom": "iPad", "keyboard": "Split"], ["idiom": "UIUserInterfaceIdiomPad"],
      ["idiom": ".pad", "keyboard": "SPLIT"],
    ] {
      let report = Self.lint(try Self.splitTrace(device))
      #expect(report.problems.isEmpty, "\(device): \(report.problems)")
      #expect(
        Check.summary(report.findings) == Check.summary(canonical.findings),
        "\(device): \(report.findings.map(\.message))")
    }
  }

  @Test("an idiom the spec does not know is an error at its place, and the rest is checked")
  func unknownWordIsAProblem() throws {
    let report = Self.lint(try Self.splitTrace(["idiom": "ipda"]))
    let problem = try #require(report.problems.first)
    #expect(problem.position == SourcePosition(line: 5, column: 14), "\(problem)")
    #expect(
      problem.message.contains(#"the device's "idiom" "ipda" names no idiom of the spec"#),
      "\(problem.message)")
    #expect(problem.message.contains("did you mean iPad?"), "\(problem.message)")
    #expect(report.events == 12)
    #expect(!report.findings.isEmpty)
  }

  @Test("UIDevice's older system name, iPhone OS, counts in iOS versions")
  func iPhoneOSIsIOS() throws {
    // A payload with UIKeyboardIsLocalUserInfoKey, which iOS 9.0 added, on iOS 8.0.
    let url = Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json")
    let text = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: #""osVersion": "17.4""#, with: #""osVersion": "8.0""#)
    for os in ["iOS", "iPhone OS", "ios"] {
      let trace = text.replacingOccurrences(of: #""os": "iOS""#, with: #""os": "\#(os)""#)
      #expect(trace != text || os == "iOS")
      let report = Check.lint(Array(trace.utf8), path: "old.json")
      #expect(report.problems.isEmpty, "\(os): \(report.problems)")
      #expect(
        report.findings.contains { $0.ruleId == "availability" }, "\(os): \(report.findings)")
    }
  }

  @Test("a spec's conditions and defaults use its own words, not another spelling")
  func specUsesItsWords() throws {
    let words =
      #""deviceWords": { "idiom": { "words": ["phone", "pad"], "spellings": { "iPad": "pad" }, "source": "s" } },"#
    let base = SpecTests.minimal.replacingOccurrences(
      of: #""quirks": [],"#, with: words + #" "quirks": [],"#)
    #expect(SpecTests.rejection(base) == nil)
    let spelled = base.replacingOccurrences(
      of: #""initialState": "down","#,
      with: #""initialState": "down", "defaults": { "idiom": "iPad" },"#)
    let error = try #require(SpecTests.rejection(spelled))
    #expect(error.message.contains(#""iPad" is not one of the spec's idioms"#), "\(error)")
    #expect(error.message.contains(#"write "pad""#), "\(error)")
    let stray = base.replacingOccurrences(of: #""iPad": "pad""#, with: #""iPad": "tablet""#)
    #expect(SpecTests.rejection(stray)?.message.contains("must stand for one of") == true)
  }

  @Test("--idiom and --keyboard take another spelling, and refuse a word the spec lacks")
  func commandLineWords() throws {
    let url = Paths.traces.appendingPathComponent(
      "quirks/split-or-floating-keyboard-split-ios9.json")
    // The trace without its idiom and keyboard: checked as the spec's default phone.
    let unsaid = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: #""idiom": "pad","#, with: "")
      .replacingOccurrences(of: #",\#n    "keyboard": "split""#, with: "")
    #expect(!unsaid.contains("split\""))
    let plain = try CommandLineTests.run(["lint", "-"], input: unsaid)
    #expect(plain.status == 1, "\(plain.output)")
    let spelled = try CommandLineTests.run(
      ["lint", "--idiom", "iPad", "--keyboard", "Split", "-"], input: unsaid)
    #expect(spelled.status == 0, "\(spelled.output)\(spelled.errorOutput)")
    let typo = try CommandLineTests.run(["lint", "--idiom", "ipda", "-"], input: unsaid)
    #expect(typo.status == 2)
    #expect(
      typo.errorOutput.contains(#"--idiom "ipda" names no idiom of the spec; did you mean iPad?"#),
      "\(typo.errorOutput)")
    let model = try CommandLineTests.run(["lint", "--idiom", "iPad Air", "-"], input: unsaid)
    #expect(model.status == 2)
    #expect(
      model.errorOutput.contains(
        #""iPad Air" names no idiom of the spec; did you mean pad, for iPad?"#),
      "\(model.errorOutput)")
    let convert = try CommandLineTests.run(
      ["convert", "--keyboard", "Floating", "-"], input: unsaid)
    #expect(convert.output.contains(#""keyboard": "floating""#), "\(convert.output)")
  }

  @Test("a log's device says which facts the payloads gave and which the command line did")
  func inferredPartsAreNamed() throws {
    let log = """
      2024-03-02 10:00:00.000 App[1:2] keyboardWillChangeFrame: {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 560}, {768, 216}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 400}, {768, 216}}";
          UIKeyboardIsLocalUserInfoKey = 1;
      }

      """
    let given = try CommandLineTests.run(
      ["lint", "--verbose", "--idiom", "iPad", "--keyboard", "split", "-"], input: log)
    #expect(
      given.output.contains(
        "this trace is iOS 9.0 or later (inferred from the payloads), pad, split keyboard"),
      "\(given.output)")
    let inferred = try CommandLineTests.run(["lint", "--verbose", "-"], input: log)
    #expect(
      inferred.output.contains("this trace is iOS 9.0 or later, pad (inferred from the payloads)"),
      "\(inferred.output)")
  }
}
