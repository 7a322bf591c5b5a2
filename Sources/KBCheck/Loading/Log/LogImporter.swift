#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a captured console log, however it was pasted, into a ``Trace``.
///
/// Reading goes in two steps. First the decoration around every line is blanked
/// (``LineDecoration``), keeping each character's line and column. Then the printed values are
/// read as grammars wherever they start, across line breaks (``PrintedParser``): Objective-C
/// and Swift descriptions of notifications and dictionaries, the same entries without
/// brackets, JSON and JavaScript objects. A payload is found by its keys (the spec's
/// vocabulary), not by the shape of the line around it. A name comes from the description, the
/// words before the payload on its line, a name-only line just before it, or `--name`; else
/// the payload is imported without one and still checked for what does not depend on it.
///
/// A structure that is cut off or does not balance is a located problem for that structure;
/// every complete payload before and after it is imported. Time is linear in the log's size.
struct LogImporter {
  /// Settings for what a log cannot say.
  struct Options: Sendable, Equatable {
    /// The name for a userInfo dictionary printed without one (else the event has no name).
    var bareName: String?
    /// The notifications the app observed (else: the names that occur in the log).
    var observed: Set<String>?
    /// The words of the spec the log is read by: the built-in spec's unless set. Made only
    /// when a log is read without one set: decoding the built-in spec for them cost a fifth of
    /// every short run's time.
    var vocabulary: LogVocabulary {
      get { chosenVocabulary?.vocabulary ?? .builtIn }
      set { chosenVocabulary = LazyVocabulary(newValue) }
    }
    private var chosenVocabulary: LazyVocabulary?
    /// Whether a structure the log prints again is taken from the first reading
    /// (``StructureMemo``), and a userInfo's entries from the first one's with the same text;
    /// tests turn it off to compare.
    var remembersStructures = true

    /// Reads logs by the words of the spec `vocabulary` is made from, once a log is read.
    mutating func readLogs(by vocabulary: LazyVocabulary) {
      chosenVocabulary = vocabulary
    }

    /// Creates options.
    init(
      bareName: String? = nil, observed: Set<String>? = nil, vocabulary: LogVocabulary? = nil
    ) {
      self.bareName = bareName
      self.observed = observed
      chosenVocabulary = vocabulary.map(LazyVocabulary.init)
    }
  }

  /// What a log held: the trace, the structures that could not be read, and notes on how the
  /// rest was read.
  struct Result: Sendable {
    /// The events that were read.
    var trace: Trace
    /// Structures that could not be read (cut off, unbalanced), each with its place.
    var problems: [InputError]
    /// How the log was read where it had to be interpreted (names from handler names,
    /// payloads printed without brackets).
    var notes: [InputNote]
  }

  var text: LogText
  var parser: PrintedParser
  let options: Options
  /// The spec's words, read once from the options (a copy of them retains every table).
  let vocabulary: LogVocabulary
  var events: [TraceEvent] = []
  var problems: [InputError] = []
  var firstDay: Int?
  /// The index of the last event when it came from a name-only line and no other text came
  /// after it: a payload right after it is its userInfo.
  var pending: Int?
  /// Each handler name read as a notification's name, with where it first appeared.
  var handlerNames: [(spelling: NameSpelling, position: SourcePosition)] = []
  /// Payloads printed in part (without their brackets, or with notes among their entries), and
  /// where the first one is.
  var partialPayloads = 0
  /// How many of them were marked partial for the notes among their entries.
  var annotatedPayloads = 0
  /// How many of the others opened a dictionary that never closed (the paste stopped first).
  var unclosedPayloads = 0
  var firstPartial: SourcePosition?
  /// The dialect payloads were read in, if any.
  var dialect: PayloadDialect?
  /// The userInfo objects read so far, to share the repeats'.
  var payloads = LogPayloadMemo()
  /// The structures read so far, so that a repeat is not parsed again (nil: every one is).
  let structures: StructureMemo?
  /// The entries of the userInfo dictionaries read so far, by their text, so that a repeat
  /// shares the first one's (used only with ``structures``).
  var convertedPayloads = ExcerptMemo<ConvertedPayload>()
  /// How many events have had their userInfo numbered.
  var numbered = 0
  /// The names read so far, by their text.
  var names = NamesRead()
  /// Whether the last structure found ran past the window (it is read in the next one).
  private var runsPastWindow = false
  /// Where the paste joins excerpts with the author's text.
  var excerpts = ExcerptBreakFinder()
  /// In a log where nothing has been read yet, the first of the spec's keys it mentions, and
  /// where: what the error says when nothing is ever read.
  private var firstKeyMention: (key: String, position: SourcePosition)?
  /// Likewise, the first notification name it mentions, in any spelling the spec lists.
  private var firstNameMention: (word: String, position: SourcePosition)?

