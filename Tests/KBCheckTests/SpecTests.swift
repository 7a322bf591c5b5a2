import Foundation
import Testing

@testable import KBCheck

@Suite struct SpecTests {
  @Test("the built-in spec is Specs/uikit-keyboard.json (run Scripts/embed-default-spec)")
  func builtInMatchesFile() throws {
    let file = try String(
      contentsOf: Paths.root.appendingPathComponent("Specs/uikit-keyboard.json"), encoding: .utf8)
    #expect(BuiltInSpec.json == file.trimmingCharacters(in: .newlines))
    #expect(try SpecDecoder.decode(Array(file.utf8)).version == BuiltInSpec.version)
  }

  @Test(
    "a run loads the built-in spec without its examples, validation or compile check, which this suite does"
  )
  func builtInLoadsPrechecked() throws {
    // What a run skips, done here: loaded as a file's spec, the text validates, every example
    // decodes and every pattern compiles.
    let checked = try CompiledSpec(bytes: Array(BuiltInSpec.json.utf8))
    #expect(!checked.spec.checkedAtBuildTime)
    #expect(checked.cachedAutomata == 1)
    let loaded = try SpecLoader.load(path: nil)
    #expect(loaded.spec.checkedAtBuildTime)
    #expect(loaded.cachedAutomata == 0)
    // Its examples are still there, decoded when asked, to the same traces.
    for (rule, original) in zip(loaded.spec.rules, checked.spec.rules) {
      #expect(
        try rule.examples?.failing?.trace().events.map(\.name)
          == original.examples?.failing?.trace().events.map(\.name))
    }
  }

  @Test("the built-in spec's examples, passed over at load, parse to what a whole parse gives")
  func deferredExamplesMatchWholeParse() throws {
    let whole = try JSONParser.parse(BuiltInSpec.bytes)
    let deferred = try JSONParser.parse(BuiltInSpec.bytes, deferringObjectsIn: "examples")
    // Every example of every rule and quirk was passed over, and nothing else.
    let examples = try #require(whole.members?.filter { ["rules", "quirks"].contains($0.key) })
      .flatMap { $0.value.elements ?? [] }
      .compactMap { $0.members?.first { $0.key == "examples" }?.value.members }
      .flatMap { $0.filter { $0.value.members != nil } }
    #expect(examples.count == deferred.values.count)
    #expect(examples.count > 40)
    var compared = 0
    // The trees agree node for node, positions included; where the deferred one has a null
    // standing for an example, the example's text parses to the whole parse's value.
    func compare(_ lhs: JSONValue, _ rhs: JSONValue) throws {
      if case .null = lhs.kind, let cursor = deferred.values[lhs.position] {
        #expect(try JSONParser.value(in: BuiltInSpec.bytes, at: cursor) == rhs)
        compared += 1
        return
      }
      #expect(lhs.position == rhs.position)
      switch (lhs.kind, rhs.kind) {
      case (.object(let left), .object(let right)):
        #expect(left.map(\.key) == right.map(\.key))
        #expect(left.map(\.keyPosition) == right.map(\.keyPosition))
        for (l, r) in zip(left, right) { try compare(l.value, r.value) }
      case (.array(let left), .array(let right)):
        #expect(left.count == right.count)
        for (l, r) in zip(left, right) { try compare(l, r) }
      default:
        #expect(lhs == rhs)
      }
    }
    try compare(deferred.document, whole)
    #expect(compared == examples.count)
    // The examples a run's spec holds are those of the whole parse.
    let loaded = try SpecDecoder.decodeBuiltIn()
    for (rule, original) in zip(loaded.rules, try SpecDecoder.decode(BuiltInSpec.bytes).rules) {
      #expect(rule.examples?.passing?.json == original.examples?.passing?.json)
      #expect(rule.examples?.failing?.json == original.examples?.failing?.json)
    }
  }

  @Test(
    "passing over an example keeps the columns after it: code points, escapes, brackets in strings")
  func deferredExamplePositions() throws {
    let text = #"""
      {"rules": [{"examples": {"from": "é", "passing": {"n": "→ \"}]\" ✓", "e": [{}]}, "failing": {}}, "id": "ü"},
        {"id": "x", "examples": {"passing": {"a": "\\"}}}]}
      """#
    let bytes = Array(text.utf8)
    let whole = try JSONParser.parse(bytes)
    let deferred = try JSONParser.parse(bytes, deferringObjectsIn: "examples")
    #expect(deferred.values.count == 3)
    for (position, cursor) in deferred.values {
      #expect(try JSONParser.value(in: bytes, at: cursor).position == position)
    }
    // The members after each example sit where the whole parse puts them.
    let rules = { (document: JSONValue) in
      (document.members?.first?.value.elements ?? []).map { rule in
        (rule.members ?? []).map { "\($0.key)@\($0.keyPosition)" }
      }
    }
    #expect(rules(deferred.document) == rules(whole))
    #expect(rules(whole).first?.last == "id@1:98")
  }

  @Test("a spec file's broken example is an error when it is loaded, extending the built-in or not")
  func fileExamplesAreChecked() throws {
    let workspace = try Workspace()
    let rule = """
      {"id": "x", "check": "sequence", "summary": "s", "examples": {"failing": {"events": [42]}}}
      """
    try workspace.write(
      "team.json",
      #"{"format": "kbcheck-spec/1", "name": "team", "extends": "uikit-keyboard", "rules": ["#
        + rule + "]}")
    #expect(throws: KBCheckError.self) { try SpecLoader.load(path: workspace.path("team.json")) }
    let broken = Self.minimal.replacingOccurrences(
      of: #""summary": "order" }"#, with: #""summary": "order", "examples": {"passing": 7} }"#)
    #expect(broken != Self.minimal)
    #expect(Self.rejection(broken)?.message.contains("example") == true)
  }

  /// A small valid spec; tests break one part of it at a time.
  static let minimal = """
    {
      "format": "kbcheck-spec/1",
      "name": "mini",
      "states": ["down", "up"],
      "initialState": "down",
      "notifications": [{ "name": "Open" }, { "name": "Close" }],
      "keys": [{ "name": "Size", "type": "double", "requiredIn": ["Open"] }],
      "patterns": { "open": ["Open"] },
      "sequences": [
        { "id": "open", "pattern": { "ref": "open" }, "from": "down", "to": "up" },
        { "id": "close", "pattern": "Close", "from": "up", "to": "down" }
      ],
      "quirks": [],
      "rules": [{ "id": "order", "check": "sequence", "summary": "order" }]
    }
    """

  static func load(_ text: String) throws(InputError) -> CompiledSpec {
    try CompiledSpec(bytes: Array(text.utf8))
  }

  static func rejection(_ text: String) -> InputError? {
    do {
      _ = try load(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func minimalSpecLoads() throws {
    let spec = try Self.load(Self.minimal)
    #expect(spec.spec.sequences.map(\.id) == ["open", "close"])
  }

  struct Broken: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: String
    var with: String
    var message: String
    var line: Int
    var testDescription: String { name }
  }

  static let broken: [Broken] = [
    // Ids reach reports and CI logs: a plain word each (#18).
    Broken(
      name: "an empty rule id", replace: #""id": "order""#, with: #""id": """#,
      message: "rule id \"\" is not an id", line: 14),
    Broken(
      name: "a rule id with a newline and a workflow command", replace: #""id": "order""#,
      with: #""id": "x\n::error::pwned""#, message: "is not an id", line: 14),
    Broken(
      name: "a rule id with ESC", replace: #""id": "order""#, with: #""id": "x\u001b[31m""#,
      message: "is not an id", line: 14),
    Broken(
      name: "a sequence id in capitals", replace: #""id": "open""#, with: #""id": "Open""#,
      message: "sequence id \"Open\" is not an id", line: 10),
    Broken(
      name: "a pattern name with a space", replace: #""open": ["Open"]"#,
      with: #""open pattern": ["Open"]"#, message: "pattern id \"open pattern\" is not an id",
      line: 8),
    Broken(
      name: "unknown notification in a pattern", replace: #""open": ["Open"]"#,
      with: #""open": ["Opne"]"#, message: "unknown notification \"Opne\"", line: 8),
    Broken(
      name: "unknown value type", replace: #""type": "double""#, with: #""type": "CGSize""#,
      message: "unknown value type \"CGSize\"", line: 7),
    Broken(
      name: "duplicate sequence id", replace: #""id": "close""#, with: #""id": "open""#,
      message: "duplicate sequence \"open\"", line: 11),
    Broken(
      name: "cycle of references", replace: #""open": ["Open"]"#,
      with: #""open": ["Open", { "ref": "open" }]"#, message: "cycle: open -> open", line: 8),
    Broken(
      name: "unreachable state", replace: #""from": "up", "to": "down""#,
      with: #""from": "stuck", "to": "down""#, message: "unknown state \"stuck\"", line: 11),
    Broken(
      name: "sequence that matches nothing", replace: #""pattern": "Close""#,
      with: #""pattern": { "optional": "Close" }"#, message: "can match no events", line: 11),
    Broken(
      name: "unknown quirk", replace: #""pattern": "Close""#,
      with: #""pattern": { "quirk": "nope", "pattern": "Close" }"#,
      message: "unknown quirk \"nope\"", line: 11),
    Broken(
      name: "unknown check", replace: #""check": "sequence""#, with: #""check": "vibes""#,
      message: "unknown check \"vibes\"", line: 14),
    Broken(
      name: "duplicate JSON key", replace: #""name": "mini","#,
      with: #""name": "mini", "name": "again","#, message: "has the key \"name\" twice", line: 3),
    Broken(
      name: "unknown key", replace: #""from": "up", "to": "down""#,
      with: #""from": "up", "to": "down", "form": "x""#,
      message: "unknown key in a sequence \"form\" (did you mean \"from\"?)", line: 11),
    Broken(
      name: "malformed JSON", replace: #""quirks": [],"#, with: #""quirks": [,"#,
      message: "expected a JSON value", line: 13),
    Broken(
      name: "severity for an unknown trace source",
      replace: #""rules": [{ "id": "order", "check": "sequence", "summary": "order" }]"#,
      with:
        #""rules": [{ "id": "order", "check": "sequence", "summary": "order", "severityBySource": { "fake": "error" } }]"#,
      message: "names the unknown trace source \"fake\"", line: 14),
    Broken(
      name: "dialect that is no trace source", replace: #""quirks": [],"#,
      with:
        #""quirks": [], "dialects": [{ "id": "flutter", "recognisedBy": ["h"], "source": "s", "keys": [{ "from": "h", "to": "Size" }] }],"#,
      message: "dialect \"flutter\" is not a source of translated payloads", line: 13),
  ]

  @Test("a broken spec is rejected with its line", arguments: broken)
  func brokenSpec(_ broken: Broken) throws {
    let text = Self.minimal.replacingOccurrences(of: broken.replace, with: broken.with)
    #expect(text != Self.minimal)
    let error = try #require(Self.rejection(text))
    #expect(error.message.contains(broken.message), "\(error)")
    #expect(error.position?.line == broken.line, "\(error)")
  }

  @Test("a declared state no sequence reaches is allowed")
  func unusedStateIsAllowed() {
    let text = Self.minimal.replacingOccurrences(
      of: #""states": ["down", "up"]"#, with: #""states": ["down", "up", "gone"]"#)
    #expect(text != Self.minimal)
    #expect(Self.rejection(text) == nil)
  }

  @Test func sequenceFromAnUnreachableStateIsRejected() throws {
    let text = Self.minimal.replacingOccurrences(
      of: #""states": ["down", "up"]"#, with: #""states": ["down", "up", "gone"]"#
    ).replacingOccurrences(
      of: #"{ "id": "close", "pattern": "Close", "from": "up", "to": "down" }"#,
      with: #"{ "id": "close", "pattern": "Close", "from": "gone", "to": "down" }"#)
    let error = try #require(Self.rejection(text))
    #expect(error.message.contains("no sequence from \"down\" reaches"))
  }

  @Test func unusedNamedPatternIsRejected() throws {
    let text = Self.minimal.replacingOccurrences(
      of: #""open": ["Open"]"#, with: #""open": ["Open"], "spare": ["Close"]"#)
    let error = try #require(Self.rejection(text))
    #expect(error.message.contains("\"spare\" is never used"))
  }

  @Test(
    "references that double at each level are rejected, quickly",
    arguments: [
      #""p0": ["Open"]"#, #""p0": [{ "optional": "Close" }, { "repeat": "Open", "min": 1 }]"#,
    ])
  func exponentialReferencesAreBounded(_ base: String) throws {
    var patterns = [base]
    for level in 1...24 {
      patterns.append(#""p\#(level)": [{ "ref": "p\#(level - 1)" }, { "ref": "p\#(level - 1)" }]"#)
    }
    let text = Self.minimal.replacingOccurrences(
      of: #""open": ["Open"]"#,
      with: #""open": [{ "ref": "p24" }], "# + patterns.joined(separator: ", "))
    let error = try #require(Self.rejection(text))
    #expect(error.message.contains("automaton states"))
  }

  @Test("changing the spec changes the verdicts, with no code change")
  func reorderedShowSequence() throws {
    let original = BuiltInSpec.json
    let reordered = original.replacingOccurrences(
      of: """
        "show": [
              "UIKeyboardWillChangeFrameNotification", { "ref": "extra-will-change-frame" },
              "UIKeyboardWillShowNotification",
        """,
      with: """
        "show": [
              "UIKeyboardWillShowNotification", { "ref": "extra-will-change-frame" },
              "UIKeyboardWillChangeFrameNotification",
        """)
    #expect(reordered != original)
    let spec = try Self.load(reordered)
    var textbook = TraceBuilder()
    textbook.add(TraceBuilder.show)
    var swapped = TraceBuilder()
    swapped.add("WillShow", "WillChangeFrame", "DidChangeFrame", "DidShow")
    #expect(Check.findings(textbook).isEmpty)
    #expect(!Check.findings(swapped).isEmpty)
    #expect(!Engine(spec: spec).check(textbook.trace).filter { $0.severity == .error }.isEmpty)
    #expect(Engine(spec: spec).check(swapped.trace).filter { $0.severity == .error }.isEmpty)
  }

  @Test("the engine's source names no notification and no key")
  func engineKnowsNoNames() throws {
    var offenders: [String] = []
    // The built-in spec and device catalog are data, left out: embedded as text, and the
    // spec's model written from that text (BuiltInModelTests checks it is nothing else).
    for (path, text) in try Paths.librarySources() {
      for name in ["UIKeyboard", "UIDevice", "UIApplication", "UITextField", "UITextView"]
      where text.contains(name) {
        offenders.append("\(path): \(name)")
      }
      // Messages name the platform from the spec (`postedBy`, the default OS), never in code;
      // comments and the help text's first line may.
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      for line in code where line.contains("UIKit") || line.contains("iOS ") {
        if !line.contains("kbcheck: check traces of iOS") { offenders.append("\(path): \(line)") }
      }
    }
    #expect(offenders == [])
  }
}
