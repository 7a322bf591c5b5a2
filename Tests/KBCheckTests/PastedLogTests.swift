import Foundation
import Testing

@testable import KBCheck

/// Console output as developers paste it: decoration around the lines, payloads in any
/// grammar and without names, broken payloads among good ones.
@Suite struct PastedLogTests {
  static func importLog(_ text: String, options: LogImporter.Options = .init()) throws
    -> LogImporter.Result
  {
    try LogImporter.importLog(Array(text.utf8), options: options)
  }

  /// The lines of a device's WillShow payload, as NSLog prints it.
  static let showEntries = [
    "UIKeyboardAnimationCurveUserInfoKey = 7;",
    "UIKeyboardAnimationDurationUserInfoKey = \"0.25\";",
    "UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 852}, {393, 336}}\";",
    "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";",
    "UIKeyboardIsLocalUserInfoKey = 1;",
  ]

  @Test("a log with a broken payload between two good ones imports the two good ones")
  func brokenBetweenGood() throws {
    let result = try LogImporter.importLog(
      try Paths.bytes("logs/violation-broken-payload.log"))
    #expect(result.problems.count == 1)
    #expect(result.problems.first?.position == SourcePosition(line: 11, column: 59))
    let events = result.trace.events
    #expect(
      events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidHideNotification",
      ])
    #expect(events.map { $0.userInfo?.count } == [8, nil, 6])
    // The file is still reported as not fully checked.
    let report = Check.lint(
      try Paths.bytes("logs/violation-broken-payload.log"), path: "broken.log")
    #expect(report.status == .error)
  }

  @Test("a paste cut inside a key or a value says so, where the cut key or value starts")
  func cutPasteSaysWhereItEnds() throws {
    // A Swift dictionary copied from a web page that stops mid-key (onanchara.hatenablog.jp).
    let key = Self.importLogProblems(
      "[AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7,\n"
        + "AnyHashable(\"UIKeyboardAnimationDuratio")
    #expect(
      key.first?.contains(
        #"the log ends inside the entry "AnyHashable("UIKeyboardAnimationDuratio" (line 2, column 1)"#
      )
        == true, "\(key)")
    // A bracketless payload that stops inside its last value (a Japanese mirror's copy).
    let value = Self.importLogProblems(
      "UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, -308}, {768, 308}}\n"
        + "UIKeyboardFrameEndUserInfoKey = NSRect: {{0, -264")
    #expect(
      value.first?.contains("the log ends inside a value (line 2, column 33)") == true,
      "\(value)")
  }

  static func importLogProblems(_ text: String) -> [String] {
    (try? LogImporter.importLog(Array(text.utf8)))?.problems.map(\.message) ?? ["threw"]
  }

  @Test("one unbalanced brace does not throw away the complete payloads after it")
  func unbalancedBrace() throws {
    let lines = Self.showEntries.map { "    " + $0 }
    let text =
      (["keyboardWillShow: {"] + lines.prefix(2) + ["keyboardDidShow: {"] + lines + ["}"])
      .joined(separator: "\n")
    let result = try Self.importLog(text)
    // The first dictionary never closes before the second begins: its entries are whole, so
    // it is read as far as it goes, marked partial; the second is read in full.
    #expect(
      result.trace.events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
      ])
    #expect(result.trace.events.map { $0.userInfo?.count } == [2, 5])
    #expect(result.trace.events.map(\.userInfoIsPartial) == [true, false])
  }

  @Test(
    "a dictionary with comments or prose among its entries was edited: keys it lacks are not errors"
  )
  func annotatedDictionaryIsPartial() throws {
    // The shape of a payload pasted into a code comment to document it: a note above each
    // key kept, the frame's begin key left out (zhenglilan/SinaWeiBo, ZLComposeViewController.m).
    let annotated = [
      "userInfo = {", "// the frame after the animation",
      "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";",
      "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; // seconds",
      "UIKeyboardAnimationCurveUserInfoKey = 7;", "}",
    ]
    let payloads = [
      annotated.joined(separator: "\n"),
      "{name = UIKeyboardWillShowNotification; userInfo = {\n// from the device\n"
        + Self.showEntries.dropFirst().joined(separator: "\n") + "\n}}",
      "keyboardWillShow: {\n" + Self.showEntries.joined(separator: "\n") + "\n}",
    ]
    let result = try Self.importLog(payloads.joined(separator: "\n"))
    #expect(result.trace.events.map(\.userInfoIsPartial) == [true, true, false])
    #expect(
      result.notes.contains {
        $0.message.hasPrefix(
          "2 payloads were printed with notes (comments or prose) among the entries: an edited "
            + "paste (the first here): keys they lack or show twice are not reported")
      }, "\(result.notes.map(\.message))")
    let report = Check.lint(Array(annotated.joined(separator: "\n").utf8), path: "edited.log")
    #expect(
      !report.findings.contains { $0.ruleId == "missing-key" },
      "\(report.findings.map(\.message))")
  }

  @Test("a key an edited paste shows twice is the editor's, not a duplicate in UIKit's payload")
  func annotatedDuplicateIsNotReported() throws {
    // A WillShow payload pasted into a blog post, the end frame noted once as the keyboard
    // shows and once as it hides (gsl's commented log, `// 键盘弹出时候的frame`).
    let payload = [
      "userInfo = {", "// 键盘弹出执行动画的时间",
      "UIKeyboardAnimationDurationUserInfoKey = \"0.25\";",
      "UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 480}, {320, 216}}\";",
      "// 键盘弹出时候的frame", "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 264}, {320, 216}}\";",
      "// 键盘隐藏时候的frame", "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 480}, {320, 216}}\";",
      "}",
    ]
    let edited = Check.lint(Array(payload.joined(separator: "\n").utf8), path: "edited.log")
    #expect(
      !edited.findings.contains { $0.ruleId == "duplicate-key" },
      "\(edited.findings.map(\.message))")
    // Printed without notes, the same payload's second end frame is still reported.
    let plain = Check.lint(
      Array(payload.filter { !$0.hasPrefix("//") }.joined(separator: "\n").utf8),
      path: "plain.log")
    #expect(plain.findings.map(\.ruleId) == ["duplicate-key"])
  }

  @Test(
    "no example that holds a keyboard payload answers 'no notifications found'",
    arguments: Paths.logFiles())
  func everyExampleImports(_ relative: String) throws {
    let result = try LogImporter.importLog(try Paths.bytes(relative))
    #expect(!result.trace.events.isEmpty)
  }

  @Test("a log that mentions a key but holds nothing readable says which key, and where")
  func unreadableMentionIsLocated() throws {
    // A machine translation of a Swift print (techfeed.net's Spanish page of a Stack Overflow
    // question): `AnyHashable (` with a space is no grammar kbcheck reads.
    let text =
      "Esto es lo que imprime la notificación. UserInfo:\n\n"
      + "Opcional ([AnyHashable (\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 315}, "
      + "{320, 253}}, AnyHashable (\"UIKeyboardIsLocalUserInfoKey\"): 1])\n"
    do {
      _ = try LogImporter.importLog(Array(text.utf8))
      Issue.record("expected no notifications to be found")
    } catch {
      #expect(error.position == SourcePosition(line: 3, column: 26))
      #expect(
        error.message.hasPrefix(
          "no notifications found in the log: it mentions UIKeyboardFrameEndUserInfoKey here"))
    }
  }

  @Test("an Objective-C dictionary literal is source code, not entries printed without brackets")
  func objectiveCLiteralIsNotRead() throws {
    // A test double's userInfo, as a repository's source builds it (values `@7`, `@"0.25"`):
    // each of its lines had been read as a payload of its own, with false type errors.
    let text = """
      NSDictionary *willShow = @{@"name": @"UIKeyboardWillChangeFrameNotification",
                                 @"userInfo": @{
                                     @"UIKeyboardAnimationCurveUserInfoKey" : @7,
                                     @"UIKeyboardAnimationDurationUserInfoKey": @"0.25",
                                     @"UIKeyboardIsLocalUserInfoKey" : @1
                                 }};

      """
    do {
      let result = try LogImporter.importLog(Array(text.utf8))
      Issue.record("read \(result.trace.events.count) events")
    } catch {
      #expect(error.position == SourcePosition(line: 3, column: 34))
    }
  }

  @Test("prose that mentions a name, and text without keys, still answer 'no notifications found'")
  func nothingToImport() {
    for text in [
      "observer registered for UIKeyboardWillHideNotification in viewDidLoad\n",
      "- (void)dealloc\n{\n    [[NSNotificationCenter defaultCenter] removeObserver:self];\n}\n",
      "keyboardSize (0.0, 768.0, 1024.0, 398.0)  // landscape\n",
    ] {
      #expect(throws: InputError.self, "\(text)") { try Self.importLog(text) }
    }
  }

  @Test("author notes are never part of a key or a value")
  func notesAfterEntries() throws {
    let result = try Self.importLog(
      """
      {
          UIKeyboardAnimationCurveUserInfoKey = 7; // curve
          UIKeyboardAnimationDurationUserInfoKey = "0.25"; 动画持续时间
          the frames follow
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
      }
      """)
    let entries = try #require(result.trace.events.first?.userInfo)
    #expect(
      entries.map(\.key.text) == [
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardFrameEndUserInfoKey",
      ])
    #expect(entries.map(\.value.raw)[1] == .number(0.25, isInteger: false))
    #expect(result.problems.isEmpty)
  }

  @Test("a leader is blanked where it repeats or stands before a structure, keeping columns")
  func leaders() throws {
    let result = try Self.importLog(
      """
      > // 2024-03-02 10:11:12.345 App[1:2] UIKeyboardWillShowNotification
      > // {
      > //     UIKeyboardAnimationCurveUserInfoKey = 7;
      > // }
      """)
    let event = try #require(result.trace.events.first)
    #expect(event.name == "UIKeyboardWillShowNotification")
    #expect(event.time == 36672.345)
    #expect(event.position == SourcePosition(line: 1, column: 39))
    #expect(event.userInfo?.first?.position == SourcePosition(line: 3, column: 10))
  }

  @Test("columns count the log's characters where multi-byte ones were blanked or replaced")
  func columnsAfterBlankedCharacters() throws {
    // Curly quotes become `"` and two blanks; a fence line (any characters) is blanked whole.
    let result = try Self.importLog(
      """
      ```日志
      { “UIKeyboardAnimationCurveUserInfoKey” = 7; “UIKeyboardAnimationDurationUserInfoKey” = 0.25; }
      ```
      """)
    let entries = try #require(result.trace.events.first?.userInfo)
    #expect(entries.map(\.key.text).first == "UIKeyboardAnimationCurveUserInfoKey")
    #expect(
      entries.map(\.position) == [
        SourcePosition(line: 2, column: 3), SourcePosition(line: 2, column: 46),
      ])
  }

  @Test("names in every spelling the spec lists; handler names are said once in a note")
  func spellings() throws {
    let result = try Self.importLog(
      """
      UIResponder.keyboardWillShowNotification
      NSNotification.Name(rawValue: "UIKeyboardDidShowNotification")
      keyboardWillHide(_:)
      -[ChatViewController keyboardDidHide:]
      keyboardWillHide:
      """)
    #expect(
      result.trace.events.map(\.name) == [
        "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
        "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
        "UIKeyboardWillHideNotification",
      ])
    #expect(result.notes.count == 1)
    #expect(
      result.notes.first?.message.hasPrefix(
        "named UIKeyboardWillHideNotification from the handler name keyboardWillHide (line 3), "
          + "UIKeyboardDidHideNotification from the handler name keyboardDidHide (line 4)")
        == true)
  }

  @Test("a payload without a name is checked for what does not depend on its name")
  func unnamedPayload() throws {
    let report = Check.lint(
      Array(
        """
        [AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): abc, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 852}, {393, 336}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {393, 300}}]
        """.utf8), path: "dump.log")
    #expect(
      Check.summary(report.findings) == ["error payload-type @0", "warning derived-keys @0"])
    let note = try #require(report.notes.first { $0.message.contains("no notification name") })
    #expect(note.message.contains("sequence-order"))
    #expect(note.message.contains("--name NAME"))
    #expect(!note.message.contains("derived-keys"))
  }

  @Test("without --os-version a missing IsLocal is no error where the payloads leave it open")
  func isLocalAndTheVersion() throws {
    // Curve 7 says iOS 7 or later; the payload has no frames, so its lack of IsLocal says
    // nothing about the version: whether IsLocal was due is open.
    let text = """
      UIKeyboardWillShowNotification
      {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
      }
      """
    let open = Check.lint(Array(text.utf8), path: "paste.log")
    let isLocal = open.findings.filter {
      $0.ruleId == "missing-key" && $0.message.contains("UIKeyboardIsLocalUserInfoKey")
    }
    #expect(isLocal.map(\.severity) == [.info])
    #expect(isLocal.first?.message.contains("--os-version decides") == true)
    var options = TraceLoader.Options()
    options.device.osVersion = OSVersion("17.0")
    let linter = Linter(engine: Engine(spec: Check.spec), options: options)
    let stated = linter.check(bytes: Array(text.utf8), path: "paste.log")
    #expect(
      stated.findings.contains {
        $0.ruleId == "missing-key" && $0.severity == .error
          && $0.message.contains("UIKeyboardIsLocalUserInfoKey")
      })
    // A complete payload without IsLocal is from before iOS 9: not even a note.
    let complete = Check.lint(
      Array(
        ("UIKeyboardWillShowNotification\n{\n" + Self.showEntries.dropLast().joined(separator: "\n")
          + "\n}\n").utf8),
      path: "ios8.log")
    #expect(complete.findings.filter { $0.ruleId == "missing-key" }.isEmpty)
  }

  @Test(
    "an unnamed payload without IsLocal and with curve 7 gets no missing-key error, and one with --os-version 17.0"
  )
  func unnamedIsLocal() throws {
    let text = "{\n" + Self.showEntries.dropLast().joined(separator: "\n") + "\n}\n"
    let report = Check.lint(Array(text.utf8), path: "paste.log")
    #expect(report.findings.filter { $0.severity == .error }.isEmpty)
    var options = TraceLoader.Options()
    options.device.osVersion = OSVersion("17.0")
    let stated = Linter(engine: Engine(spec: Check.spec), options: options)
      .check(bytes: Array(text.utf8), path: "paste.log")
    #expect(
      stated.findings.filter { $0.severity == .error }.map(\.message) == [
        "this payload without a name is missing UIKeyboardIsLocalUserInfoKey, which every "
          + "notification of the spec carries"
      ])
  }

  @Test("React Native events are read with their UIKit meaning, their JavaScript types unchecked")
  func reactNative() throws {
    let result = try Self.importLog(
      """
      keyboardWillShow {"duration": 250, "easing": "keyboard", "endCoordinates": {"height": 346, "screenX": 0, "screenY": 550, "width": 414}, "isEventFromThisApp": true, "startCoordinates": {"height": 346, "screenX": 0, "screenY": 896, "width": 414}}
      """)
    #expect(result.trace.source == .reactNative)
    let entries = try #require(result.trace.events.first?.userInfo)
    let values = Dictionary(uniqueKeysWithValues: entries.map { ($0.key.text, $0.value.raw) })
    #expect(values["UIKeyboardFrameEndUserInfoKey"] == .numbers([0, 550, 414, 346]))
    #expect(values["UIKeyboardAnimationDurationUserInfoKey"] == .number(0.25, isInteger: false))
    #expect(values["UIKeyboardAnimationCurveUserInfoKey"] == .number(7, isInteger: true))
    #expect(values["UIKeyboardIsLocalUserInfoKey"] == .bool(true))
    // A value of the wrong Objective-C type is no finding: JavaScript has none. The same value
    // in a device capture is one.
    var trace = result.trace
    let duration = try #require(
      entries.firstIndex { $0.key.text == "UIKeyboardAnimationDurationUserInfoKey" })
    trace.events[0].userInfo?[duration].value = .typed(type: "NSString", value: .string("x"))
    func typeFindings(_ trace: Trace) -> Int {
      Engine(spec: Check.spec).check(trace).filter { $0.ruleId == "payload-type" }.count
    }
    #expect(typeFindings(trace) == 0)
    trace.source = .device
    #expect(typeFindings(trace) == 1)
  }

  @Test("code that builds a payload is not printed output")
  func codeIsNotOutput() {
    #expect(throws: InputError.self) {
      try Self.importLog(
        """
        NSDictionary *info = @{
            UIKeyboardFrameEndUserInfoKey: [NSValue valueWithCGRect:CGRectMake(0, 0, 100, 100)]
        };
        """)
    }
  }

  @Test("a structure that looks like a notification but has no name of one is a located error")
  func unrecognisedNotification() throws {
    let result = try Self.importLog(
      """
      NSConcreteNotification 0x1 {name = {a = 1;}; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
      }}
      """)
    #expect(result.problems.map(\.position?.line) == [1])
    #expect(result.trace.events.isEmpty)
  }
}

