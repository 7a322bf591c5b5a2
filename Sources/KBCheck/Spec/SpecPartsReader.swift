/// Decodes the parts of a spec: notifications, keys, patterns, sequences, quirks and rules.
struct SpecPartsReader {
  /// Named lists of notification names, used as `@name` in name lists.
  let groups: [String: [String]]
  /// Whether examples are decoded as they are read, so that a broken one is an error now; the
  /// built-in spec's are decoded by the test suite instead.
  var checksExamples = true
  /// Where the built-in spec's examples start, by the position of the `null` that stands for
  /// each in its document (see ``JSONParser/Deferred``).
  var deferredExamples: [SourcePosition: JSONParser.Cursor] = [:]
  /// The spec's words for device facts, which its conditions and defaults must use.
  var deviceWords = DeviceWords()

  /// Decodes every element of the array `key` with `decode`.
  func list<T>(
    _ root: ObjectReader, _ key: String, _ decode: (JSONValue) throws(InputError) -> T
  ) throws(InputError) -> [T] {
    guard let value = root.member(key) else { return [] }
    guard let elements = value.elements else {
      throw InputError(
        "\"\(key)\" must be an array, found \(value.kindDescription)", at: value.position)
    }
    var result: [T] = []
    for element in elements { result.append(try decode(element)) }
    return result
  }

  /// Device facts to assume when a trace does not give them.
  func defaults(_ value: JSONValue?) throws(InputError) -> Device {
    guard let value else { return Device() }
    let object = try ObjectReader(value, what: "\"defaults\"")
    try object.rejectUnknown(["idiom", "os", "osVersion", "keyboard"], "key in \"defaults\"")
    return Device(
      idiom: try deviceWord(object, "idiom", .idiom), os: try deviceWord(object, "os", .os),
      osVersion: try version(object, "osVersion"),
      keyboard: try deviceWord(object, "keyboard", .keyboard))
  }

  func notification(_ value: JSONValue) throws(InputError) -> NotificationSpec {
    let object = try ObjectReader(value, what: "a notification")
    try object.rejectUnknown(
      ["name", "since", "prohibitedOn", "object", "aliases", "handlerNames", "source"],
      "key in a notification")
    return NotificationSpec(
      name: try object.requiredString("name").value,
      since: try version(object, "since"),
      prohibitedOn: try deviceWordList(object, "prohibitedOn", .os),
      objects: try object.member("object").map(objectDomains) ?? [],
      position: value.position, aliases: try strings(object, "aliases"),
      handlerNames: try strings(object, "handlerNames"),
      source: try object.optionalString("source")?.value)
  }

  /// A notification's `object`: a domain, or a list of domains each with the devices it holds
  /// on (`when`).
  func objectDomains(_ value: JSONValue) throws(InputError) -> [ObjectDomain] {
    guard let elements = value.elements else {
      return [ObjectDomain(when: .always, domain: try domain(value))]
    }
    var result: [ObjectDomain] = []
    for element in elements {
      guard case .object(var members) = element.kind else {
        throw InputError(
          "an object domain must be an object, found \(element.kindDescription)",
          at: element.position)
      }
      let when = members.first { $0.key == "when" }?.value
      members.removeAll { $0.key == "when" }
      result.append(
        ObjectDomain(
          when: try condition(when),
          domain: try domain(JSONValue(kind: .object(members), position: element.position))))
    }
    return result
  }

  func marker(_ value: JSONValue) throws(InputError) -> MarkerSpec {
    let object = try ObjectReader(value, what: "a marker")
    try object.rejectUnknown(["name", "kind", "source"], "key in a marker")
    return MarkerSpec(
      name: try object.requiredString("name").value,
      kind: try object.requiredString("kind").value,
      source: try object.optionalString("source")?.value, position: value.position)
  }

  func key(_ value: JSONValue) throws(InputError) -> KeySpec {
    let object = try ObjectReader(value, what: "a key")
    try object.rejectUnknown(
      [
        "name", "type", "since", "requiredIn", "optionalIn", "deprecated", "private", "domain",
        "quirks", "source",
      ],
      "key in a userInfo key")
    let type: ValueType = try object.requiredCase("type", "value type")
    var deprecation: Deprecation?
    if let deprecated = object.member("deprecated") {
      let reader = try ObjectReader(deprecated, what: "\"deprecated\"")
      try reader.rejectUnknown(["since", "replacedBy"], "key in \"deprecated\"")
      deprecation = Deprecation(
        since: try version(reader, "since"), replacedBy: try strings(reader, "replacedBy"))
    }
    var isPrivate = false
    if let flag = object.member("private") {
      guard case .bool(let value) = flag.kind else {
        throw InputError("\"private\" must be true or false", at: flag.position)
      }
      isPrivate = value
    }
    return KeySpec(
      name: try object.requiredString("name").value, type: type,
      since: try version(object, "since"),
      requiredIn: Set(try names(object, "requiredIn")),
      optionalIn: Set(try names(object, "optionalIn")),
      deprecation: deprecation, isPrivate: isPrivate,
      domain: try object.member("domain").map(domain),
      quirks: try strings(object, "quirks"), position: value.position,
      source: try object.optionalString("source")?.value)
  }