  /// Imports a log held in memory.
  static func importLog(_ bytes: consuming [UInt8], options: Options = Options())
    throws(InputError) -> Result
  {
    var stream = LogStream(consume bytes)
    return try importLog(&stream, options: options)
  }

  /// Imports a log a window at a time (``LogStream``): a log read from a file is never held
  /// whole, and each window is cleaned where it is and let go before the next.
  /// (`window` sets the windows' least size: tests read logs in tiny ones.)
  static func importLog(
    _ stream: inout LogStream, options: Options = Options(), window: LogStream.Size = .standard
  ) throws(InputError) -> Result {
    var importer = LogImporter(options: options)
    try importer.run(&stream, size: window)
    importer.numberPayloads()
    guard !importer.events.isEmpty || !importer.problems.isEmpty else {
      let expected =
        "(expected printed notifications or userInfo dictionaries, from NSLog, print, po or "
        + "os_log, or one notification name per line)"
      if let mention = importer.firstKeyMention {
        throw InputError(
          "no notifications found in the log: it mentions \(mention.key) here, but in no "
            + "printed notification or dictionary that kbcheck can read \(expected)",
          at: mention.position)
      }
      if let mention = importer.firstNameMention {
        let name = options.vocabulary.spelling(of: mention.word)?.name ?? mention.word
        let what = name == mention.word ? "" : " (for \(name))"
        throw InputError(
          "no notifications found in the log: it mentions \(mention.word)\(what) here, but inside "
            + "other text, where kbcheck does not take it for a notification (a name counts alone "
            + "on its line, a handler's name with the payload it prints, or in a printed "
            + "notification)", at: mention.position)
      }
      throw InputError(
        "no notifications found in the log: it names no notification of the spec and holds no "
          + "payload with the spec's keys \(expected)", at: nil)
    }
    var trace = Trace(events: importer.events)
    trace.excerptBreaks = importer.excerpts.breaks(among: importer.events)
    if let observed = options.observed {
      trace.observed = observed
    } else {
      // Names gathered as symbols first: a log of a million notifications made an array of a
      // million strings here.
      var names = Set<Symbol>()
      for event in importer.events { if let name = event.name { names.insert(name) } }
      trace.observed = Set(names.map(\.text))
    }
    // The spec's validator admits only dialects whose id is such a source.
    if let dialect = importer.dialect { trace.source = TraceSource(rawValue: dialect.id) }
    return Result(trace: trace, problems: importer.problems, notes: importer.notes())
  }

  private init(options: Options) {
    let vocabulary = options.vocabulary
    text = LogText([])
    structures = options.remembersStructures ? StructureMemo() : nil
    parser = PrintedParser(text, vocabulary: vocabulary)
    self.options = options
    self.vocabulary = vocabulary
  }

  /// Takes `bytes` (a window of the log, its last when `isLast`) as the text read, cleaned of
  /// its decoration; its first line is line `firstLine` of the log.
  private mutating func load(_ bytes: consuming [UInt8], firstLine: Int, isLast: Bool) {
    var text = LogText(consume bytes, firstLine: firstLine, endsLog: isLast)
    LineDecoration.clean(&text, vocabulary: vocabulary)
    self.text = text
    parser = PrintedParser(text, vocabulary: vocabulary, memo: structures)
  }

  /// Numbers the userInfo objects of the events read so far but the last two (the importer
  /// changes only the last), so that a repeat's own copy is let go while the log is read.
  private mutating func numberSettledPayloads() {
    let settled = events.count - 2
    guard settled - numbered >= 32 else { return }
    for index in numbered..<settled { payloads.number(&events[index]) }
    numbered = settled
  }

  /// Numbers the userInfo objects the log repeats (their events share one array), keeping
  /// the numbers of those that came again.
  private mutating func numberPayloads() {
    for index in min(numbered, events.count)..<events.count { payloads.number(&events[index]) }
    numbered = events.count
    payloads.numbers.forgetUnrepeated(in: &events)
  }

