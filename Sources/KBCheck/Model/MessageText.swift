/// How words taken from the input appear in messages: quoted, cut when long, and with the
/// known name a misspelt one is closest to.
enum MessageText {
  /// A value from the input, quoted for a message: a long one is cut (a 50 MB string would
  /// otherwise become a 50 MB error line).
  static func quoted(_ text: String) -> String {
    guard text.utf8.count > limit, text.count > limit else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
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

  /// The known name within a third of `word`'s length in edits (at least 2) closest to it,
  /// if any.
  ///
  /// A word far longer than every name cannot be within that limit, and its edit distance
  /// would take time in proportion to its length times the name's: a 50 MB key must not
  /// stall the run before its message.
  static func closest(to word: String, in names: [String]) -> String? {
    let longest = names.map(\.count).max() ?? 0
    // At most 4 bytes a character: a word of more bytes has more than 2 * longest + 8
    // characters, beyond any name's edit limit.
    guard word.utf8.count <= 4 * (2 * longest + 8) else { return nil }
    let scored = names.map { ($0, distance(Array(word), Array($0))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else {
      return nil
    }
    return best.0
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

  /// The edit distance between two words, in characters.
  static func distance(_ left: [Character], _ right: [Character]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (row, leftCharacter) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      for (column, rightCharacter) in right.enumerated() {
        let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
        current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }

  /// `A`, `A or B`, `A, B or C` (or with `and`).
  static func list(_ names: [String], _ conjunction: String = "or") -> String {
    guard let last = names.last else { return "nothing" }
    if names.count == 1 { return last }
    return names.dropLast().joinedText(separator: ", ") + " \(conjunction) " + last
  }
}
