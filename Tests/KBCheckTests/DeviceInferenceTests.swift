import Testing

@testable import KBCheck

/// A capture that does not say its device (a log never does) is checked on what its payloads
/// imply, from facts the spec declares, and never gets an error the device is not known to earn.
@Suite struct DeviceInferenceTests {
  static func version(_ text: String) -> OSVersion { OSVersion(text)! }

  @Test("a version range says what it holds, and a single version is a range too")
  func versionRanges() {
    let seven = VersionRange(lowest: Self.version("7.0"), below: Self.version("9.0"))
    #expect(seven.description == "7.0 to 8.x")
    #expect(VersionRange(lowest: Self.version("16.1"), below: nil).description == "16.1 or later")
    #expect(VersionRange(lowest: nil, below: Self.version("16.1")).description == "before 16.1")
    #expect(VersionRange.any.description == "any version")
    #expect(seven.isSurelyAtLeast(Self.version("5.0")))
    #expect(!seven.isSurelyAtLeast(Self.version("8.0")))
    #expect(seven.mayBeAtLeast(Self.version("8.0")))
    #expect(!seven.mayBeAtLeast(Self.version("9.0")))
    #expect(seven.isSurelyBelow(Self.version("9.0")))
    let exact = VersionRange.exactly(Self.version("8.3"))
    #expect(exact.exact == Self.version("8.3"))
    #expect(exact.description == "8.3")
    #expect(exact.isSurelyAtLeast(Self.version("8.3")) && !exact.mayBeAtLeast(Self.version("8.4")))
    #expect(VersionRange(lowest: Self.version("9.0"), below: Self.version("9.0")).isEmpty)
  }

  @Test("a condition may hold where a field is unknown, and surely holds only where it is known")
  func conditionsOnAProfile() {
    var profile = DeviceProfile(Device(os: "iOS"))
    profile.versions = VersionRange(lowest: Self.version("7.0"), below: nil)
    let quirk = DeviceCondition(idioms: ["pad"], minimumVersion: Self.version("8.0"))
    #expect(quirk.mayMatch(profile))
    #expect(!quirk.surelyMatches(profile))
    profile.idiom = "phone"
    #expect(!quirk.mayMatch(profile))
    let exact = DeviceProfile(Device(idiom: "pad", os: "iOS", osVersion: Self.version("8.1")))
    #expect(quirk.mayMatch(exact) && quirk.surelyMatches(exact))
  }

  /// A trace of one payload with the given keys (from a 320×480 iPhone's show).
  static func trace(_ keys: [String], curve: Double = 7, object: String? = nil) -> Trace {
    let values: [String: RawValue] = [
      "UIKeyboardFrameBeginUserInfoKey": .string("NSRect: {{0, 480}, {320, 216}}"),
      "UIKeyboardFrameEndUserInfoKey": .string("NSRect: {{0, 264}, {320, 216}}"),
      "UIKeyboardAnimationCurveUserInfoKey": .number(curve, isInteger: true),
      "UIKeyboardAnimationDurationUserInfoKey": .number(0.25, isInteger: false),
      "UIKeyboardIsLocalUserInfoKey": .number(1, isInteger: true),
    ]
    var event = TraceEvent(
      name: "UIKeyboardWillShowNotification",
      userInfo: keys.map { PayloadEntry(key: Symbol($0), value: .untyped(values[$0]!)) })
    event.object = object.map { .untyped(.string($0)) }
    return Trace(events: [event])
  }

  static let all = [
    "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
    "UIKeyboardIsLocalUserInfoKey",
  ]

  @Test(
    "the payloads bound the version: IsLocal, a complete payload without it, curve 7, a UIScreen")
  func evidence() {
    let spec = Check.spec.spec
    let modern = DeviceInference.infer(Self.trace(Self.all), spec: spec)
    #expect(modern.versions.description == "9.0 or later")
    let old = DeviceInference.infer(Self.trace(Array(Self.all.dropLast())), spec: spec)
    #expect(old.versions.description == "7.0 to 8.x")
    #expect(old.reasons.count == 2)
    let ios6 = DeviceInference.infer(Self.trace(Array(Self.all.dropLast()), curve: 0), spec: spec)
    #expect(ios6.versions.description == "3.2 to 8.x")
    let screen = DeviceInference.infer(Self.trace(Self.all, object: "UIScreen"), spec: spec)
    #expect(screen.versions.description == "16.1 or later")
    #expect(screen.screenWidth == 320)
    #expect(screen.idiom == "phone")
    #expect(screen.keyboard == "docked")
  }

