import Foundation
import Testing

@testable import KBCheck

@Suite struct ReaderTests {
  static func parse(_ text: String) -> Result<JSONValue, InputError> {
    Result { () throws(InputError) in try JSONParser.parse(Array(text.utf8)) }
  }

  static func error(_ bytes: [UInt8]) -> InputError? {
    if case .failure(let error) = Result(catching: { () throws(InputError) in
      try TraceDecoder.decode(bytes)
    }) {
      return error
    }
    return nil
  }

  static func error(_ text: String) -> InputError? { error(Array(text.utf8)) }

  @Test("an object's members are found, and a key given twice refused, in small and large objects")
  func objectMembersSmallAndLarge() throws {
    for count in [3, 16, 17, 40] {
      let keys = (0..<count).map { "k\($0)" }
      let object = "{" + keys.map { "\"\($0)\": \"v-\($0)\"" }.joined(separator: ", ") + "}"
      let reader = try ObjectReader(try JSONParser.parse(Array(object.utf8)), what: "the object")
      #expect(reader.member("k\(count - 1)")?.string == "v-k\(count - 1)")
      #expect(reader.member("missing") == nil)
      #expect(reader.keys.map(\.key) == keys)
      try reader.rejectUnknown(keys, "key")
      #expect(throws: InputError.self) { try reader.rejectUnknown(Array(keys.dropLast()), "key") }
      let twice = "{" + (keys + ["k1"]).map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
      do {
        _ = try ObjectReader(try JSONParser.parse(Array(twice.utf8)), what: "the object")
        Issue.record("a key given twice was accepted (\(count) members)")
      } catch {
        #expect(error.message == "the object has the key \"k1\" twice (first at 1:11)")
      }
    }
  }

  @Test func valuesKeepTheirLineAndColumn() throws {
    let value = try Self.parse("{\n  \"a\": [1,\n    \"é\", true],\n  \"b\": null }").get()
    let members = try #require(value.members)
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
    let array = try #require(members[0].value.elements)
    #expect(array[1].position == SourcePosition(line: 3, column: 5))
    #expect(array[2].position == SourcePosition(line: 3, column: 10))
    #expect(members[1].value.position == SourcePosition(line: 4, column: 8))
  }

