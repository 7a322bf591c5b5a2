/// Text and attribute values for HTML and SVG.
enum HTMLText {
  /// `text` safe in content and in double-quoted attributes: XML's escaping (`&`, `<`, `>`,
  /// quotes, line breaks as references), which HTML reads the same, control characters dropped.
  static func escape(_ text: String) -> String {
    XMLText.attribute(text)
  }

  /// A coordinate with at most one decimal, as SVG attributes take it (`12`, `12.5`).
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
