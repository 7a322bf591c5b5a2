/// Reads the printed dictionaries of a cleaned log (see ``LogText``) wherever they start, across
/// line breaks, in every description grammar (see ``PrintedDictionary``).
///
/// The parser never discards more than the structure it is reading: when a dictionary does not
/// close (cut off, unbalanced, interrupted by a new log entry), it stops where the text stops
/// fitting and says where, and every dictionary nested in it that did close is kept in
/// ``completed``. Reading resumes at that point, so each byte is read once and a paste of any
/// size is read in time linear in its length.
struct PrintedParser {
  /// What reading a structure at an offset gave.
  enum Outcome {
    /// A dictionary.
    case read(PrintedDictionary)
    /// Nothing that starts a dictionary: an unrelated bracket or word.
    case notAStructure
    /// A dictionary that did not close; ``failure`` says where and why.
    case broken
  }

  /// What the parser reads, behind one reference: the parser is copied to try a reading and
  /// keep it or not, and a copy then retains one object instead of every array and set.
  private final class Source {
    let text: LogText
    let vocabulary: LogVocabulary
    let bytes: [UInt8]
    /// The strings made of the words and quoted text read so far, shared by the copies.
    let words = WordCache()
    /// The structures read before, in this window and earlier ones.
    let memo: StructureMemo?

    init(_ text: LogText, vocabulary: LogVocabulary, memo: StructureMemo?) {
      self.text = text
      self.vocabulary = vocabulary
      bytes = text.bytes
      self.memo = memo
    }
  }

