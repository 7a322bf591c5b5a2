import Foundation
import Testing

@testable import KBCheck

/// A log is read a window at a time (``LogStream``): whatever the windows' size, it must read
/// exactly as if it were held whole, and a log read from a file is never held whole.
@Suite struct LogWindowTests {
  /// Everything an import gives that a window could change: each event's name, time, place
  /// and entries with their places, the problems and the notes with theirs.
  static func description(_ result: LogImporter.Result) -> [String] {
    let events = result.trace.events.map { event in
      let entries = (event.userInfo ?? []).map { "\($0.key.text)=\($0.value)@\($0.position)" }
      return "\(event.name?.text ?? "-") \(event.time.map { "\($0)" } ?? "-") @\(event.position) "
        + "nil:\(event.userInfoIsNil) partial:\(event.userInfoIsPartial) \(entries)"
    }
    return events
      + result.problems.map { "problem \($0.message) @\($0.position.map { "\($0)" } ?? "-")" }
      + result.notes.map { "note \($0.message) @\($0.position.map { "\($0)" } ?? "-")" }
      + [
        "observed \(result.trace.observed?.sorted() ?? [])",
        "source \(String(describing: result.trace.source))",
      ]
  }

  /// The logs to read: the examples, and those of `KBCHECK_LOG_CORPUS` (a folder of real
  /// pastes kept outside the repository) when it is set.
  static func logs() -> [String] {
    var logs = Paths.logFiles().map { Paths.traces.appendingPathComponent($0).path }
    if let folder = ProcessInfo.processInfo.environment["KBCHECK_LOG_CORPUS"],
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    {
      logs += names.filter { $0.hasSuffix(".log") }.sorted().map { folder + "/" + $0 }
    }
    return logs
  }

  /// The import of `bytes` in windows of `size`, or the error it gave.
  static func imported(_ bytes: [UInt8], window size: LogStream.Size) -> [String] {
    var stream = LogStream(bytes)
    do {
      return description(try LogImporter.importLog(&stream, window: size))
    } catch {
      return ["error \(error.message)"]
    }
  }

  /// Expects two descriptions of an import to be the same, and shows the first line that
  /// differs, not two whole logs.
  static func expectSame(
    _ read: [String], _ expected: [String], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let differing = zip(read, expected).first { $0 != $1 }
    #expect(
      read.count == expected.count && differing == nil,
      "\(label): \(differing.map { "\($0.0)\n  expected: \($0.1)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  /// The log, and the log mangled as pastes are: line breaks as CRLF, a comment leader on
  /// every line, cut off in the middle.
  static func pastes(_ bytes: [UInt8]) -> [[UInt8]] {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return [
      bytes, Array(lines.joined(separator: "\r\n").utf8),
      Array(lines.map { "// " + $0 }.joined(separator: "\n").utf8),
      Array(bytes.prefix(bytes.count / 2)),
    ]
  }

  @Test("every example log reads the same in windows of one byte, a few bytes or a line")
  func tinyWindows() throws {
    for path in Self.logs() {
      for bytes in Self.pastes(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) {
        let whole = Self.imported(bytes, window: LogStream.Size(body: 1 << 30, margin: 1 << 30))
        for size in [
          LogStream.Size.standard, LogStream.Size(body: 1, margin: 1),
          LogStream.Size(body: 40, margin: 7), LogStream.Size(body: 300, margin: 120),
        ] {
          Self.expectSame(Self.imported(bytes, window: size), whole, "\(path) in \(size)")
        }
      }
    }
  }

  @Test("a structure longer than a window is read whole in a larger one")
  func structureLongerThanTheWindow() throws {
    let entries = (0..<200).map { "    Key\($0) = \"value \($0)\";\n" }.joined()
    let log =
      "2024-03-02 10:00:00.000 App[1:2] start\n"
      + "NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = {\n"
      + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n"
      + entries + "}}\nUIKeyboardDidShowNotification\n"
    let bytes = Array(log.utf8)
    let whole = Self.imported(bytes, window: LogStream.Size(body: 1 << 30, margin: 1 << 30))
    #expect(whole.first?.hasPrefix("UIKeyboardWillShowNotification") == true)
    #expect(Self.imported(bytes, window: LogStream.Size(body: 64, margin: 16)) == whole)
  }

  @Test("a log read from a file reads as the same log held in memory")
  func fileAndMemory() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-window-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for path in Self.logs().prefix(40) {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let copy = directory.appendingPathComponent("copy.txt")
      try Data(bytes).write(to: copy)
      let fromFile = TraceLoader.Options()
      let memory = try TraceLoader.load(bytes, path: "copy.txt", options: fromFile)
      let file = try TraceLoader.load(file: copy.path, options: fromFile)
      let asResult = { (loaded: TraceLoader.Loaded) in
        Self.description(
          LogImporter.Result(trace: loaded.trace, problems: loaded.problems, notes: loaded.notes))
      }
      #expect(asResult(file) == asResult(memory), "\(path)")
    }
  }

  @Test("reading a long log from a file holds a few windows of it, not the whole log")
  func boundedBuffer() throws {
    let block =
      "2024-03-02 10:00:00.000 App[1:2] NSConcreteNotification 0x6000 {name = "
      + "UIKeyboardWillShowNotification; userInfo = {\n"
      + "    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n}}\n"
    let log = String(repeating: block, count: 8 * (1 << 20) / block.utf8.count)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-long-\(UUID().uuidString).log")
    try Data(log.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var stream = LogStream(head: [], file: try OpenFile(file.path, limit: 1 << 30))
    var start = 0
    var largest = 0
    while true {
      let window = try stream.window(from: start, size: .standard)
      largest = max(largest, stream.buffered)
      if window.isLast { break }
      start = window.offset + window.bodyEnd
    }
    #expect(start > 7 << 20)
    #expect(largest < 3 << 20, "the stream held \(largest) bytes of an 8 MB log")
  }
}
