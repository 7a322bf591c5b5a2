/// A parsed JSON value that remembers where it started in the input.
struct JSONValue: Sendable, Equatable {
  /// The value's kind and contents.
  var kind: Kind
  /// Where the value starts.
  var position: SourcePosition

  /// The kinds of JSON value; objects keep every member in order, duplicates included.
  enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number; `isInteger` when written without fraction or exponent.
    case number(Double, isInteger: Bool)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in input order.
    case object([JSONMember])
  }

  /// A short name of the value's kind for messages (`a string`, `an object`).
  var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members of an object, or nil.
  var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements of an array, or nil.
  var elements: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The string, or nil.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The number, or nil.
  var number: Double? {
    if case .number(let value, _) = kind { return value }
    return nil
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable, Equatable {
  /// The member's key.
  var key: String
  /// Where the key starts.
  var keyPosition: SourcePosition
  /// The member's value.
  var value: JSONValue
}
