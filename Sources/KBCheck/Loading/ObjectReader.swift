/// Reads the members of a JSON object that a format defines, rejecting duplicates and wrong types.
struct ObjectReader {
  let value: JSONValue
  let what: String
  private let members: [String: JSONMember]

  /// Wraps an object; `what` names it in messages ("event 3", "the trace").
  init(_ value: JSONValue, what: String) throws(InputError) {
    guard let list = value.members else {
      throw InputError(
        "\(what) must be a JSON object, found \(value.kindDescription)", at: value.position)
    }
    var members: [String: JSONMember] = [:]
    for member in list {
      if let first = members[member.key] {
        throw InputError(
          "\(what) has the key \"\(member.key)\" twice (first at \(first.keyPosition))",
          at: member.keyPosition)
      }
      members[member.key] = member
    }
    self.value = value
    self.what = what
    self.members = members
  }

  /// The member's value, if present.
  func member(_ key: String) -> JSONValue? { members[key]?.value }

  /// The keys present, in input order.
  var keys: [JSONMember] { value.members ?? [] }

  /// A string member that must be present.
  func requiredString(_ key: String) throws(InputError) -> (value: String, position: SourcePosition)
  {
    guard let found = try optionalString(key) else {
      throw InputError("\(what) has no \"\(key)\"", at: value.position)
    }
    return found
  }

  /// A string member that may be absent.
  func optionalString(_ key: String) throws(InputError) -> (
    value: String, position: SourcePosition
  )? {
    guard let member = members[key] else { return nil }
    guard let text = member.value.string else {
      throw InputError(
        "\"\(key)\" in \(what) must be a string, found \(member.value.kindDescription)",
        at: member.value.position)
    }
    return (text, member.value.position)
  }

  /// An array of strings.
  static func strings(_ value: JSONValue, what: String) throws(InputError) -> [String] {
    guard let elements = value.elements else {
      throw InputError(
        "\(what) must be an array of strings, found \(value.kindDescription)", at: value.position)
    }
    var result: [String] = []
    for element in elements {
      guard let text = element.string else {
        throw InputError(
          "\(what) must hold strings, found \(element.kindDescription)", at: element.position)
      }
      result.append(text)
    }
    return result
  }

  /// An array of numbers.
  static func numbers(_ value: JSONValue, what: String) throws(InputError) -> [Double] {
    guard let elements = value.elements else {
      throw InputError(
        "\(what) must be an array of numbers, found \(value.kindDescription)", at: value.position)
    }
    var result: [Double] = []
    for element in elements {
      guard let number = element.number else {
        throw InputError(
          "\(what) must hold numbers, found \(element.kindDescription)", at: element.position)
      }
      result.append(number)
    }
    return result
  }
}
