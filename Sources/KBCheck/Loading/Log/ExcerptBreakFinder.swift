/// Finds where a pasted log joins excerpts with the author's own text (see ``ExcerptBreak``),
/// from the lines the importer reads, in order.
///
/// The author's text is a paragraph between two notifications: lines the importer read nothing
/// from, with a blank line (or a Markdown fence, which cleaning blanks) right before and right
/// after them, each line reading as a person's words, not a tool's (``isAuthorLine(_:)``). It is
/// one heading line (``isHeading(_:)``), or holds a sentence (``isSentence(_:)``) that speaks as
/// the author (``isPersonal(_:)``) or ends introducing what follows (``introduces(_:)``). A
/// tool's lines that follow a payload directly (an app's `print` after each notification),
/// debugger and system messages, an app's message between blank lines, and log entries are
/// none of these, so a single capture is not parted by them.
struct ExcerptBreakFinder {
  /// The breaks found so far, in order (see ``breaks(among:)`` for those that stand).
  private var breaks: [ExcerptBreak] = []
  /// The paragraph being read, if any: after how many events it began, its first line and
  /// place, and what its lines were.
  private var paragraph: Paragraph?
  /// The index in the log of the last line seen (a window of the log starts a line early, so
  /// a line may be offered twice), and whether it was blank.
  private var lastLine = -1
  private var lastBlank = false
  /// Whether the last line seen was one the importer read something from.
  private var afterRead = false
  /// A line right after a structure that alone may be the author's text (a paste that lost
  /// its blank lines, as pages copied from the web do): a break when a structure follows it
  /// at once. See ``isTightBreak(_:)``.
  private var tight: (line: Int, events: Int, text: String, position: SourcePosition)?

  private struct Paragraph {
    var events: Int
    var text: String
    var position: SourcePosition
    var lines = 1
    var byAuthor: Bool
    var sentence: Bool
    var heading: Bool
    /// Whether a line speaks as the author (`I`, `we`), and whether the last one ends with a
    /// colon, introducing what follows.
    var personal: Bool
    var introduces: Bool

    /// Whether the paragraph is the author's text between two captures: a person's words, a
    /// sentence or a heading, that speaks as the author or introduces the next capture. An
    /// app's or the system's message between blank lines does neither.
    var isBreak: Bool {
      byAuthor && (heading && lines == 1 || sentence && (personal || introduces))
    }
  }

  /// The longest first line a break keeps of the author's text.
  static let kept = 200

  /// A blank line (or a fence) at line `line` of the log, after `events` events: it ends a
  /// paragraph, which is a break when it is the author's text after a notification.
  mutating func blank(_ line: Int, events: Int) {
    guard line > lastLine else { return }
    lastLine = line
    if let paragraph, paragraph.events == events, events > 0, paragraph.isBreak {
      add(ExcerptBreak(event: events, text: paragraph.text, position: paragraph.position))
    }
    paragraph = nil
    lastBlank = true
    afterRead = false
    tight = nil
  }

  /// Keeps a break, one before an event.
  private mutating func add(_ cut: ExcerptBreak) {
    if breaks.last?.event != cut.event { breaks.append(cut) }
  }

  /// A line the importer read nothing from, after `events` events; `written` gives its text
  /// and place, or nil when it is a log entry (a timestamp prefix), which no author writes;
  /// `endsWithColon` says from its bytes whether its last character is `:` or `：`.
  @inline(__always)
  mutating func unread(
    _ line: Int, events: Int, endsWithColon: () -> Bool,
    written: () -> (text: String, position: SourcePosition)?
  ) {
    guard line > lastLine else { return }
    lastLine = line
    defer { lastBlank = false }
    // Only a line right after a structure may be a break on its own, and only one that ends
    // with a colon (told from its bytes: most such lines are an app's log entries).
    if afterRead {
      afterRead = false
      if events > 0, endsWithColon(), let found = written(), Self.isTightBreak(found.text) {
        tight = (line, events, Self.shown(found.text), found.position)
        return
      }
    }
    tight = nil
    // Only a block that follows a blank line, and goes on reading as the author's, can be a
    // paragraph: every other unread line (most are a log's own entries) costs a comparison.
    if var current = paragraph, current.events == events {
      guard current.byAuthor, let found = written() else {
        paragraph?.byAuthor = false
        return
      }
      let text = found.text
      let byAuthor = Self.isAuthorLine(text)
      current.lines += 1
      current.byAuthor = byAuthor
      current.sentence = current.sentence || (byAuthor && Self.isSentence(text))
      current.personal = current.personal || Self.isPersonal(text)
      current.introduces = Self.introduces(text)
      paragraph = current
      return
    }
    // A paragraph starts after a blank line; text right after a notification or a log entry
    // belongs to them.
    guard lastBlank, events > 0, let found = written(), case let text = found.text,
      Self.isAuthorLine(text)
    else {
      paragraph = Paragraph(
        events: events, text: "", position: .start, byAuthor: false, sentence: false,
        heading: false, personal: false, introduces: false)
      return
    }
    paragraph = Paragraph(
      events: events, text: Self.shown(text), position: found.position, byAuthor: true,
      sentence: Self.isSentence(text), heading: Self.isHeading(text),
      personal: Self.isPersonal(text), introduces: Self.introduces(text))
  }

