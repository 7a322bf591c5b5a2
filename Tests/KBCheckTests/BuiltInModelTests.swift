import Foundation
import Testing

@testable import KBCheck

/// The built-in spec's model, `BuiltInSpec+Model.swift`: Swift that builds what decoding
/// `Specs/uikit-keyboard.json` gives, so a run starts without parsing JSON.
/// `KBCHECK_RECORD=1` (as Scripts/embed-default-spec runs it) rewrites it.
@Suite struct BuiltInModelTests {
  static let file = Paths.root.appendingPathComponent(
    "Sources/KBCheck/Spec/BuiltInSpec+Model.swift")

  /// The model file's text for `spec`.
  static func source(of spec: Spec) throws -> String {
    """
    // swift-format-ignore-file
    // Generated from Specs/uikit-keyboard.json by Scripts/embed-default-spec (BuiltInModelTests
    // with KBCHECK_RECORD=1): do not edit.

    extension BuiltInSpec {
      /// The built-in spec as Swift builds it, with no JSON to parse: what decoding its text gives.
      static func model() -> Spec? {
        \(try SwiftValueWriter.write(spec, indent: "    "))
      }
    }

    """
  }

  @Test(
    "the model is what decoding the built-in spec's JSON gives (run Scripts/embed-default-spec)")
  func modelMatchesJSON() throws {
    let expected = try Self.source(of: SpecDecoder.decodeBuiltInJSON())
    if GoldenTests.record {
      try Data(expected.utf8).write(to: Self.file)
      return
    }
    let actual = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(actual == expected, "the model is out of date; run Scripts/embed-default-spec")
    // What the compiled model builds, written again, is the same text: nothing the writer
    // wrote was dropped or changed by an initializer.
    let model = try #require(BuiltInSpec.model())
    #expect(try Self.source(of: model) == expected)
  }

  @Test("a run's built-in spec is what the model builds")
  func runUsesModel() throws {
    let model = try #require(BuiltInSpec.model())
    let loaded = try SpecDecoder.decodeBuiltIn()
    #expect(try Self.source(of: loaded) == Self.source(of: model))
    #expect(loaded.checkedAtBuildTime)
  }

  @Test("the writer escapes strings, keeps doubles exact and sorts sets and dictionaries")
  func writerLiterals() throws {
    #expect(try SwiftValueWriter.write("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u{1}é""#)
    #expect(try SwiftValueWriter.write(0.1) == "0.1")
    #expect(try SwiftValueWriter.write(-Double.infinity) == "-Double.infinity")
    #expect(try SwiftValueWriter.write(Set(["b", "a"])) == #"["a", "b"]"#)
    #expect(try SwiftValueWriter.write(["b": 1, "a": 2]) == #"["a": 2, "b": 1]"#)
    #expect(
      try SwiftValueWriter.write(SourcePosition(line: 3, column: 4))
        == "SourcePosition(line: 3, column: 4)")
    #expect(try SwiftValueWriter.write(Severity.warning) == ".warning")
    #expect(try SwiftValueWriter.write(Optional<Int>.none as Any) == "nil")
  }

  @Test("the writer refuses what it cannot rebuild rather than guess")
  func writerRefuses() throws {
    let domain = CompiledDomain(
      ValueDomain(allowed: nil, minimum: nil, finite: true, quirkValues: []), quirkIndex: [:])
    #expect(throws: SwiftValueWriter.Unsupported.self) { try SwiftValueWriter.write(domain) }
    let example = SpecExample(json: JSONValue(kind: .null, position: .start))
    #expect(throws: SwiftValueWriter.Unsupported.self) { try SwiftValueWriter.write(example) }
  }
}
