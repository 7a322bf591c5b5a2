import KeyboardTraceFormat

/// Reads an input's bytes as a trace, whether it is `keyboard-trace/1` JSON or a captured log.
public enum TraceLoader {
  /// How to read an input.
  public enum Kind: String, Sendable, CaseIterable {
    /// JSON when the path ends in `.json` or the bytes parse as JSON, a log otherwise.
    case auto
    /// A `keyboard-trace/1` file.
    case json
    /// A captured console log.
    case log
  }

  /// Settings for reading inputs.
  public struct Options: Sendable, Equatable {
    /// How to read inputs.
    public var kind = Kind.auto
    /// What a log cannot say.
    var log = LogImporter.Options()
    /// Device facts for inputs that do not give them (a trace's own `device` wins).
    public var device = Device()
    /// The spec's words for a device's idiom, OS and keyboard, which a trace's are read as.
    var deviceWords = DeviceWords()
    /// The most bytes one input (a file or standard input) may hold.
    public var maximumSize = FileReader.defaultLimit

    /// Default options.
    public init() {}
  }

  /// A trace, and the parts of the input that could not be read.
  struct Loaded: Sendable {
    /// The trace.
    var trace: Trace
    /// Events that could not be read, with their places; the rest of the trace is checked.
    var problems: [InputError]
    /// How the input was read where it had to be interpreted (a log's handler names).
    var notes: [InputNote] = []
    /// Whether the input was read as a console log (whose names are read by the spec's words
    /// already), not as a trace.
    var isLog = false
  }

  /// Reads one input.
  ///
  /// The bytes are let go before this returns (a log is cleaned in them, in place), so the
  /// checks that follow do not hold the input too.
  static func load(_ bytes: consuming [UInt8], path: String, options: Options)
    throws(InputError) -> Loaded
  {
    try checkText(
      bytes, log: options.kind == .log || (options.kind == .auto && !path.hasByteSuffix(".json")))
    var loaded: Loaded
    if let trace = try jsonTrace(bytes, path: path, kind: options.kind) {
      loaded = Loaded(trace: trace, problems: [])
    } else {
      let result = try LogImporter.importLog(consume bytes, options: options.log)
      loaded = Loaded(trace: result.trace, problems: result.problems, notes: result.notes)
      loaded.isLog = true
    }
    loaded.finish(options)
    return loaded
  }

  /// Reads the input file at `file`. A trace is read whole; a log a window at a time
  /// (``LogStream``), so that it is never held whole.
  static func load(file: String, options: Options) throws(InputError) -> Loaded {
    let input = try OpenFile(file, limit: options.maximumSize)
    var kind = options.kind
    if kind == .auto, file.hasByteSuffix(".json") { kind = .json }
    if kind == .json { return try load(input.readToEnd(), path: file, options: options) }
    // Enough of the start to see whether it opens a JSON object.
    var head: [UInt8] = []
    while firstSignificantByte(head) == nil,
      try input.read(atMost: LogStream.chunk, into: &head) > 0
    {}
    try checkText(head, log: true)
    if kind == .auto, firstSignificantByte(head) == UInt8(ascii: "{") {
      head += try input.readToEnd()
      return try load(head, path: file, options: options)
    }
    var stream = LogStream(head: head, file: input)
    let result = try LogImporter.importLog(&stream, options: options.log)
    var loaded = Loaded(trace: result.trace, problems: result.problems, notes: result.notes)
    loaded.isLog = true
    loaded.finish(options)
    return loaded
  }

  /// The input read as a trace, or nil to read it as a log: `--input json` and `*.json` paths
  /// are traces; with `auto`, so are bytes that open an object, parse as JSON and say their
  /// `format` (decoded from that one parse). Other JSON (a log exporter's records) is a log;
  /// malformed JSON too, unless its start names the trace format (a trace cut off on standard
  /// input is reported where its JSON breaks, not as a log without notifications).
  private static func jsonTrace(_ bytes: [UInt8], path: String, kind: Kind) throws(InputError)
    -> Trace?
  {
    switch kind {
    case .json: return try FastTraceDecoder.decode(bytes)
    case .log: return nil
    case .auto:
      if path.hasByteSuffix(".json") {
        do {
          return try FastTraceDecoder.decode(bytes)
        } catch {
          // A capture saved as .json (a printed dictionary opens with a brace too, then a bare
          // key): the JSON error alone does not say what to do.
          guard !looksLikeJSONText(bytes), !namesTraceFormat(bytes) else { throw error }
          throw InputError(
            error.message + "; a .json file is read as a trace: if this one is a captured "
              + "console log, pass --input log (or name it .log)", at: error.position)
        }
      }
      guard looksLikeJSON(bytes) else { return nil }
      let document: JSONValue
      do {
        document = try JSONParser.parse(bytes)
      } catch {
        if namesTraceFormat(bytes) { throw error }
        // Not JSON after all (a pasted dictionary, a log that opens with a brace): a log.
        return nil
      }
      guard document.members?.contains(where: { $0.key == TraceField.format.text }) == true
      else { return nil }
      return try TraceDecoder.decode(document)
    }
  }

