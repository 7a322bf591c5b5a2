import Testing

@testable import KBCheck

/// The `geometry` check's vocabulary of relations, on a small spec of its own (the names mean
/// nothing to the engine), and the spec errors a bad relation gets.
@Suite struct GeometryTests {
  /// A spec whose `Open`/`Close` carry a `From` and a `To` rectangle and a `Mid` point.
  static func spec(_ relations: String, quirkWhen: String = "{}") -> String {
    """
    {
      "format": "kbcheck-spec/1", "name": "geometry",
      "states": ["down", "up"], "initialState": "down",
      "notifications": [{ "name": "Open" }, { "name": "Opened" }, { "name": "Close" }],
      "keys": [
        { "name": "From", "type": "CGRect", "optionalIn": ["Open", "Opened", "Close"] },
        { "name": "To", "type": "CGRect", "optionalIn": ["Open", "Opened", "Close"] },
        { "name": "Mid", "type": "CGPoint", "optionalIn": ["Open", "Opened", "Close"] }
      ],
      "sequences": [
        { "id": "open", "pattern": ["Open", "Opened"], "from": "down", "to": "up" },
        { "id": "close", "pattern": "Close", "from": "up", "to": "down" }
      ],
      "quirks": [{ "id": "odd", "message": "odd", "explanation": "odd", "when": \(quirkWhen) }],
      "rules": [
        { "id": "order", "check": "sequence", "summary": "order" },
        { "id": "shape", "check": "geometry", "severity": "error", "summary": "shape",
          "options": { "relations": [\(relations)] } }
      ]
    }
    """
  }

  /// An event with rectangles and a point (each `[x, y, w, h]` or `[x, y]`).
  static func event(
    _ name: String, from: [Double]? = nil, to: [Double]? = nil, mid: [Double]? = nil
  ) -> TraceEvent {
    var payload: [PayloadEntry] = []
    if let from { payload.append(PayloadEntry(key: "From", value: TraceBuilder.rect(from))) }
    if let to { payload.append(PayloadEntry(key: "To", value: TraceBuilder.rect(to))) }
    if let mid {
      payload.append(
        PayloadEntry(key: "Mid", value: .typed(type: "CGPoint", value: .numbers(Numbers(mid)))))
    }
    return TraceEvent(name: Symbol(name), userInfo: payload)
  }

  /// `severity rule @event [quirk]` of each finding.
  static func check(
    _ relations: String, _ events: [TraceEvent], screen: [Double]? = [0, 0, 320, 568],
    os: String? = nil, quirkWhen: String = "{}"
  ) throws -> [String] {
    let spec = try CompiledSpec(bytes: Array(spec(relations, quirkWhen: quirkWhen).utf8))
    let device = Device(osVersion: os.flatMap { OSVersion($0) }, screen: screen)
    let trace = Trace(device: device, events: events)
    return Check.summary(Engine(spec: spec).check(trace))
  }

  static let up: [Double] = [0, 352, 320, 216]
  static let down: [Double] = [0, 568, 320, 216]

