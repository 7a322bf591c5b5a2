import Foundation
import Testing

@testable import KBCheck

/// Small inputs that once cost minutes, gigabytes or the stack (issue #18): specs whose
/// patterns nest, repeat over thousands of alternatives or chain thousands of references;
/// `extends` chains; globs of many stars; baseline counts near `Int.max`; traces whose own
/// `observed` list forces a new compile. Each is an error with a place, or a result, in
/// bounded time and memory: the binary runs them under a 1 GB address-space limit.
@Suite struct RunawaySpecTests {
  /// A two-state spec whose `open` sequence is `pattern` followed by Open, with `names` as
  /// extra notifications and `patterns` as named patterns.
  static func spec(
    open pattern: Any, names: [String] = [], patterns: [String: Any] = [:]
  ) throws -> String {
    let document: [String: Any] = [
      "format": "kbcheck-spec/1", "name": "runaway", "states": ["down", "up"],
      "initialState": "down",
      "notifications": (["Open", "Close"] + names).map { ["name": $0] },
      "keys": [], "patterns": patterns, "quirks": [],
      "sequences": [
        ["id": "open", "pattern": [pattern, "Open"], "from": "down", "to": "up"],
        ["id": "close", "pattern": "Close", "from": "up", "to": "down"],
      ],
      "rules": [["id": "order", "check": "sequence", "summary": "order"]],
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
  }

  /// Optional parts inside unbounded repetitions, `levels` deep: each level multiplies the
  /// ε-paths of the one inside.
  static func nested(_ levels: Int) -> Any {
    var pattern: Any = "Open"
    for _ in 0..<levels {
      pattern = ["repeat": ["anyOf": [pattern, ["optional": pattern]]], "min": 1]
    }
    return pattern
  }

  /// The worst shapes the issue names, each a spec of at most 100 KB.
  static func worstShapes() throws -> [(name: String, text: String)] {
    var chain: [String: Any] = ["p0": "Open"]
    for index in 1..<20_000 { chain["p\(index)"] = ["ref": "p\(index - 1)"] }
    var bounded: Any = ["anyOf": ["Open", "Close"]]
    for _ in 0..<2 { bounded = ["repeat": ["optional": bounded], "min": 0, "max": 16] }
    return [
      ("nested optional repeats", try spec(open: nested(5))),
      ("bounded nested optional repeats", try spec(open: bounded)),
      (
        "a repeat over 8,000 alternatives",
        try spec(open: ["repeat": ["anyOf": Array(repeating: "Open", count: 8_000)], "min": 1])
      ),
      ("a chain of 20,000 references", try spec(open: ["ref": "p19999"], patterns: chain)),
    ]
  }

  @Test("the worst pattern shapes are spec errors with a place, from the library")
  func worstShapesAreLocatedErrors() throws {
    for (name, text) in try Self.worstShapes() {
      let error = SpecTests.rejection(text)
      #expect(error != nil, "\(name)")
      #expect(error?.position != nil, "\(name): \(String(describing: error))")
    }
  }

  @Test("a chain of references is an error at the reference one level too deep")
  func referenceChainIsBounded() throws {
    var chain: [String: Any] = ["p0": "Open"]
    for index in 1..<20_000 { chain["p\(index)"] = ["ref": "p\(index - 1)"] }
    let error = SpecTests.rejection(try Self.spec(open: ["ref": "p19999"], patterns: chain))
    #expect(
      error?.message.contains("nest more than 128 levels") == true, "\(String(describing: error))")
    // A chain well inside the bound still compiles.
    var short: [String: Any] = ["p0": "Open"]
    for index in 1..<100 { short["p\(index)"] = ["ref": "p\(index - 1)"] }
    #expect(SpecTests.rejection(try Self.spec(open: ["ref": "p99"], patterns: short)) == nil)
  }