  /// Whether the first kilobytes hold the trace format's name as a JSON string
  /// (`"keyboard-trace/1"`), which no log's record does.
  private static func namesTraceFormat(_ bytes: [UInt8]) -> Bool {
    let name = Array("\"\(RecordedTrace.formatName.prefix { $0 != "/" })/".utf8)
    let head = bytes.prefix(4096)
    return head.indices.contains { head[$0...].starts(with: name) }
  }

  /// Throws for text that is not UTF-8 but UTF-16 (as PowerShell's `>` and some editors save
  /// it), which would otherwise read as a log without notifications or as JSON with a bad
  /// byte, and, for what may be `log`, for an input with nothing to check (empty, or white
  /// space only; the JSON reader says so of a trace). `head` is the input's start, up to its
  /// first significant byte at least.
  private static func checkText(_ head: [UInt8], log: Bool) throws(InputError) {
    guard !log || firstSignificantByte(head) != nil else {
      throw InputError(
        head.isEmpty
          ? "the input is empty: there is no trace or log to check"
          : "the input holds only white space: there is no trace or log to check", at: .start)
    }
    let wide: (encoding: String, why: String)?
    if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      let mark = head[0] == 0xFF ? "FF FE 00 00" : "00 00 FE FF"
      wide = ("UTF-32", "it starts with the byte-order mark \(mark)")
    } else if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
      wide = ("UTF-16", "it starts with the byte-order mark \(head[0] == 0xFF ? "FF FE" : "FE FF")")
    } else if isWideWithoutMark(head, width: 4) {
      wide = ("UTF-32", "three of every four bytes are zero")
    } else if isWideWithoutMark(head, width: 2) {
      wide = ("UTF-16", "every other byte is zero")
    } else {
      wide = nil
    }
    if let wide {
      throw InputError(
        "the input is \(wide.encoding) text (\(wide.why)); kbcheck reads UTF-8: convert it "
          + "first (iconv -f \(wide.encoding) -t UTF-8)", at: .start)
    }
  }

  /// Whether the start is ASCII text in UTF-16 (`width` 2) or UTF-32 (4) without a
  /// byte-order mark: at least four characters, each a printable or white-space byte with
  /// zeros for the rest of its width, all in one order.
  private static func isWideWithoutMark(_ head: [UInt8], width: Int) -> Bool {
    let characters = min(head.count / width, 32)
    guard characters >= 4 else { return false }
    func text(_ byte: UInt8) -> Bool { (0x20..<0x7F).contains(byte) || [9, 10, 13].contains(byte) }
    func reads(little: Bool) -> Bool {
      (0..<characters).allSatisfy { index in
        let unit = head[(width * index)..<(width * index + width)]
        let character = little ? unit.first! : unit.last!
        let zeros = little ? unit.dropFirst() : unit.dropLast()
        return text(character) && zeros.allSatisfy { $0 == 0 }
      }
    }
    return reads(little: true) || reads(little: false)
  }

  /// Whether the input starts as JSON text does (or is empty): a `[`, or a `{` followed by a
  /// quoted key or its `}`; a printed dictionary's `{` is followed by a bare key.
  private static func looksLikeJSONText(_ bytes: [UInt8]) -> Bool {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let first = significantIndex(bytes, from: start) else { return true }
    if bytes[first] == UInt8(ascii: "[") { return true }
    guard bytes[first] == UInt8(ascii: "{") else { return false }
    guard let next = significantIndex(bytes, from: first + 1) else { return true }
    return bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "}")
  }

  /// Whether the first significant byte opens a JSON object.
  private static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
    firstSignificantByte(bytes) == UInt8(ascii: "{")
  }

  /// The first byte after a byte-order mark and white space, if any.
  private static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return significantIndex(bytes, from: start).map { bytes[$0] }
  }

  /// The index of the first byte at or after `start` that is not JSON white space, if any.
  private static func significantIndex(_ bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes[start...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
  }
}

extension TraceLoader.Loaded {
  /// Reports a trace's misspelt fields, reads its device words as the spec writes them (a word
  /// it does not know is a problem; both are placed first, as they come before the events),
  /// then fills what the trace does not give from the options.
  fileprivate mutating func finish(_ options: TraceLoader.Options) {
    if !isLog {
      problems.insert(contentsOf: MisspeltField.problems(in: trace), at: 0)
    }
    if !options.deviceWords.lists.isEmpty, !trace.devicePositions.isEmpty {
      problems.insert(
        contentsOf: options.deviceWords.read(&trace.device, at: trace.devicePositions), at: 0)
    }
    trace.device.fillIn(from: options.device)
  }
}

extension Device {
  /// Fills the fields this device does not give from `defaults`.
  mutating func fillIn(from defaults: Device) {
    idiom = idiom ?? defaults.idiom
    os = os ?? defaults.os
    osVersion = osVersion ?? defaults.osVersion
    screen = screen ?? defaults.screen
    keyboard = keyboard ?? defaults.keyboard
  }
}