  @Test("the width most frames span wins, with frames printed as text read once each")
  func screenWidthFromPrintedFrames() {
    func trace(_ widths: [(text: String, count: Int)]) -> Trace {
      var events: [TraceEvent] = []
      for (text, count) in widths {
        for _ in 0..<count {
          events.append(
            TraceEvent(
              name: "UIKeyboardWillShowNotification",
              userInfo: [
                PayloadEntry(key: "UIKeyboardFrameEndUserInfoKey", value: .untyped(.string(text)))
              ]))
        }
      }
      return Trace(events: events)
    }
    let phone = "NSRect: {{0, 264}, {320, 216}}"
    let pad = "NSRect: {{0, 760}, {768, 264}}"
    let spec = Check.spec.spec
    #expect(DeviceInference.infer(trace([(phone, 3), (pad, 2)]), spec: spec).screenWidth == 320)
    #expect(DeviceInference.infer(trace([(phone, 2), (pad, 3)]), spec: spec).screenWidth == 768)
    // More distinct texts than are kept read once: the rest are read each time, to the same end.
    let many = (0..<1_100).map { ("NSRect: {{0, \($0)}, {320, 216}}", 1) } + [(pad, 3)]
    #expect(DeviceInference.infer(trace(many), spec: spec).screenWidth == 320)
    // 768 lies among the iPhones' landscape widths, but is an iPad's portrait width exactly;
    // 844 is an iPhone's landscape width; 900 is neither, and says nothing.
    for (width, idiom) in [(768, "pad"), (834, "pad"), (844, "phone"), (900, nil as String?)] {
      let frame = "NSRect: {{0, 500}, {\(width), 264}}"
      #expect(DeviceInference.infer(trace([(frame, 1)]), spec: spec).idiom == idiom, "\(width)")
    }
  }

  @Test("evidence that contradicts itself leaves every version possible, and says so")
  func contradiction() {
    let both = DeviceInference.infer(
      Self.trace(Array(Self.all.dropLast()), object: "UIScreen"), spec: Check.spec.spec)
    #expect(both.versions == .any)
    #expect(both.contradiction?.contains("before 9.0") == true)
    #expect(both.contradiction?.contains("16.1 or later") == true)
  }

  @Test("an iOS 8 capture, which never says its version, gets no missing-key error for IsLocal")
  func iOS8Capture() throws {
    let log = """
      2015-06-02 10:11:12.345 App[812:60b] NSConcreteNotification 0x17a4e3c0 {name = UIKeyboardWillShowNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
          UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
          UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
      }}
      """
    let report = Check.lint(Array(log.utf8), path: "ios8.log")
    #expect(report.findings.filter { $0.severity != .info }.isEmpty)
    // Clean: the device it was inferred to be is not worth a line.
    #expect(report.notes.isEmpty)
  }

  @Test("with something to weigh, the report names the device the payloads imply")
  func inferenceNote() throws {
    let log = """
      UIKeyboardDidShowNotification
      {
          UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
          UIKeyboardIsLocalUserInfoKey = yes;
      }
      """
    let report = Check.lint(Array(log.utf8), path: "paste.log")
    #expect(report.findings.contains { $0.severity != .info })
    let note = try #require(report.notes.first { $0.message.hasPrefix("device inferred") })
    #expect(
      note.message.hasPrefix(
        "device inferred from the payloads: iOS 9.0 or later, 320 pt wide (phone)"))
    #expect(note.message.hasSuffix("; --os-version and --idiom say it instead"))
    // With --idiom given, the note says so and asks only for what is missing.
    var options = TraceLoader.Options()
    options.device.idiom = "phone"
    let given = Linter(engine: Engine(spec: Check.spec), options: options).check(
      bytes: Array(log.utf8), path: "paste.log")
    let told = try #require(given.notes.first { $0.message.hasPrefix("device inferred") })
    #expect(told.message.contains("320 pt wide (phone, as given)"), "\(told.message)")
    #expect(told.message.hasSuffix("; --os-version says it instead"), "\(told.message)")
  }

  @Test("a synthetic trace, or one that says its version, is checked as it says")
  func statedDevices() {
    var synthetic = Self.trace(Array(Self.all.dropLast()))
    synthetic.source = .synthetic
    // The spec's default device (iOS 18) requires IsLocal.
    #expect(
      Engine(spec: Check.spec).check(synthetic).contains {
        $0.ruleId == "missing-key" && $0.severity == .error
      })
    var stated = Self.trace(Array(Self.all.dropLast()))
    stated.device.osVersion = OSVersion("17.0")
    #expect(
      Engine(spec: Check.spec).check(stated).contains {
        $0.ruleId == "missing-key" && $0.severity == .error
      })
  }

  @Test("the spec's facts name keys and notifications it declares")
  func factsAreValidated() throws {
    let fact = #"{"key": "UIKeyboardMadeUpKey", "min": "9.0", "source": "nowhere"}"#
    let spec = """
      {"format": "kbcheck-spec/1", "name": "team", "extends": "uikit-keyboard",
       "inference": {"osVersion": [\(fact)]}}
      """
    let workspace = try Workspace()
    try workspace.write("team.json", spec)
    #expect {
      try SpecLoader.load(path: workspace.path("team.json"))
    } throws: { error in
      "\(error)".contains("a version fact names the unknown key \"UIKeyboardMadeUpKey\"")
    }
  }
}
