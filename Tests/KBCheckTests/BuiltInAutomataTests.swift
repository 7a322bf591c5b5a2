import Foundation
import Testing

@testable import KBCheck

/// The built-in spec's automata compiled with the package, `BuiltInAutomata.swift`: what the
/// spec compiles to now for its commonest configurations, read back unchanged, and taken by a
/// run on those configurations. `KBCHECK_RECORD=1` (as Scripts/embed-default-spec runs it)
/// rewrites the file.
@Suite struct BuiltInAutomataTests {
  static let file = Paths.root.appendingPathComponent(
    "Sources/KBCheck/Spec/BuiltInAutomata.swift")

  /// The built-in spec compiled without the automata compiled with the package.
  static func specCompilingEverything() throws -> CompiledSpec {
    try CompiledSpec(SpecDecoder.decodeBuiltIn())
  }

  /// What the builder compiles now for the configurations compiled with the package.
  static func compiledNow() throws -> [AutomatonTables] {
    let spec = try specCompilingEverything()
    return try BuiltInAutomata.configurations(of: spec).map { key in
      let automaton = try AutomatonBuilder.build(
        spec, observed: key.observed, sequences: key.sequences, quirks: key.quirks,
        starts: key.starts, startsInside: key.startsInside)
      return AutomatonTables(automaton, key: key)
    }
  }

  /// The generated file's text for `tables`.
  static func source(of tables: [AutomatonTables]) -> String {
    let entries = tables.map { table in
      let key = table.key
      return """
              AutomatonTables(
                key: CompiledSpec.AutomatonKey(
                  observed: \(flags(key.observed)),
                  sequences: \(flags(key.sequences)),
                  quirks: \(flags(key.quirks)),
                  starts: [\(key.starts.map(SwiftSnippet.literal).joined(separator: ", "))],
                  startsInside: \(key.startsInside)
                ),
                edges: \(numbers(table.edges)),
                edgeRows: \(numbers(table.edgeRows)),
                boundaries: \(numbers(table.boundaries)),
                keyboardStateOf: \(numbers(table.keyboardStateOf)),
                starts: \(numbers(table.starts)),
                arrivals: \(numbers(table.arrivals)),
                arrivalRows: \(numbers(table.arrivalRows)),
                actions: \(numbers(table.actions)),
                closureSteps: \(table.closureSteps)
              ),
        """
    }
    return """
      // swift-format-ignore-file
      // Generated from Specs/uikit-keyboard.json by Scripts/embed-default-spec (BuiltInAutomataTests
      // with KBCHECK_RECORD=1): do not edit.

      extension BuiltInAutomata {
        /// The built-in spec's commonest automata (``configurations(of:)``), compiled when the
        /// package was built.
        static func compiled() -> [AutomatonTables] {
          [
      \(entries.joined(separator: "\n"))
          ]
        }
      }

      """
  }

  private static func flags(_ values: [Bool]) -> String {
    "[" + values.map { $0 ? "true" : "false" }.joined(separator: ", ") + "]"
  }

  /// Numbers sixteen a line, indented under an argument of the generated file.
  private static func numbers(_ values: [Int32]) -> String {
    let lines = stride(from: 0, to: values.count, by: 16).map { start in
      "            "
        + values[start..<min(start + 16, values.count)].map(String.init)
        .joined(separator: ", ") + ","
    }
    return lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: "\n") + "\n          ]"
  }

  @Test("the automata compiled with the package are the spec's now (Scripts/embed-default-spec)")
  func tablesMatchSpec() throws {
    let expected = Self.source(of: try Self.compiledNow())
    if GoldenTests.record {
      try Data(expected.utf8).write(to: Self.file)
      return
    }
    let actual = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(actual == expected, "the automata are out of date; run Scripts/embed-default-spec")
    // Read back into automata and written again, the tables are the same text: nothing the
    // reading builds differs from what the builder built.
    let spec = try Self.specCompilingEverything().spec
    let readBack = BuiltInAutomata.compiled().map { table in
      AutomatonTables(
        table.automaton(
          symbolCount: spec.notifications.count, budgetAt: spec.sequences.first?.position),
        key: table.key)
    }
    #expect(Self.source(of: readBack) == expected)
  }

  @Test("a trace on the spec's default device is checked with an automaton compiled with it")
  func defaultDeviceTakesThem() throws {
    let spec = try CompiledSpec.builtIn()
    let keys = BuiltInAutomata.compiled().map(\.key)
    #expect(keys.count == 2)
    #expect(keys == BuiltInAutomata.configurations(of: spec))
    // A synthetic trace that names no device, and a capture on the default device, as a run
    // computes their configurations from the notifications they hold.
    for source in [TraceSource.synthetic, .device] {
      let names = spec.spec.notifications.map(\.name)
      let trace = Trace(
        source: source, device: source == .synthetic ? Device() : spec.spec.defaults,
        events: names.enumerated().map {
          TraceEvent(name: Symbol($0.element), time: Double($0.offset))
        })
      let context = TraceContext(trace: trace, spec: spec, strict: false)
      let key = SequenceMatcher.key(context, observed: names.map { _ in true })
      #expect(keys.contains(key), "\(source)")
    }
  }

  @Test("an automaton read from the tables checks every example as a compiled one does")
  func readBackChecksAlike() throws {
    let compiling = try Self.specCompilingEverything()
    let prebuilt = try CompiledSpec.builtIn()
    for relative in Paths.traceFiles() {
      let bytes = try Paths.bytes(relative)
      let withTables = Linter(engine: Engine(spec: prebuilt, strict: false))
        .check(bytes: bytes, path: relative)
      let compiled = Linter(engine: Engine(spec: compiling, strict: false))
        .check(bytes: bytes, path: relative)
      #expect(withTables.findings == compiled.findings, "\(relative)")
      #expect(withTables.notes == compiled.notes, "\(relative)")
    }
  }
}
