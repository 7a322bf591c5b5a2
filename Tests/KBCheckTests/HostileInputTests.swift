import Foundation
import Testing

@testable import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bad-input catalogue (issue #6): every reader — JSON trace, captured log, spec and
/// configuration — is fed broken, hostile and odd input. kbcheck is a CI gate, so whatever it
/// is given it must not crash, hang or skip a file silently: a broken input exits 2 with one
/// `path:line:col: error: …` line (`path: error: …` for a spec or configuration error that
/// has no place), and every other file of the batch is still checked and counted.
///
/// The binary runs the representative cases; the sweeps (every truncation, every wrong type)
/// go through the library so the suite stays fast.
@Suite struct HostileInputTests {
  // MARK: - The catalogue

  /// One hostile input and whether a reader must reject it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }

    init(_ name: String, _ bytes: [UInt8]) {
      self.name = name
      self.bytes = bytes
    }

    init(_ name: String, _ text: String) {
      self.init(name, Array(text.utf8))
    }
  }

  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let cleanTrace = "clean/iphone-show-hide-ios17.json"
  /// A valid trace with one note (a quirk): seeing the note proves the trace was checked.
  static let notedTrace = "quirks/repeated-show-ios14.json"

  /// A trace document around one event's JSON (`E`) and one extra top-level member (`X`).
  static func trace(
    event: String = #"{"name": "UIKeyboardWillShowNotification"}"#, extra: String = ""
  )
    -> String
  {
    #"{"format": "keyboard-trace/1", \#(extra)"events": [\#(event)]}"#
  }

  /// Inputs that no JSON reader (trace, spec, configuration) may accept.
  static let badJSON: [Case] = [
    Case("empty file", ""),
    Case("only whitespace", " \n\t\r\n  "),
    Case("a byte-order mark alone", bom),
    Case("a byte-order mark then whitespace", bom + Array(" \n".utf8)),
    Case(
      "invalid UTF-8 in a string",
      Array(#"{"format": "a"#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)),
    Case(
      "invalid UTF-8 outside a string",
      Array(#"{"format": 1,"#.utf8) + [0xC3, 0x28] + Array("}".utf8)),
    Case("a truncated UTF-8 sequence at the end", Array(#"{"a": ""#.utf8) + [0xE2, 0x82]),
    Case("a NUL byte in a string", Array(#"{"format": "a"#.utf8) + [0] + Array(#""}"#.utf8)),
    Case("a NUL byte between tokens", Array("{".utf8) + [0] + Array("}".utf8)),
    Case("a NUL byte after the document", Array("{}".utf8) + [0]),
    Case("only NUL bytes", [UInt8](repeating: 0, count: 16)),
    Case("10,000 nested arrays", String(repeating: "[", count: 10_000)),
    Case(
      "10,000 nested arrays, closed",
      String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
    Case("10,000 nested objects", String(repeating: #"{"a":"#, count: 10_000)),
    Case(
      "10,000 nested objects, closed",
      String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)),
    Case("the number 1e999", #"{"format": 1e999}"#),
    Case("the word NaN", #"{"format": NaN}"#),
    Case("a hex number", #"{"format": 0x10}"#),
    Case("a leading zero", #"{"format": 01}"#),
    Case("a number ending in a point", #"{"format": 1.}"#),
    Case("a lone minus", #"{"format": -}"#),
    Case("the top-level key twice", #"{"format": "x", "format": "x"}"#),
    Case("a JSON array, not an object", "[]"),
    Case("a bare string", #""keyboard-trace/1""#),
  ]

  /// Inputs that a trace reader must reject (beyond ``badJSON``), each at a place.
  static let badTraces: [Case] =
    badJSON + [
      Case("the number 1e999 as a time", trace(event: #"{"name": "A", "time": 1e999}"#)),
      Case("NaN as a time", trace(event: #"{"name": "A", "time": NaN}"#)),
      Case("a hex time", trace(event: #"{"name": "A", "time": 0x10}"#)),
      Case("a time with a leading zero", trace(event: #"{"name": "A", "time": 01}"#)),
      Case("a time ending in a point", trace(event: #"{"name": "A", "time": 1.}"#)),
      Case("a time that is a lone minus", trace(event: #"{"name": "A", "time": -}"#)),
      Case(
        "the format key twice",
        #"{"format": "keyboard-trace/1", "format": "keyboard-trace/1", "events": []}"#),
      // The trace reader rejects every duplicate key outside a userInfo, even an unknown one:
      // which of the two values a reader keeps is undefined, so the file is ambiguous.
      Case("an unknown key twice at the top", trace(extra: #""x": 1, "x": 2, "#)),
      Case("an unknown key twice in an event", trace(event: #"{"name": "A", "x": 1, "x": 2}"#)),
      Case("the events key twice", #"{"format": "keyboard-trace/1", "events": [], "events": []}"#),
      Case("a key twice in an event", trace(event: #"{"name": "A", "name": "B"}"#)),
      Case("a time twice in an event", trace(event: #"{"name": "A", "time": 1, "time": 2}"#)),
      Case(
        "invalid UTF-8 in an event name",
        Array(trace(event: #"{"name": "A"#).utf8) + [0xFF] + Array(#""}]}"#.utf8)),
    ]

  /// A small valid document of each JSON kind, with what makes it one.
  static let validSpec = SpecTests.minimal
  static let validConfiguration = #"""
    {
      "spec": "uikit-keyboard",
      "rules": { "deprecated-key": "off", "unknown-key": "error", "sequence-incomplete": "info" },
      "quirks": { "disabled": ["repeated-show"], "enabled": ["split-or-floating-keyboard"] },
      "include": ["**/*.json", "**/*.log"],
      "exclude": ["**/fixtures/**"],
      "format": "text",
      "failOn": "error",
      "maxWarnings": 20,
      "strict": false,
      "suppressions": [
        { "path": "UITests/Traces/legacy-*.json", "rule": "deprecated-key",
          "reason": "recorded on iOS 6 devices" }
      ]
    }
    """#

  /// Inputs the configuration reader must reject (beyond ``badJSON``).
  static let badConfigurations: [Case] =
    badJSON + [
      Case("a key twice", #"{"strict": true, "strict": false}"#),
      Case(
        "a rule twice in rules", #"{"rules": {"deprecated-key": "off", "deprecated-key": "error"}}"#
      ),
      Case("maxWarnings beyond Int.max", #"{"maxWarnings": 100000000000000000000000}"#),
      Case("maxWarnings 1e999", #"{"maxWarnings": 1e999}"#),
      Case("maxWarnings NaN", #"{"maxWarnings": NaN}"#),
      Case("maxWarnings in hex", #"{"maxWarnings": 0x10}"#),
      Case("maxWarnings with a leading zero", #"{"maxWarnings": 01}"#),
      Case("maxWarnings 1.", #"{"maxWarnings": 1.}"#),
      Case("maxWarnings -", #"{"maxWarnings": -}"#),
      Case("maxWarnings -1", #"{"maxWarnings": -1}"#),
      Case(
        "invalid UTF-8 in a spec path", Array(#"{"spec": "a"#.utf8) + [0xFF] + Array(#""}"#.utf8)),
    ]

  /// Inputs that hold no notification at all, or whose only one is cut off: the log reader must
  /// reject them.
  static let badLogs: [Case] = [
    Case("empty file", ""),
    Case("only whitespace", " \n\t\r\n  "),
    Case("a byte-order mark alone", bom),
    Case("only invalid UTF-8", [0xFF, 0xFE, 0xC3, 0x28, 0x0A, 0x80]),
    Case("only NUL bytes", [UInt8](repeating: 0, count: 16)),
    Case("app output without notifications", "hello\nworld\n"),
    Case("10,000 nested brackets", String(repeating: "[", count: 10_000)),
    Case("10,000 nested braces", String(repeating: "{", count: 10_000)),
    // These three crashed the reader (an index past the end after a trailing backslash).
    Case(
      "a Swift description cut after a backslash in its object",
      #"name = UIKeyboardWillShowNotification, object = "\"#),
    Case(
      "a Swift description cut after a backslash in its userInfo",
      #"name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("a"): "\"#
    ),
    Case("a Swift dictionary cut after a backslash", #"[AnyHashable("a"): "x\"#),
    Case("a dictionary cut after a backslash", "UIKeyboardWillShowNotification {\n  a = \"\\"),
  ]

  // MARK: - Running the binary

  /// Runs `kbcheck` in `directory`, killed after `seconds`.
  static func run(_ arguments: [String], in directory: URL, seconds: Double = 20) throws
    -> BinaryRun
  {
    try BinaryRun.run(arguments, in: directory, seconds: seconds)
  }

  /// The lines of `text` that are errors about `path`.
  static func errorLines(_ text: String, path: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.hasPrefix(path + ":") && $0.contains(" error: ") }
  }

  /// Whether `line` is `path:line:col: error: …`.
  static func isLocated(_ line: Substring, path: String) -> Bool {
    line.wholeMatch(of: /(.*):(\d+):(\d+): error: (.+)/).map { $0.1 == path } ?? false
  }

  /// Checks a batch of a clean trace and one bad input (named `name`) through the binary:
  /// exit 2, exactly one located error line for the bad file, the good file still checked
  /// and reported, and both counted.
  static func expectBatchRejects(_ bytes: [UInt8], name: String, _ label: String) throws {
    let workspace = try Workspace()
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent(notedTrace),
      to: workspace.url.appendingPathComponent("good.json"))
    try Data(bytes).write(to: workspace.url.appendingPathComponent(name))
    let run = try run(["lint", "good.json", name], in: workspace.url)
    #expect(!run.crashed, "\(label): kbcheck crashed: \(run.errorOutput)")
    #expect(run.status == 2, "\(label): exit status \(run.status)\n\(run.output)\(run.errorOutput)")
    let lines = errorLines(run.output, path: name)
    #expect(lines.count == 1, "\(label): expected one error line for \(name), got \(lines)")
    for line in lines {
      #expect(isLocated(line, path: name), "\(label): not path:line:col: error: \(line)")
    }
    // The good trace has a note: seeing it proves it was read and checked.
    #expect(run.output.contains("good.json:"), "\(label): the good file was not reported")
    #expect(run.output.contains("kbcheck: 2 files"), "\(label): \(run.output)")
    #expect(
      run.output.contains("; 0 ok, 1 with findings, 1 could not be read in full\n"),
      "\(label): \(run.output)")
  }

  // MARK: - JSON traces through the binary

  @Test(
    "a broken JSON trace exits 2 with one located error; the rest of the batch is checked",
    arguments: badTraces)
  func brokenTraceInABatch(_ input: Case) throws {
    try Self.expectBatchRejects(input.bytes, name: "x.json", input.name)
  }

  @Test("a byte-order mark before a valid trace is accepted")
  func byteOrderMarkBeforeATrace() throws {
    let workspace = try Workspace()
    try Data(Self.bom + Paths.bytes(Self.cleanTrace)).write(
      to: workspace.url.appendingPathComponent("x.json"))
    let run = try Self.run(["lint", "x.json"], in: workspace.url)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasSuffix("kbcheck: 1 file (10 events): 0 errors, 0 warnings, 0 notes\n"))
    // And the library decodes it exactly as without the mark, through both decoders.
    let plain = try TraceLoader.load(
      try Paths.bytes(Self.cleanTrace), path: "a.json", options: .init())
    for path in ["x.json", "x.txt"] {
      let marked = try TraceLoader.load(
        Self.bom + Paths.bytes(Self.cleanTrace), path: path, options: .init())
      #expect(marked.trace.events.count == plain.trace.events.count)
      #expect(marked.problems.isEmpty)
    }
  }

  @Test(
    "valid but odd JSON in a trace loads and is checked",
    arguments: [
      ("-0 as a time", trace(event: #"{"name": "UIKeyboardWillShowNotification", "time": -0}"#)),
      (
        "a huge whole time",
        trace(
          event: #"{"name": "UIKeyboardWillShowNotification", "time": 99999999999999999999999}"#)
      ),
      ("a tiny time", trace(event: #"{"name": "UIKeyboardWillShowNotification", "time": 1e-999}"#)),
    ])
  func oddButValidTrace(_ label: String, _ text: String) throws {
    let loaded = try TraceLoader.load(Array(text.utf8), path: "x.json", options: .init())
    #expect(loaded.trace.events.count == 1, "\(label)")
    _ = Engine(spec: Check.spec).check(loaded.trace)
  }

  @Test("a key twice in a userInfo is a finding of duplicate-keys, not a load error")
  func duplicateUserInfoKeyIsAFinding() throws {
    let text = Self.trace(
      event: #"""
        {"name": "UIKeyboardWillShowNotification", "userInfo": {
          "UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": [0, 516, 393, 336]},
          "UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": [0, 516, 393, 336]}}}
        """#)
    let report = Check.lint(Array(text.utf8), path: "x.json")
    #expect(report.error == nil)
    #expect(report.findings.contains { $0.ruleId == "duplicate-key" })
    let workspace = try Workspace()
    try workspace.write("x.json", text)
    let run = try Self.run(["lint", "x.json"], in: workspace.url)
    #expect(run.status == 1)
    #expect(run.output.contains("[duplicate-key]"))
  }

  @Test("a directory named x.json is reported, as a path and as the spec")
  func directoryNamedLikeATrace() throws {
    let workspace = try Workspace()
    try FileManager.default.createDirectory(
      at: workspace.url.appendingPathComponent("x.json"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent(Self.cleanTrace),
      to: workspace.url.appendingPathComponent("good.json"))
    let run = try Self.run(["lint", "good.json", "x.json"], in: workspace.url)
    #expect(run.status == 2)
    let lines = Self.errorLines(run.output, path: "x.json")
    #expect(
      lines.count == 1 && lines.allSatisfy { Self.isLocated($0, path: "x.json") }, "\(run.output)")
    #expect(run.output.contains("kbcheck: 2 files"))
    let spec = try Self.run(["lint", "--spec", "x.json", "good.json"], in: workspace.url)
    #expect(spec.status == 2)
    #expect(spec.errorOutput == "x.json: error: invalid spec: is a directory, not a file\n")
    #expect(throws: InputError.self) { try FileReader.read(workspace.path("x.json")) }
  }

  // MARK: - Logs through the binary

  @Test(
    "a log with no readable notification exits 2 with one error; the batch goes on",
    arguments: badLogs)
  func brokenLogInABatch(_ input: Case) throws {
    try Self.expectBatchRejects(input.bytes, name: "x.log", input.name)
  }

  @Test("odd bytes around readable notifications in a log: read, never a crash")
  func oddBytesInALog() throws {
    let good = try Paths.bytes("logs/order-only.log")
    let variants: [(String, [UInt8])] = [
      ("a byte-order mark first", Self.bom + good),
      ("invalid UTF-8 between lines", [0xFF, 0xFE, 0x0A] + good),
      ("NUL bytes between lines", [0, 0, 0x0A] + good + [0, 0x0A]),
      (
        "CR line ends",
        Array(
          String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
      ),
    ]
    let plain = try LogImporter.importLog(good)
    for (label, bytes) in variants {
      let result = try LogImporter.importLog(bytes)
      #expect(result.trace.events.count == plain.trace.events.count, "\(label)")
    }
    // Invalid UTF-8 and a NUL inside a printed userInfo: the notification is still read,
    // and every place after it on its line stays right.
    let swift = try Paths.bytes("logs/swift-userinfo.log")
    let key = Array(#"AnyHashable(""#.utf8)
    let at = try #require(
      swift.indices.first { swift[$0...].starts(with: key) }.map { $0 + key.count })
    let damaged = Array(swift[..<at]) + [0xFF, 0x00, 0xC3] + Array(swift[at...])
    let expected = try LogImporter.importLog(swift)
    let read = try LogImporter.importLog(damaged)
    #expect(read.trace.events.count == expected.trace.events.count)
    #expect(read.trace.events.map(\.position) == expected.trace.events.map(\.position))
    _ = Engine(spec: Check.spec).check(read.trace)
  }

  // MARK: - Specs through the binary

  /// Runs `lint --spec s.json` on a clean trace, with the spec's bytes.
  static func runWithSpec(_ bytes: [UInt8]) throws -> BinaryRun {
    let workspace = try Workspace()
    try Data(bytes).write(to: workspace.url.appendingPathComponent("s.json"))
    return try run(
      ["lint", "--spec", "s.json", Paths.traces.appendingPathComponent(cleanTrace).path],
      in: workspace.url)
  }

  @Test("a broken spec exits 2 with one error line naming the spec", arguments: badJSON)
  func brokenSpec(_ input: Case) throws {
    let run = try Self.runWithSpec(input.bytes)
    #expect(!run.crashed)
    #expect(run.status == 2, "\(run.errorOutput)")
    let lines = run.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(
      lines.allSatisfy { $0.wholeMatch(of: /s\.json:\d+:\d+: error: invalid spec: .+/) != nil },
      "\(lines)")
    #expect(run.output.isEmpty)
  }

  @Test("a byte-order mark before a valid spec is accepted")
  func byteOrderMarkBeforeASpec() throws {
    let run = try Self.runWithSpec(Self.bom + Array(Self.validSpec.utf8))
    #expect(run.status == 0, "\(run.errorOutput)")
  }

  // MARK: - Configurations through the binary

  /// Runs `lint` on a clean trace in a directory whose `.kbcheck.json` has these bytes.
  static func runWithConfiguration(_ bytes: [UInt8]) throws -> BinaryRun {
    let workspace = try Workspace()
    try Data(bytes).write(to: workspace.url.appendingPathComponent(".kbcheck.json"))
    return try run(
      ["lint", Paths.traces.appendingPathComponent(cleanTrace).path], in: workspace.url)
  }

  @Test(
    "a broken .kbcheck.json exits 2 with one error line naming it", arguments: badConfigurations)
  func brokenConfiguration(_ input: Case) throws {
    let run = try Self.runWithConfiguration(input.bytes)
    #expect(!run.crashed, "\(run.errorOutput)")
    #expect(run.status == 2, "\(run.errorOutput)")
    let lines = run.errorOutput.split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(
      lines.allSatisfy {
        $0.wholeMatch(of: /.*\/\.kbcheck\.json:\d+:\d+: error: invalid configuration: .+/) != nil
      }, "\(lines)")
  }

  @Test("a byte-order mark before a valid .kbcheck.json is accepted")
  func byteOrderMarkBeforeAConfiguration() throws {
    let run = try Self.runWithConfiguration(Self.bom + Array(Self.validConfiguration.utf8))
    #expect(run.status == 0, "\(run.errorOutput)")
  }

  @Test("a directory named .kbcheck.json is an error, not a crash or a silent default")
  func configurationThatIsADirectory() throws {
    let workspace = try Workspace()
    try FileManager.default.createDirectory(
      at: workspace.url.appendingPathComponent(".kbcheck.json"), withIntermediateDirectories: true)
    let run = try Self.run(
      ["lint", Paths.traces.appendingPathComponent(Self.cleanTrace).path], in: workspace.url)
    #expect(run.status == 2)
    #expect(
      run.errorOutput.hasSuffix(
        ".kbcheck.json: error: invalid configuration: is a directory, not a file\n"))
  }

  @Test("whole numbers beyond Int.max are errors, not traps, in a configuration and a baseline")
  func hugeWholeNumbers() throws {
    #expect(throws: InputError.self) {
      try ConfigurationLoader.decode(Array(#"{"maxWarnings": 9223372036854775808}"#.utf8))
    }
    #expect(try ConfigurationLoader.decode(Array(#"{"maxWarnings": -0}"#.utf8)).maxWarnings == 0)
    let baseline = #"""
      {"format": "kbcheck-baseline/1", "findings": [{"path": "a.json", "ruleId": "r",
       "fingerprint": "f", "count": 100000000000000000000000}]}
      """#
    do {
      _ = try Baseline.decode(Array(baseline.utf8))
      Issue.record("a count of 1e23 was accepted")
    } catch {
      #expect(error.position != nil)
    }
  }

  // MARK: - Sweeps through the library

  /// Every proper prefix of a JSON document that is not the document itself (up to trailing
  /// whitespace) must be rejected at a place.
  static func expectEveryTruncationRejected(
    _ text: String, _ read: ([UInt8]) throws(InputError) -> Void
  ) {
    let bytes = Array(text.utf8)
    var end = bytes.count
    while end > 0, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[end - 1]) { end -= 1 }
    var accepted: [Int] = []
    var unlocated: [Int] = []
    for length in 0..<end {
      do {
        try read(Array(bytes[..<length]))
        accepted.append(length)
      } catch {
        if error.position == nil { unlocated.append(length) }
      }
    }
    #expect(accepted.isEmpty, "prefixes of these lengths were accepted: \(accepted.prefix(20))")
    #expect(
      unlocated.isEmpty, "prefixes of these lengths failed without a place: \(unlocated.prefix(20))"
    )
  }

  @Test("a trace truncated at every byte is an error with a place")
  func traceTruncatedAtEveryByte() throws {
    let text = String(decoding: try Paths.bytes("clean/legacy-ios4-two-event.json"), as: UTF8.self)
    Self.expectEveryTruncationRejected(text) { bytes throws(InputError) in
      _ = try TraceLoader.load(bytes, path: "x.json", options: .init())
    }
    // With `--input json` and with auto-detection of a file not named .json, too (a prefix
    // that is not JSON is read as a log there, which then finds no notification).
    var options = TraceLoader.Options()
    options.kind = .json
    Self.expectEveryTruncationRejected(Self.trace()) { bytes throws(InputError) in
      _ = try TraceLoader.load(bytes, path: "-", options: options)
    }
  }

  @Test("a spec truncated at every byte is an error with a place")
  func specTruncatedAtEveryByte() {
    Self.expectEveryTruncationRejected(Self.validSpec) { bytes throws(InputError) in
      _ = try CompiledSpec(SpecDecoder.decode(bytes))
    }
  }

  @Test("a configuration truncated at every byte is an error with a place")
  func configurationTruncatedAtEveryByte() {
    Self.expectEveryTruncationRejected(Self.validConfiguration) { bytes throws(InputError) in
      _ = try ConfigurationLoader.decode(bytes)
    }
  }

  @Test(
    "a log truncated at every byte is read or rejected, never a crash; its problems have places",
    arguments: [
      "logs/violation-payload-synthetic.log", "logs/nslog-bare-userinfo.log",
      "logs/nslog-concrete-unquoted.log", "logs/swift-userinfo.log", "logs/lldb-po.log",
    ])
  func logTruncatedAtEveryByte(_ relative: String) throws {
    // A small valid log in this form: the file's first lines, up to about 2,500 bytes.
    var bytes = try Paths.bytes(relative)
    if bytes.count > 2_500, let end = bytes[..<2_500].lastIndex(of: 0x0A) {
      bytes = Array(bytes[...end])
    }
    #expect(try LogImporter.importLog(bytes).trace.events.count > 0)
    let engine = Engine(spec: Check.spec)
    var checked = ""
    // A prefix of a log can be a smaller valid log: the reader promises to read every
    // notification that is complete and to report one cut off at the end at its place.
    for length in 0...bytes.count {
      do {
        let result = try LogImporter.importLog(Array(bytes[..<length]))
        #expect(result.problems.allSatisfy { $0.position != nil }, "prefix \(length)")
        // Most prefixes read the same trace as the one before: check each new one.
        let last = result.trace.events.last
        let shape =
          "\(result.trace.events.count) \(result.problems.count) \(last?.name?.text ?? "-")"
          + " \(last?.userInfo?.count ?? -1)"
        if shape != checked {
          _ = engine.check(result.trace)
          checked = shape
        }
      } catch {
        #expect(error.message.hasPrefix("no notifications found"), "prefix \(length): \(error)")
      }
    }
  }

  /// Every path to a value in a JSON document, with the document with that value replaced.
  static func replacements(of document: JSONValue, with replacement: String) -> [(String, String)] {
    var result: [(String, String)] = []
    func walk(_ value: JSONValue, _ path: String, _ rebuild: (String) -> String) {
      result.append((path, rebuild(replacement)))
      switch value.kind {
      case .object(let members):
        for (index, member) in members.enumerated() {
          walk(member.value, path + "." + member.key) { inner in
            rebuild(
              "{"
                + members.enumerated().map { other in
                  Self.json(.string(other.element.key)) + ":"
                    + (other.offset == index ? inner : Self.json(other.element.value.kind))
                }.joined(separator: ",") + "}")
          }
        }
      case .array(let elements):
        for (index, element) in elements.enumerated() {
          walk(element, path + "[\(index)]") { inner in
            rebuild(
              "["
                + elements.enumerated().map {
                  $0.offset == index ? inner : Self.json($0.element.kind)
                }
                .joined(separator: ",") + "]")
          }
        }
      default: break
      }
    }
    walk(document, "$") { $0 }
    return result
  }

  /// A JSON value's text.
  static func json(_ kind: JSONValue.Kind) -> String {
    switch kind {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let value, let isInteger):
      isInteger && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    case .string(let text):
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"")
        + "\""
    case .array(let elements): "[" + elements.map { json($0.kind) }.joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { json(.string($0.key)) + ":" + json($0.value.kind) }.joined(separator: ",")
        + "}"
    }
  }

  static let wrongValues = ["null", "true", "1", #""x""#, "[]", "{}"]

  @Test(
    "every value of a small trace replaced by a wrong type: a located error or a checked trace",
    arguments: wrongValues)
  func wrongTypeAtEveryPositionOfATrace(_ replacement: String) throws {
    let original = try JSONParser.parse(try Paths.bytes("clean/legacy-ios4-two-event.json"))
    let cases = Self.replacements(of: original, with: replacement)
    #expect(cases.count > 100)
    let engine = Engine(spec: Check.spec)
    for (path, text) in cases {
      let bytes = Array(text.utf8)
      do {
        let loaded = try TraceLoader.load(bytes, path: "x.json", options: .init())
        _ = engine.check(loaded.trace)
        // The general decoder must agree with the fast one that this trace is fine.
        #expect(throws: Never.self, "\(path) = \(replacement)") { try TraceDecoder.decode(bytes) }
      } catch {
        #expect(error.position != nil, "\(path) = \(replacement): \(error)")
      }
    }
  }

  /// Every value of `document` replaced by `replacement`: `read` either accepts the result or
  /// throws an error with a place.
  static func expectWrongTypesLocated(
    in document: String, _ replacement: String, read: ([UInt8]) throws(InputError) -> Void
  ) throws {
    let original = try JSONParser.parse(Array(document.utf8))
    for (path, text) in Self.replacements(of: original, with: replacement) {
      do {
        try read(Array(text.utf8))
      } catch {
        #expect(error.position != nil, "\(path) = \(replacement): \(error)")
      }
    }
  }

  @Test(
    "every value of the configuration replaced by a wrong type: located error or accepted",
    arguments: wrongValues)
  func wrongTypeAtEveryPositionOfAConfiguration(_ replacement: String) throws {
    try Self.expectWrongTypesLocated(in: Self.validConfiguration, replacement) {
      bytes throws(InputError) in _ = try ConfigurationLoader.decode(bytes)
    }
  }

  @Test(
    "every value of a small spec replaced by a wrong type: located error or accepted",
    arguments: wrongValues)
  func wrongTypeAtEveryPositionOfASpec(_ replacement: String) throws {
    try Self.expectWrongTypesLocated(in: Self.validSpec, replacement) {
      bytes throws(InputError) in _ = try CompiledSpec(SpecDecoder.decode(bytes))
    }
  }

  // MARK: - Size

  /// `before`, 50 MB of `x`, then `after`, built byte-wise (building it through string
  /// interpolation costs more than reading it).
  static func fiftyMegabytes(_ before: String, _ after: String) -> [UInt8] {
    let head = Array(before.utf8)
    let tail = Array(after.utf8)
    let size = 50_000_000
    return [UInt8](unsafeUninitializedCapacity: head.count + size + tail.count) {
      buffer, count in
      let base = UnsafeMutableRawPointer(buffer.baseAddress!)
      head.withUnsafeBytes { if let start = $0.baseAddress { memcpy(base, start, $0.count) } }
      memset(base + head.count, Int32(UInt8(ascii: "x")), size)
      tail.withUnsafeBytes {
        if let start = $0.baseAddress { memcpy(base + head.count + size, start, $0.count) }
      }
      count = head.count + size + tail.count
    }
  }

  @Test("a 50 MB string value is read, not a crash or a stall, in a trace and through the binary")
  func fiftyMegabyteString() throws {
    let bytes = Self.fiftyMegabytes(
      #"{"format": "keyboard-trace/1", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"k": ""#,
      #""}}]}"#)
    let loaded = try TraceLoader.load(bytes, path: "x.json", options: .init())
    #expect(loaded.trace.events.count == 1)
    let workspace = try Workspace()
    try Data(bytes).write(to: workspace.url.appendingPathComponent("x.json"))
    let run = try Self.run(["lint", "x.json"], in: workspace.url)
    // Read and checked: whatever the rules say about a lone WillShow, not "could not be read in full".
    #expect(run.status != 2, "\(run.output)")
    #expect(run.output.contains("kbcheck: 1 file (1 event)"))
    #expect(!run.output.contains("could not be read in full"))
    // Unterminated, it is an error at the string's start.
    #expect {
      try TraceLoader.load(
        Self.fiftyMegabytes(#"{"format": ""#, ""), path: "x.json", options: .init())
    } throws: { error in
      (error as? InputError)?.position == SourcePosition(line: 1, column: 12)
    }
  }

  @Test("a 50 MB quoted value in a log is read")
  func fiftyMegabyteLogValue() throws {
    let log = Self.fiftyMegabytes(
      "UIKeyboardWillShowNotification\n[AnyHashable(\"k\"): \"", "\"]\n")
    let result = try LogImporter.importLog(log)
    #expect(result.trace.events.count == 1)
    #expect(result.trace.events.first?.userInfo?.count == 1)
  }

  @Test("a 50 MB string is an error of one short line where a reader names the bad value")
  func fiftyMegabyteStringInAnErrorMessage() throws {
    let readers: [([UInt8], ([UInt8]) throws(InputError) -> Void)] = [
      (
        Self.fiftyMegabytes(#"{"format": ""#, #"", "events": []}"#),
        { bytes throws(InputError) in
          _ = try TraceLoader.load(bytes, path: "x.json", options: .init())
        }
      ),
      (
        Self.fiftyMegabytes(#"{"format": "kbcheck-spec/1", ""#, #"": 1}"#),
        { bytes throws(InputError) in
          _ = try SpecDecoder.decode(bytes)
        }
      ),
      (
        Self.fiftyMegabytes(#"{"failOn": ""#, #""}"#),
        { bytes throws(InputError) in
          _ = try ConfigurationLoader.decode(bytes)
        }
      ),
      (
        Self.fiftyMegabytes(#"{"rules": {""#, #"": "off"}}"#),
        { bytes throws(InputError) in
          try ConfigurationLoader.decode(bytes).validate(against: Check.spec.spec)
        }
      ),
    ]
    for (index, (bytes, read)) in readers.enumerated() {
      do {
        try read(bytes)
        Issue.record("case \(index) was accepted")
      } catch {
        #expect(error.position != nil)
        #expect(
          error.message.count < 1000,
          "case \(index): a message of \(error.message.utf8.count) bytes"
        )
      }
    }
  }

  @Test("UTF-16 text, an empty log and a capture saved as .json say what they are")
  func inputsThatAreNotWhatTheySeem() throws {
    let log = try String(
      contentsOf: Paths.traces.appendingPathComponent("logs/lldb-po.log"), encoding: .utf8)
    let trace = try String(
      contentsOf: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json"),
      encoding: .utf8)
    func utf16(_ text: String, mark: Bool) -> [UInt8] {
      (mark ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    let cases: [(path: String, bytes: [UInt8], message: String)] = [
      (
        "a.log", utf16(log, mark: true),
        "the input is UTF-16 text (it starts with the byte-order mark FF FE)"
      ),
      ("a.json", utf16(trace, mark: true), "the input is UTF-16 text"),
      ("a.log", utf16(log, mark: false), "the input is UTF-16 text (every other byte is zero)"),
      ("-", utf16(trace, mark: false), "the input is UTF-16 text"),
      ("a.log", [], "the input is empty: there is no trace or log to check"),
      ("-", Array(" \n\t\n".utf8), "the input holds only white space"),
      ("a.json", [], "the file is empty: expected a JSON value"),
      ("a.json", Array(log.utf8), "if this one is a captured console log, pass --input log"),
      ("a.json", Array("{\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n}\n".utf8), "--input log"),
      ("a.log", utf16(log, mark: false).flatMap { [$0, 0] }, "the input is UTF-32 text"),
      ("a.log", [0xFF, 0xFE, 0, 0] + Array("{}".utf8).flatMap { [$0, 0, 0, 0] }, "UTF-32"),
    ]
    let linter = Linter(engine: Engine(spec: Check.spec))
    for (path, bytes, message) in cases {
      let file = linter.check(bytes: bytes, path: path)
      #expect(
        file.error?.message.contains(message) == true, "\(path): \(String(describing: file.error))")
    }
    // The file reader says the same of a file.
    let workspace = try Workspace()
    try Data(utf16(log, mark: false)).write(to: URL(fileURLWithPath: workspace.path("w.log")))
    let file = linter.check(file: workspace.path("w.log"))
    #expect(file.error?.message.contains("UTF-16") == true, "\(String(describing: file.error))")
  }

  @Test("a long value, many excerpts or deep brackets make findings and notes of short lines")
  func longInputsMakeShortMessages() throws {
    let long = String(repeating: "y", count: 300_000)
    let payload =
      "UIKeyboardWillShowNotification userInfo: {\n"
      + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: \(long)\";\n"
      + "    UIKeyboardAnimationDurationUserInfoKey = \"\(long)\";\n"
      + "    UIKeyboardFrameBeginUserInfoKey = \(String(repeating: "[", count: 100_000));\n}\n"
    let excerpts = String(
      repeating: "I rotate the iPad and get:\n\nUIKeyboardWillShowNotification\n\n", count: 5_000)
    let key =
      #"{"format": "keyboard-trace/1", "source": "synthetic", "events": [{"name": "#
      + #""UIKeyboardWillShowNotification", "userInfo": {""# + long + #"": 1}}]}"#
    let linter = Linter(engine: Engine(spec: Check.spec))
    for (name, text) in [("values.log", payload), ("excerpts.log", excerpts), ("key.json", key)] {
      let file = linter.check(bytes: Array(text.utf8), path: name)
      let messages =
        file.findings.map(\.message) + file.notes.map(\.message)
        + file.problems.map(\.message) + file.findings.compactMap(\.pointer)
      #expect(!messages.isEmpty, "\(name)")
      if name == "key.json" {
        #expect(file.findings.contains { $0.ruleId == "unknown-key" && $0.pointer != nil })
      }
      for message in messages {
        #expect(message.utf8.count < 2_000, "\(name): a message of \(message.utf8.count) bytes")
      }
    }
  }

  // MARK: - The file system

  @Test("symbolic link loops in a batch directory are reported, not followed or skipped")
  func symbolicLinkLoops() throws {
    let workspace = try Workspace([Self.cleanTrace])
    let traces = workspace.path("traces")
    try FileManager.default.createSymbolicLink(atPath: traces + "/loop", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: traces + "/a.json", withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(
      atPath: traces + "/b.json", withDestinationPath: "a.json")
    try FileManager.default.createSymbolicLink(
      atPath: traces + "/gone.json", withDestinationPath: "nowhere.json")
    let run = try Self.run(["lint", "traces"], in: workspace.url)
    #expect(run.status == 2)
    for name in ["a.json", "b.json"] {
      let lines = Self.errorLines(run.output, path: "traces/" + name)
      #expect(lines.count == 1 && lines.allSatisfy { $0.contains("loops") }, "\(run.output)")
    }
    #expect(Self.errorLines(run.output, path: "traces/gone.json").count == 1, "\(run.output)")
    #expect(run.output.contains("kbcheck: 4 files (10 events)"), "\(run.output)")
    #expect(
      run.output.contains("; 1 ok, 0 with findings, 3 could not be read in full"), "\(run.output)")
    let direct = try Self.run(["lint", "traces/a.json"], in: workspace.url)
    #expect(direct.status == 2)
    #expect(direct.output.contains("traces/a.json:1:1: error: is a symbolic link that loops"))
  }

  @Test(
    "an unreadable file is reported with its path",
    .enabled(
      if: getuid() != 0,
      "running as root: permissions are ignored, so chmod 000 cannot make a file unreadable"))
  func unreadableFile() throws {
    let workspace = try Workspace([Self.cleanTrace])
    try workspace.write("traces/locked.json", Self.trace())
    chmod(workspace.path("traces/locked.json"), 0)
    defer { chmod(workspace.path("traces/locked.json"), 0o644) }
    let run = try Self.run(["lint", "traces"], in: workspace.url)
    #expect(run.status == 2)
    #expect(
      run.output.contains("traces/locked.json:1:1: error: cannot be read (check its permissions)"))
    #expect(run.output.contains("kbcheck: 2 files"))
  }

  @Test("a device given as a trace, spec or configuration is an error, not an endless read")
  func devices() throws {
    let workspace = try Workspace([Self.cleanTrace])
    let run = try Self.run(["lint", "/dev/zero", "traces"], in: workspace.url, seconds: 20)
    #expect(run.status == 2)
    #expect(run.output.contains("/dev/zero:1:1: error: is a device, not a file"), "\(run.output)")
    #expect(run.output.contains("kbcheck: 2 files"))
    for option in ["--spec", "--config"] {
      let bad = try Self.run(["lint", option, "/dev/zero", "traces"], in: workspace.url)
      #expect(bad.status == 2)
      #expect(bad.errorOutput.contains("is a device, not a file"), "\(option): \(bad.errorOutput)")
    }
  }

  @Test("a named pipe is never waited on: with no writer, in a batch, and with a writer")
  func namedPipes() throws {
    let workspace = try Workspace([Self.cleanTrace])
    let fifo = workspace.path("traces/pipe.json")
    #expect(mkfifo(fifo, 0o644) == 0)
    // In a batch directory: reported, not opened (opening would wait for a writer).
    let batch = try Self.run(["lint", "traces"], in: workspace.url, seconds: 10)
    #expect(batch.status == 2)
    #expect(
      batch.output.contains("traces/pipe.json:1:1: error: is a named pipe"), "\(batch.output)")
    #expect(batch.output.contains("kbcheck: 2 files (10 events)"))
    // Named on the command line with no writer: read as empty at once.
    let direct = try Self.run(["lint", "traces/pipe.json"], in: workspace.url, seconds: 10)
    #expect(direct.status == 2)
    #expect(
      direct.output.contains("traces/pipe.json:1:1: error: the file is empty"), "\(direct.output)")
    // With a writer that trickles a trace in: read to its end, then checked.
    let text = try Paths.bytes(Self.cleanTrace)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      for start in stride(from: 0, to: text.count, by: 1024) {
        handle.write(Data(text[start..<min(start + 1024, text.count)]))
        usleep(2_000)
      }
      try? handle.close()
    }
    writer.start()
    let fed = try Self.run(["lint", "traces/pipe.json"], in: workspace.url, seconds: 10)
    #expect(fed.status == 0, "\(fed.output)")
    #expect(fed.output.contains("kbcheck: 1 file (10 events)"))
  }

  @Test("a file that grows while it is read gets a status, never a crash or a hang")
  func fileThatGrowsWhileRead() throws {
    let workspace = try Workspace([Self.cleanTrace])
    let path = workspace.path("traces/growing.json")
    try workspace.write("traces/growing.json", Self.trace())
    let stop = StopFlag(false)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: path) else { return }
      handle.seekToEndOfFile()
      while !stop.value { handle.write(Data(" \n".utf8)) }
      try? handle.close()
    }
    writer.start()
    defer { stop.value = true }
    for _ in 0..<3 {
      let run = try Self.run(["lint", "traces"], in: workspace.url, seconds: 10)
      #expect(!run.crashed)
      #expect([0, 1, 2].contains(run.status))
      #expect(run.output.contains("kbcheck: 2 files"), "\(run.output)")
    }
    stop.value = true
  }
}

/// A flag shared with a writer thread.
private final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Bool
  init(_ value: Bool) { stored = value }
  var value: Bool {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Output targets that are not regular files are written in place; links are followed and
/// regular files keep their mode (kbcheck runs as root in CI containers).
@Suite struct OutputTargetTests {
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-targets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("a link to a device is written through, and the device stays a device")
  func deviceThroughALink() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let link = directory.appendingPathComponent("report.sarif")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/dev/null")
    try OutputFile.write("{}", to: link.path)
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.sarif"])
  }

  @Test("a FIFO is written in place, not replaced")
  func fifoInPlace() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    // The reader holds the FIFO open until the writer closes it (reading to the end), so the
    // write never meets a closed pipe.
    let reader = Thread {
      let handle = FileHandle(forReadingAtPath: fifo.path)
      _ = try? handle?.readToEnd()
      try? handle?.close()
    }
    reader.start()
    try OutputFile.write("{}", to: fifo.path)
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("a link to a regular file replaces the file, keeps the link and the file's mode")
  func regularFileThroughALink() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let real = directory.appendingPathComponent("real.json")
    try "old".write(to: real, atomically: true, encoding: .utf8)
    #expect(chmod(real.path, 0o600) == 0)
    let link = directory.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
    try OutputFile.write("new", to: link.path)
    #expect(try String(contentsOf: real, encoding: .utf8) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
    var status = stat()
    #expect(stat(real.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
  }
}

/// What a trace says reaches a terminal or a CI log one line per finding, with no control
/// character: a key cannot forge a finding line, a workflow command or a colour.
@Suite struct TerminalSafetyTests {
  static let evil =
    #"{"format": "keyboard-trace/1", "events": [{"name": "UIKeyboardWillShowNotification", "userInfo": {"Evil\n::error file=x::pwned\u001b[31m\u0007": 1}}]}"#

  @Test("text, summary and github reports escape newlines, ESC and BEL from trace data")
  func controlCharactersEscaped() throws {
    let workspace = try Workspace()
    try workspace.write("evil.json", Self.evil)
    for format in ["text", "summary", "github"] {
      let run = try workspace.run(["lint", "--format", format, "evil.json"])
      #expect(!run.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(format)")
      for line in run.output.split(separator: "\n") {
        #expect(!line.hasPrefix("::error file=x"), "\(format): \(line)")
      }
    }
    let text = try workspace.run(["lint", "evil.json"])
    #expect(
      text.output.contains(#""Evil\n::error file=x::pwned\u001b[31m\u0007""#), "\(text.output)")
  }
}
