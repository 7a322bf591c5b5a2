/// Text from a trace, a file name or a spec made safe for a terminal or a CI log: every control
/// character (line breaks, ESC, BEL, C1 controls, DEL) is written as a visible escape (`\n`,
/// `\u001b`), so a finding stays one line and no line of it can start a workflow command or
/// move the cursor.
enum TerminalText {
  /// `text` with its control characters escaped, but those in `kept` (a format that escapes
  /// line breaks its own way keeps them for that).
  static func escape(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
    // Printable ASCII, what nearly every message is, has nothing to escape: checked on its
    // bytes (decoding scalar by scalar cost a summary of 2,000 notices 8 million instructions).
    var copy = text
    if copy.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
    guard text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case _ where kept.contains(scalar): result.unicodeScalars.append(scalar)
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }
}
