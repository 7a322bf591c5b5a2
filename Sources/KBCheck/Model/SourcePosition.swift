/// A place in an input file: 1-based line and column (columns count Unicode code points).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in Unicode code points from the start of the line.
  public var column: Int

  /// Creates a position from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position used when nothing better is known: the start of the file.
  public static let start = SourcePosition(line: 1, column: 1)

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by line, then column.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
