extension String {
  /// The text with spaces after it up to `width` characters, or its first `width` characters
  /// when it is longer: what Foundation's `padding(toLength:withPad:startingAt:)` gives for
  /// the ASCII names the listings align.
  func padded(to width: Int) -> String {
    let count = count
    return count >= width
      ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
  }
}