  /// The string of `bytes[range]`, shared with earlier reads of the same bytes.
  func sharedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    source.words.text(bytes, range)
  }

  private let source: Source
  /// The cleaned log.
  var text: LogText { source.text }
  /// The words of the spec the log is read by.
  var vocabulary: LogVocabulary { source.vocabulary }
  /// The bytes of the cleaned log.
  var bytes: [UInt8] { source.bytes }
  /// Where reading stands.
  var offset = 0
  /// Where and why the last structure stopped fitting.
  var failure: (offset: Int, reason: String)?
  /// The dictionaries nested in the last structure that closed, in the order they closed.
  var completed: [PrintedDictionary] = []
  /// What was read of the last structure before it stopped fitting.
  var partial: PrintedDictionary?
  /// The line the structure being read starts on: a new log entry after it cuts it off.
  private(set) var startLineOfStructure = 0
  /// How many notes (comments, prose) reading has passed over, for ``PrintedDictionary/isAnnotated``.
  var notesPassed = 0
  /// The furthest offset a look-ahead of the structure being read stood at.
  private var furthestLookAhead = 0
  /// The furthest line start a search for the next entry line of the structure depended on:
  /// the start of a line it stopped at for starting a log entry, or the line after one whose
  /// text it read.
  private var furthestLineStart = 0
  /// Whether what the structure being read became depended on where the text ends (a
  /// search that ran out of lines, an entry cut off by the log's end): it is not remembered.
  private var dependsOnTextEnd = false

  /// Nesting deeper than this is read as text, so no input can exhaust the stack.
  static let maximumDepth = 48
  /// Keys longer than this are not keys (a 2 MB word is not looked up or copied as one).
  static let maximumKeyLength = 512
  /// How Swift prints a dictionary key of type `AnyHashable`: `AnyHashable("key")`.
  static let hashableKey: StaticString = "AnyHashable("

  /// Creates a parser of `text`; with a `memo`, a structure read before is not read again.
  init(_ text: LogText, vocabulary: LogVocabulary, memo: StructureMemo? = nil) {
    source = Source(text, vocabulary: vocabulary, memo: memo)
  }

  /// Reads the bracketed dictionary whose opening bracket is at `open`. Its first key must be
  /// one the importer reads by (a key of the spec, a word of the grammars, a quoted or
  /// `AnyHashable` key): a code block's `{` or a prose bracket is not a dictionary.
  mutating func dictionary(at open: Int) -> Outcome {
    if let known = recalled(at: open, isRun: false) { return known }
    begin(at: open)
    guard looksLikeDictionary(at: open), opensWithKnownKey(open) else { return .notAStructure }
    guard let dictionary = container(depth: 0) else { return .broken }
    remember(dictionary, isRun: false)
    return .read(dictionary)
  }

  /// What the memo holds for a structure at `start`, with the parser where reading it would
  /// have left it.
  private mutating func recalled(at start: Int, isRun: Bool) -> Outcome? {
    guard let dictionary = source.memo?.reading(at: start, isRun: isRun, in: text) else {
      return nil
    }
    begin(at: start)
    offset = dictionary.end
    return .read(dictionary)
  }

  /// Gives the memo what was just read, with the text it depended on: up to the start of the
  /// line after the furthest place reading or a look-ahead stood at.
  private func remember(_ dictionary: PrintedDictionary, isRun: Bool) {
    guard let memo = source.memo, !dependsOnTextEnd else { return }
    let line = text.lineIndex(of: max(dictionary.end, offset, furthestLookAhead))
    guard line + 1 < text.lineStarts.count else { return }
    let reach = max(text.lineStarts[line + 1], furthestLineStart)
    memo.remember(dictionary, isRun: isRun, reach: reach, in: text)
  }

  /// Whether the first key after the bracket at `open` is one a printed dictionary starts with.
  private mutating func opensWithKnownKey(_ open: Int) -> Bool {
    guard let first = firstEntry(after: open) else { return false }
    return lookingAhead(from: first) { probe in
      if probe.at("\"") || probe.at(Self.hashableKey) { return true }
      guard let key = probe.peekKey() else { return false }
      return probe.vocabulary.isStructureWord(key)
    }
  }

  /// What `body` finds reading ahead from `offset`, with the parser put back where it stood:
  /// a look-ahead moves only the offset and the count of notes passed. (A copy of the parser
  /// for each look-ahead retained and released its text, its nested dictionaries and its
  /// failure: a twentieth of reading a paste.)
  mutating func lookingAhead<Result>(
    from offset: Int? = nil, _ body: (inout PrintedParser) -> Result
  ) -> Result {
    let (savedOffset, savedNotes) = (self.offset, notesPassed)
    defer {
      furthestLookAhead = max(furthestLookAhead, self.offset)
      (self.offset, notesPassed) = (savedOffset, savedNotes)
    }
    if let offset { self.offset = offset }
    return body(&self)
  }

  /// Where the first entry after the bracket at `open` starts, past blanks, comments and a few
  /// lines of notes; nil when something else comes first.
  mutating func firstEntry(after open: Int) -> Int? {
    lookingAhead(from: open + 1) { probe in
      guard probe.skipTrivia(), probe.offset < probe.bytes.count else { return nil }
      if probe.peekEntry() { return probe.offset }
      let start = probe.offset
      guard probe.isLineStart(start), let next = probe.nextEntryLine(after: start),
        probe.isNote(from: start, to: next.offset)
      else { return nil }
      return next.offset
    }
  }

  /// Reads the entries without brackets that start at `start` (a key of the spec, or `name =`).
  mutating func run(at start: Int) -> Outcome {
    if let known = recalled(at: start, isRun: true) { return known }
    begin(at: start)
    var dictionary = PrintedDictionary(start: start, end: start, isRun: true)
    var keys = SeenKeys()
    var lineEnd = start
    var style: Bool?
    while true {
      guard peekEntry(style: style), let key = peekKey(), !keys.contains(key, in: dictionary) else {
        break
      }
      let keyOffset = offset
      guard let entry = entry(depth: 0, style: style) else {
        partial = dictionary
        partial?.entries.append(Self.unread(key, at: keyOffset))
        return .broken
      }
      dictionary.entries.append(entry)
      keys.insert(entry.key, in: dictionary)
      style = entry.isPropertyList
      endEntry(closer: nil, style: entry.isPropertyList)
      lineEnd = offset
      if offset < bytes.count, bytes[offset] != 0x0A, peekEntry(style: style) { continue }
      // The run goes on on a later line that holds another entry with a new key, past blank
      // lines and the author's notes; a key already read starts the next payload, and a new
      // log entry or anything else ends the run.
      guard let next = nextEntryLine(after: offset, style: style),
        !keys.contains(next.key, in: dictionary),
        Self.isIdentifier(next.key)
      else { break }
      offset = next.offset
    }
    offset = lineEnd
    dictionary.end = lineEnd
    guard !dictionary.entries.isEmpty else { return .notAStructure }
    remember(dictionary, isRun: true)
    return .read(dictionary)
  }

  /// The keys of a run read so far: a run holds a few entries, which are compared directly
  /// (cheaper than hashing each key); past ``SeenKeys/directLimit`` a set keeps the time linear
  /// however long a run a paste holds.
  private struct SeenKeys {
    static let directLimit = 16
    private var set: Set<String> = []

    /// Whether `key` is among the keys of `dictionary`, the run read so far.
    func contains(_ key: String, in dictionary: PrintedDictionary) -> Bool {
      dictionary.entries.count <= Self.directLimit
        ? dictionary.entries.contains { $0.key == key } : set.contains(key)
    }

    /// Records `key`, just appended to `dictionary`.
    mutating func insert(_ key: String, in dictionary: PrintedDictionary) {
      guard dictionary.entries.count > Self.directLimit else { return }
      if set.isEmpty { set = Set(dictionary.entries.map(\.key)) } else { set.insert(key) }
    }
  }

  private mutating func begin(at start: Int) {
    offset = start
    failure = nil
    completed = []
    partial = nil
    startLineOfStructure = text.lineIndex(of: start)
    furthestLookAhead = start
    furthestLineStart = 0
    dependsOnTextEnd = false
  }

  /// The start of the next line after `offset` that holds an entry, and its key, passing over
  /// at most a few blank lines and notes (comments, prose without `=` or `:`); nil when a new
  /// log entry or any other text comes first.
  mutating func nextEntryLine(after offset: Int, style: Bool? = nil) -> (
    offset: Int, key: String
  )? {
    var line = text.lineIndex(of: offset)
    var passed = 0
    while passed < 8 {
      // What the search looked at, for the memo: a line's start and whether a log entry
      // starts there, or all of its text.
      guard line + 1 < text.lineCount else {
        dependsOnTextEnd = true
        return nil
      }
      line += 1
      if text.startsEntry(line) {
        furthestLineStart = max(furthestLineStart, text.lineStarts[line])
        return nil
      }
      if line + 1 < text.lineStarts.count {
        furthestLineStart = max(furthestLineStart, text.lineStarts[line + 1])
      } else {
        dependsOnTextEnd = true
      }
      if text.isBlank(line: line) { continue }
      let start = text.contentStart(ofLine: line)
      let key = lookingAhead(from: start) { probe in
        probe.peekEntry(style: style) ? probe.peekKey() : nil
      }
      if let key { return (start, key) }
      guard isComment(at: start) || isProse(line: line) else { return nil }
      passed += 1
    }
    return nil
  }

  /// Whether a line holds words only: no separator, bracket or quote, so no entry of any
  /// grammar (an author's note in any language).
  func isProse(line: Int) -> Bool {
    let content = text.content(ofLine: line)
    return !content.isEmpty
      && !bytes[content].contains {
        "=:{}[]()\"".utf8.contains($0)
      }
  }

  // MARK: - Bracketed dictionaries

  /// Reads the dictionary whose opening bracket is at ``offset``; nil when it does not close
  /// (the outermost one's entries so far are then in ``partial``).
  mutating func container(depth: Int) -> PrintedDictionary? {
    var read = PrintedDictionary(start: offset, end: offset)
    let dictionary = container(depth: depth, into: &read)
    if dictionary == nil, depth == 0 { partial = read }
    return dictionary
  }

  private mutating func container(depth: Int, into dictionary: inout PrintedDictionary)
    -> PrintedDictionary?
  {
    let open = offset
    // What a structure that stops fitting read so far is marked too (its entries may be kept).
    let notesBefore = notesPassed
    defer { dictionary.isAnnotated = notesPassed > notesBefore }
    let closer = bytes[open] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    offset += 1
    skipSpaces()
    if closer == UInt8(ascii: "]"), at(":") {
      offset += 1
    }
    while true {
      guard skipTrivia() else {
        return fail(
          "a new log entry begins before the dictionary opened at \(describe(open)) closes")
      }
      guard offset < bytes.count else {
        // The log ends after whole entries: the paste stopped before the closing bracket (a
        // comment block's or a page's end), as when a line of prose stands there.
        if !dictionary.entries.isEmpty, endsAfterWholeEntry() {
          dictionary.isUnclosed = true
          dictionary.end = offset
          dictionary.isAnnotated = notesPassed > notesBefore
          completed.append(dictionary)
          return dictionary
        }
        return fail(
          "the log ends before the dictionary opened at \(describe(open)) closes")
      }
      let byte = bytes[offset]
      if byte == closer {
        offset += 1
        dictionary.end = offset
        dictionary.isAnnotated = notesPassed > notesBefore
        completed.append(dictionary)
        return dictionary
      }
      if Self.isCloser(byte) {
        return fail(
          "a \(Self.character(byte)) where the dictionary opened at \(describe(open)) expects "
            + "another entry or its closing \(Self.character(closer)); a bracket does not match")
      }
      let keyOffset = offset
      let key = peekKey()
      let style = dictionary.entries.first?.isPropertyList
      if let entry = entry(depth: depth, style: style) {
        dictionary.entries.append(entry)
        endEntry(closer: closer, style: entry.isPropertyList)
        continue
      }
      guard failure == nil else {
        // The entry broke in its value: its key still tells what the dictionary was.
        if let key { dictionary.entries.append(Self.unread(key, at: keyOffset)) }
        return nil
      }
      // What stands where an entry should, on a line of its own, is an author's note when
      // entries follow it; otherwise the dictionary ended there without its closing bracket
      // (the end of a comment block, the rest of a page): its entries are whole.
      // A note may stand first too (`{`, then a key with prose where its value should be,
      // then the entries): a line of prose followed by an entry is no dictionary going wrong.
      if isLineStart(offset) {
        if let next = nextEntryLine(after: offset, style: style),
          isNote(from: offset, to: next.offset)
        {
          notesPassed += 1
          offset = next.offset
          continue
        }
        if !dictionary.entries.isEmpty, !isCutOffEntry(at: offset) {
          dictionary.isUnclosed = true
          dictionary.end = offset
          dictionary.isAnnotated = notesPassed > notesBefore
          completed.append(dictionary)
          return dictionary
        }
      }
      // A paste cut inside a key: what stands there is no key gone wrong.
      if logEndsInside() { return fail("the log ends inside the entry \(found())") }
      return fail(
        "expected a key and its value (key = value; or key: value,) in the dictionary opened "
          + "at \(describe(open)), found \(found())")
    }
  }

  /// Passes the `;` or `,` after a value, and an author's note after it on the same line
  /// (`; // duration`, prose in any language after a `;`): notes are never part of a key or a
  /// value. After a `,` (Swift, JSON) only the next entry, the closing bracket or a `//`
  /// comment may follow: anything else there is the dictionary going wrong.
  private mutating func endEntry(closer: UInt8?, style: Bool) {
    skipSpaces()
    let afterSemicolon = at(";")
    if at(";") || at(",") {
      offset += 1
      skipSpaces()
    }
    guard offset < bytes.count, bytes[offset] != 0x0A else { return }
    if let closer, bytes[offset] == closer { return }
    if peekEntry(style: style) { return }
    // A comment's delimiter after the `;` (`;*/`, where a comment block ends) is decoration,
    // not an author's note: the entries are as printed.
    if afterSemicolon, restOfLineIsCommentDelimiter() {
      skipToLineEnd()
      return
    }
    // Words after a `;` are a note unless the dictionary's closing bracket stands among them:
    // then they are what the dictionary holds, and go wrong as that.
    let noteAfterSemicolon = afterSemicolon && !(closer.map(restOfLineHolds) ?? false)
    if noteAfterSemicolon || at("//") || closer == nil {
      notesPassed += 1
      skipToLineEnd()
    }
  }

  /// Whether the rest of the line ``offset`` is on holds only `*` and `/` (and blanks): the end
  /// of a comment block, or its start.
  private func restOfLineIsCommentDelimiter() -> Bool {
    var index = offset
    var sawDelimiter = false
    while index < bytes.count, bytes[index] != 0x0A {
      switch bytes[index] {
      case UInt8(ascii: "*"), UInt8(ascii: "/"): sawDelimiter = true
      case 0x20, 0x09, 0x0D: break
      default: return false
      }
      index += 1
    }
    return sawDelimiter
  }

  /// Whether `byte` comes before the end of the line ``offset`` is on.
  private func restOfLineHolds(_ byte: UInt8) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] != 0x0A {
      if bytes[index] == byte { return true }
      index += 1
    }
    return false
  }

  /// Whether the log ends after a whole entry: the last entry's line ended, or the entry ended
  /// with its `;` or `,`. An entry that the end of the log cuts (`= "NSRect: {{0, 58`, `= 0.2`)
  /// does not.
  ///
  /// In a window that does not end the log the answer is no: more text follows.
  private mutating func endsAfterWholeEntry() -> Bool {
    dependsOnTextEnd = true
    guard text.endsLog else { return false }
    var index = bytes.count
    while index > 0 {
      index -= 1
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: continue
      case 0x0A, UInt8(ascii: ";"), UInt8(ascii: ","): return true
      default: return false
      }
    }
    return false
  }

  /// Whether only blanks stand before `offset` on its line.
  func isLineStart(_ offset: Int) -> Bool {
    offset <= text.contentStart(ofLine: text.lineIndex(of: offset))
  }

  /// Whether the text at `offset` is an entry cut off by the end of the log (`SomeK`, or
  /// `AnyHashable("SomeKe`): one word, the last text of the log.
  ///
  /// In a window that does not end the log the answer is no: more text follows it.
  private mutating func isCutOffEntry(at offset: Int) -> Bool {
    dependsOnTextEnd = true
    guard text.endsLog else { return false }
    var line = text.lineIndex(of: offset)
    let rest = bytes[offset..<text.content(ofLine: line).upperBound]
    guard Self.isWordByte(bytes[offset]) || bytes[offset] == UInt8(ascii: "\""),
      !rest.contains(where: { $0 == 0x20 || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ";") })
    else { return false }
    while line + 1 < text.lineCount {
      line += 1
      if !text.isBlank(line: line) { return false }
    }
    return true
  }

  /// Whether the lines from `start` up to `end` are notes: comments and prose.
  private func isNote(from start: Int, to end: Int) -> Bool {
    let first = text.lineIndex(of: start)
    let last = text.lineIndex(of: end)
    return (first..<last).allSatisfy { line in
      text.isBlank(line: line) || isComment(at: text.contentStart(ofLine: line))
        || isProse(line: line)
    }
  }

  // MARK: - Entries and keys

  /// Reads `key = value` or `key: value` at ``offset``; with a `style`, only an entry of that
  /// style (`=` for true): a dictionary does not mix them, so `label: {` among `key = value;`
  /// entries is the next payload's label, not an entry.
  mutating func entry(depth: Int, style: Bool? = nil) -> PrintedEntry? {
    let keyOffset = offset
    guard let key = key(), let separator = separator(style: style) else {
      offset = keyOffset
      return nil
    }
    offset = separator + 1
    guard let value = value(depth: depth) else { return nil }
    return PrintedEntry(
      key: key, keyOffset: keyOffset, isPropertyList: bytes[separator] == UInt8(ascii: "="),
      value: value)
  }

  /// Whether a key and a separator (of `style`, when given) come next.
  mutating func peekEntry(style: Bool? = nil) -> Bool {
    lookingAhead { probe in
      guard probe.key() != nil else { return false }
      return probe.separator(style: style) != nil
    }
  }

  /// The offset of the `=` or `:` after the blanks at ``offset`` (not a Swift `::`), when it is
  /// of `style` (`=` for true) or no style is asked for.
  private mutating func separator(style: Bool?) -> Int? {
    skipSpaces()
    guard offset < bytes.count else { return nil }
    let byte = bytes[offset]
    guard byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":"),
      !(byte == UInt8(ascii: ":") && offset + 1 < bytes.count
        && bytes[offset + 1] == UInt8(ascii: ":"))
    else { return nil }
    if let style, style != (byte == UInt8(ascii: "=")) { return nil }
    return offset
  }

  /// The key that comes next, if one does.
  mutating func peekKey() -> String? {
    lookingAhead { $0.key() }
  }

  /// A key: `AnyHashable("key")`, `"key"`, or a bare word (words a paste split with spaces are
  /// joined when together they make a key of the spec: `Some Frame UserInfoKey`).
  mutating func key() -> String? {
    guard offset < bytes.count else { return nil }
    if at(Self.hashableKey) {
      let start = offset
      offset += Self.hashableKey.utf8CodeUnitCount
      skipSpaces()
      let key = quoted() ?? word()
      skipSpaces()
      guard let key, at(")") else {
        offset = start
        return nil
      }
      offset += 1
      return key
    }
    if bytes[offset] == UInt8(ascii: "\"") {
      let start = offset
      guard let key = quoted(), !key.isEmpty, key.utf8.count <= Self.maximumKeyLength else {
        offset = start
        return nil
      }
      return key
    }
    guard let first = word() else { return nil }
    let end = offset
    // A key a viewer broke into words (`FrameBegin UserInfoKey`) is joined back when
    // the joined words make a key; most keys are one word, and allocate nothing more here.
    // Up to three blanks part the words: a no-break or zero-width space a web page put inside
    // a key was blanked to as many spaces as it had bytes.
    var joined = first
    var count = 1
    while count < 6 {
      var next = offset
      while next < bytes.count, bytes[next] == 0x20, next - offset < 3 { next += 1 }
      guard next > offset, next < bytes.count, Self.isWordByte(bytes[next]) else { break }
      offset = next
      guard let word = word() else { break }
      joined += word
      count += 1
    }
    if count > 1, vocabulary.isKey(joined) { return joined }
    offset = end
    return first
  }

  /// A bare word: letters, digits, `_`, `$`, `.` and any non-ASCII character, not starting with
  /// a digit or a dot.
  private mutating func word() -> String? {
    let start = offset
    guard start < bytes.count, Self.isWordByte(bytes[start]), !Self.isDigit(bytes[start]),
      bytes[start] != UInt8(ascii: ".")
    else { return nil }
    // One buffer for the scan and the copy: reading the parser's bytes byte by byte retained
    // and released them each time.
    return bytes.withUnsafeBufferPointer { bytes -> String? in
      var end = start + 1
      while end < bytes.count, Self.continuesWord(bytes[end]) {
        end += 1
      }
      guard end - start <= Self.maximumKeyLength else { return nil }
      offset = end
      return sharedString(bytes, start..<end)
    }
  }

  // MARK: - Failing

  /// An entry whose value could not be read, kept in ``partial`` for its key.
  static func unread(_ key: String, at offset: Int) -> PrintedEntry {
    PrintedEntry(key: key, keyOffset: offset, isPropertyList: true, value: .text(""))
  }

  /// Records where and why the structure stopped fitting; always nil.
  mutating func fail(_ reason: String, at place: Int? = nil) -> PrintedDictionary? {
    failure = (place ?? offset, reason)
    return nil
  }

  /// `line 12`, for messages that point at another place.
  func describe(_ offset: Int) -> String {
    "line \(text.firstLine + text.lineIndex(of: offset) + 1)"
  }

  /// What stands at ``offset``, for messages: at most ``foundLength`` bytes of its line.
  func found() -> String {
    guard offset < bytes.count else { return "the end of the log" }
    if bytes[offset] == 0x0A { return "the end of the line" }
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    var shown = min(end, offset + Self.foundLength)
    // Not inside a character: a cut sequence would show as a replacement mark.
    while shown < end, shown > offset, bytes[shown] & 0xC0 == 0x80 { shown -= 1 }
    var quoted = String(decoding: bytes[offset..<shown], as: UTF8.self)
    if shown < end { quoted += "…" }
    return MessageText.quoted(quoted)
  }

  /// Whether the log ends inside what starts at ``offset``: no line break, entry separator or
  /// closing bracket comes before its end (a paste cut inside a key).
  func logEndsInside() -> Bool {
    text.endsLog
      && !bytes[offset...].contains {
        $0 == 0x0A || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",")
          || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: ")")
      }
  }

  /// The most bytes of a line ``found()`` shows.
  static let foundLength = 48

  // MARK: - Bytes

  /// Whether a byte belongs to a word (a key, a name).
  static func isWordByte(_ byte: UInt8) -> Bool {
    isIn(byte, low: wordBytesLow)
  }

  /// Whether a byte continues a bare word: a word byte or a dot.
  static func continuesWord(_ byte: UInt8) -> Bool {
    isIn(byte, low: wordBytesLow | 1 << 0x2E)
  }

  /// The ASCII bytes under 64 of a word, as bits: `$` and the digits.
  private static let wordBytesLow: UInt64 = 1 << 0x24 | 0x3FF << 0x30
  /// The ASCII bytes from 64 of a word, as bits from 64: the letters and `_`.
  private static let wordBytesHigh: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33

  /// Whether `byte` is non-ASCII or its bit is set in `low` (under 64) or in the word bytes
  /// from 64: a shift and a mask per byte, where comparing with each range cost the word scan
  /// of a log's keys and names about twelve instructions a byte.
  @inline(__always)
  private static func isIn(_ byte: UInt8, low: UInt64) -> Bool {
    guard byte < 0x80 else { return true }
    let mask = byte < 64 ? low : wordBytesHigh
    return (mask >> UInt64(byte & 63)) & 1 != 0
  }

  /// Whether a key is an ASCII identifier, as every key a program prints is (`弹出` in
  /// `弹出: …` is an author's label, not a key).
  static func isIdentifier(_ key: String) -> Bool {
    key.utf8.allSatisfy { isWordByte($0) && $0 < 0x80 || $0 == UInt8(ascii: ".") }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isCloser(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
  }

  static func character(_ byte: UInt8) -> String {
    "`\(Character(Unicode.Scalar(byte)))`"
  }
}