/// The byte classes the printed-structure parser scans words with, against their definition.
@Suite struct WordByteTests {
  @Test(
    "a word byte is a letter, a digit, _, $ or non-ASCII; a dot continues a word",
    arguments: 0...255)
  func wordBytes(_ value: Int) {
    let byte = UInt8(value)
    let scalar = Unicode.Scalar(byte)
    let expected =
      byte >= 0x80 || (scalar.properties.isASCIIHexDigit && byte <= UInt8(ascii: "9"))
      || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      || scalar == "$"
    #expect(PrintedParser.isWordByte(byte) == expected, "byte \(value)")
    #expect(PrintedParser.continuesWord(byte) == (expected || scalar == "."), "byte \(value)")
  }
}

/// The strings a log's parser shares among repeated words.
@Suite struct WordCacheTests {
  @Test("a repeated word gets the string made the first time; other bytes their own")
  func repeats() {
    let cache = WordCache()
    let text = Array(
      "UIKeyboardFrameEndUserInfoKey UIKeyboardFrameEndUserInfoKey Begin \u{00E9}\u{FF}".utf8)
    text.withUnsafeBufferPointer { bytes in
      let first = cache.text(bytes, 0..<29)
      let again = cache.text(bytes, 30..<59)
      #expect(first == "UIKeyboardFrameEndUserInfoKey" && again == first)
      #expect(cache.text(bytes, 60..<65) == "Begin")
      // Bytes that are not UTF-8 decode as String(decoding:as:) decodes them, cached or not.
      let odd = 66..<text.count
      let expected = String(decoding: text[odd], as: UTF8.self)
      #expect(cache.text(bytes, odd) == expected && cache.text(bytes, odd) == expected)
    }
  }

