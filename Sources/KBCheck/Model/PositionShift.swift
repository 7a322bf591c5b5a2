/// How positions move between two places of the same text: a userInfo read once and met again
/// further on. Positions on the text's first line move by lines and columns (what precedes the
/// text on that line differs), positions on its other lines by lines only.
struct PositionShift: Sendable, Equatable {
  /// The line the text starts on where its positions were taken.
  var line: Int
  /// How many lines further on the text is now.
  var lines: Int
  /// How many columns further on its first line starts now.
  var columns: Int

  /// The shift that takes the text from starting at `from` to starting at `to`.
  init(from: SourcePosition, to: SourcePosition) {
    line = from.line
    lines = to.line - from.line
    columns = to.column - from.column
  }

  /// Where a position of the text is now.
  func apply(_ position: SourcePosition) -> SourcePosition {
    SourcePosition(
      line: position.line + lines,
      column: position.line == line ? position.column + columns : position.column)
  }
}
