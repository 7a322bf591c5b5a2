/// A dictionary as a log printed it, in any of the description grammars: Objective-C's
/// `{ key = value; … }`, Swift's `[AnyHashable("key"): value, …]`, JSON and JavaScript objects,
/// Swift's `name = …, object = …, userInfo = …`, and the same entries without brackets.
struct PrintedDictionary: Equatable {
  /// The offset of the opening bracket, or of the first key of a run without brackets.
  var start: Int
  /// The offset just after the dictionary's last byte.
  var end: Int
  /// The entries in printed order (a key printed twice is kept twice).
  var entries: [PrintedEntry] = []
  /// Whether the entries were printed without brackets around them.
  var isRun = false
  /// Whether the opening bracket's closing one never came, while every entry was whole (the
  /// paste ended the dictionary with the end of a comment, or prose).
  var isUnclosed = false
  /// Whether notes stand among its entries (a `//` comment, a line of prose, words after a
  /// `;`): no logger prints them, so the paste was edited, and may have lost entries too.
  var isAnnotated = false

  /// Whether the dictionary may have lost entries on lines that were not copied.
  var isPartial: Bool { isRun || isUnclosed || isAnnotated }

  /// The first entry whose key is `key`.
  func entry(_ key: String) -> PrintedEntry? {
    entries.first { $0.key == key }
  }

  /// The dictionary with every offset in it moved by `delta`.
  func shifted(by delta: Int) -> PrintedDictionary {
    var moved = self
    moved.start += delta
    moved.end += delta
    for index in moved.entries.indices {
      moved.entries[index].keyOffset += delta
      if case .dictionary(let nested) = moved.entries[index].value {
        moved.entries[index].value = .dictionary(nested.shifted(by: delta))
      }
    }
    return moved
  }
}

/// One `key = value` or `key: value` of a printed dictionary.
struct PrintedEntry: Equatable {
  /// The key, without quotes or `AnyHashable(…)`.
  var key: String
  /// Where the key starts.
  var keyOffset: Int
  /// Whether the entry was printed Objective-C style (`key = value;`), where quotes only escape
  /// a description, rather than Swift, JSON or JavaScript style (`key: value`), where a quoted
  /// value is a string.
  var isPropertyList: Bool
  /// The value.
  var value: PrintedValue
}

/// A printed value.
indirect enum PrintedValue: Equatable {
  /// Unquoted text, its runs of blanks and line breaks made one space
  /// (`NSRect: {{0, 352}, {320, 216}}`, `7`, `nil`, `<UIScreen: 0x…>`).
  case text(String)
  /// A quoted string, without its quotes.
  case quoted(String)
  /// A nested dictionary.
  case dictionary(PrintedDictionary)

  /// The value as text (a nested dictionary has none).
  var text: String? {
    switch self {
    case .text(let text), .quoted(let text): text
    case .dictionary: nil
    }
  }
}