  @Test("many distinct words overflow the arena and are still read right")
  func overflow() {
    let cache = WordCache()
    for round in 0..<2 {
      for number in 0..<5000 {
        let word = Array("key\(number)-\(String(repeating: "x", count: number % 40))".utf8)
        word.withUnsafeBufferPointer { bytes in
          #expect(
            cache.text(bytes, 0..<bytes.count) == String(decoding: word, as: UTF8.self),
            "round \(round), word \(number)")
        }
      }
    }
  }
}

/// The scan that passes over lines with nothing for the inline clean-up, against a byte-by-byte
/// one.
@Suite struct InlineByteTests {
  @Test(
    "the eight-bytes-at-a-time scan finds a backtick, a star, a backslash or a byte from 0xE2 wherever it is"
  )
  func scan() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] =
      Array("abcXYZ019 :;{}\"=,_".utf8) + [0x00, 0x01, 0x7F, 0x80, 0xC3, 0xE1, 0xE2, 0xFF]
      + Array("`*\\".utf8)
    for length in 0..<40 {
      for _ in 0..<200 {
        var line = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        // Most lines are plain: drop the interesting bytes from half of them.
        if Bool.random(using: &generator) {
          line = line.map { "`*\\".utf8.contains($0) || $0 >= 0xE2 ? UInt8(ascii: "a") : $0 }
        }
        let expected = line.contains {
          $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "\\")
            || $0 >= 0xE2
        }
        let found = line.withUnsafeBufferPointer { LineDecoration.hasInlineByte($0) }
        #expect(found == expected, "\(line)")
      }
    }
  }
}

