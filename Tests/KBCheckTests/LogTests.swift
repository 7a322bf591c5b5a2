import Foundation
import Testing

@testable import KBCheck

@Suite struct LogTests {
  static func importLog(_ text: String, options: LogImporter.Options = .init()) throws
    -> LogImporter.Result
  {
    try LogImporter.importLog(Array(text.utf8), options: options)
  }

  @Test("trimming removes what Foundation calls whitespace, and nothing else")
  func trimmingMatchesFoundation() {
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "\(Character(scalar))x\(Character(scalar))"
      let expected = text.trimmingCharacters(in: .whitespaces)
      #expect(Whitespace.trimmed(text) == expected, "U+\(String(value, radix: 16))")
    }
  }

  @Test(
    "each log imports into the same events as its hand-written JSON twin",
    arguments: Paths.logFiles())
  func logMatchesTwin(_ relative: String) throws {
    let imported = try LogImporter.importLog(try Paths.bytes(relative))
    let twin = try TraceDecoder.decode(try Paths.bytes(String(relative.dropLast(4)) + ".json"))
    #expect(TraceWriter.text(imported.trace) == TraceWriter.text(twin))
    #expect(imported.problems.isEmpty == !Paths.logHasProblems(relative))
  }

  @Test(
    "each log reads alike with a CI runner's timestamp before every line",
    arguments: Paths.logFiles())
  func runnerStampsAreBlanked(_ relative: String) throws {
    let text = String(decoding: try Paths.bytes(relative), as: UTF8.self)
    // GitHub Actions' form, before every line of a job's log (and its `##[group]` lines).
    var second = 0
    let stamped = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      second += 1
      return "2024-05-01T10:\(String(format: "%02d:%02d", second / 60 % 60, second % 60))"
        + ".1234567Z " + line
    }
    let log = (["2024-05-01T10:00:00.0000000Z ##[group]Run xcodebuild test"] + stamped)
      .joined(separator: "\n")
    let plain = try LogImporter.importLog(Array(text.utf8))
    let read = try LogImporter.importLog(Array(log.utf8))
    #expect(TraceWriter.text(read.trace) == TraceWriter.text(plain.trace))
    #expect(read.problems.count == plain.problems.count)
  }

  /// A finding without what depends on the file's layout (positions, `line N` in messages).
  static func comparable(_ report: FileReport) -> [String] {
    report.findings.map { finding in
      let message = finding.message.replacing(/line \d+/, with: "line _")
      return
        "\(finding.ruleId) \(finding.severity) @\(finding.event ?? -1) \(finding.quirk ?? "") \(message)"
    }
  }

  @Test(
    "converting a log and linting the result finds what linting the log finds",
    arguments: Paths.logFiles())
  func convertThenLint(_ relative: String) throws {
    let linter = Linter(engine: Engine(spec: Check.spec))
    let direct = linter.check(bytes: try Paths.bytes(relative), path: relative)
    let converted = try TraceLoader.load(
      try Paths.bytes(relative), path: relative, options: .init())
    let json = TraceWriter.text(converted.trace)
    let viaJSON = linter.check(bytes: Array(json.utf8), path: "converted.json")
    #expect(Self.comparable(direct) == Self.comparable(viaJSON))
    #expect(direct.events == viaJSON.events)
  }

  @Test(
    "converting a canonical trace reproduces it byte for byte",
    arguments: Paths.traceFiles().filter { $0.hasSuffix(".json") })
  func convertReproducesTraces(_ relative: String) throws {
    let text = try String(
      contentsOf: Paths.traces.appendingPathComponent(relative), encoding: .utf8)
    let trace = try TraceDecoder.decode(Array(text.utf8))
    #expect(TraceWriter.text(trace) == text)
  }

  @Test("a line is read as a name only when it holds a byte of some name the spec lists")
  func nameBytesTurnAwayOnlyLinesThatNameNothing() throws {
    let builtIn = LogVocabulary.builtIn
    #expect(!builtIn.mayName(Array("layout pass 0".utf8)[...]))
    #expect(builtIn.mayName(Array("keyboardWillShow:".utf8)[...]))
    // A name without a capital letter is found by its first byte.
    var spec = try SpecDecoder.decodeBuiltIn()
    spec.markers[0].name = "rotated"
    let vocabulary = LogVocabulary(spec)
    #expect(vocabulary.mayName(Array("rotated".utf8)[...]))
    let imported = try Self.importLog(
      "rotated\nlayout pass 0\nkeyboardWillShow\n", options: .init(vocabulary: vocabulary))
    #expect(
      imported.trace.events.map { $0.name?.text } == ["rotated", "UIKeyboardWillShowNotification"])
  }

  @Test("a userInfo the log prints again shares the first one's entries, at its own lines")
  func repeatedPayloadsShareTheirEntries() throws {
    func notification(_ name: String, _ prefix: String) -> String {
      """
      \(prefix) NSConcreteNotification 0x6000 {name = \(name); userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
      }}
      """
    }
    let log = [
      notification("UIKeyboardWillShowNotification", "2024-03-02 10:00:00.000 App[1:2]"),
      notification("UIKeyboardDidShowNotification", "2024-03-02 10:00:00.100 LongerApp[1:2]"),
      // The same keys and values printed on one line: the positions do not move together.
      "name = UIKeyboardWillHideNotification, object = nil, userInfo = Optional([AnyHashable("
        + "\"UIKeyboardAnimationCurveUserInfoKey\"): 7, AnyHashable(\"UIKeyboardFrameEndUserInfoKey"
        + "\"): NSRect: {{0, 516}, {393, 336}}])",
    ].joined(separator: "\n")
    let events = try Self.importLog(log).trace.events
    try #require(events.count == 3)
    #expect(events[0].payload >= 0)
    #expect(events[1].payload == events[0].payload)
    #expect(events[2].payload == -1)
    let lines = events.map { $0.userInfo?.map(\.position.line) ?? [] }
    #expect(lines == [[2, 3], [6, 7], [9, 9]])
    #expect(events[1].userInfo?.map(\.position.column) == [5, 5])
  }

  @Test("entries without brackets start at a quoted key with blanks inside its quotes")
  func quotedKeysWithBlanksStartARun() throws {
    let log = """
      "  UIKeyboardAnimationDurationUserInfoKey" = "0.25";
      "UIKeyboardFrameEndUserInfoKey" = "NSRect: {{0, 516}, {393, 336}}";
      """
    let events = try Self.importLog(log).trace.events
    #expect(
      events.map { $0.userInfo?.map(\.key.text) } == [
        ["UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardFrameEndUserInfoKey"]
      ])
  }

  @Test(
    "a key already read starts the next run of entries without brackets, in short and long runs",
    arguments: [3, 20])
  func repeatedKeyStartsTheNextRun(length: Int) throws {
    let extra = (1..<length).map { "Extra\($0) = \($0);" }
    // The run's first key comes again, then one of its extra keys twice: the second run ends
    // where its key comes again (a bare `Extra1` starts nothing).
    let log =
      (["UIKeyboardAnimationCurveUserInfoKey = 7;"] + extra
      + ["UIKeyboardAnimationCurveUserInfoKey = 7;", "Extra1 = 1;", "Extra1 = 2;"])
      .joined(separator: "\n")
    let events = try Self.importLog(log).trace.events
    #expect(events.map { $0.userInfo?.count ?? 0 } == [length, 2])
    // The run's last key again: it ends the run, and starts nothing (it is no spec key).
    let again = (["UIKeyboardAnimationCurveUserInfoKey = 7;"] + extra + [extra.last ?? ""])
      .joined(separator: "\n")
    #expect(try Self.importLog(again).trace.events.map { $0.userInfo?.count ?? 0 } == [length])
  }

  @Test("findings point at the log's lines")
  func findingsPointIntoTheLog() throws {
    let report = Check.lint(try Paths.bytes("logs/violation-missing-didshow.log"), path: "app.log")
    let order = try #require(report.findings.first { $0.ruleId == "sequence-order" })
    let lines = try String(
      contentsOf: Paths.traces.appendingPathComponent("logs/violation-missing-didshow.log"),
      encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[order.position.line - 1].contains("NSConcreteNotification"))
  }

  @Test("a dictionary cut off at the end is a located error; the events before it are checked")
  func cutOff() throws {
    let result = try LogImporter.importLog(try Paths.bytes("logs/violation-cut-off.log"))
    #expect(result.problems.count == 1)
    #expect(result.problems.first?.position != nil)
    #expect(result.trace.events.count >= 4)
  }

  @Test("a log with nothing recognisable is an error, not a silent pass")
  func nothingRecognisable() {
    #expect(throws: InputError.self) {
      try Self.importLog("hello\nworld\n2024-01-01 10:00:00.000 App[1:2] started\n")
    }
    #expect(throws: InputError.self) { try Self.importLog("") }
  }

  @Test("a log that names a notification only inside other text is told where, and why")
  func nameOnlyInsideText() throws {
    // IQKeyboardManager's debug log: handler names inside its own lines, no payloads.
    let log =
      "IQKeyboardManager: ****** textFieldViewDidEndEditing: started ******\n"
      + "IQKeyboardManager: ****** keyboardWillHide: started ******\n"
    do {
      _ = try LogImporter.importLog(Array(log.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.position == SourcePosition(line: 2, column: 27), "\(error)")
      #expect(
        error.message.contains(
          "it mentions keyboardWillHide (for UIKeyboardWillHideNotification) here, but inside "
            + "other text"), "\(error.message)")
    }
  }

  @Test func namesOnlyAndDecoration() throws {
    let result = try Self.importLog(
      """
      2024-03-02 10:11:12.345 MyApp[812:60b] ⌨️ UIKeyboardWillShowNotification
      NSNotification.Name(_rawValue: UIKeyboardDidShowNotification)
      [Keyboard] UIKeyboardWillHideNotification:
      observer registered for UIKeyboardWillHideNotification in viewDidLoad
      """)
    #expect(
      result.trace.events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
        "UIKeyboardWillHideNotification",
      ])
    #expect(result.trace.events[0].time == 36672.345)
    #expect(result.trace.events[0].position == SourcePosition(line: 1, column: 43))
  }

  @Test("a bare dictionary takes its name from its line, the name line before it, or --name")
  func bareDictionaries() throws {
    let text = """
      2024-03-02 10:11:12.345 MyApp[812:60b] keyboardWillShow UIKeyboardWillShowNotification {
          UIKeyboardAnimationCurveUserInfoKey = 7;
      }
      2024-03-02 10:11:13.000 MyApp[812:60b] something else
      2024-03-02 10:11:13.345 MyApp[812:60b] {
          UIKeyboardAnimationCurveUserInfoKey = 7;
      }
      """
    let names = try Self.importLog(text).trace.events.map(\.name)
    #expect(names == ["UIKeyboardWillShowNotification", nil])
    let supplied = try Self.importLog(
      text, options: .init(bareName: "UIKeyboardDidShowNotification"))
    #expect(
      supplied.trace.events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
      ])
  }

  @Test("an unnamed dictionary is still checked for payload rules")
  func unnamedDictionaryIsChecked() throws {
    let text = """
      [AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): abc, AnyHashable("UIKeyboardFrameEndUserInfoKye"): 1]
      """
    let report = Check.lint(Array(text.utf8), path: "dump.log")
    // Its keys, and the keys every notification carries, are checked.
    #expect(Set(report.findings.map(\.ruleId)) == ["payload-type", "unknown-key", "missing-key"])
  }

  @Test("the observed set defaults to the names in the log and can be given")
  func observed() throws {
    let text = "UIKeyboardWillShowNotification\nUIKeyboardWillHideNotification\n"
    #expect(
      try Self.importLog(text).trace.observed == [
        "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
      ])
    let given = try Self.importLog(
      text, options: .init(observed: ["UIKeyboardWillShowNotification"]))
    #expect(given.trace.observed == ["UIKeyboardWillShowNotification"])
    let report = Check.lint(Array(text.utf8), path: "order.log")
    #expect(report.findings.filter { $0.severity != .info }.map(\.message) == [])
  }

  @Test(
    "a new log entry inside an open dictionary ends it as cut off, the notification keeps its place, and reading goes on"
  )
  func interruptedDictionary() throws {
    let result = try Self.importLog(
      """
      2024-03-02 10:11:12.345 MyApp[812:60b] NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
      2024-03-02 10:11:12.400 MyApp[812:60b] UIKeyboardDidShowNotification
      """)
    #expect(result.problems.map(\.position?.line) == [1])
    #expect(
      result.trace.events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
      ])
    #expect(result.trace.events[0].userInfo == nil)
  }

  @Test(
    "a cut-off notification's name still counts as posted, in either spacing",
    arguments: ["{name = UIKeyboardWillShowNotification;", "{name=UIKeyboardWillShowNotification;"])
  func cutOffNameIsObserved(_ opening: String) throws {
    let result = try Self.importLog(
      """
      2024-03-02 10:11:12.345 MyApp[812:60b] NSConcreteNotification 0x1 \(opening) userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
      2024-03-02 10:11:12.400 MyApp[812:60b] UIKeyboardDidShowNotification
      """)
    #expect(result.problems.count == 1)
    #expect(result.trace.observed?.contains("UIKeyboardWillShowNotification") == true)
  }
}
