/// What Foundation's `CharacterSet.whitespaces` holds (general category Zs, the tab and the
/// zero-width space), tested on the scalar: read through Foundation it cost a dynamic cast per
/// character on Linux, and `trimmingCharacters(in:)` copies the whole text through UTF-16.
enum Whitespace {
  /// Whether `scalar` is whitespace (not a line break).
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? scalar == " " || scalar == "\t"
      : scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
  }

  /// `text` without the whitespace at its ends, looked at only where it is.
  static func trimmed(_ text: String) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !contains($0) }),
      let last = scalars.lastIndex(where: { !contains($0) })
    else { return "" }
    return text[first...last]
  }
}
