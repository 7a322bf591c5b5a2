import Testing

@testable import KBCheck

/// One test per payload rule of the default spec, on traces built in code.
@Suite struct PayloadRuleTests {
  static func value(_ type: String, _ raw: RawValue) -> PayloadValue {
    .typed(type: type, value: raw)
  }

  static func trace(
    os: String = "17.4", source: TraceSource = .device,
    _ edit: @escaping (inout [PayloadEntry]) -> Void
  ) -> TraceBuilder {
    var builder = TraceBuilder(os: os, source: source)
    builder.add("WillChangeFrame", payload: edit)
    return builder
  }

  static func set(_ key: Symbol, _ value: PayloadValue) -> (inout [PayloadEntry]) -> Void {
    { entries in
      entries.removeAll { $0.key == key }
      entries.append(PayloadEntry(key: key, value: value))
    }
  }

  static func rule(_ builder: TraceBuilder, _ rule: String) -> [String] {
    Check.summary(Check.findings(builder), rule: rule)
  }

  static let curve: Symbol = "UIKeyboardAnimationCurveUserInfoKey"
  static let duration: Symbol = "UIKeyboardAnimationDurationUserInfoKey"
  static let frameEnd: Symbol = "UIKeyboardFrameEndUserInfoKey"

  @Test("a value that bridges is a warning in a test double, and not reported in a capture")
  func bridgingDependsOnTheSource() {
    let curve = Self.set(Self.curve, Self.value("NSInteger", .number(7, isInteger: true)))
    #expect(
      Self.rule(Self.trace(source: .synthetic, curve), "payload-type") == [
        "warning payload-type @0"
      ])
    #expect(Self.rule(Self.trace(source: .device, curve), "payload-type") == [])
  }

  @Test func payloadTypeGradesExactBridgesAndBreaks() throws {
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, Self.value("NSUInteger", .number(7, isInteger: true)))),
        "payload-type") == [])
    #expect(
      Self.rule(
        Self.trace(
          source: .synthetic,
          Self.set(Self.curve, Self.value("NSInteger", .number(7, isInteger: true)))),
        "payload-type")
        == ["warning payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, Self.value("NSInteger", .number(-1, isInteger: true)))),
        "payload-type")
        == ["error payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(
          source: .synthetic,
          Self.set(Self.duration, Self.value("NSInteger", .number(0, isInteger: true)))),
        "payload-type")
        == ["warning payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, Self.value("double", .number(0.25, isInteger: false)))),
        "payload-type")
        == ["error payload-type @0"])
    let string = Check.findings(
      Self.trace(Self.set(Self.duration, Self.value("NSString", .string("0.25"))))
    )
    .filter { $0.ruleId == "payload-type" }
    #expect(Check.summary(string) == ["error payload-type @0"])
    #expect(string.first?.pointer == "/events/0/userInfo/UIKeyboardAnimationDurationUserInfoKey")
    #expect(string.first?.message.contains("NSString \"0.25\"") == true)
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.frameEnd, Self.value("CGRect", .numbers([1, 2, 3])))),
        "payload-type")
        == ["error payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.frameEnd, Self.value("CGSize", .numbers([1, 2])))), "payload-type")
        == ["error payload-type @0"])
  }

  @Test func untypedValuesAreCheckedByDomain() {
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.frameEnd, .untyped(.string("NSRect: {{0, 264}, {320, 216}}")))),
        "payload-type") == [])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.frameEnd, .untyped(.numbers([0, 264, 320, 216])))), "payload-type")
        == [])
    #expect(
      Self.rule(Self.trace(Self.set(Self.duration, .untyped(.string("0.25")))), "payload-type")
        == [])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, .untyped(.number(7, isInteger: true)))), "payload-type")
        == [])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.frameEnd, .untyped(.string("NSPoint: {160, 372}")))),
        "payload-type")
        == ["error payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, .untyped(.number(0.5, isInteger: false)))), "payload-type")
        == ["error payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set("UIKeyboardIsLocalUserInfoKey", .untyped(.number(2, isInteger: true)))),
        "payload-type")
        == ["error payload-type @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set("UIKeyboardIsLocalUserInfoKey", .untyped(.number(1, isInteger: true)))),
        "payload-type") == [])
  }

  @Test("a value printed without a type is judged under each key it comes with, every time")
  func printedValuesAreJudgedPerKey() {
    // The same text and the same number under a key they fit and one they do not, in events
    // that do not repeat a payload: each entry's facts come from the pass's cache after the
    // first, and must still be those of its own key.
    var builder = TraceBuilder(os: "17.4", source: .device)
    for _ in 0..<3 {
      builder.add("WillChangeFrame") { entries in
        Self.set(Self.frameEnd, .untyped(.string("NSRect: {{0, 264}, {320, 216}}")))(&entries)
        Self.set(Self.duration, .untyped(.string("NSRect: {{0, 264}, {320, 216}}")))(&entries)
        Self.set(Self.curve, .untyped(.number(7, isInteger: true)))(&entries)
        Self.set("UIKeyboardIsLocalUserInfoKey", .untyped(.number(7, isInteger: true)))(&entries)
      }
    }
    let findings = Check.findings(builder).filter { $0.ruleId == "payload-type" }
    #expect(findings.map(\.event).sorted { ($0 ?? -1) < ($1 ?? -1) } == [0, 0, 1, 1, 2, 2])
    #expect(findings.filter { $0.message.contains(Self.duration.text) }.count == 3)
    #expect(findings.filter { $0.message.contains("UIKeyboardIsLocalUserInfoKey") }.count == 3)
  }

  @Test("past the cache of printed values, values are still judged one by one")
  func printedValuesPastTheCache() {
    // More distinct durations than the pass keeps facts for, then a bad one: it is found.
    var builder = TraceBuilder(os: "17.4", source: .device)
    let count = PayloadPass.printedEntryLimit + 2
    for index in 0..<count {
      let text = index == count - 1 ? "nan" : "0.\(index + 1)"
      builder.add("WillChangeFrame", payload: Self.set(Self.duration, .untyped(.string(text))))
    }
    #expect(
      Check.findings(builder).filter { $0.ruleId == "payload-value" }.map(\.event) == [count - 1])
  }

  @Test func payloadValue() {
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.curve, Self.value("NSUInteger", .number(123, isInteger: true)))),
        "payload-value")
        == ["error payload-value @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.duration, Self.value("double", .number(-0.25, isInteger: false)))),
        "payload-value")
        == ["error payload-value @0"])
    #expect(
      Self.rule(Self.trace(Self.set(Self.duration, .untyped(.string("nan")))), "payload-value")
        == ["error payload-value @0"])
    #expect(
      Self.rule(
        Self.trace(Self.set(Self.duration, Self.value("double", .number(0, isInteger: true)))),
        "payload-value") == [])
  }

  @Test func missingKey() throws {
    let noBegin = Self.trace { $0.removeAll { $0.key == "UIKeyboardFrameBeginUserInfoKey" } }
    #expect(Self.rule(noBegin, "missing-key") == ["error missing-key @0"])
    var noUserInfo = TraceBuilder()
    noUserInfo.events = [TraceEvent(name: "UIKeyboardWillShowNotification")]
    #expect(Check.findings(noUserInfo).filter { $0.ruleId == "missing-key" } == [], "not recorded")
    noUserInfo.events[0].userInfoIsNil = true
    let findings = Check.findings(noUserInfo).filter { $0.ruleId == "missing-key" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("has no userInfo; it must carry") == true)
    // Where the version is open, no userInfo at all is what an empty one is: a note a key
    // (a playground posted a WillShow with `userInfo: nil`, and nothing was said).
    func openVersion(_ userInfo: [PayloadEntry]?) -> [String] {
      var builder = TraceBuilder()
      builder.os = ""
      builder.events = [TraceEvent(name: "UIKeyboardWillShowNotification", userInfo: userInfo)]
      builder.events[0].userInfoIsNil = userInfo == nil
      return Check.findings(builder).filter { $0.ruleId == "missing-key" }
        .map { "\($0.severity.rawValue) \($0.message.prefix(60))" }
    }
    #expect(openVersion(nil).count == 5)
    #expect(openVersion(nil) == openVersion([]))
    #expect(openVersion(nil).allSatisfy { $0.hasPrefix("info ") })
    let noIsLocal = { (os: String) in
      Self.trace(os: os) { $0.removeAll { $0.key == "UIKeyboardIsLocalUserInfoKey" } }
    }
    #expect(Self.rule(noIsLocal("9.0"), "missing-key") == ["error missing-key @0"])
    #expect(Self.rule(noIsLocal("8.4"), "missing-key") == [])
    var didWithoutAnimation = TraceBuilder()
    didWithoutAnimation.add("DidChangeFrame")
    #expect(Self.rule(didWithoutAnimation, "missing-key") == [])
  }

  @Test func deprecatedKey() throws {
    let bounds = Self.set(
      "UIKeyboardBoundsUserInfoKey", Self.value("CGRect", .numbers([0, 0, 393, 336])))
    var synthetic = TraceBuilder(source: .synthetic)
    synthetic.add("WillChangeFrame", payload: bounds)
    synthetic.add("WillShow", payload: bounds)
    #expect(
      Self.rule(synthetic, "deprecated-key") == [
        "warning deprecated-key @0", "warning deprecated-key @1",
      ])
    let advice = Check.findings(synthetic).first { $0.ruleId == "deprecated-key" }?.message
    #expect(advice?.contains("code under test should not need it") == true, "\(advice ?? "")")
    // A device sent the key itself: no app code chose it, so nothing is reported.
    var capture = synthetic
    capture.source = .device
    #expect(Check.findings(capture).filter { $0.ruleId == "deprecated-key" }.isEmpty)
    var alone = TraceBuilder()
    alone.add("WillChangeFrame") { entries in
      entries.removeAll { $0.key.text.hasPrefix("UIKeyboardFrame") }
      bounds(&entries)
    }
    #expect(Self.rule(alone, "deprecated-key") == ["error deprecated-key @0"])
  }

  @Test func unknownKey() throws {
    let misspelt = Check.findings(
      Self.trace(Self.set("UIKeyboardFrameEndUserInfoKye", .untyped(.number(1, isInteger: true))))
    )
    .filter { $0.ruleId == "unknown-key" }
    #expect(Check.summary(misspelt) == ["warning unknown-key @0"])
    #expect(misspelt.first?.message.contains("did you mean UIKeyboardFrameEndUserInfoKey?") == true)
    #expect(
      Self.rule(
        Self.trace(
          Self.set("UIKeyboardFrameChangedByUserInteraction", .untyped(.number(0, isInteger: true)))
        ), "unknown-key")
        == [])
  }

  @Test func availability() {
    var early = TraceBuilder(os: "4.3")
    early.add("WillChangeFrame", "WillShow")
    #expect(Self.rule(early, "availability") == ["error availability @0"])
    var islocal = TraceBuilder(os: "8.1")
    islocal.add(
      "WillShow", payload: Self.set("UIKeyboardIsLocalUserInfoKey", Self.value("BOOL", .bool(true)))
    )
    #expect(Self.rule(islocal, "availability") == ["error availability @0"])
    var tv = TraceBuilder()
    tv.add("WillChangeFrame")
    var trace = tv.trace
    trace.device.os = "tvOS"
    #expect(
      Check.summary(Engine(spec: Check.spec).check(trace), rule: "availability") == [
        "error availability @0"
      ])
  }

  @Test func duplicateKey() throws {
    let twice = Self.trace { entries in
      entries.append(
        PayloadEntry(key: Self.frameEnd, value: Self.value("CGRect", .numbers([0, 0, 1, 1]))))
    }
    #expect(Self.rule(twice, "duplicate-key") == ["error duplicate-key @0"])
  }

  @Test func notificationObject() {
    var builder = TraceBuilder(os: "15.0")
    builder.add("WillChangeFrame")
    builder.events[0].object = .untyped(.string("UITextField"))
    #expect(Self.rule(builder, "notification-object") == ["warning notification-object @0"])
    builder.events[0].object = .untyped(.null)
    #expect(Self.rule(builder, "notification-object") == [])
  }
}