  /// The first line as a break keeps it: the blanks cleaning left (bold marks, backticks)
  /// closed up, at most ``kept`` characters.
  private static func shown(_ text: String) -> String {
    String(text.split(separator: " ").map(String.init).joinedText(separator: " ").prefix(kept))
  }

  /// Whether a line speaks as its author: `I`, `we`, `my`, `our` (and the same in the
  /// languages bug reports and their mirrors are written in: Russian я, мы; German, French,
  /// Spanish, Portuguese; Chinese 我, Japanese 私 and 僕, Korean 저는 and 제가), as bug reports
  /// do and apps' and the system's messages do not.
  static func isPersonal(_ line: String) -> Bool {
    let words = line.split { !($0.isLetter || $0 == "'") }.map { $0.lowercased() }
    let pronouns: Set<String> = [
      "i", "i'm", "i've", "we", "we're", "we've", "my", "our", "me", "us",
      "я", "мы", "мне", "нам", "мой", "наш", "ich", "wir", "je", "j'ai", "nous", "yo",
      "nosotros", "eu", "nós",
    ]
    if words.contains(where: pronouns.contains) { return true }
    return ["我", "私", "僕", "저는", "제가"].contains { line.contains($0) }
  }

  /// Whether a line ends with a colon (`:` or the full-width `：`), introducing what follows.
  static func introduces(_ line: String) -> Bool {
    guard let last = line.last(where: { $0 != " " }) else { return false }
    return last == ":" || last == "："
  }

  /// The breaks that stand among the log's `events`: one before an event, and not between two
  /// entries logged less than a second apart (text there annotates one capture).
  func breaks(among events: [TraceEvent]) -> [ExcerptBreak] {
    breaks.filter { cut in
      guard cut.event < events.count else { return false }
      guard let before = events[cut.event - 1].time, let after = events[cut.event].time else {
        return true
      }
      return !(0..<1).contains(after - before)
    }
  }

  /// A line the importer read something from (a notification, a name, a structure).
  mutating func read(_ line: Int) {
    if let tight, line == tight.line + 1 {
      add(ExcerptBreak(event: tight.events, text: tight.text, position: tight.position))
    }
    tight = nil
    lastLine = max(lastLine, line)
    paragraph = nil
    lastBlank = false
    afterRead = true
  }

  /// Whether one line between two structures, with no blank line around it, is the author's
  /// text: a person's sentence in the author's voice that introduces what follows ("This was
  /// portrait; if we rotate the device to PortraitUpsideDown, we get:"). Without blank lines
  /// an app's message printed before each payload ("keyboard will show, user info:") stands
  /// where the author's would, so both marks of a person are needed.
  static func isTightBreak(_ line: String) -> Bool {
    introduces(line) && isAuthorLine(line) && isSentence(line) && isPersonal(line)
  }

  /// Whether a line reads as a person's words: it starts with a letter (after Markdown's `#`,
  /// `*` and `_`, or a step's number, `2.`) and holds none of what tools print: `=`,
  /// brackets, `0x` addresses, absolute paths, or a diagnostic's `warning:` or `error:` first.
  static func isAuthorLine(_ line: String) -> Bool {
    var body = Substring(line).drop { $0 == "#" || $0 == "*" || $0 == "_" || $0 == " " }
    if let first = body.first, first.isNumber {
      let number = body.prefix { $0.isNumber }
      guard body.dropFirst(number.count).first == "." else { return false }
      body = body.dropFirst(number.count + 1).drop { $0 == " " }
    }
    guard let first = body.first, first.isLetter else { return false }
    if body.contains(where: { "=[]<>{}|\\".contains($0) }) || body.contains("0x") { return false }
    let words = body.split(separator: " ")
    if let lead = words.first?.lowercased(),
      ["warning:", "error:", "note:", "fatal:", "debug:", "info:"].contains(lead)
    {
      return false
    }
    return !words.contains { $0.hasBytePrefix("/") }
  }

  /// Whether a line is a sentence: five words of lower-case letters or more (trailing
  /// punctuation aside), or eight letters of a script other than Latin (Chinese, Japanese and
  /// Korean write sentences with few spaces or none).
  static func isSentence(_ line: String) -> Bool {
    var words = 0
    for word in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      let body = word.drop { $0 == "(" || $0 == "\"" }.reversed().drop {
        ",.:;)\"?!".contains($0)
      }
      if !body.isEmpty, body.allSatisfy({ $0.isLetter && $0.isLowercase }) { words += 1 }
      if words >= 5 { return true }
    }
    return line.unicodeScalars.count { !$0.isASCII && $0.properties.isAlphabetic } >= 8
  }

  /// Whether a line is a heading the author put before a capture: at most eight words, ending
  /// with `:` (`After:`, `**After:**` once cleaning blanked the bold, `iPhone XR (iOS 12):`,
  /// `2. Compose sheet, swipe down:`) or set as a Markdown heading (`## Second capture`).
  /// Its first word has a capital, as a title's does, not as a sentence's continuation
  /// (`and for the hide:`).
  static func isHeading(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    guard let last = words.last, words.count <= 8 else { return false }
    if line.hasBytePrefix("#") { return true }
    // The first word has a capital (`After`, `iPhone`), or is in a script without case.
    guard let first = words.first(where: { $0.contains(where: \.isLetter) }),
      first.contains(where: { $0.isLetter && !$0.isLowercase })
    else { return false }
    return last.hasByteSuffix(":")
  }
}
