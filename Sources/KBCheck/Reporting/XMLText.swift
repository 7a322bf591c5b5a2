/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
  /// Whether XML 1.0 allows the character at all (`Char` in the specification): tab, line
  /// feed, carriage return and everything from U+0020 except U+FFFE and U+FFFF. (Swift strings
  /// hold no surrogates.)
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Character data: `&`, `<` and `>` escaped, a carriage return kept as `&#13;` (a parser
  /// would fold it into the line feed), characters XML forbids dropped.
  static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// An attribute value for double quotes: also `"` and `'` escaped, and tab and line breaks as
  /// character references so attribute normalization keeps them.
  static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      case "\"" where attribute: result += "&quot;"
      case "'" where attribute: result += "&apos;"
      case "\n" where attribute: result += "&#10;"
      case "\t" where attribute: result += "&#9;"
      case let other where isAllowed(other): result.unicodeScalars.append(other)
      default: continue
      }
    }
    return result
  }
}