  @Test("visible and hidden: the end rectangle against the screen, either orientation")
  func visibility() throws {
    let relations = """
      { "relation": "visible", "key": "To", "in": ["Open"], "quirk": "odd", "visibleAtMost": 60 },
      { "relation": "hidden", "key": "To", "in": ["Close"] }
      """
    #expect(
      try Self.check(
        relations,
        [Self.event("Open", to: Self.up), Self.event("Opened"), Self.event("Close", to: Self.down)])
        == [])
    #expect(
      try Self.check(relations, [Self.event("Open", to: Self.down), Self.event("Opened")]) == [
        "error shape @0"
      ])
    #expect(
      try Self.check(
        relations,
        [Self.event("Open", to: Self.up), Self.event("Opened"), Self.event("Close", to: Self.up)])
        == ["error shape @2"])
    // 55 points on the screen: the quirk's note.
    #expect(
      try Self.check(
        relations, [Self.event("Open", to: [0, 513, 320, 271]), Self.event("Opened")]) == [
          "info shape @0 [odd]"
        ])
    // A frame as wide as the screen is tall was measured in landscape: visible there.
    #expect(
      try Self.check(
        relations, [Self.event("Open", to: [0, 158, 568, 162]), Self.event("Opened")]) == [])
    // No screen, nothing to measure against; an infinite or empty frame is the domain's.
    #expect(
      try Self.check(
        relations, [Self.event("Open", to: Self.down), Self.event("Opened")], screen: nil) == [])
    #expect(
      try Self.check(relations, [Self.event("Open", to: [0, 352, 320, 0]), Self.event("Opened")])
        == [])
  }

  @Test("pair-agrees: a second notification carries what the latest first one announced")
  func pairAgreement() throws {
    let relations = #"{ "relation": "pair-agrees", "key": "To", "pairs": [["Open", "Opened"]] }"#
    #expect(
      try Self.check(
        relations, [Self.event("Open", to: Self.up), Self.event("Opened", to: Self.up)]) == [])
    #expect(
      try Self.check(
        relations,
        [Self.event("Open", to: Self.up), Self.event("Opened", to: [0, 352.4, 320, 216])]) == [])
    #expect(
      try Self.check(
        relations, [Self.event("Open", to: Self.up), Self.event("Opened", to: [0, 300, 320, 268])])
        == ["error shape @1"])
  }

  @Test("continues: each sequence begins where the one before ended, or both are off the screen")
  func continuity() throws {
    let relations = #"{ "relation": "continues", "key": "From", "of": "To" }"#
    let open = [
      Self.event("Open", from: Self.down, to: Self.up),
      Self.event("Opened", from: Self.down, to: Self.up),
    ]
    #expect(
      try Self.check(relations, open + [Self.event("Close", from: Self.up, to: Self.down)]) == [])
    #expect(
      try Self.check(
        relations, open + [Self.event("Close", from: [0, 300, 320, 268], to: Self.down)]) == [
          "error shape @2"
        ])
    // Hidden both times, one a whole screen lower (a modal presentation): the same place.
    let again = [Self.event("Open", from: [0, 1136, 320, 216], to: Self.up), Self.event("Opened")]
    #expect(
      try Self.check(relations, open + [Self.event("Close", from: Self.up, to: Self.down)] + again)
        == [])
  }

  @Test(
    "continues without a screen: a rotation's two off-screen frames are read from their sizes")
  func continuityAcrossARotationWithoutAScreen() throws {
    let relations =
      #"{ "relation": "continues", "key": "From", "of": "To", "spansScreenWidth": true, "#
      + #""screenAspect": 1.3 }"#
    /// Shown, hidden by frames `hidden`, then shown again from `from` to `to`.
    func turned(_ hidden: [Double], _ from: [Double], _ to: [Double]) throws -> [String] {
      let events = [
        Self.event("Open", from: [0, 667, 375, 258], to: [0, 409, 375, 258]), Self.event("Opened"),
        Self.event("Close", from: [0, 409, 375, 258], to: hidden),
        Self.event("Open", from: from, to: to), Self.event("Opened"),
      ]
      return try Self.check(relations, events, screen: nil)
    }
    // iOS 8 and later: below the portrait screen, then below the landscape one.
    #expect(try turned([0, 667, 375, 258], [0, 375, 667, 193], [0, 182, 667, 193]) == [])
    // Before iOS 8, in the portrait screen's coordinates: off its right side.
    #expect(try turned([0, 667, 375, 258], [375, 0, 162, 667], [213, 0, 162, 667]) == [])
    // Another width that starts on the screen, or not as low as the other is wide: a jump.
    #expect(
      try turned([0, 667, 375, 258], [0, 182, 667, 193], [0, 182, 667, 193]) == ["error shape @3"])
    #expect(
      try turned([0, 600, 375, 258], [0, 375, 667, 193], [0, 182, 667, 193]) == ["error shape @3"])
    // Two widths too close for one screen's two sides: two devices' captures.
    #expect(
      try turned([0, 667, 375, 258], [0, 896, 414, 346], [0, 550, 414, 346]) == ["error shape @3"])
  }

  @Test("same-size and center-of: derived values agree, swapped axes only with the quirk")
  func derivedValues() throws {
    let relations = """
      { "relation": "same-size", "key": "From", "of": "To", "quirk": "odd" },
      { "relation": "center-of", "key": "Mid", "of": "To", "quirk": "odd" }
      """
    let pair = { (event: TraceEvent) in [event, Self.event("Opened")] }
    #expect(
      try Self.check(
        relations, pair(Self.event("Open", from: [0, 0, 320, 216], to: Self.up, mid: [160, 460])))
        == [])
    #expect(
      try Self.check(
        relations, pair(Self.event("Open", from: [0, 0, 300, 216], to: Self.up, mid: [160, 400])))
        == ["error shape @0", "error shape @0"])
    // Swapped: a note where the quirk applies, the rule's severity where it does not.
    let swapped = pair(Self.event("Open", from: [0, 0, 216, 320], to: Self.up, mid: [460, 160]))
    #expect(try Self.check(relations, swapped) == ["info shape @0 [odd]", "info shape @0 [odd]"])
    let outside = try Self.check(
      relations, swapped, os: "9.0", quirkWhen: #"{ "osVersion": { "below": "8.0" } }"#)
    #expect(outside == ["error shape @0 [odd]", "error shape @0 [odd]"])
  }

  @Test("center-of in the other landscape orientation: axes swapped and y = screen width - x")
  func turnedCentres() throws {
    let relations = #"{ "relation": "center-of", "key": "Mid", "of": "To", "quirk": "odd" }"#
    // An iOS 5 iPad in landscape: the keyboard at x = 0 of the 768-wide portrait screen,
    // {{0, 0}, {352, 1024}}, whose interface centre is {512, 768 - 176}.
    let left = { (mid: [Double]) in
      [Self.event("Open", to: [0, 0, 352, 1024], mid: mid), Self.event("Opened")]
    }
    let screen: [Double] = [0, 0, 768, 1024]
    #expect(try Self.check(relations, left([512, 592]), screen: screen) == ["info shape @0 [odd]"])
    // The plain swap would put the keyboard at the top of the interface: not this orientation.
    #expect(try Self.check(relations, left([512, 176]), screen: screen) == ["error shape @0"])
    #expect(try Self.check(relations, left([512, 300]), screen: screen) == ["error shape @0"])
    // Without the screen the turned y cannot be checked; the swapped x still is.
    #expect(try Self.check(relations, left([512, 300]), screen: nil) == ["info shape @0 [odd]"])
    #expect(try Self.check(relations, left([500, 592]), screen: nil) == ["error shape @0"])
  }

  @Test(
    "a relation that names what the spec lacks, or lacks what it needs, is a located spec error",
    arguments: [
      (
        #"{ "relation": "visible", "key": "Nope", "in": ["Open"] }"#,
        "names the unknown key \"Nope\""
      ),
      (
        #"{ "relation": "visible", "key": "Mid", "in": ["Open"] }"#,
        "needs a CGRect key, and \"Mid\" is a CGPoint"
      ),
      (#"{ "relation": "visible", "key": "To" }"#, "needs \"in\""),
      (#"{ "relation": "continues", "key": "From" }"#, "needs \"of\""),
      (#"{ "relation": "pair-agrees", "key": "To" }"#, "needs \"pairs\""),
      (
        #"{ "relation": "pair-agrees", "key": "To", "pairs": [["Open"]] }"#,
        "a pair names two notifications"
      ),
      (
        #"{ "relation": "hidden", "key": "To", "in": ["Shut"] }"#,
        "names the unknown notification \"Shut\""
      ),
      (
        #"{ "relation": "hidden", "key": "To", "in": ["Close"], "quirk": "nope" }"#,
        "names the unknown quirk \"nope\""
      ),
      (
        #"{ "relation": "center-of", "key": "Mid", "of": "To", "quirkOtherwise": "nope" }"#,
        "names the unknown quirk \"nope\" in \"quirkOtherwise\""
      ),
      (
        #"{ "relation": "hidden", "key": "To", "in": ["Close"], "quirkOtherwise": "nope" }"#,
        "\"quirkOtherwise\" is for \"same-size\" and \"center-of\""
      ),
      (
        #"{ "relation": "hidden", "key": "To", "in": ["Close"], "visibleAtMost": 5 }"#,
        "only a \"visible\" relation with a quirk"
      ),
      (
        #"{ "relation": "continues", "key": "From", "of": "To", "screenAspect": 1.3 }"#,
        "only a \"continues\" relation with \"spansScreenWidth\""
      ),
      (
        #"{ "relation": "hidden", "key": "To", "in": ["Close"], "tolerance": "1" }"#,
        "\"tolerance\" must be a number"
      ),
      (#"{ "relation": "inside", "key": "To" }"#, "geometry relation"),
    ])
  func badRelation(_ relation: String, _ expected: String) {
    let error = SpecTests.rejection(Self.spec(relation))
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "accepted")")
    #expect(error?.position != nil)
  }
}
