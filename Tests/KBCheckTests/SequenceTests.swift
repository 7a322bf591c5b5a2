import Testing

@testable import KBCheck

@Suite struct SequenceTests {
  static func orderFindings(_ builder: TraceBuilder, strict: Bool = false) -> [Finding] {
    Check.findings(builder, strict: strict).filter {
      ["sequence-order", "sequence-incomplete", "rotation-pair"].contains($0.ruleId)
    }
  }

  @Test func textbookShowAndHideAreClean() {
    var trace = TraceBuilder()
    trace.add(TraceBuilder.show + TraceBuilder.hide + TraceBuilder.show)
    #expect(Check.findings(trace) == [])
  }

  @Test func frameChangeWhileShownIsClean() {
    var trace = TraceBuilder()
    trace.add(TraceBuilder.show + ["WillChangeFrame", "DidChangeFrame"] + TraceBuilder.hide)
    #expect(Check.findings(trace) == [])
  }

  @Test("a missing notification is one finding, with the insertion that repairs it")
  func missingNotification() throws {
    var trace = TraceBuilder()
    trace.add(
      ["WillChangeFrame", "WillShow", "DidChangeFrame"] + TraceBuilder.hide + TraceBuilder.show)
    let findings = Self.orderFindings(trace)
    #expect(Check.summary(findings) == ["error sequence-order @3"])
    let message = try #require(findings.first?.message)
    #expect(
      message
        == "expected UIKeyboardDidShowNotification after UIKeyboardDidChangeFrameNotification "
        + "(show sequence began at event 0, line 1), found UIKeyboardWillChangeFrameNotification; "
        + "insert UIKeyboardDidShowNotification before event 3")
    #expect(findings.first?.related?.event == 0)
  }

  @Test("an extra notification is one finding that removes it")
  func extraNotification() throws {
    var trace = TraceBuilder()
    trace.add(TraceBuilder.show + ["DidShow"] + TraceBuilder.hide)
    let findings = Self.orderFindings(trace)
    #expect(Check.summary(findings) == ["error sequence-order @4"])
    #expect(findings.first?.message.hasSuffix("remove event 4") == true)
  }

  @Test("two swapped notifications are one finding that swaps them")
  func swappedNotifications() throws {
    var trace = TraceBuilder()
    trace.add(["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"] + TraceBuilder.hide)
    let findings = Self.orderFindings(trace)
    #expect(Check.summary(findings) == ["error sequence-order @2"])
    #expect(findings.first?.message.hasSuffix("swap events 2 and 3") == true)
  }

  @Test(
    "a notification that may come where it stands, but not with those after it, is not said to be expected"
  )
  func allowedHereButNotWithWhatFollows() throws {
    // After a frame change begins, its end may come; but a show follows it here, and the
    // repair puts the end after the show.
    var trace = TraceBuilder()
    trace.add(["WillChangeFrame", "DidChangeFrame", "WillShow", "DidShow"])
    let findings = Self.orderFindings(trace)
    #expect(Check.summary(findings) == ["error sequence-order @1"])
    let message = try #require(findings.first?.message)
    #expect(!message.contains("expected"), "\(message)")
    #expect(
      message
        == "UIKeyboardDidChangeFrameNotification may come after "
        + "UIKeyboardWillChangeFrameNotification, but not with the notifications that follow it "
        + "(show sequence began at event 0, line 1); swap events 1 and 2")
  }

  @Test("a trace cut off inside a sequence is a milder, different finding")
  func cutOff() throws {
    var trace = TraceBuilder()
    trace.add(TraceBuilder.show + ["WillChangeFrame", "WillHide"])
    let findings = Self.orderFindings(trace)
    #expect(Check.summary(findings) == ["warning sequence-incomplete @5"])
    #expect(findings.first?.message.contains("hide sequence that began at event 4") == true)
  }

  @Test("a capture may start inside a sequence (a warning); a test double may not (an error)")
  func startingInsideASequence() throws {
    var capture = TraceBuilder(os: "17.0")
    capture.add(["DidChangeFrame", "DidHide"] + TraceBuilder.show)
    let findings = Self.orderFindings(capture)
    #expect(Check.summary(findings) == ["warning sequence-incomplete @0"])
    #expect(findings.first?.message.contains("starts inside the hide sequence") == true)
    var double = capture
    double.source = .synthetic
    #expect(Check.summary(Self.orderFindings(double)) == ["error sequence-order @0"])
    // Cut off at the end: a warning on a capture, an error in a test double's trace.
    var cutOff = TraceBuilder(os: "17.0")
    cutOff.add(TraceBuilder.show + ["WillChangeFrame", "WillHide"])
    #expect(Check.summary(Self.orderFindings(cutOff)) == ["warning sequence-incomplete @5"])
    // The advice is for the reader's situation: code that copes, or a double that posts.
    #expect(Self.orderFindings(cutOff).first?.message.contains("recording stopped first") == true)
    cutOff.source = .synthetic
    #expect(Check.summary(Self.orderFindings(cutOff)) == ["error sequence-incomplete @5"])
    #expect(
      Self.orderFindings(cutOff).first?.message.contains("post the whole sequence") == true)
  }

  @Test("a capture may begin with the keyboard up; a test double starts with it hidden")
  func startingWithAHide() throws {
    var capture = TraceBuilder(os: "11.0")
    capture.add(TraceBuilder.hide + TraceBuilder.show)
    #expect(Self.orderFindings(capture) == [])
    var double = capture
    double.source = .synthetic
    #expect(
      Check.summary(Self.orderFindings(double)) == ["error sequence-order @0 [repeated-hide]"])
  }

  @Test("the pre-iOS 5 two-event forms are the only ones before iOS 5")
  func legacyForms() {
    var legacy = TraceBuilder(os: "4.3")
    legacy.add("WillShow", "DidShow", "WillHide", "DidHide")
    #expect(Self.orderFindings(legacy) == [])
    var modern = TraceBuilder(os: "6.0")
    modern.add("WillShow", "DidShow", "WillHide", "DidHide")
    #expect(Check.summary(Self.orderFindings(modern)).count == 4)
  }

  @Test("a trace is checked against the patterns projected onto what the app observed")
  func observedProjection() {
    var willOnly = TraceBuilder()
    willOnly.observed = ["WillShow", "WillHide"]
    willOnly.add("WillShow", "WillHide", "WillShow", "WillHide")
    #expect(Self.orderFindings(willOnly) == [])
    var wrongOrder = willOnly
    wrongOrder.events = []
    wrongOrder.add("WillShow", "WillShow", "WillHide")
    // Two WillShows with no hide: the first show after launch interleaving two animations.
    #expect(
      Check.summary(Self.orderFindings(wrongOrder))
        == ["info sequence-order @0 [interleaved-first-show]"])
    var hideTwice = willOnly
    hideTwice.events = []
    hideTwice.os = "11.0"
    hideTwice.add("WillShow", "WillHide", "WillHide")
    #expect(
      Check.summary(Self.orderFindings(hideTwice)) == ["error sequence-order @2 [repeated-hide]"])
  }

  @Test func markersAndOtherEventsDoNotBreakSequences() {
    var trace = TraceBuilder()
    trace.add("WillChangeFrame", "WillShow", "UITextFieldTextDidBeginEditingNotification")
    trace.add("SomethingElse", "DidChangeFrame", "DidShow")
    #expect(Self.orderFindings(trace) == [])
  }

  @Test(
    "a rotation with the keyboard up is hide then show; a rotation that leaves it hidden is reported"
  )
  func rotation() {
    let rotation = "UIApplicationDidChangeStatusBarOrientationNotification"
    var good = TraceBuilder()
    good.add(TraceBuilder.show + [rotation] + TraceBuilder.hide)
    good.addTurned(TraceBuilder.show)
    #expect(Self.orderFindings(good) == [])
    var markerInside = TraceBuilder()
    markerInside.add(TraceBuilder.show + TraceBuilder.hide)
    markerInside.addTurned(["WillChangeFrame", "WillShow"])
    markerInside.add(rotation)
    markerInside.addTurned(["DidChangeFrame", "DidShow"])
    #expect(Self.orderFindings(markerInside) == [])
    // The trace ends right after the hide half: a capture cut off, a warning.
    var cutOff = TraceBuilder()
    cutOff.add(TraceBuilder.show + [rotation] + TraceBuilder.hide)
    #expect(Check.summary(Self.orderFindings(cutOff)) == ["warning rotation-pair @8"])
    // Anything after the hide half, and no show: nothing cut the trace off, an error there.
    var leftHidden = cutOff
    leftHidden.add("UITextFieldTextDidEndEditingNotification")
    #expect(Check.summary(Self.orderFindings(leftHidden)) == ["error rotation-pair @9"])
    var frameChangeOnly = TraceBuilder()
    frameChangeOnly.add(TraceBuilder.show + [rotation])
    frameChangeOnly.add("WillChangeFrame", "DidChangeFrame")
    #expect(Check.summary(Self.orderFindings(frameChangeOnly)) == ["error rotation-pair @5"])
    var keyboardDown = TraceBuilder()
    keyboardDown.add([rotation] + TraceBuilder.show)
    #expect(Self.orderFindings(keyboardDown) == [])
  }

  @Test("a device orientation change is a rotation only when a hide and a show that turns follow")
  func deviceOrientationIsAHint() {
    let hint = "UIDeviceOrientationDidChangeNotification"
    // Laid face up: a frame change follows, or the keyboard hides for another reason.
    var faceUp = TraceBuilder()
    faceUp.add(TraceBuilder.show + [hint] + ["WillChangeFrame", "DidChangeFrame"])
    #expect(Self.orderFindings(faceUp) == [])
    var hiddenAfter = TraceBuilder()
    hiddenAfter.add(TraceBuilder.show + [hint] + TraceBuilder.hide)
    hiddenAfter.add("UITextFieldTextDidEndEditingNotification")
    #expect(Self.orderFindings(hiddenAfter) == [])
    // A hide and a show whose frame turns: the hint was a rotation, and a second pair at once
    // is the rotation delivered twice (reported on iOS 9, outside the quirk's range).
    var turned = TraceBuilder(os: "9.0")
    turned.add(TraceBuilder.show + [hint] + TraceBuilder.hide)
    turned.addTurned(TraceBuilder.show)
    #expect(Self.orderFindings(turned) == [])
    turned.add(TraceBuilder.hide)
    turned.addTurned(TraceBuilder.show)
    #expect(
      Check.summary(Self.orderFindings(turned)) == [
        "error rotation-pair @13 [rotation-delivered-twice]"
      ])
  }

  @Test("checking is linear: 20,000 events of a pathological trace finish")
  func pathologicalTraceFinishes() {
    var trace = TraceBuilder()
    let names = ["DidShow", "WillHide", "WillShow", "DidChangeFrame", "DidHide"]
    for index in 0..<20_000 {
      trace.add(names[(index * 7 + index / 3) % names.count], payload: nil)
    }
    let findings = Engine(spec: Check.spec, disabledRules: ["missing-key"]).check(trace.trace)
    #expect(findings.count > 1000)
  }

  @Test("steps kept from earlier traces give the same findings as steps worked out afresh")
  func keptStepsGiveTheSameFindings() throws {
    // Many errors (repairs) and many shapes of live paths, more than a memo keeps.
    var pathological = TraceBuilder()
    let names = ["DidShow", "WillHide", "WillShow", "DidChangeFrame", "DidHide", "WillChangeFrame"]
    for index in 0..<2_000 {
      pathological.add(names[(index * 7 + index / 3) % names.count], payload: nil)
    }
    var missing = TraceBuilder()
    missing.add(
      ["WillChangeFrame", "WillShow", "DidChangeFrame"] + TraceBuilder.hide + TraceBuilder.show)
    let traces = [pathological.trace, missing.trace]
    func findings(_ spec: CompiledSpec, _ trace: Trace) -> [String] {
      Check.summary(Engine(spec: spec, disabledRules: ["missing-key"]).check(trace))
    }
    let bytes = Array(BuiltInSpec.json.utf8)
    let afresh = try traces.map { findings(try CompiledSpec(bytes: bytes), $0) }
    let shared = try CompiledSpec(bytes: bytes)
    for _ in 0..<2 {
      #expect(traces.map { findings(shared, $0) } == afresh)
    }
    #expect(afresh[0].count > 100)
    #expect(afresh[1] == ["error sequence-order @3"])
  }
}