  @Test func columnsCountCodePointsNotBytes() throws {
    let value = try Self.parse(#"{"ü€😀": 1, "k": 2}"#).get()
    #expect(value.members?[1].keyPosition == SourcePosition(line: 1, column: 12))
  }

  @Test func escapesAreDecoded() throws {
    let value = try Self.parse(#"["a\"b\\c\/\n\u00e9\ud83d\ude00"]"#).get()
    #expect(value.elements?[0].string == "a\"b\\c/\né😀")
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var message: String
    var line: Int?
    var column: Int?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ message: String, _ line: Int?, _ column: Int?) {
      self.init(name, Array(text.utf8), message, line, column)
    }

    init(_ name: String, _ bytes: [UInt8], _ message: String, _ line: Int?, _ column: Int?) {
      self.name = name
      self.bytes = bytes
      self.message = message
      self.line = line
      self.column = column
    }
  }

  static let valid = #"{"format": "keyboard-trace/1", "events": []}"#

  static let bad: [Bad] = [
    Bad("empty file", "", "the file is empty", 1, 1),
    Bad("only whitespace", "  \n\t ", "the file is empty", 2, 3),
    Bad("invalid UTF-8", [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], "not valid UTF-8", 1, 2),
    Bad("NUL byte", [0x7B, 0x00, 0x7D], "a NUL byte", 1, 2),
    Bad("NUL in a string", [0x5B, 0x22, 0x00, 0x22, 0x5D], "control characters", 1, 3),
    Bad("deep nesting", String(repeating: "[", count: 10_000), "nesting is deeper", 1, 257),
    Bad("huge number", #"{"format": 1e999}"#, "too large for a double", 1, 12),
    Bad("NaN", #"{"format": NaN}"#, "expected a JSON value", 1, 12),
    Bad("hex number", #"{"format": 0x10}"#, "not a JSON number", 1, 12),
    Bad("leading zero", #"{"format": 010}"#, "leading zeros", 1, 12),
    Bad(
      "trailing comma", #"{"format": "keyboard-trace/1",}"#,
      "a comma after the last member of the object: JSON allows none", 1, 30),
    Bad(
      "trailing comma in an array, lines before",
      "{\"format\": \"keyboard-trace/1\", \"events\": [{},\n\n  ]}",
      "a comma after the last element of the array", 1, 45),
    Bad(
      "a line comment", "{\"format\": \"keyboard-trace/1\", // recorded\n}", "JSON has no comments",
      1, 32),
    Bad(
      "a block comment after a value", #"{"format": "keyboard-trace/1" /* ok */}"#,
      "JSON has no comments", 1, 31),
    Bad("a lone slash", #"{"format": /}"#, "expected a JSON value, found '/'", 1, 12),
    Bad("trailing garbage", valid + " x", "after the end of the JSON value", 1, 46),
    Bad("unterminated string", #"{"format": "keyb"#, "ends inside a string", 1, 12),
    Bad("wrong top-level type", "[1, 2]", "must be a JSON object, found an array", 1, 1),
    Bad("no format", #"{"events": []}"#, "has no \"format\"", 1, 1),
    Bad(
      "unknown format", #"{"format": "keyboard-trace/9", "events": []}"#, "unknown trace format", 1,
      12),
    Bad("no events", #"{"format": "keyboard-trace/1"}"#, "no \"events\" array", 1, 1),
    Bad(
      "events not an array", #"{"format": "keyboard-trace/1", "events": {}}"#, "must be an array",
      1, 42),
    Bad(
      "event not an object", #"{"format": "keyboard-trace/1", "events": [3]}"#,
      "event 0 must be a JSON object", 1, 43),
    Bad(
      "name not a string", #"{"format": "keyboard-trace/1", "events": [{"name": 3}]}"#,
      "must be a string", 1, 52),
    Bad(
      "duplicate structural key", #"{"format": "keyboard-trace/1", "events": [], "events": []}"#,
      "has the key \"events\" twice (first at 1:32)", 1, 46),
    Bad(
      "bad osVersion",
      #"{"format": "keyboard-trace/1", "device": {"osVersion": "seventeen"}, "events": []}"#,
      "\"osVersion\" must look like", 1, 56),
    Bad(
      "bad source", #"{"format": "keyboard-trace/1", "source": "emulator", "events": []}"#,
      "unknown source", 1, 42),
    Bad(
      "userInfo not an object",
      #"{"format": "keyboard-trace/1", "events": [{"name": "A", "userInfo": 1}]}"#,
      "must be an object", 1, 69),
  ]

  @Test("malformed input gets a located error, never a crash", arguments: bad)
  func malformed(_ bad: Bad) throws {
    let error = try #require(Self.error(bad.bytes))
    #expect(error.message.contains(bad.message), "\(error)")
    #expect(error.position?.line == bad.line, "\(error)")
    #expect(error.position?.column == bad.column, "\(error)")
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.valid.utf8)
    #expect(Self.error(bytes) == nil)
  }

  @Test("truncated at every byte: an error each time, never a crash")
  func truncatedEverywhere() throws {
    let text = try String(
      contentsOf: Paths.traces.appendingPathComponent("clean/legacy-ios4-two-event.json"),
      encoding: .utf8)
    let bytes = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
    var accepted = 0
    for length in 0..<bytes.count where Self.error(Array(bytes[0..<length])) == nil {
      accepted += 1
    }
    #expect(accepted == 0)
    #expect(Self.error(bytes) == nil)
  }

  @Test func deepNestingOnAWorkerThreadIsAnError() async throws {
    let bytes = Array(String(repeating: "[", count: 100_000).utf8)
    let message = await Task.detached { Self.error(bytes)?.message }.value
    #expect(message?.contains("nesting is deeper") == true)
  }

  @Test func unknownFieldsAreKept() throws {
    let trace = try TraceDecoder.decode(
      Array(
        #"{"format": "keyboard-trace/1", "future": {"x": 1}, "events": [{"name": "A", "extra": [1], "time": 1.5}]}"#
          .utf8))
    #expect(trace.events.count == 1)
    #expect(trace.events[0].time == 1.5)
  }

  @Test func typedAndUntypedValues() throws {
    let trace = try TraceDecoder.decode(
      Array(
        #"""
        {"format": "keyboard-trace/1", "events": [{"name": "A", "userInfo": {
          "r": {"type": "CGRect", "value": [0, 264, 320, 216]},
          "s": "NSRect: {{0, 264}, {320, 216}}",
          "n": 7, "b": true, "t": {"type": "double"}}}]}
        """#.utf8))
    let entries = try #require(trace.events[0].userInfo)
    #expect(entries[0].value == .typed(type: "CGRect", value: .numbers([0, 264, 320, 216])))
    #expect(entries[1].value == .untyped(.string("NSRect: {{0, 264}, {320, 216}}")))
    #expect(entries[2].value == .untyped(.number(7, isInteger: true)))
    #expect(entries[3].value == .untyped(.bool(true)))
    #expect(entries[4].value == .typed(type: "double", value: .missing))
    #expect(entries[1].position == SourcePosition(line: 3, column: 3))
  }
}

/// The fast decoder's string scan, eight bytes at a time, against a byte-by-byte one.
@Suite struct PlainStringEndTests {
  /// Where the string content starting at `start` closes, byte by byte; nil at an escape, a
  /// control character, a non-ASCII byte or the end.
  static func reference(_ bytes: [UInt8], from start: Int) -> Int? {
    for index in start..<bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return index }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
    }
    return nil
  }

  @Test("the scan stops at the first quote, escape, control or non-ASCII byte, wherever it is")
  func scan() {
    var generator = SystemRandomNumberGenerator()
    let plain = Array("abcXYZ019 :;{}=,_".utf8)
    let special: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x7F, 0x80, 0xC3, 0xFF]
    for length in 0..<40 {
      for _ in 0..<300 {
        // Mostly plain bytes, with a few special ones anywhere.
        let bytes = (0..<length).map { _ in
          Int.random(in: 0..<8, using: &generator) == 0
            ? special.randomElement(using: &generator)! : plain.randomElement(using: &generator)!
        }
        for start in 0...length {
          let found = bytes.withUnsafeBufferPointer {
            FastTraceDecoder.plainStringEnd($0, from: start)
          }
          #expect(found == Self.reference(bytes, from: start), "\(bytes) from \(start)")
        }
      }
    }
  }
}

@Suite struct FastDecoderTests {
  static func both(_ bytes: [UInt8]) -> (
    fast: Result<Trace, InputError>, general: Result<Trace, InputError>
  ) {
    (
      Result { () throws(InputError) in
        try TraceLoader.load(bytes, path: "x.json", options: .init()).trace
      },
      Result { () throws(InputError) in try TraceDecoder.decode(bytes) }
    )
  }

  static func same(_ fast: Trace, _ general: Trace) -> Bool {
    guard TraceWriter.text(fast) == TraceWriter.text(general) else { return false }
    return zip(fast.events, general.events).allSatisfy { left, right in
      left.position == right.position
        && (left.userInfo ?? []).map(\.position) == (right.userInfo ?? []).map(\.position)
    }
  }

  @Test(
    "the fast decoder reads every example exactly as the general one",
    arguments: Paths.traceFiles().filter { $0.hasSuffix(".json") })
  func agreesOnExamples(_ relative: String) throws {
    let bytes = try Paths.bytes(relative)
    let (fast, general) = Self.both(bytes)
    #expect(Self.same(try fast.get(), try general.get()))
  }

  @Test("the fast decoder fails exactly where the general one does, truncated at every byte")
  func agreesOnTruncations() throws {
    let bytes = try Paths.bytes("violations/duplicate-key-frame-end.json")
    for length in stride(from: 0, to: bytes.count, by: 7) {
      let (fast, general) = Self.both(Array(bytes[0..<length]))
      switch (fast, general) {
      case (.failure(let left), .failure(let right)): #expect(left == right)
      default: Issue.record("truncated at \(length): the decoders disagree")
      }
    }
  }

  @Test(
    "odd but valid traces go through the general decoder and mean the same",
    arguments: [
      #"{"events": [{"name": "A", "userInfo": {"k": {"value": 1, "type": "double"}}}], "format": "keyboard-trace/1"}"#,
      #"{"format": "keyboard-trace/1", "events": [{"name": "A\u0042", "time": 1e2, "x": [1, {"y": null}]}]}"#,
      #"{"format": "keyboard-trace/1", "events": [{"name": "A", "name": "B"}]}"#,
      #"{"format": "keyboard-trace/1", "events": [{"name": "A", "userInfo": {"k": {"type": "CGRect", "value": [1, 2, 3, 4], "extra": 1}}}]}"#,
      #"{"format": "keyboard-trace/1", "observed": ["A"], "device": {"model": "iPhone15,2", "osVersion": "17.4"}, "events": [{"name": null, "userInfo": null}]}"#,
      "{\"format\": \"keyboard-trace/1\", \"events\": [{\"name\": \"Ünïcode\", \"time\": -0.0000001}]}",
    ])
  func agreesOnOddTraces(_ text: String) {
    let (fast, general) = Self.both(Array(text.utf8))
    switch (fast, general) {
    case (.success(let left), .success(let right)): #expect(Self.same(left, right))
    case (.failure(let left), .failure(let right)): #expect(left == right)
    default: Issue.record("the decoders disagree on \(text)")
    }
  }

  @Test(
    "a key one byte away from a field's name is an unknown field, on the fast path as on the general one",
    arguments: [
      "nam", "namE", "names", "tim", "time2", "userInfO", "userInf", "userInfoPartiaX",
      "userInfoPartia", "objecT", "Name",
    ])
  func nearMissKeys(_ key: String) throws {
    let text =
      #"{"format": "keyboard-trace/1", "events": [{"name": "A", "\#(key)": 1, "time": 2}]}"#
    let bytes = Array(text.utf8)
    // The fast path reads it alone (an unknown field is no reason to step aside).
    let read = try #require(FastTraceDecoder.fastPathOnly(bytes))
    #expect(Self.same(read, try TraceDecoder.decode(bytes)))
    #expect(read.events.first?.extensions.map(\.key) == [key])
    #expect(read.events.first?.name == "A" && read.events.first?.time == 2)
  }

  @Test(
    "fast number conversion is exact",
    arguments: [
      "0", "-0", "7", "0.25", "196.5", "1e22", "1e-22", "123456789012345", "0.1", "2.5e-3",
    ])
  func fastNumbers(_ text: String) throws {
    let fast = try #require(JSONParser.fastDouble(Array(text.utf8)[...]), "\(text)")
    #expect(fast == Double(text)!, "\(text)")
    #expect(fast.sign == Double(text)!.sign)
  }

  @Test(
    "a number in a trace reads as Double(String) reads it, by the one-pass path or the other",
    arguments: [
      "0", "-0", "7", "0.152", "393.0", "-852.25", "123456789012345", "0.00000000000001",
      "1234567890123456", "0.1234567890123456", "1e5", "2.5E-3", "-0.0e0", "1.5,", "336]",
    ])
  func plainNumbers(_ text: String) throws {
    let bytes = Array(text.utf8)
    let number = text.prefix { !",]".contains($0) }
    let expected = try #require(Double(String(number)), "\(text)")
    let read = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return parser.plainNumber().map { ($0, parser.offset) }
    }
    let (value, end) = try #require(read, "\(text)")
    #expect(value.value == expected && value.value.sign == expected.sign, "\(text)")
    #expect(value.isInteger == !number.contains { ".eE".contains($0) }, "\(text)")
    #expect(end == number.utf8.count, "\(text)")
  }

  @Test(
    "a malformed number is not read, whichever path tries it",
    arguments: ["01", "-", "1.", "-.5", ".5", "1.5x", "12e", "0x10", "1.2.3"])
  func malformedPlainNumbers(_ text: String) {
    let read = Array(text.utf8).withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return parser.plainNumber()
    }
    #expect(read == nil, "\(text)")
  }

  @Test(
    "numbers the fast conversion cannot make exact are left to the general one",
    arguments: [
      "445.33333333333326", "1234567890123456789", "9007199254740993", "1.7976931348623157e308",
    ])
  func slowNumbers(_ text: String) {
    #expect(JSONParser.fastDouble(Array(text.utf8)[...]) == nil, "\(text)")
  }

  @Test(
    "a printed number reads as Double(String) reads it",
    arguments: [
      "", "0", "-0", "7", "007", "+5", ".5", "5.", "-.5", "0.25", "1e5", "1E+05", "2.5e-3", "1e",
      "1e+", "-", "inf", "-inf", "Infinity", "nan", "NaN", "snan", "nan(0x1)", "0x1p3", " 5", "5 ",
      "\r5", "\u{0B}5", "NSRect: {{0, 0}, {1, 2}}", "Optional(7)", "9007199254740993",
      "445.33333333333326", "1.7976931348623157e308", "1e400", "-1e-400", "\u{660}",
    ])
  func printedNumbers(_ text: String) {
    let expected = Double(text)
    let read = PrintedNumber.value(text)
    #expect(read?.bitPattern == expected?.bitPattern, "\(text.debugDescription)")
  }

  @Test func printedNumbersAgreeWithDoubleOnRandomText() {
    let alphabet = Array("0123456789+-.eEinfatyINFATsxXp ".utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var disagreements: [String] = []
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for _ in 0..<50_000 {
      let bytes = (0...next() % 10).map { _ in alphabet[next() % alphabet.count] }
      let text = String(decoding: bytes, as: UTF8.self)
      if PrintedNumber.value(text)?.bitPattern != Double(text)?.bitPattern {
        disagreements.append(text)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}

@Suite struct FastPathTests {
  @Test(
    "canonical traces stay on the fast path",
    arguments: Paths.traceFiles().filter { $0.hasSuffix(".json") })
  func examplesTakeTheFastPath(_ relative: String) throws {
    #expect(FastTraceDecoder.fastPathOnly(try Paths.bytes(relative)) != nil)
  }

  @Test func pythonStyleTracesTakeTheFastPath() {
    let text = """
      {
       "format": "keyboard-trace/1",
       "source": "synthetic",
       "device": {"model": "iPhone15,2", "idiom": "phone", "osVersion": "17.4", "screen": [0, 0, 393.0, 852.0]},
       "events": [
        {"time": 0.848, "name": "UIKeyboardWillChangeFrameNotification",
         "userInfo": {"UIKeyboardFrameBeginUserInfoKey": {"type": "CGRect", "value": [0, 852.0, 393.0, 336.0]},
                      "UIKeyboardIsLocalUserInfoKey": {"type": "BOOL", "value": true}}}
       ]
      }
      """
    #expect(FastTraceDecoder.fastPathOnly(Array(text.utf8)) != nil)
  }
}

@Suite struct RepeatedPayloadTests {
  /// One userInfo written the same way several times, at other lines and columns, and once
  /// with a value kept as a JSON tree: a repeat must read exactly as a first reading would.
  static let text = """
    {"format": "keyboard-trace/1", "events": [
     {"name": "A", "userInfo": {"k": {"type": "CGRect", "value": [0, 1, 2, 3]},
       "j": {"type": "double", "value": 0.25}}},
     {"name": "B", "userInfo": {"k": {"type": "CGRect", "value": [0, 1, 2, 3]},
       "j": {"type": "double", "value": 0.25}}},
        {"name": "C", "time": 1, "userInfo": {"k": {"type": "CGRect", "value": [0, 1, 2, 3]},
       "j": {"type": "double", "value": 0.25}}},
     {"name": "D", "userInfo": {"k": {"type": "CGRect", "value": [0, 1, 2, 3]}, "j": {"type": "double", "value": 0.25}}},
     {"userInfo": {"k": {"type": "CGRect", "value": [0, 1, 2, 3]}, "j": {"type": "double", "value": 0.25}}, "name": "E"},
     {"name": "F", "userInfo": {"t": {"a": [1, {"b": 2}]}}},
     {"name": "G", "userInfo": {"t": {"a": [1, {"b": 2}]}}},
     {"name": "H", "userInfo": {"s": {"type": "NSString", "value": "hé ⌨︎"}, "k": {"type": "CGRect", "value": [0, 1, 2, 3]},
       "u": {"type": "NSString", "value": "ü"}, "j": {"type": "double", "value": 0.25}}},
      {"name": "I", "time": 2, "userInfo": {"s": {"type": "NSString", "value": "hé ⌨︎"}, "k": {"type": "CGRect", "value": [0, 1, 2, 3]},
       "u": {"type": "NSString", "value": "ü"}, "j": {"type": "double", "value": 0.25}}},
     {"name": "J", "userInfo": {"u": {"type": "NSString", "value": "ü"}}}, {"name": "J", "userInfo": {"u": {"type": "NSString", "value": "ü"}}}, {"name": "K"}
    ]}
    """

  @Test func repeatsReadLikeFirstReadings() throws {
    let bytes = Array(Self.text.utf8)
    let fast = try #require(FastTraceDecoder.fastPathOnly(bytes))
    let general = try TraceDecoder.decode(bytes)
    #expect(FastDecoderTests.same(fast, general))
    let columns = fast.events.map { $0.userInfo?.map(\.position.description) ?? [] }
    #expect(columns[2] == ["6:43", "7:4"])
    #expect(columns[4] == ["9:16", "9:64"])
    #expect(fast.events[6].position.line == 11)
    #expect(columns[8] == ["14:41", "14:86", "15:4", "15:45"])
    #expect(fast.events[8].payload >= 0 && fast.events[8].payload == fast.events[7].payload)
    #expect(fast.events[1].payload == fast.events[0].payload && fast.events[5].payload == -1)
    #expect(fast.events[10].payload >= 0 && fast.events[11].position.description == "16:142")
  }

  @Test func repeatCacheKeepsTheLatestNumbers() {
    var cache = RepeatCache<Int>()
    for number in 0..<40 { cache.store(number * 10, for: Int32(number)) }
    #expect(cache.value(for: 39) == 390)
    // As many as the log importer remembers (the trace reader remembers fewer).
    #expect(LogPayloadMemo.capacity == 32 && PayloadMemo.capacity <= 32)
    #expect((8..<40).allSatisfy { cache.value(for: Int32($0)) == $0 * 10 })
    #expect(cache.value(for: 7) == nil)
    #expect(cache.value(for: -1) == nil)
  }

  @Test(
    "payloads that come again after more distinct ones than are remembered",
    arguments: [6, 8, 9, 12])
  func manyDistinctPayloads(_ distinct: Int) throws {
    var text = #"{"format": "keyboard-trace/1", "events": ["#
    for index in 0..<40 {
      let curve = index % distinct
      text +=
        (index > 0 ? ",\n" : "\n")
        + #"  {"name": "UIKeyboardWillChangeFrameNotification", "userInfo": {"UIKeyboardAnimationCurveUserInfoKey": {"type": "NSUInteger", "value": \#(curve)}, "UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": [0, \#(curve), 393, 336]}}}"#
    }
    text += "\n]}\n"
    try Self.expectSameFindings(Array(text.utf8), atLeast: 10)
  }

  @Test func repeatsAreReportedWhereTheyAre() throws {
    try Self.expectSameFindings(RepeatedPayloadRuleTests.bytes(), atLeast: 6)
  }

  /// The fast path (repeats shared) and the general decoder (every payload read) lead to the
  /// same findings at the same places.
  static func expectSameFindings(_ bytes: [UInt8], atLeast count: Int) throws {
    let fast = try #require(FastTraceDecoder.fastPathOnly(bytes))
    let general = try TraceDecoder.decode(bytes)
    let engine = Engine(spec: Check.spec)
    let (left, right) = (Check.places(engine.check(fast)), Check.places(engine.check(general)))
    #expect(left.count == right.count && left.count > count)
    #expect(left.map(\.position) == right.map(\.position))
    #expect(left.map(\.message) == right.map(\.message))
  }
}

/// What a decoder hands on to the next file (``DecoderCarryOver``) is only a shortcut: a file
/// read after another reads exactly as it does alone.
@Suite struct CarryOverTests {
  /// A trace whose one event's userInfo, on one line, stands `indent` spaces in after `lines`
  /// lines of padding; the second key differs by `variant`.
  static func trace(lines: Int, indent: Int, variant: Int = 0) -> [UInt8] {
    let padding = String(repeating: "\n", count: lines)
    let spaces = String(repeating: " ", count: indent)
    let text = """
      {"format": "keyboard-trace/1",\(padding) "events": [{"name": "UIKeyboardWillShowNotification",
      \(spaces)"userInfo": {"UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": [0, 516, 393, 336]}, "UIKeyboardAnimationDurationUserInfoKey": {"type": "double", "value": 0.2\(variant)}}}]}
      """
    return Array(text.utf8)
  }

  @Test("a payload read in the file before is shared, each entry at its own place")
  func sharedAcrossFiles() throws {
    var carryOver = DecoderCarryOver()
    let first = try #require(
      FastTraceDecoder.fastPathOnly(Self.trace(lines: 0, indent: 0), carrying: &carryOver))
    for (lines, indent, variant) in [(7, 5, 0), (3, 2, 1), (0, 0, 0)] {
      let bytes = Self.trace(lines: lines, indent: indent, variant: variant)
      let fast = try #require(FastTraceDecoder.fastPathOnly(bytes, carrying: &carryOver))
      let alone = try TraceDecoder.decode(bytes)
      #expect(FastDecoderTests.same(fast, alone), "\(lines) lines, indent \(indent)")
      // The same payload shares the first file's entries; another is read anew.
      let shared =
        fast.events[0].entries?.withUnsafeBufferPointer { $0.baseAddress }
        == first.events[0].entries?.withUnsafeBufferPointer { $0.baseAddress }
      #expect(shared == (variant == 0), "\(lines) lines, indent \(indent)")
    }
  }
}
