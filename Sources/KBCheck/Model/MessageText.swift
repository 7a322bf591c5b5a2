/// How words taken from the input appear in messages: quoted, cut when long, and with the
/// known name a misspelt one is closest to.
enum MessageText {
  /// A value from the input, quoted for a message: a long one is cut (a 50 MB string would
  /// otherwise become a 50 MB error line).
  static func quoted(_ text: String, limit: Int = limit) -> String {
    guard text.utf8.count > limit, text.count > limit else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
  }

  /// A payload's value, quoted like ``quoted(_:limit:)`` but cut later: a value a paste broke
  /// (two entries run together) is worth reading whole, a 20 MB one is not.
  static func quotedValue(_ text: String) -> String {
    quoted(text, limit: 200)
  }

  /// A name from the input as it is, or cut when long, like ``quoted(_:)``.
  static func cut(_ text: String) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    return "\(text.prefix(limit))… (\(text.utf8.count) bytes)"
  }

  /// `message (here and on 3 more events)`: one finding standing for a problem at several
  /// events, `more` of them besides its own.
  static func withMoreEvents(_ message: String, _ more: Int) -> String {
    more > 0 ? "\(message) (here and on \(more) more event\(more == 1 ? "" : "s"))" : message
  }

  /// The characters of a value a message shows before cutting it.
  private static let limit = 60

  /// The known name closest to `word`, within `maximumEdits` edits (by default a third of its
  /// length, at least 2), if any; the first in `names` among names as close.
  ///
  /// A word far longer than every name cannot be within that limit, and its edit distance
  /// would take time in proportion to its length times the name's: a 50 MB key must not
  /// stall the run before its message.
  static func closest(to word: String, in names: [String], maximumEdits: Int? = nil) -> String? {
    let longest = names.map(\.count).max() ?? 0
    // At most 4 bytes a character: a word of more bytes has more than 2 * longest + 8
    // characters, beyond any name's edit limit.
    guard word.utf8.count <= 4 * (2 * longest + 8) else { return nil }
    let characters = Array(word)
    let limit = maximumEdits ?? max(2, characters.count / 3)
    var best: (name: String, edits: Int)?
    for name in names {
      let other = Array(name)
      guard abs(other.count - characters.count) <= limit,
        let edits = distance(characters, other, atMost: limit), edits < best?.edits ?? .max
      else { continue }
      best = (name, edits)
    }
    return best?.name
  }

  /// The known name closest to `word` when case and punctuation do not count as edits
  /// (`dobule` is near `double`, `ipda` near `iPad`), within ``closest(to:in:)``'s limit.
  static func closestLoosely(to word: String, in names: [String]) -> String? {
    let keys = names.map(looseKey)
    return closest(to: looseKey(word), in: keys).flatMap { key in
      keys.firstIndex(of: key).map { names[$0] }
    }
  }

  /// The text's letters and digits, lower-cased: what two spellings of one word share
  /// (`UIUserInterfaceIdiom.pad` and `UIUserInterfaceIdiomPad`, `os_version` and `osVersion`).
  static func looseKey(_ text: String) -> String {
    // ASCII, the common case, from its bytes: the Unicode properties below cost thousands of
    // instructions a character, and every device field of every trace is compared so.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        bytes.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
      case 0x80...: return unicodeLooseKey(text)
      default: continue
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func unicodeLooseKey(_ text: String) -> String {
    var key = ""
    for scalar in text.unicodeScalars
    where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
      key.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
    return key
  }

  /// The edit distance between two words (insertions, removals and substitutions of their
  /// characters or bytes), or nil once it is surely more than `limit`.
  static func distance<Element: Equatable>(
    _ left: [Element], _ right: [Element], atMost limit: Int = .max
  ) -> Int? {
    guard !left.isEmpty else { return right.count <= limit ? right.count : nil }
    guard !right.isEmpty else { return left.count <= limit ? left.count : nil }
    var previous = Array(0...right.count)
    var current = previous
    for row in 1...left.count {
      current[0] = row
      var best = row
      for column in 1...right.count {
        let substitution = previous[column - 1] + (left[row - 1] == right[column - 1] ? 0 : 1)
        current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
        best = min(best, current[column])
      }
      if best > limit { return nil }
      swap(&previous, &current)
    }
    return previous[right.count] <= limit ? previous[right.count] : nil
  }

  /// `A, B, C`, or for a long list its first `shown` and how many more (`A, B, … and 83,323
  /// more`): a paste of 80,000 excerpts would otherwise list every break in one note.
  static func firstOf(_ items: [String], shown: Int = 10) -> String {
    guard items.count > shown else { return items.joinedText(separator: ", ") }
    return items.prefix(shown).joinedText(separator: ", ") + ", … and \(items.count - shown) more"
  }

  /// `A`, `A or B`, `A, B or C` (or with `and`).
  static func list(_ names: [String], _ conjunction: String = "or") -> String {
    guard let last = names.last else { return "nothing" }
    if names.count == 1 { return last }
    return names.dropLast().joinedText(separator: ", ") + " \(conjunction) " + last
  }
}