/// How a printed value is typed, against the character-by-character definition.
@Suite struct PrintedValueTests {
  @Test(
    "a printed value is a number exactly when it reads as a finite number and holds only digits, signs, points and exponents",
    arguments: [
      "0.25", "7", "-0", "+5", ".5", "5.", "1e5", "1E-3", "2.5e+2", "inf", "-infinity", "nan",
      "0x10", "0x1p3", "1_000", "12abc", " 5", "5 ", "٣", "½", "1٣", "", "true", "e", "-",
      "NSRect: {{0, 264}, {320, 216}}", "1.7976931348623157e309",
    ])
  func numbers(_ text: String) {
    let expected: RawValue =
      if let number = Double(text), number.isFinite,
        text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) })
      {
        .number(number, isInteger: !text.contains(where: { ".eE".contains($0) }))
      } else {
        .string(text)
      }
    #expect(LogValue.raw(text) == expected, "\(text)")
  }
}

/// The word count that turns most lines away before a name-only line is looked for.
@Suite struct LineWordCountTests {
  @Test(
    "words are runs of non-blank bytes, counted up to the limit",
    arguments: [
      "", "   ", "UIKeyboardWillShowNotification", "  keyboardWillShow:  Name ",
      "a\tb c", "name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([",
      "1 2 3 4 5 6",
    ])
  func counts(_ line: String) {
    let bytes = Array(line.utf8)
    let all = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).count
    for limit in 1...5 {
      #expect(
        LogImporter.words(in: bytes[...], upTo: limit) == min(all, limit), "\(line), \(limit)")
    }
  }
}