  @Test("patterns that need more work than the budget are rejected, the built-in spec is not")
  func compileBudget() throws {
    let error = SpecTests.rejection(try Self.spec(open: Self.nested(5)))
    #expect(
      error?.message.contains("too ambiguous to compile") == true, "\(String(describing: error))")
    #expect(SpecTests.rejection(try Self.spec(open: Self.nested(3))) == nil)
    #expect(SpecTests.rejection(BuiltInSpec.json) == nil)
  }

  @Test(
    "a spec and a trace of the worst shapes, under a 1 GB limit, finish within seconds",
    .enabled(if: !Paths.sanitized, "a sanitizer's shadow memory needs more address space"))
  func worstShapesUnderMemoryLimit() throws {
    let workspace = try Workspace()
    var names: [String] = []
    for (index, (_, text)) in try Self.worstShapes().enumerated() {
      try workspace.write("shape-\(index).json", text)
      names.append("shape-\(index).json")
    }
    // A spec that compiles, and a three-event trace that observes only Close: its projection
    // is compiled anew, and must cost no more than the spec's own compile.
    try workspace.write("ambiguous.json", try Self.spec(open: Self.nested(4)))
    try workspace.write(
      "observing.json",
      #"{"format": "keyboard-trace/1", "observed": ["Close"], "events": [{"name": "Close"}, {"name": "Close"}, {"name": "Close"}]}"#
    )
    for name in names {
      let run = try Self.limited(["spec", "check", name], in: workspace)
      #expect(run.status == 2, "\(name): \(run.errorOutput)")
      #expect(run.errorOutput.hasPrefix("\(name):1:"), "\(name): \(run.errorOutput)")
    }
    let lint = try Self.limited(
      ["lint", "--spec", "ambiguous.json", "observing.json"], in: workspace)
    // Open is not observed, so the show is all ε and the three closes are in order.
    #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
    #expect(lint.output.contains("3 events"), "\(lint.output)")
  }

  /// Runs the binary under `ulimit -v 1000000` (1 GB) and a 20-second limit.
  static func limited(_ arguments: [String], in workspace: Workspace) throws -> BinaryRun {
    let binary = try #require(Paths.binary, "the kbcheck binary was not built").path
    let quoted = ([binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let run = try BinaryRun.run(
      ["-c", "ulimit -v 1000000 && exec \(quoted)"], in: workspace.url, seconds: 20,
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(!run.crashed, "\(arguments): \(run.errorOutput)")
    return run
  }

  @Test("an extends chain thousands deep is an error at the extends that goes too far")
  func extendsChainIsBounded() throws {
    let workspace = try Workspace()
    for index in 0..<3_000 {
      let base = index == 2_999 ? BuiltInSpec.name : "s\(index + 1).json"
      try workspace.write(
        "s\(index).json",
        #"{"format": "kbcheck-spec/1", "name": "s\#(index)", "extends": "\#(base)"}"#)
    }
    let run = try workspace.run(["spec", "check", "s0.json"])
    #expect(run.status == 2)
    #expect(!run.crashed)
    #expect(run.errorOutput.contains("chains more than 32 specs deep"), "\(run.errorOutput)")
    // A chain of ten is a spec like any other.
    #expect(try workspace.run(["spec", "check", "s2990.json"]).status == 0)
  }

  @Test("a glob of 100,000 stars and a glob of many ** match without recursion")
  func globsAreLinear() {
    let stars = Glob(String(repeating: "*", count: 100_000) + ".json")
    #expect(stars.matches("traces/a.json") == false)
    #expect(stars.matches("a.json"))
    let deep = Array(repeating: "d", count: 300).joined(separator: "/") + "/x.log"
    let many = Glob("**/a/**/b/**/c/**/d/**/e/**/*.json")
    #expect(many.matches(deep) == false)
    #expect(Glob("**/d/**/*.log").matches(deep))
    #expect(Glob("**/*.json").matches("a/b/c.json"))
    #expect(Glob("a/**/c.json").matches("a/c.json"))
    #expect(Glob("a/*x*y/c.json").matches("a/1x2y/c.json"))
    #expect(Glob("a/*x*y/c.json").matches("a/1x2y3/c.json") == false)
    #expect(Glob("a/?.json").matches("a/bc.json") == false)
  }

  @Test("a baseline count near Int.max is an error at the count, not an overflow")
  func hugeBaselineCount() throws {
    let text = """
      {"format": "kbcheck-baseline/1", "findings": [
        {"path": "a.json", "ruleId": "r", "fingerprint": "f", "count": 5000000000000000000},
        {"path": "a.json", "ruleId": "r", "fingerprint": "f", "count": 5000000000000000000}]}
      """
    #expect(throws: InputError.self) { try Baseline.decode(Array(text.utf8)) }
    do {
      _ = try Baseline.decode(Array(text.utf8))
    } catch {
      #expect(error.position?.line == 2, "\(error)")
      #expect(error.message.contains("from 1 to"), "\(error)")
    }
  }

  @Test("traces observing 100 different sets keep a bounded number of automata")
  func automatonCacheIsBounded() throws {
    let spec = try CompiledSpec(bytes: Array(BuiltInSpec.json.utf8))
    let engine = Engine(spec: spec)
    let names = spec.spec.notifications.map(\.name)
    for mask in 1..<64 {
      let observed = names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] }
      let text =
        #"{"format": "keyboard-trace/1", "observed": \#(observed), "events": [{"name": "\#(observed[0])"}]}"#
      _ = try engine.check(TraceDecoder.decode(Array(text.utf8)))
    }
    #expect(spec.cachedAutomata <= AutomatonCache.maximumCount)
  }
}
