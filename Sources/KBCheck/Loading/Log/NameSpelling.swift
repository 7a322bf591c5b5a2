/// Recognises a notification's name however a log wrote it: `XYZWillShowNotification`,
/// `UIResponder.keyboardWillShowNotification`, `NSNotification.Name(rawValue: "…")`,
/// `Name(_rawValue: …)`, or a handler's name (`keyboardWillShow`, `keyboardWillShow:`,
/// `keyboardWillShow(_:)`, `-[ChatViewController keyboardWillShow:]`). Which spellings stand
/// for which name is the spec's (``LogVocabulary``); the forms around them are the grammar's.
struct NameSpelling: Equatable {
  /// The name the event gets.
  var name: String
  /// The word as the log wrote it.
  var written: String
  /// Whether it was a handler's or an event's name rather than the name itself.
  var isHandler: Bool

  /// The name when `text` is one name form and nothing else.
  static func whole(_ text: Substring, _ vocabulary: LogVocabulary) -> NameSpelling? {
    // A bare name (what most descriptions print) is what every step below leaves as it is.
    if !text.isEmpty, isName(text) {
      if let marker = vocabulary.marker(text) {
        return NameSpelling(name: marker, written: marker, isHandler: false)
      }
      return spelling(text, vocabulary)
    }
    var body = text.trimming(" \t")
    if let marker = vocabulary.marker(body) {
      return NameSpelling(name: marker, written: marker, isHandler: false)
    }
    body = unwrapped(body)
    if let selector = selector(body) { body = selector }
    body = withoutCall(body)
    while body.hasByteSuffix(":") { body = body.dropLast() }
    guard !body.isEmpty, isName(body) else { return nil }
    return spelling(body, vocabulary)
  }

  /// The first name in free text: the words of a line before a printed payload
  /// (`keyboardWillShow userInfo:`, `XYZWillShowNotification, userInfo: [`).
  static func first(in text: Substring, _ vocabulary: LogVocabulary) -> NameSpelling? {
    for word in text.split(whereSeparator: { !isNameCharacter($0) }) {
      var body = word
      while body.hasByteSuffix(".") { body = body.dropLast() }
      if let found = spelling(body, vocabulary) { return found }
    }
    return nil
  }

  /// The name a word spells: one the spec lists, or any other word ending in `Notification`
  /// (a notification the spec does not know, kept for context).
  private static func spelling(_ word: Substring, _ vocabulary: LogVocabulary) -> NameSpelling? {
    let text = String(word)
    if let known = vocabulary.spelling(of: text) {
      return NameSpelling(name: known.name, written: text, isHandler: known.isHandler)
    }
    let last = word.split(separator: ".").last ?? word
    guard last.hasByteSuffix(nameSuffix), last.count > nameSuffix.count,
      last.first?.isUppercase == true, !genericNames.contains(last)
    else { return nil }
    return NameSpelling(name: String(last), written: text, isHandler: false)
  }

  /// What the name of a notification the spec does not list ends with (Foundation's naming
  /// convention): such a word is kept as a name, for context.
  static let nameSuffix = "Notification"

  /// Words ending in `Notification` that name no notification.
  private static let genericNames: Set<Substring> = [
    "NSConcreteNotification", "NSNotification", "UILocalNotification", "UNNotification",
  ]

  /// `NSNotification.Name(rawValue: "X")`, `Name(_rawValue: X)` → `X`.
  private static func unwrapped(_ text: Substring) -> Substring {
    guard text.utf8.contains(UInt8(ascii: "(")) else { return text }
    for opening in ["Name(_rawValue:", "Name(rawValue:"] {
      guard let open = text.firstRange(of: opening), text.hasByteSuffix(")") else { continue }
      var inner = text[open.upperBound..<text.index(before: text.endIndex)]
      inner = inner.trimming(" \t\"")
      return inner
    }
    return text
  }

  /// `-[ChatViewController keyboardWillShow:]` → `keyboardWillShow:`.
  private static func selector(_ text: Substring) -> Substring? {
    guard text.hasBytePrefix("-[") || text.hasBytePrefix("+["), text.hasByteSuffix("]"),
      let space = text.firstIndex(of: " ")
    else { return nil }
    return text[text.index(after: space)..<text.index(before: text.endIndex)]
  }

  /// `keyboardWillShow(_:)`, `keyboardWillShow(notification:)`, `keyboardWillShow()` →
  /// `keyboardWillShow`.
  private static func withoutCall(_ text: Substring) -> Substring {
    guard text.hasByteSuffix(")"), let open = text.firstIndex(of: "(") else { return text }
    let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard arguments.allSatisfy({ isNameCharacter($0) || $0 == ":" || $0 == " " }) else {
      return text
    }
    return text[..<open]
  }

  /// Letters, digits, `_` and `.`: the characters of a name or a qualified Swift name.
  static func isNameCharacter(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return isNameByte(ascii) }
    return character.isLetter || character.isNumber
  }

  /// Whether every character of `text` is a name character: byte by byte when it is ASCII
  /// (every line of a log is tried as a name, and Unicode properties cost a table lookup per
  /// character).
  static func isName(_ text: Substring) -> Bool {
    // In place when the text is contiguous (a native string's is): iterating a substring's
    // UTF-8 view an index at a time cost about thirty instructions a byte.
    let asciiVerdict = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if !isNameByte(byte) { return false }
      }
      return true
    }
    if let verdict = asciiVerdict ?? nil { return verdict }
    var ascii = true
    for byte in text.utf8 {
      guard byte < 0x80 else {
        ascii = false
        break
      }
      if !isNameByte(byte) { return false }
    }
    return ascii || text.allSatisfy(isNameCharacter)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}

extension Substring {
  /// The substring without the given characters at its ends.
  func trimming(_ characters: String) -> Substring {
    var result = self
    while let first = result.first, characters.contains(first) { result = result.dropFirst() }
    while let last = result.last, characters.contains(last) { result = result.dropLast() }
    return result
  }
}
