/// A JSON document to write: the small tree both kbcheck's converter and the app recorder build,
/// and a test double uses to describe a ``RecordedTrace``'s device.
///
/// Numbers carry their text, so a value is written exactly as it was read or recorded.
public indirect enum JSONTree: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, already formatted (see ``JSONText/number(_:isInteger:)``).
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONTree])
  /// An object with members in writing order.
  case object([(String, JSONTree)])

  /// Compares trees member by member, in order.
  public static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }
}
