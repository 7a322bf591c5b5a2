/// A userInfo value as a trace records it: typed by a recorder, or untyped from a log.
enum PayloadValue: Sendable, Equatable {
  /// A value whose Objective-C type the recorder saw (`{"type": "CGRect", "value": …}`).
  case typed(type: String, value: RawValue)
  /// A value without type information, as a log conversion writes it.
  case untyped(RawValue)

  /// The recorded value without its type.
  var raw: RawValue {
    switch self {
    case .typed(_, let value), .untyped(let value): value
    }
  }
}

/// The shape of a recorded value, before any interpretation against a spec type.
enum RawValue: Sendable, Equatable {
  /// JSON null, or `nil` in a log.
  case null
  /// A boolean.
  case bool(Bool)
  /// A number; `isInteger` is true when it was written without fraction or exponent.
  case number(Double, isInteger: Bool)
  /// A string (an NSValue description such as `NSRect: {{0, 264}, {320, 216}}` stays a string).
  case string(String)
  /// A list of numbers (`[x, y, w, h]`).
  case numbers(Numbers)
  /// Any other JSON (an object, a mixed array), kept as it was.
  case json(JSONValue)
  /// A typed value without its `"value"`.
  case missing
}
