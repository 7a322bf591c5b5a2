/// Reads the members of a JSON object that a format defines, rejecting duplicates and wrong types.
struct ObjectReader {
  let value: JSONValue
  let what: String
  /// The members, in input order.
  private let list: [JSONMember]
  /// The members by key, for an object of many: a format's objects hold a handful of keys,
  /// found by a scan without hashing or allocating; a hostile one of thousands stays linear.
  private let index: [String: Int]?

  /// Objects with more members than this are indexed by a dictionary.
  private static let scanned = 16

  /// Wraps an object; `what` names it in messages ("event 3", "the trace").
  init(_ value: JSONValue, what: String) throws(InputError) {
    guard let list = value.members else {
      throw InputError(
        "\(what) must be a JSON object, found \(value.kindDescription)", at: value.position)
    }
    var index: [String: Int]?
    if list.count > Self.scanned {
      var byKey: [String: Int] = [:]
      for (position, member) in list.enumerated() {
        if let first = byKey[member.key] {
          throw Self.duplicate(member, first: list[first], what: what)
        }
        byKey[member.key] = position
      }
      index = byKey
    } else {
      for (position, member) in list.enumerated() {
        if let first = list[..<position].first(where: { $0.key == member.key }) {
          throw Self.duplicate(member, first: first, what: what)
        }
      }
    }
    self.value = value
    self.what = what
    self.list = list
    self.index = index
  }

  private static func duplicate(_ member: JSONMember, first: JSONMember, what: String)
    -> InputError
  {
    InputError(
      "\(what) has the key \(MessageText.quoted(member.key)) twice (first at \(first.keyPosition))",
      at: member.keyPosition)
  }

  /// The member's value, if present.
  func member(_ key: String) -> JSONValue? {
    entry(key)?.value
  }

  /// The member whose key is `key`, if present.
  private func entry(_ key: String) -> JSONMember? {
    if let index { return index[key].map { list[$0] } }
    return list.first { $0.key == key }
  }

  /// Throws at the first key not in `known`, suggesting the closest known one. `known` is a
  /// list: a format's keys are few, and a set made of them on every call cost more than the
  /// scan.
  func rejectUnknown(_ known: [String], _ what: String) throws(InputError) {
    for member in keys where !known.contains(member.key) {
      let hint =
        MessageText.closest(to: member.key, in: known.sorted()).map { " (did you mean \"\($0)\"?)" }
        ?? ""
      throw InputError(
        "unknown \(what) \(MessageText.quoted(member.key))\(hint)", at: member.keyPosition)
    }
  }

  /// The members whose keys are not in `known`, in input order.
  func unknownMembers(known: [String]) -> [JSONMember] {
    keys.filter { !known.contains($0.key) }
  }

  /// The keys present, in input order.
  var keys: [JSONMember] { list }

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
    guard let member = entry(key) else { return nil }
    guard let text = member.value.string else {
      throw InputError(
        "\"\(key)\" in \(what) must be a string, found \(member.value.kindDescription)",
        at: member.value.position)
    }
    return (text, member.value.position)
  }

  /// Checks the document's `format` string.
  func requireFormat(_ expected: String, kind: String) throws(InputError) {
    let format = try requiredString("format")
    guard format.value == expected else {
      throw InputError(
        "unknown \(kind) format \(MessageText.quoted(format.value)): this kbcheck reads \"\(expected)\"",
        at: format.position)
    }
  }

  /// A string member naming one case of `T`, if present; `noun` names `T` in messages.
  func optionalCase<T: RawRepresentable & CaseIterable>(
    _ key: String, _ noun: String
  ) throws(InputError) -> T? where T.RawValue == String {
    guard let text = try optionalString(key) else { return nil }
    guard let value = T(rawValue: text.value) else {
      let known = T.allCases.map(\.rawValue).joinedText(separator: ", ")
      throw InputError(
        "unknown \(noun) \(MessageText.quoted(text.value)); expected one of \(known)",
        at: text.position)
    }
    return value
  }

  /// A string member naming one case of `T`, which must be present.
  func requiredCase<T: RawRepresentable & CaseIterable>(
    _ key: String, _ noun: String
  ) throws(InputError) -> T where T.RawValue == String {
    guard let value: T = try optionalCase(key, noun) else {
      throw InputError("\(what) has no \"\(key)\"", at: value.position)
    }
    return value
  }

  /// A string member that may be absent or null.
  func nullableString(_ key: String) throws(InputError) -> (
    value: String, position: SourcePosition
  )? {
    if case .null? = member(key)?.kind { return nil }
    return try optionalString(key)
  }

  /// A whole-number member from 0 to `maximum`, if present and not null; anything else there
  /// is an error at its place (a number too large for an `Int` would otherwise stop the
  /// process where it is converted).
  func optionalWholeNumber(_ key: String, upTo maximum: Int = Int(Int32.max)) throws(InputError)
    -> Int?
  {
    guard let value = member(key), value.kind != .null else { return nil }
    guard case .number(let number, true) = value.kind, number >= 0, number <= Double(maximum)
    else {
      throw InputError(
        "\"\(key)\" must be a whole number from 0 to \(maximum), found \(value.kindDescription)",
        at: value.position)
    }
    return Int(number)
  }

  /// The elements of an array member; none when it is absent or null, an error when it is
  /// anything else.
  func optionalArray(_ key: String) throws(InputError) -> [JSONValue] {
    guard let value = member(key), value.kind != .null else { return [] }
    guard let elements = value.elements else {
      throw InputError(
        "\"\(key)\" must be an array, found \(value.kindDescription)", at: value.position)
    }
    return elements
  }

  /// An array of strings.
  static func strings(_ value: JSONValue, what: String) throws(InputError) -> [String] {
    try elements(value, what: what, "strings", \.string)
  }

  /// An array of numbers.
  static func numbers(_ value: JSONValue, what: String) throws(InputError) -> [Double] {
    try elements(value, what: what, "numbers", \.number)
  }

  private static func elements<T>(
    _ value: JSONValue, what: String, _ noun: String, _ read: (JSONValue) -> T?
  ) throws(InputError) -> [T] {
    guard let elements = value.elements else {
      throw InputError(
        "\(what) must be an array of \(noun), found \(value.kindDescription)", at: value.position)
    }
    var result: [T] = []
    for element in elements {
      guard let item = read(element) else {
        throw InputError(
          "\(what) must hold \(noun), found \(element.kindDescription)", at: element.position)
      }
      result.append(item)
    }
    return result
  }
}