/// Payloads a file repeats byte for byte are checked once, and reported on every event.
@Suite struct RepeatedPayloadRuleTests {
  /// Three shows whose identical payloads carry a string duration and an undocumented curve.
  static func bytes() -> [UInt8] {
    var builder = TraceBuilder(os: "17.4", source: .synthetic)
    let bad: (inout [PayloadEntry]) -> Void = { entries in
      entries.removeAll {
        $0.key == PayloadRuleTests.duration || $0.key == PayloadRuleTests.curve
      }
      entries.append(
        PayloadEntry(
          key: PayloadRuleTests.duration, value: PayloadRuleTests.value("NSString", .string("x"))))
      entries.append(
        PayloadEntry(
          key: PayloadRuleTests.curve,
          value: PayloadRuleTests.value("NSUInteger", .number(9, isInteger: true))))
    }
    for _ in 0..<3 { builder.add("WillChangeFrame", payload: bad) }
    return Array(TraceWriter.text(builder.trace).utf8)
  }

  @Test func everyRepeatIsReportedAtItsOwnPlace() throws {
    let loaded = try TraceLoader.load(Self.bytes(), path: "x.json", options: .init())
    // One problem per rule, reported at each of its three places.
    let findings = Engine(spec: Check.spec).check(loaded.trace)
    for rule in ["payload-type", "payload-value"] {
      #expect(FindingGroups.group(findings).filter { $0.ruleId == rule }.count == 1, "\(rule)")
      let found = findings.filter { $0.ruleId == rule }
      #expect(found.map(\.event) == [0, 1, 2], "\(rule)")
      #expect(Set(found.map(\.position.line)).count == 3, "\(rule)")
    }
  }

  @Test func replacingAUserInfoIsSeen() throws {
    var trace = try TraceLoader.load(Self.bytes(), path: "x.json", options: .init()).trace
    trace.events[1].userInfo = trace.events[1].userInfo?.filter {
      $0.key != PayloadRuleTests.duration && $0.key != PayloadRuleTests.curve
    }
    let findings = Check.places(Engine(spec: Check.spec).check(trace))
    #expect(findings.filter { $0.ruleId == "payload-type" }.map(\.event) == [0, 2])
    #expect(findings.filter { $0.ruleId == "missing-key" }.map(\.event) == [1])
  }
}
