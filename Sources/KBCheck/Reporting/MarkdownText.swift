/// Text for GitHub-flavoured Markdown: plain text escaped so it renders as written, also inside
/// a table cell.
enum MarkdownText {
  /// The characters that would start emphasis, code, links, HTML or a table cell.
  private static let special: Set<Character> = [
    "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!",
  ]

  /// The text with Markdown's special characters backslash-escaped and line breaks turned into
  /// spaces (a table row is one line).
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "\n" || character == "\r" || character == "\r\n" {
        result.append(" ")
        continue
      }
      if special.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Inline code when the text allows it, escaped text otherwise.
  static func code(_ text: String) -> String {
    if text.isEmpty || text.contains("`") || text.contains("|") || text.contains("\n") {
      return escape(text)
    }
    return "`" + text + "`"
  }

  /// At most `limit` characters, ending with an ellipsis when cut.
  static func clip(_ text: String, _ limit: Int) -> String {
    text.count > limit ? text.prefix(limit - 1) + "…" : text
  }
}