/// The start a run keeps with its automaton's memo, for the next trace on it.
@Suite struct KeptStartTests {
  @Test("captures read after others, from the start those kept, read as each does alone")
  func keptStartsGiveTheSameFindings() throws {
    // Captures (which may start in any state, inside any sequence): one from a boundary, one
    // whose first notification is its second event, one that starts inside a show.
    var fromBoundary = TraceBuilder()
    fromBoundary.add(TraceBuilder.show + TraceBuilder.hide)
    var afterAMarker = TraceBuilder()
    afterAMarker.add(["UITextFieldTextDidBeginEditingNotification"] + TraceBuilder.show)
    var inside = TraceBuilder()
    inside.add(["DidChangeFrame", "DidShow"] + TraceBuilder.hide + ["WillHide"])
    let traces = [fromBoundary.trace, afterAMarker.trace, inside.trace]
    func findings(_ spec: CompiledSpec, _ trace: Trace) -> [String] {
      Check.summary(Engine(spec: spec, disabledRules: ["missing-key"]).check(trace))
    }
    let bytes = Array(BuiltInSpec.json.utf8)
    let alone = try traces.map { findings(try CompiledSpec(bytes: bytes), $0) }
    let shared = try CompiledSpec(bytes: bytes)
    for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2, 0, 1]] {
      for index in order { #expect(findings(shared, traces[index]) == alone[index], "\(order)") }
    }
    #expect(alone[2] == ["warning sequence-incomplete @0", "error sequence-order @6"])
    // The automaton the captures ran on keeps a start.
    let context = TraceContext(trace: fromBoundary.trace, spec: shared, strict: false)
    let key = SequenceMatcher.key(context, observed: shared.spec.notifications.map { _ in true })
    #expect(try shared.automaton(for: key).memo.start != nil)
  }
}