/// Whether a line's text is a name, against the character-by-character definition.
@Suite struct NameTextTests {
  @Test(
    "a name is letters, digits, _ and . only, in any script",
    arguments: [
      "", "UIKeyboardWillShowNotification", "keyboard.willShow", "弹出", "Näme",
      "a b", "x:", "_9", "名前1", "e\u{301}", "tab\t", "ⅷ",
    ])
  func names(_ text: String) {
    let line = "[" + text + "]"
    let inner = line.dropFirst().dropLast()
    #expect(NameSpelling.isName(inner) == inner.allSatisfy(NameSpelling.isNameCharacter), "\(text)")
  }
}

@Suite struct LookAheadTests {
  static let text = """
    {
        // a note
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
    }
    """

  @Test("a look-ahead finds what comes next and leaves the parser where it stood")
  func leavesTheParserAlone() throws {
    let bytes = Array(Self.text.utf8)
    var parser = PrintedParser(LogText(bytes), vocabulary: LogVocabulary(Check.spec.spec))
    let key = try #require(Self.text.utf8.firstIndex(of: UInt8(ascii: "U")))
    let keyOffset = Self.text.utf8.distance(from: Self.text.utf8.startIndex, to: key)
    parser.offset = 2
    parser.notesPassed = 5
    // Past the comment: the look-ahead counts the note, the parser does not.
    #expect(parser.firstEntry(after: 0) == keyOffset)
    let opens = parser.looksLikeDictionary(at: 0)
    #expect(opens)
    #expect(parser.nextEntryLine(after: 0)?.key == "UIKeyboardFrameEndUserInfoKey")
    let peeked = parser.lookingAhead(from: keyOffset) { $0.peekKey() }
    #expect(peeked == "UIKeyboardFrameEndUserInfoKey")
    let isEntry = parser.lookingAhead(from: keyOffset) { $0.peekEntry() }
    #expect(isEntry)
    #expect(parser.offset == 2 && parser.notesPassed == 5)
    // Reading for real moves it.
    parser.offset = keyOffset
    #expect(parser.key() == "UIKeyboardFrameEndUserInfoKey")
    #expect(parser.offset == keyOffset + "UIKeyboardFrameEndUserInfoKey".utf8.count)
  }