  // MARK: - Scanning

  /// Where reading a window stopped short of the log's end.
  private struct Stop {
    /// The window's line reading stopped at.
    var line: Int
    /// The offset in the window where reading goes on.
    var resume: Int
  }

  /// Reads the log a window at a time; a structure may span lines, and reading goes on after
  /// it.
  private mutating func run(_ stream: inout LogStream, size: LogStream.Size) throws(InputError) {
    var start = 0
    var firstLine = 0
    var bodyLine = 0
    var resume = 0
    var scale = 1
    while true {
      var window = try stream.window(from: start, size: size.scaled(scale))
      let offset = window.offset
      let bodyEnd = window.isLast ? Int.max : window.bodyEnd
      // Handed over, not shared: the window is cleaned where it is.
      let bytes = window.bytes
      window.bytes = []
      load(bytes, firstLine: firstLine, isLast: window.isLast)
      let stopped = run(fromLine: bodyLine, resume: resume - offset, bodyEnd: bodyEnd)
      // Searched only while nothing has been read: a log that holds a notification is
      // searched at most once, in its first window.
      if events.isEmpty, problems.isEmpty, firstKeyMention == nil,
        let found = vocabulary.firstKeyMention(in: text.bytes[...])
      {
        firstKeyMention = (found.key, text.position(of: found.offset))
      }
      if events.isEmpty, problems.isEmpty, firstKeyMention == nil, firstNameMention == nil,
        let found = vocabulary.firstNameMention(in: text.bytes[...])
      {
        firstNameMention = (found.word, text.position(of: found.offset))
      }
      guard let stop = stopped else { return }
      // No progress (a structure longer than the window starts where it did): a larger one.
      scale = stop.line == bodyLine && stop.resume == resume - offset ? scale * 2 : 1
      // The next window starts a line early: a line's decoration is judged by its neighbours.
      let context = max(stop.line - 1, 0)
      start = offset + text.lineStarts[context]
      firstLine += context
      bodyLine = stop.line - context
      resume = offset + stop.resume
    }
  }

  /// Reads the window's lines from `first` (from `resume` on it) up to the line that starts at
  /// `bodyEnd`; returns where reading stopped, or nil at the end of the text. A structure that
  /// runs to the end of a window that does not end the log stops reading before it.
  private mutating func run(fromLine first: Int, resume start: Int, bodyEnd: Int) -> Stop? {
    var line = first
    var resume = start
    while line < text.lineCount {
      let range = text.lineRange(line)
      if range.lowerBound >= bodyEnd {
        return Stop(line: line, resume: max(resume, range.lowerBound))
      }
      let start = max(resume, range.lowerBound)
      if start <= text.contentStart(ofLine: line) {
        if text.isBlank(line: line) {
          excerpts.blank(text.firstLine + line, events: events.count)
          line += 1
          continue
        }
        if readNameOnly(line) {
          excerpts.read(text.firstLine + line)
          line += 1
          continue
        }
      }
      if let next = readStructure(from: start, line: line) {
        excerpts.read(text.firstLine + line)
        numberSettledPayloads()
        resume = next
        line = text.lineIndex(of: next)
        if next >= range.upperBound, line == text.lineIndex(of: range.lowerBound) { line += 1 }
        continue
      }
      if runsPastWindow {
        runsPastWindow = false
        return Stop(line: line, resume: start)
      }
      // A line with text but nothing read: whatever was pending is no longer right before.
      if start <= text.contentStart(ofLine: line) {
        pending = nil
        excerpts.unread(
          text.firstLine + line, events: events.count,
          endsWithColon: { text.lineEndsWithColon(line) },
          written: {
            guard !text.startsEntry(line) else { return nil }
            let content = text.contentStart(ofLine: line)..<text.lineRange(line).upperBound
            return (
              String(decoding: text.bytes[content], as: UTF8.self),
              text.position(of: content.lowerBound)
            )
          })
      }
      line += 1
    }
    return text.endsLog ? nil : Stop(line: line, resume: text.bytes.count)
  }

  /// Whether the parser's last reading ran to the last line of a window that does not end the
  /// log: what follows may change it, so it is read again in the next window.
  private func ranPastWindow(_ outcome: PrintedParser.Outcome) -> Bool {
    guard !text.endsLog, text.lineCount > 0 else { return false }
    var reach = max(parser.offset, parser.failure?.offset ?? 0)
    if case .read(let dictionary) = outcome { reach = max(reach, dictionary.end) }
    return reach >= text.lineRange(text.lineCount - 1).lowerBound
  }

