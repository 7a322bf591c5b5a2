import Testing

@testable import KBCheck

/// One test per quirk of the default spec that a rule reports: a note where it applies, the
/// rule's severity outside its range and under `--strict`.
@Suite struct QuirkTests {
  static func quirkFindings(_ builder: TraceBuilder, strict: Bool = false) -> [String] {
    Check.summary(
      Check.findings(builder, strict: strict).filter {
        $0.quirk != nil && $0.quirk != "private-curve-7"
      })
  }

  @Test func repeatedShow() {
    var trace = TraceBuilder(os: "14.0")
    trace.add(TraceBuilder.show + TraceBuilder.show)
    #expect(Self.quirkFindings(trace) == ["info sequence-order @4 [repeated-show]"])
    #expect(Self.quirkFindings(trace, strict: true) == ["error sequence-order @4 [repeated-show]"])
    trace.os = "7.1"
    #expect(Self.quirkFindings(trace) == ["error sequence-order @4 [repeated-show]"])
  }

  @Test func loneWillShowWhileShown() {
    var trace = TraceBuilder(os: "14.0")
    trace.add(TraceBuilder.show + ["WillShow"] + TraceBuilder.hide)
    #expect(Self.quirkFindings(trace) == ["info sequence-order @4 [repeated-show]"])
  }

  @Test func severalWillChangeFrame() {
    var trace = TraceBuilder(os: "11.0")
    trace.add("WillChangeFrame", "WillShow", "WillChangeFrame", "DidChangeFrame", "DidShow")
    #expect(Self.quirkFindings(trace) == ["info sequence-order @2 [several-will-change-frame]"])
    trace.os = "7.0"
    #expect(Self.quirkFindings(trace) == ["error sequence-order @2 [several-will-change-frame]"])
  }

  @Test func repeatedHide() {
    var trace = TraceBuilder(os: "16.5")
    trace.add(TraceBuilder.show + TraceBuilder.hide + TraceBuilder.hide)
    #expect(Self.quirkFindings(trace) == ["info sequence-order @8 [repeated-hide]"])
    trace.os = "12.0"
    #expect(Self.quirkFindings(trace) == ["info sequence-order @8 [repeated-hide]"])
    trace.os = "11.4"
    #expect(Self.quirkFindings(trace) == ["error sequence-order @8 [repeated-hide]"])
  }

  @Test func splitOrFloatingKeyboard() {
    var trace = TraceBuilder(os: "13.0", idiom: "pad", keyboard: "split")
    trace.add(TraceBuilder.show + TraceBuilder.hide + ["WillChangeFrame", "DidChangeFrame"])
    #expect(Self.quirkFindings(trace) == ["info sequence-order @8 [split-or-floating-keyboard]"])
    trace.keyboard = "docked"
    #expect(Self.quirkFindings(trace) == ["error sequence-order @8 [split-or-floating-keyboard]"])
  }

  @Test func rotationDeliveredTwice() {
    var trace = TraceBuilder(os: "8.3")
    trace.add(TraceBuilder.show + ["UIApplicationDidChangeStatusBarOrientationNotification"])
    trace.add(TraceBuilder.hide + TraceBuilder.show + TraceBuilder.hide + TraceBuilder.show)
    #expect(Self.quirkFindings(trace) == ["info rotation-pair @13 [rotation-delivered-twice]"])
    trace.os = "9.0"
    #expect(Self.quirkFindings(trace) == ["error rotation-pair @13 [rotation-delivered-twice]"])
  }

  @Test func privateCurve7() {
    var trace = TraceBuilder(os: "8.0")
    trace.add(
      "WillChangeFrame",
      payload: { entries in
        entries[3] = PayloadEntry(
          key: "UIKeyboardAnimationCurveUserInfoKey",
          value: .typed(type: "NSUInteger", value: .number(7, isInteger: true)))
      })
    // Every device since iOS 7 sends it: accepted, listed only when asked, even with --strict.
    #expect(Check.findings(trace).filter { $0.quirk == "private-curve-7" }.isEmpty)
    #expect(Check.findings(trace, strict: true).filter { $0.quirk == "private-curve-7" }.isEmpty)
    var verbose = Engine(spec: Check.spec)
    verbose.verbose = true
    let notes = Check.summary(verbose.check(trace.trace).filter { $0.quirk == "private-curve-7" })
    #expect(notes == ["info payload-value @0 [private-curve-7]"])
    trace.os = "6.0"
    let errors = Check.summary(Check.findings(trace).filter { $0.quirk == "private-curve-7" })
    #expect(errors == ["error payload-value @0 [private-curve-7]"])
  }

  @Test("the object is nil before iOS 16.1 and the UIScreen from it, as documented")
  func screenObject() {
    var trace = TraceBuilder(os: "17.0")
    trace.add(TraceBuilder.show)
    let objectFindings = { (trace: TraceBuilder) in
      Check.summary(Check.findings(trace).filter { $0.ruleId == "notification-object" })
    }
    for index in trace.events.indices { trace.events[index].object = .untyped(.string("UIScreen")) }
    #expect(objectFindings(trace) == [])
    trace.os = "15.0"
    #expect(objectFindings(trace).count == 4)
    for index in trace.events.indices { trace.events[index].object = .untyped(.null) }
    #expect(objectFindings(trace) == [])
    trace.os = "16.1"
    #expect(objectFindings(trace).count == 4)
  }

  @Test(
    "legal behaviour, no quirk: Did without animation keys, unusual durations, no IsLocal before 9")
  func documentedBehaviourIsClean() {
    var trace = TraceBuilder(os: "8.4")
    trace.add("WillChangeFrame", "WillShow")
    trace.add(
      "DidChangeFrame", payload: { $0.removeAll { $0.key.text.hasPrefix("UIKeyboardAnimation") } })
    trace.add("DidShow", payload: { $0.removeAll { $0.key.text.hasPrefix("UIKeyboardAnimation") } })
    trace.add(
      "WillChangeFrame",
      payload: { entries in
        entries[2] = PayloadEntry(
          key: "UIKeyboardAnimationDurationUserInfoKey",
          value: .typed(type: "double", value: .number(0, isInteger: true)))
      })
    trace.add(
      "WillHide",
      payload: { entries in
        entries[2] = PayloadEntry(
          key: "UIKeyboardAnimationDurationUserInfoKey",
          value: .typed(type: "double", value: .number(0.4, isInteger: false)))
      })
    trace.add("DidChangeFrame", "DidHide")
    #expect(Check.findings(trace) == [])
  }
}