  @Test("no-break and ideographic spaces pasted from a web page read as spaces, in their columns")
  func unicodeSpacesReadAsSpaces() throws {
    let plain =
      "keyboardWillShow: {\n"
      + PastedLogTests.showEntries.map { "    " + $0 }.joined(separator: "\n")
      + "\n}\n"
    let expected = try PastedLogTests.importLog(plain)
    for space in ["\u{00A0}", "\u{3000}", "\u{2009}", "\u{200B} "] {
      // Indentation copied from a blog, and one inside a value.
      let pasted =
        plain.replacingOccurrences(of: "    ", with: String(repeating: space, count: 4))
        .replacingOccurrences(of: "{0, 516}, {393", with: "{0, 516},\(space){393")
      let result = try PastedLogTests.importLog(pasted)
      #expect(result.problems.isEmpty, "\(result.problems)")
      let event = try #require(result.trace.events.first)
      #expect(event.userInfo?.count == 5)
      #expect(result.trace.events.map(\.name) == expected.trace.events.map(\.name))
      // The same findings, at the same places: the value with a space inside reads as a rect.
      let found = Check.lint(Array(pasted.utf8), path: "pasted.log").findings
      let plainFound = Check.lint(Array(plain.utf8), path: "pasted.log").findings
      #expect(found.map(\.message) == plainFound.map(\.message))
      #expect(found.map(\.position) == plainFound.map(\.position))
    }
    // One inside a key (a web page's no-break or zero-width space): the key is still read.
    for space in ["\u{00A0}", "\u{200B}"] {
      let pasted = plain.replacingOccurrences(
        of: "UIKeyboardFrameEndUserInfoKey", with: "UIKeyboard\(space)FrameEndUserInfoKey")
      let result = try PastedLogTests.importLog(pasted)
      let event = try #require(result.trace.events.first)
      #expect(event.name?.text == "UIKeyboardWillShowNotification")
      #expect(
        event.userInfo?.contains { $0.key.text == "UIKeyboardFrameEndUserInfoKey" } == true,
        "\(event.userInfo?.map(\.key.text) ?? [])")
    }
    // Columns are the log's: a key after four no-break spaces is at column 5.
    let report = Check.lint(
      Array(
        "keyboardWillShow: {\n\u{00A0}\u{00A0}\u{00A0}\u{00A0}UIKeyboardAnimationCurveUserInfoKey = 123;\n}\n"
          .utf8), path: "nbsp.log")
    let finding = try #require(report.findings.first { $0.ruleId == "payload-value" })
    #expect(finding.position == SourcePosition(line: 2, column: 5), "\(finding)")
  }

  @Test("a printed notification whose userInfo never closes is partial; a comment's end is no note")
  func unclosedUserInfoOfANotification() throws {
    let entries = PastedLogTests.showEntries.dropLast().map { "    " + $0 }
    for ending in ["\n", "\nThe rest of the log was lost.\n"] {
      let text =
        "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {\n"
        + entries.joined(separator: "\n") + ending
      let report = Check.lint(Array(text.utf8), path: "cut.log")
      #expect(report.problems.isEmpty, "\(report.problems)")
      #expect(!report.findings.contains { $0.ruleId == "missing-key" }, "\(report.findings)")
      #expect(
        report.notes.contains {
          $0.message.contains("without a closing bracket after the entries")
        },
        "\(report.notes.map(\.message))")
    }
    // `;*/` where a comment block ends: the entries are as printed, not an edited paste.
    let commented =
      "/* {name = UIKeyboardWillShowNotification; userInfo = {\n"
      + PastedLogTests.showEntries.map { "    " + $0 }.joined(separator: "\n") + "*/\n"
    let result = try PastedLogTests.importLog(commented)
    #expect(
      !result.notes.contains { $0.message.contains("notes") }, "\(result.notes.map(\.message))")
  }

  @Test("a line of prose first in a dictionary, before its entries, is an author's note")
  func noteFirstInADictionary() throws {
    // A blog's annotated paste: the curve's key with a comment where its value should be.
    let text =
      "keyboardWillShow: {\n    UIKeyboardAnimationCurveUserInfoKey 曲线动画类型\n"
      + PastedLogTests.showEntries.dropFirst().map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    let result = try PastedLogTests.importLog(text)
    #expect(result.problems.isEmpty, "\(result.problems)")
    let event = try #require(result.trace.events.first)
    #expect(event.name?.text == "UIKeyboardWillShowNotification")
    #expect(event.userInfo?.count == 4)
    #expect(event.userInfoIsPartial)
    #expect(
      result.notes.contains {
        $0.message.contains("with notes (comments or prose) among the entries")
      },
      "\(result.notes.map(\.message))")
  }

  @Test("a paste that stops after whole entries, before the closing bracket, is read as partial")
  func pasteEndsBeforeClosingBracket() throws {
    let entries = PastedLogTests.showEntries.map { "    " + $0 }.joined(separator: "\n")
    // The comma-separated form a dictionary-log category prints: no separator after the last.
    let commas = PastedLogTests.showEntries.map { "    " + $0.dropLast() }.joined(separator: ",\n")
    for text in [
      "keyboardWillShow: {\n" + entries + "\n",
      "keyboardWillShow: {\n" + entries,
      "keyboardWillShow: {\n" + entries + "\n\n   \n",
      "keyboardWillShow: {\n" + commas + "\n",
    ] {
      let result = try PastedLogTests.importLog(text)
      #expect(result.problems.isEmpty, "\(text)\n\(result.problems)")
      let event = try #require(result.trace.events.first)
      #expect(event.userInfo?.count == 5, "\(text)")
      #expect(event.userInfoIsPartial, "\(text)")
      #expect(
        result.notes.contains {
          $0.message.contains("without a closing bracket after the entries")
        },
        "\(result.notes.map(\.message))")
    }
    // An entry the end cuts in its value is not whole: an error, which says the log ends there.
    let cut = try PastedLogTests.importLog(
      "keyboardWillShow: {\n" + entries + "\n    UIKeyboardBoundsUserInfoKey = 0.2")
    let problem = try #require(cut.problems.first)
    #expect(problem.message.contains("it was skipped; the log ends there"), "\(problem.message)")
  }
}