  /// Reads the first structure on the line from `start`; returns where reading goes on, or
  /// nil when the rest of the line holds none.
  private mutating func readStructure(from start: Int, line: Int) -> Int? {
    let bytes = text.bytes
    let end = text.lineRange(line).upperBound
    var offset = start
    while offset < end {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        if let next = take(parser.dictionary(at: offset), at: offset, line: line) { return next }
        if runsPastWindow { return nil }
        offset += 1
      } else if PrintedParser.isWordByte(byte) || byte == UInt8(ascii: "\"") {
        let wordEnd = self.wordEnd(from: offset)
        if isRunAnchor(from: offset, to: wordEnd) {
          if let next = take(parser.run(at: offset), at: offset, line: line) { return next }
          if runsPastWindow { return nil }
        }
        // A quoted string that is no key may hold a structure: read on inside it.
        offset = byte == UInt8(ascii: "\"") ? offset + 1 : max(wordEnd, offset + 1)
      } else {
        offset += 1
      }
    }
    return nil
  }

  /// Takes what the parser read at `offset`: returns where reading goes on, or nil when it was
  /// not a structure. A structure that ran past the window is left for the next one: nothing
  /// is taken, and ``runsPastWindow`` says so.
  private mutating func take(_ outcome: PrintedParser.Outcome, at offset: Int, line: Int) -> Int? {
    if ranPastWindow(outcome) {
      runsPastWindow = true
      return nil
    }
    switch outcome {
    case .read(let dictionary):
      read(dictionary, line: line)
      return max(dictionary.end, offset + 1)
    case .broken:
      return broken(at: offset, line: line)
    case .notAStructure:
      return nil
    }
  }

  /// Where the word (or the quoted string, at most a key's length) at `offset` ends.
  private func wordEnd(from offset: Int) -> Int {
    let bytes = text.bytes
    var end = offset + 1
    if bytes[offset] == UInt8(ascii: "\"") {
      while end < bytes.count, end - offset <= PrintedParser.maximumKeyLength,
        bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A
      {
        end += 1
      }
      return min(end + 1, bytes.count)
    }
    while end < bytes.count, PrintedParser.isWordByte(bytes[end]) { end += 1 }
    return end
  }

  /// Whether the word at `offset` starts entries without brackets: a key of the spec or of a
  /// dialect (bare, quoted or in `AnyHashable(…)`), or `name =` of Swift's notification
  /// description; a word that continues another (`xSomeKey`) does not.
  private mutating func isRunAnchor(from offset: Int, to end: Int) -> Bool {
    let bytes = text.bytes
    if offset > 0, PrintedParser.isWordByte(bytes[offset - 1]) { return false }
    // `@"…"` is an Objective-C string literal: source code that builds a dictionary (a test
    // double's userInfo), whose values (`@7`, `@"0.25"`) are objects no printed grammar spells.
    if offset > 0, bytes[offset] == UInt8(ascii: "\""), bytes[offset - 1] == UInt8(ascii: "@") {
      return false
    }
    // The key read below starts with the word's first byte, or the quoted key's when that is
    // plain ASCII (a quoted key loses its blanks and escapes): a byte no anchor starts with
    // turns the word away before anything is read.
    let first = bytes[offset] == UInt8(ascii: "\"") ? offset + 1 : offset
    if first < bytes.count, bytes[first] < 0x80, bytes[first] != 0x20, bytes[first] != 0x09,
      bytes[first] != UInt8(ascii: "\\"), !vocabulary.mayStartRun(bytes[first]),
      !bytes.matches(PrintedParser.hashableKey, at: offset, end: bytes.count)
    {
      return false
    }
    let key = parser.lookingAhead(from: offset) { probe in
      probe.peekEntry() ? probe.peekKey() : nil
    }
    guard let key else { return false }
    if key == "name" {
      var after = end
      while after < bytes.count, bytes[after] == 0x20 { after += 1 }
      return after < bytes.count && bytes[after] == UInt8(ascii: "=")
    }
    return vocabulary.isKey(key) || vocabulary.isDialectMarker(key)
  }

  /// Whether nothing but blanks follows the line `offset` is on, to the log's end.
  private func endsLogText(from offset: Int) -> Bool {
    guard text.endsLog, text.lineCount > 0 else { return false }
    var line = text.lineIndex(of: min(offset, text.bytes.count - 1))
    while line + 1 < text.lineCount {
      line += 1
      if !text.isBlank(line: line) { return false }
    }
    return true
  }

  /// Records a structure that did not close, when it held a payload or named a notification,
  /// and keeps every payload nested in anything else that did close; returns where reading
  /// goes on.
  private mutating func broken(at start: Int, line: Int) -> Int {
    let failure = parser.failure ?? (start + 1, "it does not close")
    // Reading goes on from the furthest point the parser read: the text after it is new.
    var resume = max(parser.offset, failure.offset, start + 1)
    let partial = parser.partial
    let heldPayload =
      partial?.entries.contains {
        vocabulary.isKey($0.key) || vocabulary.isDialectMarker($0.key)
      } ?? false
    if let partial, isNotification(partial), case .dictionary? = partial.entry("userInfo")?.value {
      // Everything but the description's own closing bracket was read: the payload is whole.
      var whole = partial
      whole.end = resume
      read(whole, line: line)
    } else if heldPayload || looksLikeNotification(partial, at: start) {
      var reason = failure.reason
      if failure.offset < text.bytes.count {
        let place = text.position(of: failure.offset)
        reason += " (line \(place.line), column \(place.column))"
      }
      let isNotification = looksLikeNotification(partial, at: start)
      let position = isNotification ? notificationPosition(at: start) : text.position(of: start)
      // Said of the log's last text, "the rest of the log was read" read as if more came.
      let rest =
        endsLogText(from: resume)
        ? "it was skipped; the log ends there" : "it was skipped, and the rest of the log was read"
      problems.append(
        InputError(
          "this printed \(isNotification ? "notification" : "dictionary") is cut off or "
            + "malformed: \(reason); \(rest)", at: position))
      // The notification was delivered all the same: it keeps its place in the order, with
      // its payload unread, when its name is known (a name-only line just before it already
      // stands for it).
      let announced = pending != nil && pending == events.count - 1
      if !announced,
        let name = partial?.entry("name")?.value.text.flatMap({
          NameSpelling.whole(Substring($0), vocabulary)
        }) ?? label(before: start)
      {
        events.append(
          TraceEvent(name: Symbol(name.name), time: time(at: start), position: position))
      }
      pending = nil
      // The rest of the line the payload broke on belongs to it: its pieces are not payloads.
      let brokenLine = text.lineIndex(of: min(resume, text.bytes.count - 1))
      if resume > text.contentStart(ofLine: brokenLine) {
        resume = max(resume, text.lineRange(brokenLine).upperBound)
      }
    } else {
      for dictionary in parser.completed where vocabulary.isPayload(dictionary) {
        read(dictionary, line: text.lineIndex(of: dictionary.start))
      }
    }
    // Reading goes on where the text stopped fitting; a line it stopped at the start of is
    // read from its start (it may be a name-only line).
    let resumeLine = text.lineIndex(of: resume)
    let atLineStart = resumeLine > line && resume <= text.contentStart(ofLine: resumeLine)
    return atLineStart ? text.lineRange(resumeLine).lowerBound : resume
  }

  /// Whether a partly read dictionary is a notification's description: its `name` is a
  /// notification's, or `NSConcreteNotification` stands before it.
  private func looksLikeNotification(_ partial: PrintedDictionary?, at start: Int) -> Bool {
    guard let name = partial?.entry("name")?.value.text else { return false }
    if NameSpelling.whole(Substring(name), vocabulary) != nil { return true }
    return concreteNotificationAnchor(before: start) != nil
  }

  // MARK: - Name-only lines

  /// A line that holds one notification name and nothing else (decoration aside) is an event
  /// with that name and no payload recorded, which a payload right after it completes.
  private mutating func readNameOnly(_ line: Int) -> Bool {
    let content = text.content(ofLine: line)
    // A name with its decoration is short, one word or a label and a word, and holds no
    // entry's or dictionary's punctuation: most lines are turned away here, by their bytes.
    guard content.count <= 320, Self.words(in: text.bytes[content], upTo: 4) <= 3,
      !text.bytes[content].contains(where: {
        $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "{")
          || $0 == UInt8(ascii: "}")
      }), vocabulary.mayName(text.bytes[content])
    else { return false }
    guard let (spelling, offset) = nameOnly(content) else { return false }
    let position = text.position(of: content.lowerBound + offset)
    noteHandler(spelling, at: position)
    events.append(
      TraceEvent(
        name: Symbol(spelling.name), time: text.time(ofLine: line, firstDay: &firstDay),
        position: position))
    pending = events.count - 1
    return true
  }

  /// The name the text `content` of a name-only line spells, and how many bytes into it the
  /// name is written; worked out once per distinct text, as a log repeats its handlers' lines.
  private mutating func nameOnly(_ content: Range<Int>) -> (NameSpelling, offset: Int)? {
    let line = String(decoding: text.bytes[content], as: UTF8.self)
    if let known = names.lines[line] { return known }
    let words = Self.withoutDecoration(line)
    var found: (NameSpelling, offset: Int)?
    if let spelling = NameSpelling.whole(words, vocabulary) ?? labelled(words) {
      let start = Self.find(Array(spelling.written.utf8), in: text.bytes[content])
      found = (spelling, (start ?? content.lowerBound) - content.lowerBound)
    }
    if names.lines.count < NamesRead.capacity { names.lines[line] = found }
    return found
  }

  /// The number of runs of non-blank bytes, counted up to `limit`: the scan stops at the
  /// run that reaches it (every line of a paste is asked whether it has at most three words,
  /// and a payload's line has dozens).
  static func words(in bytes: ArraySlice<UInt8>, upTo limit: Int) -> Int {
    var count = 0
    var inWord = false
    for byte in bytes {
      let blank = byte == 0x20 || byte == 0x09
      if !blank, !inWord {
        count += 1
        if count >= limit { return count }
      }
      inWord = !blank
    }
    return count
  }

  /// `handleNotification XYZWillShowNotification`: one word an app logs
  /// before a notification's own name (not a handler's name, which would need no label).
  private func labelled(_ words: Substring) -> NameSpelling? {
    guard let space = words.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
    let label = words[..<space]
    guard label.allSatisfy({ NameSpelling.isNameCharacter($0) || $0 == ":" }),
      let spelling = NameSpelling.whole(words[space...], vocabulary), !spelling.isHandler
    else { return nil }
    return spelling
  }

  /// The words of a name-only line without what apps put around a name: leading symbols and
  /// emoji, `[Category]` tags, trailing punctuation.
  static func withoutDecoration(_ line: String) -> Substring {
    var body = Substring(line)
    while true {
      body = body.drop { !($0.isLetter || $0.isNumber || $0 == "[" || $0 == "-" || $0 == "+") }
      if body.hasBytePrefix("["), let close = body.firstIndex(of: "]"),
        !body[body.index(after: body.startIndex)..<close].contains(" ")
      {
        body = body[body.index(after: close)...]
        continue
      }
      if body.hasBytePrefix("-") || body.hasBytePrefix("+"), !body.dropFirst().hasBytePrefix("[") {
        body = body.dropFirst()
        continue
      }
      break
    }
    while let last = body.last,
      !(last.isLetter || last.isNumber || last == ")" || last == "]" || last == ":")
    {
      // A line that opens a bracket goes on with a payload: it is not a name alone.
      if last == "{" || last == "[" || last == "(" { return "" }
      body = body.dropLast()
    }
    return body
  }

  /// Remembers a handler name read as a notification's name, for the note.
  mutating func noteHandler(_ spelling: NameSpelling, at position: SourcePosition) {
    guard spelling.isHandler, !handlerNames.contains(where: { $0.spelling == spelling }) else {
      return
    }
    handlerNames.append((spelling, position))
  }

  // MARK: - Bytes

  /// The index in `bytes` (an index of the whole log) where `needle` first occurs.
  static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    needle.withUnsafeBufferPointer { target in
      bytes.withUnsafeBufferPointer { haystack -> Int? in
        guard let base = haystack.baseAddress, let first = target.baseAddress, !target.isEmpty
        else { return nil }
        // memchr for the first byte, memcmp for the rest (glibc keeps memmem behind _GNU_SOURCE).
        var from = 0
        while haystack.count - from >= target.count,
          let hit = memchr(base + from, Int32(first[0]), haystack.count - from - target.count + 1)
        {
          let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
          if memcmp(base + at, first, target.count) == 0 { return bytes.startIndex + at }
          from = at + 1
        }
        return nil
      }
    }
  }
}
