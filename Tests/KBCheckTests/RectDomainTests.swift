import Testing

@testable import KBCheck

/// Rectangle domains: finite coordinates, a positive area, and the quirk that explains each.
@Suite struct RectDomainTests {
  static func spec(domain: String) -> String {
    SpecTests.minimal
      .replacingOccurrences(
        of: #"{ "name": "Size", "type": "double", "requiredIn": ["Open"] }"#,
        with: #"{ "name": "Size", "type": "CGRect", "requiredIn": ["Open"], "domain": \#(domain) }"#
      )
      .replacingOccurrences(
        of: #""quirks": []"#,
        with: #""quirks": [{ "id": "odd", "message": "odd", "explanation": "odd" }]"#
      )
      .replacingOccurrences(
        of: #""rules": ["#,
        with: #""rules": [{ "id": "value", "check": "value-domain", "summary": "value" }, "#)
  }

  static func findings(_ domain: String, _ size: RawValue) throws -> [String] {
    let spec = try CompiledSpec(bytes: Array(spec(domain: domain).utf8))
    let event = TraceEvent(
      name: "Open", userInfo: [PayloadEntry(key: "Size", value: .untyped(size))])
    return Check.summary(Engine(spec: spec).check(Trace(events: [event])), rule: "value")
  }

  @Test("CGRectNull and empty rectangles: errors, or the quirk's notes where one explains them")
  func nullAndEmpty() throws {
    let strict = #"{ "finite": true, "nonEmpty": true }"#
    let explained =
      #"{ "finite": true, "nonEmpty": true, "quirkProblems": { "not-finite": "odd", "empty": "odd" } }"#
    let null = RawValue.string("NSRect: {{inf, inf}, {0, 0}}")
    let empty = RawValue.numbers([0, 568, 320, 0])
    let fine = RawValue.numbers([0, 352, 320, 216])
    #expect(try Self.findings(strict, fine) == [])
    #expect(try Self.findings(strict, null) == ["error value @0"])
    #expect(try Self.findings(strict, empty) == ["error value @0"])
    #expect(try Self.findings(explained, null) == ["info value @0 [odd]"])
    #expect(try Self.findings(explained, empty) == ["info value @0 [odd]"])
  }

  @Test(
    "a domain with a bad flag or an unknown problem is a located spec error",
    arguments: [
      (#"{ "finite": "yes" }"#, "\"finite\" must be true or false"),
      (#"{ "nonEmpty": 1 }"#, "\"nonEmpty\" must be true or false"),
      (#"{ "minimum": "0" }"#, "\"minimum\" must be a number"),
      (#"{ "quirkProblems": { "huge": "odd" } }"#, "unknown problem \"huge\""),
      (#"{ "quirkProblems": { "empty": 1 } }"#, "names the quirk"),
      (#"{ "quirkProblems": { "empty": "nope" } }"#, "nope"),
    ])
  func badDomain(_ domain: String, _ expected: String) {
    let error = SpecTests.rejection(Self.spec(domain: domain))
    #expect(error?.message.contains(expected) == true, "\(error?.message ?? "accepted")")
    #expect(error?.position != nil)
  }
}