  func domain(_ value: JSONValue) throws(InputError) -> ValueDomain {
    let object = try ObjectReader(value, what: "a value domain")
    try object.rejectUnknown(
      ["allowed", "minimum", "finite", "nonEmpty", "quirkValues", "quirkProblems"],
      "key in a value domain")
    var quirkValues: [QuirkValues] = []
    if let list = object.member("quirkValues") {
      for element in list.elements ?? [] {
        let entry = try ObjectReader(element, what: "a quirkValues entry")
        quirkValues.append(
          QuirkValues(
            values: try rawValues(SpecDecoder.required(entry, "values")),
            quirk: try entry.requiredString("quirk").value))
      }
    }
    var quirkProblems: [DomainProblem: String] = [:]
    if let problems = object.member("quirkProblems") {
      let reader = try ObjectReader(problems, what: "\"quirkProblems\"")
      for member in reader.keys {
        guard let problem = DomainProblem(rawValue: member.key) else {
          let known = DomainProblem.allCases.map(\.rawValue).joinedText(separator: ", ")
          throw InputError(
            "unknown problem \(MessageText.quoted(member.key)) (problems: \(known))",
            at: member.keyPosition)
        }
        guard let quirk = member.value.string else {
          throw InputError(
            "a problem names the quirk that explains it, found \(member.value.kindDescription)",
            at: member.value.position)
        }
        quirkProblems[problem] = quirk
      }
    }
    if let minimum = object.member("minimum"), minimum.number == nil {
      throw InputError(
        "\"minimum\" must be a number, found \(minimum.kindDescription)", at: minimum.position)
    }
    return ValueDomain(
      allowed: try object.member("allowed").map(rawValues),
      minimum: object.member("minimum")?.number, finite: try flag(object, "finite"),
      nonEmpty: try flag(object, "nonEmpty"), quirkValues: quirkValues,
      quirkProblems: quirkProblems)
  }

  /// A boolean at `key`, false when absent.
  func flag(_ object: ObjectReader, _ key: String) throws(InputError) -> Bool {
    guard let value = object.member(key) else { return false }
    guard case .bool(let flag) = value.kind else {
      throw InputError(
        "\"\(key)\" must be true or false, found \(value.kindDescription)", at: value.position)
    }
    return flag
  }

  private func rawValues(_ value: JSONValue) throws(InputError) -> [RawValue] {
    guard let elements = value.elements else {
      throw InputError(
        "expected an array of values, found \(value.kindDescription)", at: value.position)
    }
    return elements.map(PayloadValueDecoder.raw)
  }

  func sequence(_ value: JSONValue) throws(InputError) -> SequenceSpec {
    let object = try ObjectReader(value, what: "a sequence")
    try object.rejectUnknown(
      ["id", "kind", "pattern", "from", "to", "when", "quirk", "description"], "key in a sequence")
    let id = try object.requiredString("id").value
    return SequenceSpec(
      id: id, kind: try object.optionalString("kind")?.value ?? id,
      pattern: try PatternDecoder.decode(SpecDecoder.required(object, "pattern")),
      from: try object.requiredString("from").value, to: try object.requiredString("to").value,
      when: try condition(object.member("when")),
      quirk: try object.optionalString("quirk")?.value,
      description: try object.optionalString("description")?.value ?? "", position: value.position)
  }

  func quirk(_ value: JSONValue) throws(InputError) -> QuirkSpec {
    let object = try ObjectReader(value, what: "a quirk")
    try object.rejectUnknown(
      ["id", "message", "explanation", "references", "when", "everyDevice", "examples"],
      "key in a quirk")
    return QuirkSpec(
      id: try object.requiredString("id").value,
      message: try object.requiredString("message").value,
      explanation: try object.requiredString("explanation").value,
      references: try strings(object, "references"),
      when: try condition(object.member("when")), everyDevice: try flag(object, "everyDevice"),
      examples: try object.member("examples").map { value throws(InputError) in
        let examples = try ObjectReader(value, what: "\"examples\"")
        try examples.rejectUnknown(["explained", "outside"], "key in a quirk's examples")
        return QuirkExamples(
          explained: try examples.member("explained").map(example),
          outside: try examples.member("outside").map(example))
      }, position: value.position)
  }

  /// An example trace, decoded now when ``checksExamples`` is set.
  func example(_ value: JSONValue) throws(InputError) -> SpecExample {
    if case .null = value.kind, let cursor = deferredExamples[value.position] {
      return SpecExample(builtInAt: cursor)
    }
    if checksExamples { _ = try ExampleDecoder.trace(value) }
    return SpecExample(json: value)
  }

