import Testing

@testable import KBCheck

@Suite struct ExplainTests {
  @Test(
    "kbcheck explain works for every rule and quirk of the default spec",
    arguments:
      Check.spec.spec.rules.map(\.id) + Check.spec.spec.quirks.map(\.id))
  func explainEveryId(_ id: String) {
    let result = KBCheckCommand.run(["explain", id])
    #expect(result.status == .success)
    #expect(result.output.contains(id))
    let isRule = Check.spec.spec.rules.contains { $0.id == id }
    if isRule {
      #expect(result.output.contains("Facts it rests on:"))
      #expect(result.output.contains("Passing ("))
      #expect(result.output.contains("Failing ("))
      #expect(result.output.contains("[\(id)]"), "the failing example's finding is shown")
    } else {
      #expect(result.output.contains("Explained ("))
    }
  }

  @Test func explainATraceAtAnEvent() throws {
    let path = Paths.traces.appendingPathComponent("violations/sequence-order-missing-didshow.json")
      .path
    let result = KBCheckCommand.run(["explain", path, "--event", "11"])
    #expect(result.status == .success)
    #expect(
      result.output.contains("before it: the show sequence is open (began at event 8, line 100)"))
    #expect(result.output.contains("the spec accepts next: UIKeyboardDidShowNotification"))
    #expect(result.output.contains("quirks that do not: rotation-delivered-twice"))
    #expect(result.output.contains("[sequence-order]"))
    let boundary = KBCheckCommand.run(["explain", path, "--event", "4"])
    #expect(boundary.output.contains("before it: no sequence open; keyboard shown"))
  }

  @Test("explain says where a paste's excerpt may start again, after the author's text")
  func explainAnExcerptStart() throws {
    let path = Paths.traces.appendingPathComponent("logs/excerpts-joined-by-prose.log").path
    let first = KBCheckCommand.run(["explain", path, "--event", "4"])
    #expect(first.output.contains("after the author's text at line 44, the paste may start again"))
    let inside = KBCheckCommand.run(["explain", path, "--event", "5"])
    #expect(!inside.output.contains("the author's text"), "\(inside.output)")
  }

  @Test func explainErrors() {
    let unknown = KBCheckCommand.run(["explain", "sequence-ordr"])
    #expect(unknown.status == .failure)
    #expect(unknown.errorOutput.contains("did you mean sequence-order?"))
    #expect(
      KBCheckCommand.run([
        "explain", Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json").path,
      ]).status == .failure)
    #expect(
      KBCheckCommand.run([
        "explain", Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json").path,
        "--event", "999",
      ]).status == .failure)
  }
}
