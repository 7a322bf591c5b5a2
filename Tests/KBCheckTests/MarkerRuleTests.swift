import Testing

@testable import KBCheck

/// The `marker-state` and `marker-window` checks on a small spec of their own (a door that
/// opens and closes, people who come and go): the engine knows nothing of keyboards.
@Suite struct MarkerRuleTests {
  static func spec(_ rules: String) -> String {
    """
    {
      "format": "kbcheck-spec/1", "name": "door",
      "states": ["shut", "open"], "initialState": "shut",
      "notifications": [{ "name": "Open" }, { "name": "Close" }],
      "markers": [
        { "name": "Enter", "kind": "came" }, { "name": "Leave", "kind": "went" },
        { "name": "Lock", "kind": "locked" }, { "name": "Unlock", "kind": "unlocked" }
      ],
      "sequences": [
        { "id": "open", "pattern": "Open", "from": "shut", "to": "open" },
        { "id": "close", "pattern": "Close", "from": "open", "to": "shut" }
      ],
      "quirks": [{ "id": "draught", "message": "m", "explanation": "e" }],
      "rules": [{ "id": "order", "check": "sequence", "summary": "order" }, \(rules)]
    }
    """
  }

  static let state = """
    { "id": "manners", "check": "marker-state", "summary": "s", "options": { "expectations": [
      { "marker": "came", "state": "open", "expected": "open the door first" },
      { "marker": "went", "state": "shut", "expected": "shut it behind you",
        "unlessNext": "came", "nextQuirk": "draught" } ] } }
    """

  static let window = """
    { "id": "locked", "check": "marker-window", "summary": "w", "options": { "window": {
      "closedBy": ["locked"], "openedBy": ["unlocked"], "forbids": ["Open"],
      "expected": "nothing opens a locked door" } } }
    """

  static func check(_ rules: String, _ names: [String]) throws -> [String] {
    let spec = try CompiledSpec(bytes: Array(spec(rules).utf8))
    let trace = Trace(events: names.map { TraceEvent(name: Symbol($0)) })
    return Check.summary(Engine(spec: spec).check(trace)).filter { !$0.contains(" order ") }
  }

  @Test("marker-state: each marker finds the state it expects; the next marker may explain it")
  func markerState() throws {
    #expect(try Self.check(Self.state, ["Open", "Enter", "Close", "Leave"]) == [])
    #expect(
      try Self.check(Self.state, ["Enter", "Open", "Close", "Leave"]) == ["error manners @0"])
    #expect(
      try Self.check(Self.state, ["Open", "Enter", "Leave", "Close"]) == ["error manners @2"])
    // Leaving with the door open, and the next person coming in at once: the quirk's note.
    #expect(
      try Self.check(Self.state, ["Open", "Enter", "Leave", "Enter", "Close", "Leave"])
        == ["info manners @2 [draught]"])
  }

  /// A door that opens in two steps, unlatch then swing, and a guest who may knock just before
  /// it opens, or step in once it swings.
  static let places = """
    {
      "format": "kbcheck-spec/1", "name": "door",
      "states": ["shut", "open"], "initialState": "shut",
      "notifications": [{ "name": "Unlatch" }, { "name": "Swing" }, { "name": "Close" }],
      "markers": [{ "name": "Knock", "kind": "knocked" }, { "name": "Enter", "kind": "came" }],
      "sequences": [
        { "id": "open", "kind": "open", "pattern": ["Unlatch", "Swing"], "from": "shut", "to": "open" },
        { "id": "close", "kind": "close", "pattern": "Close", "from": "open", "to": "shut" }
      ],
      "rules": [{ "id": "order", "check": "sequence", "summary": "order" },
        { "id": "manners", "check": "marker-state", "summary": "s", "options": { "expectations": [
          { "marker": "knocked", "at": [{ "state": "shut", "next": "open" }], "expected": "knock just before it opens" },
          { "marker": "came", "at": [{ "inside": "open", "after": ["Swing"] }, { "state": "open" }], "expected": "come in once it swings" }
        ] } }]
    }
    """

  @Test("marker-state places: just before a sequence of a kind, inside one after a notification")
  func markerPlaces() throws {
    let spec = try CompiledSpec(bytes: Array(Self.places.utf8))
    func check(_ names: [String]) -> [String] {
      let trace = Trace(events: names.map { TraceEvent(name: Symbol($0)) })
      return Check.summary(Engine(spec: spec).check(trace))
    }
    #expect(check(["Knock", "Unlatch", "Swing", "Enter", "Close"]) == [])
    #expect(check(["Unlatch", "Swing", "Enter", "Close", "Knock", "Unlatch", "Swing"]) == [])
    // A knock with nothing after it, or with a close after it, is out of place.
    #expect(check(["Knock"]) == ["error manners @0"])
    #expect(check(["Unlatch", "Swing", "Knock", "Close"]) == ["error manners @2"])
    // Inside the opening: after the swing, not before it.
    #expect(check(["Unlatch", "Enter", "Swing", "Close"]) == ["error manners @1"])
  }

  @Test("marker-window: one finding per closed window, at the first forbidden notification")
  func markerWindow() throws {
    #expect(try Self.check(Self.window, ["Lock", "Unlock", "Open", "Close"]) == [])
    #expect(
      try Self.check(Self.window, ["Lock", "Open", "Close", "Open", "Close", "Unlock", "Open"])
        == ["error locked @1"])
    #expect(
      try Self.check(Self.window, ["Lock", "Close", "Unlock", "Lock", "Open"]) == [
        "error locked @4"
      ])
  }

  @Test(
    "a marker rule that names what the spec lacks, or lacks its options, is a located spec error",
    arguments: [
      (#"{ "id": "m", "check": "marker-state", "summary": "s" }"#, "needs \"expectations\""),
      (#"{ "id": "m", "check": "marker-window", "summary": "s" }"#, "needs a \"window\""),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "flew", "state": "open", "expected": "e" }] } }"#,
        "unknown marker kind \"flew\""
      ),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "came", "state": "ajar", "expected": "e" }] } }"#,
        "unknown state \"ajar\""
      ),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "came", "state": "open", "expected": "e", "quirk": "nope" }] } }"#,
        "unknown quirk \"nope\""
      ),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "came", "at": [{ "state": "open", "inside": "open" }], "expected": "e" }] } }"#,
        "either a \"state\""
      ),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "came", "at": [{ "inside": "ajar" }], "expected": "e" }] } }"#,
        "unknown sequence kind \"ajar\""
      ),
      (
        #"{ "id": "m", "check": "marker-state", "summary": "s", "options": { "expectations": [{ "marker": "came", "expected": "e" }] } }"#,
        "needs \"state\" or \"at\""
      ),
      (
        #"{ "id": "m", "check": "marker-window", "summary": "s", "options": { "window": { "closedBy": ["came"], "openedBy": ["went"], "forbids": ["Slam"], "expected": "e" } } }"#,
        "unknown notification \"Slam\""
      ),
      (
        #"{ "id": "m", "check": "marker-window", "summary": "s", "options": { "window": { "openedBy": ["went"], "forbids": ["Open"], "expected": "e" } } }"#,
        "needs \"closedBy\""
      ),
      (
        #"{ "id": "m", "check": "sequence-end", "summary": "s", "options": { "window": { "closedBy": ["came"], "openedBy": ["went"], "forbids": ["Open"], "expected": "e" } } }"#,
        "option (this check takes none)"
      ),
    ])
  func badMarkerRule(_ rule: String, _ expected: String) {
    let error = SpecTests.rejection(Self.spec(rule))
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "accepted")")
    #expect(error?.position != nil)
  }
}