  func rule(_ value: JSONValue) throws(InputError) -> RuleSpec {
    let object = try ObjectReader(value, what: "a rule")
    try object.rejectUnknown(
      [
        "id", "check", "severity", "severityBySource", "summary", "rationale", "options", "facts",
        "examples",
      ], "key in a rule")
    let kind: Check.Kind = try object.requiredCase("check", "check")
    return RuleSpec(
      id: try object.requiredString("id").value,
      check: try Check.read(
        kind, options: object.member("options"), reader: self, at: value.position),
      severity: try severity(object, "severity") ?? .error,
      severityBySource: try severityBySource(object.member("severityBySource")),
      summary: try object.requiredString("summary").value,
      rationale: try object.optionalString("rationale")?.value ?? "",
      facts: try strings(object, "facts"),
      examples: try object.member("examples").map { value throws(InputError) in
        let examples = try ObjectReader(value, what: "\"examples\"")
        try examples.rejectUnknown(["from", "passing", "failing"], "key in a rule's examples")
        return RuleExamples(
          source: try examples.optionalString("from")?.value,
          passing: try examples.member("passing").map(example),
          failing: try examples.member("failing").map(example))
      }, position: value.position)
  }

  /// A device condition: `{"idiom": [...], "os": [...], "keyboard": [...], "osVersion": {...}}`.
  func condition(_ value: JSONValue?) throws(InputError) -> DeviceCondition {
    guard let value else { return .always }
    let object = try ObjectReader(value, what: "a condition")
    try object.rejectUnknown(["idiom", "os", "keyboard", "osVersion"], "key in a condition")
    var condition = DeviceCondition()
    if object.member("idiom") != nil {
      condition.idioms = try deviceWordList(object, "idiom", .idiom)
    }
    if object.member("os") != nil { condition.systems = try deviceWordList(object, "os", .os) }
    if object.member("keyboard") != nil {
      condition.keyboards = try deviceWordList(object, "keyboard", .keyboard)
    }
    if let range = object.member("osVersion") {
      let reader = try ObjectReader(range, what: "\"osVersion\"")
      try reader.rejectUnknown(["min", "below"], "key in \"osVersion\"")
      condition.minimumVersion = try version(reader, "min")
      condition.belowVersion = try version(reader, "below")
    }
    return condition
  }

  func severity(_ object: ObjectReader, _ key: String) throws(InputError) -> Severity? {
    try object.optionalCase(key, "severity")
  }

  /// A rule's `severityBySource`: `{"synthetic": "error"}`, keyed by trace source.
  func severityBySource(_ value: JSONValue?) throws(InputError) -> [TraceSource: Severity] {
    guard let value else { return [:] }
    let object = try ObjectReader(value, what: "\"severityBySource\"")
    var result: [TraceSource: Severity] = [:]
    for member in object.keys {
      guard let source = TraceSource(rawValue: member.key) else {
        throw InputError(
          "\"severityBySource\" names the unknown trace source \"\(member.key)\"; expected "
            + MessageText.list(TraceSource.allCases.map(\.rawValue)), at: member.keyPosition)
      }
      result[source] = try object.requiredCase(member.key, "severity")
    }
    return result
  }

  func version(_ object: ObjectReader, _ key: String) throws(InputError) -> OSVersion? {
    guard let text = try object.optionalString(key) else { return nil }
    guard let version = OSVersion(text.value) else {
      throw InputError(
        "\"\(key)\" must be a version like \"9.0\", found \"\(text.value)\"", at: text.position)
    }
    return version
  }

  func strings(_ object: ObjectReader, _ key: String) throws(InputError) -> [String] {
    guard let value = object.member(key) else { return [] }
    return try ObjectReader.strings(value, what: "\"\(key)\"")
  }

  /// A list of notification names in which `@group` stands for the group's names.
  func names(_ object: ObjectReader, _ key: String) throws(InputError) -> [String] {
    guard let value = object.member(key) else { return [] }
    var result: [String] = []
    for element in value.elements ?? [] {
      guard let name = element.string else {
        throw InputError(
          "\"\(key)\" must hold names, found \(element.kindDescription)", at: element.position)
      }
      if name.hasBytePrefix("@") {
        guard let members = groups[String(name.dropFirst())] else {
          throw InputError(
            "unknown group \"\(name)\" (groups: \(groups.keys.sorted().joinedText(separator: ", ")))",
            at: element.position)
        }
        result += members
      } else {
        result.append(name)
      }
    }
    return result
  }

  func namedPatterns(_ value: JSONValue?) throws(InputError) -> [NamedPattern] {
    guard let value else { return [] }
    let object = try ObjectReader(value, what: "\"patterns\"")
    var result: [NamedPattern] = []
    for member in object.keys {
      result.append(
        NamedPattern(
          name: member.key, pattern: try PatternDecoder.decode(member.value),
          position: member.keyPosition))
    }
    return result
  }

  /// A finite number of points, at least 0, at `key`, if given.
  func points(_ object: ObjectReader, _ key: String) throws(InputError) -> Double? {
    try amount(object, key, unit: "points")
  }

  /// A number of `unit` (at least 0) at `key`, if given.
  func amount(_ object: ObjectReader, _ key: String, unit: String) throws(InputError) -> Double? {
    guard let value = object.member(key) else { return nil }
    guard let number = value.number, number.isFinite, number >= 0 else {
      throw InputError(
        "\"\(key)\" must be a number of \(unit), at least 0, found \(value.kindDescription)",
        at: value.position)
    }
    return number
  }
}
