import Foundation
import Testing

@testable import KBCheck

/// A structure a log prints again is taken from its first reading (``StructureMemo``): the
/// log must read exactly as it does when every structure is parsed, whatever follows a copy.
@Suite struct StructureMemoTests {
  /// The import of `bytes` in windows of `size`, with or without the memo.
  static func imported(_ bytes: [UInt8], memo: Bool, window size: LogStream.Size) -> [String] {
    var stream = LogStream(bytes)
    var options = LogImporter.Options()
    options.remembersStructures = memo
    do {
      return LogWindowTests.description(
        try LogImporter.importLog(&stream, options: options, window: size))
    } catch {
      return ["error \(error.message)"]
    }
  }

  /// Compares the two readings of `bytes` in whole and in small windows.
  static func expectSameReading(_ bytes: [UInt8], _ label: String) {
    for size in [
      LogStream.Size(body: 1 << 30, margin: 1 << 30), LogStream.Size(body: 300, margin: 120),
    ] {
      LogWindowTests.expectSame(
        imported(bytes, memo: true, window: size), imported(bytes, memo: false, window: size),
        "\(label) in \(size)")
    }
  }

  @Test("every example log repeated, alike or with one copy changed, reads as when parsed")
  func repeatedExamples() throws {
    for path in LogWindowTests.logs() {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      for paste in LogWindowTests.pastes(bytes) {
        let text = String(decoding: paste, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let copies = [
          text + "\n" + text + "\n" + text,
          // The second copy with a line of app output after each of its lines, the third
          // with a blank line and a comment inside: a copy whose context differs.
          text + "\n" + lines.map { $0 + "\nlayout pass" }.joined(separator: "\n") + "\n"
            + lines.map { $0 + "\n\n// note" }.joined(separator: "\n"),
          text + "\n" + text.replacingOccurrences(of: "216", with: "217") + "\n" + text,
          // Typographic quotes, which cleaning blanks in part, in every copy but the last.
          [String](repeating: text.replacingOccurrences(of: "\"", with: "\u{201C}"), count: 2)
            .joined(separator: "\n") + "\n" + text,
        ]
        for (index, copy) in copies.enumerated() {
          Self.expectSameReading(Array(copy.utf8), "\(path) copy \(index)")
        }
      }
    }
  }

  @Test("a run repeated alike reads again only when the line after it starts a log entry again")
  func runFollowedDifferently() throws {
    let run = "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n"
    let log =
      "2024-03-02 10:00:00.000 App[1:2] keyboardWillShow:\n" + run
      + "2024-03-02 10:00:01.000 App[1:2] layout\n"
      + "2024-03-02 10:00:02.000 App[1:2] keyboardWillShow:\n" + run
      + "UIKeyboardAnimationDurationUserInfoKey = 0.25;\n"
      + "2024-03-02 10:00:03.000 App[1:2] keyboardWillShow:\n" + run
      + "2024-03-02 10:00:04.000 App[1:2] layout\n"
    let bytes = Array(log.utf8)
    let result = try LogImporter.importLog(bytes)
    // The second run goes on with a line the first did not: it has two entries.
    #expect(result.trace.events.map { $0.userInfo?.count } == [1, 2, 1])
    Self.expectSameReading(bytes, "run")
  }

  @Test("a repeat is recalled, moved to its place, and only when its text is the same")
  func recallsRepeats() throws {
    let description =
      "{name = UIKeyboardWillShowNotification; userInfo = {\n"
      + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n}}\n"
    let changed = description.replacingOccurrences(of: "516", with: "517")
    let text = "x " + description + "y\n" + "  " + description + "y\n" + "  " + changed + "y\n"
    let bytes = Array(text.utf8)
    let starts = bytes.indices.filter {
      bytes[$0] == UInt8(ascii: "{") && bytes[$0 + 1] == UInt8(ascii: "n")
    }
    try #require(starts.count == 3)
    let memo = StructureMemo()
    var parser = PrintedParser(
      LogText(bytes), vocabulary: LogVocabulary(Check.spec.spec), memo: memo)
    var plain = PrintedParser(LogText(bytes), vocabulary: LogVocabulary(Check.spec.spec))
    for (index, start) in starts.enumerated() {
      guard case .read(let recalled) = parser.dictionary(at: start),
        case .read(let parsed) = plain.dictionary(at: start)
      else {
        Issue.record("structure \(index) was not read")
        continue
      }
      #expect(recalled == parsed, "structure \(index)")
      #expect(parser.offset == plain.offset, "structure \(index)")
      // The first is parsed, the second recalled, the third (one digit changed) parsed.
      #expect(memo.hits == (index == 0 ? 0 : 1), "structure \(index)")
    }
  }

  @Test("a userInfo printed again shares the first one's entries and number, each at its place")
  func sharesRepeatedPayloads() throws {
    let line =
      "NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = {"
      + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; "
      + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\";}}\n"
    let log = line + "  " + line + "layout\n" + line
    let events = try LogImporter.importLog(Array(log.utf8)).trace.events
    try #require(events.count == 3)
    #expect(events.allSatisfy { $0.payload == events[0].payload && $0.payload >= 0 })
    let storages = events.map { $0.entries?.withUnsafeBufferPointer { $0.baseAddress } }
    #expect(storages.allSatisfy { $0 == storages[0] })
    #expect(
      events.map { $0.entryPosition(1) }
        == [
          SourcePosition(line: 1, column: 149), SourcePosition(line: 2, column: 151),
          SourcePosition(line: 4, column: 149),
        ])
  }

  @Test("a name-only line or a description's name repeated is read again at its own place")
  func repeatedNames() throws {
    let log = """
      // keyboardWillShow:
      layout
          // keyboardWillShow:
      layout
      {name = UIKeyboardDidShowNotification; userInfo = {}}
        {name = UIKeyboardDidShowNotification; userInfo = {}}
      """
    let result = try LogImporter.importLog(Array(log.utf8))
    #expect(
      result.trace.events.map { "\($0.name?.text ?? "-") \($0.position)" } == [
        "UIKeyboardWillShowNotification 1:4", "UIKeyboardWillShowNotification 3:8",
        "UIKeyboardDidShowNotification 5:1", "UIKeyboardDidShowNotification 6:3",
      ])
  }
}
