extension StringProtocol {
  /// Whether this text's UTF-8 begins with `prefix`'s: `hasPrefix` without its test that the
  /// prefix ends on a character boundary.
  ///
  /// That test runs the grapheme breaking, whose code and tables a run otherwise never needs:
  /// bringing them in cost each process a few page faults. Paths, options and the markers
  /// kbcheck looks for are compared as bytes, as the file system compares them.
  func hasBytePrefix(_ prefix: some StringProtocol) -> Bool {
    utf8.starts(with: prefix.utf8)
  }

  /// Whether this text's UTF-8 ends with `suffix`'s: `hasSuffix` without its test that the
  /// suffix begins on a character boundary (see ``hasBytePrefix(_:)``).
  func hasByteSuffix(_ suffix: some StringProtocol) -> Bool {
    let count = suffix.utf8.count
    return utf8.count >= count && utf8.suffix(count).elementsEqual(suffix.utf8)
  }
}
