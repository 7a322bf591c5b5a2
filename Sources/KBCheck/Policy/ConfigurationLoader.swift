/// Finds and reads `.kbcheck.json`, rejecting unknown keys, bad values and unknown rule or
/// quirk ids with the line and column where they are written.
enum ConfigurationLoader {
  /// The configuration file's name.
  static let fileName = ".kbcheck.json"

  /// The nearest `.kbcheck.json` in `directory` or above it, and whether it belongs to another
  /// user than the one running kbcheck or root.
  static func find(from directory: String) -> Found {
    for candidate in candidates(from: directory) {
      guard FileReader.exists(candidate) else { continue }
      // Like git's safe directories: a file another user left in a parent directory (a
      // shared, sticky one such as /tmp) could turn rules off; it is not used unasked.
      guard let owner = FileOwner.foreignOwner(of: candidate) else {
        return Found(path: candidate)
      }
      return Found(path: nil, foreign: (candidate, owner))
    }
    return Found(path: nil)
  }

  /// Where a configuration may be, nearest first: in `directory` (made absolute, `.` and `..`
  /// resolved as written, symbolic links not followed), then in each directory above it, up to
  /// the root.
  ///
  /// Worked out on the path's text: `URL.standardizedFileURL` did the same for about a tenth of
  /// what linting one small trace costs.
  static func candidates(from directory: String) -> [String] {
    let absolute = PathText.absolute(directory)
    var directories: [String] = ["/"]
    // Split as bytes: splitting characters brought the grapheme breaking's code and tables
    // into every run.
    for bytes in absolute.utf8.split(separator: UInt8(ascii: "/")) {
      let component = String(decoding: bytes, as: UTF8.self)
      if component == "." { continue }
      if component == ".." {
        if directories.count > 1 { directories.removeLast() }
      } else {
        // Concatenated, not joined: the generic `joined` took most of this function's cost.
        directories.append(
          (directories.count > 1 ? directories[directories.count - 1] + "/" : "/") + component)
      }
    }
    return directories.reversed().map { $0 == "/" ? "/" + fileName : $0 + "/" + fileName }
  }

  /// What walking up for a configuration found: the file to use, or the nearest one, which
  /// another user owns.
  struct Found {
    /// The configuration to use, if any.
    var path: String?
    /// The nearest configuration when another user owns it, with the owner's user id.
    var foreign: (path: String, owner: UInt32)?
  }

  /// Reads a configuration file.
  static func load(_ path: String) throws(KBCheckError) -> Configuration {
    do {
      var configuration = try decode(try FileReader.read(path))
      configuration.path = path
      return configuration
    } catch {
      throw .invalid(.configuration, path: path, error)
    }
  }

  /// The keys a configuration may hold.
  static let keys: [String] = [
    "spec", "strict", "rules", "quirks", "include", "exclude", "format", "failOn", "maxWarnings",
    "baseline", "suppressions", "$schema",
  ]

  /// Decodes a configuration from its bytes.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Configuration {
    let root = try ObjectReader(try JSONParser.parse(bytes), what: "the configuration")
    try root.rejectUnknown(keys, "configuration key")
    var configuration = Configuration()
    configuration.spec = try root.optionalString("spec")?.value
    configuration.strict = try bool(root, "strict")
    configuration.format = try root.optionalCase("format", "format")
    if let failOn = try root.optionalString("failOn") {
      guard let severity = Severity.named(failOn.value) else {
        throw InputError(
          "unknown severity \(MessageText.quoted(failOn.value)); expected one of "
            + Severity.names, at: failOn.position)
      }
      configuration.failOn = severity
    }
    configuration.baseline = try root.optionalString("baseline")?.value
    if let value = root.member("maxWarnings") {
      // `Int(exactly:)`, not `Int(_:)`: a whole number beyond Int.max (1e23 is one) would trap.
      guard case .number(let number, true) = value.kind, number >= 0,
        let count = Int(exactly: number)
      else {
        throw InputError(
          "\"maxWarnings\" must be a whole number from 0 to \(Int.max)", at: value.position)
      }
      configuration.maxWarnings = count
    }
    if let rules = root.member("rules") {
      configuration.rules = try ruleSettings(rules)
    }
    if let quirks = root.member("quirks") {
      let object = try ObjectReader(quirks, what: "\"quirks\"")
      try object.rejectUnknown(["disabled", "enabled"], "key in \"quirks\"")
      configuration.disabledQuirks = try located(object.member("disabled"), "\"quirks.disabled\"")
      configuration.enabledQuirks = try located(object.member("enabled"), "\"quirks.enabled\"")
    }
    configuration.include = try located(root.member("include"), "\"include\"").map {
      Glob($0.value)
    }
    configuration.exclude = try located(root.member("exclude"), "\"exclude\"").map {
      Glob($0.value)
    }
    if let suppressions = root.member("suppressions") {
      configuration.suppressions = try self.suppressions(suppressions)
    }
    return configuration
  }

  private static func bool(_ object: ObjectReader, _ key: String) throws(InputError) -> Bool? {
    guard let value = object.member(key) else { return nil }
    guard case .bool(let flag) = value.kind else {
      throw InputError("\"\(key)\" must be true or false", at: value.position)
    }
    return flag
  }

  private static func located(_ value: JSONValue?, _ what: String) throws(InputError) -> [Located<
    String
  >] {
    guard let value else { return [] }
    guard let elements = value.elements else {
      throw InputError("\(what) must be an array of strings", at: value.position)
    }
    var result: [Located<String>] = []
    for element in elements {
      guard let text = element.string else {
        throw InputError(
          "\(what) must hold strings, found \(element.kindDescription)", at: element.position)
      }
      result.append(Located(value: text, position: element.position))
    }
    return result
  }

  private static func ruleSettings(_ value: JSONValue) throws(InputError) -> [RuleSetting] {
    let object = try ObjectReader(value, what: "\"rules\"")
    var settings: [RuleSetting] = []
    for member in object.keys {
      guard let text = member.value.string else {
        throw InputError(
          "the setting of rule \"\(member.key)\" must be \"off\", \"info\", \"warning\" or \"error\"",
          at: member.value.position)
      }
      let severity: Severity?
      if text == "off" {
        severity = nil
      } else {
        guard let parsed = Severity.named(text) else {
          throw InputError(
            "unknown setting \(MessageText.quoted(text)) for rule \(MessageText.quoted(member.key)): "
              + "expected off, info (or note), warning or error",
            at: member.value.position)
        }
        severity = parsed
      }
      settings.append(
        RuleSetting(
          id: Located(value: member.key, position: member.keyPosition), severity: severity))
    }
    return settings
  }

  private static func suppressions(_ value: JSONValue) throws(InputError) -> [Suppression] {
    guard let elements = value.elements else {
      throw InputError("\"suppressions\" must be an array", at: value.position)
    }
    var result: [Suppression] = []
    for element in elements {
      let object = try ObjectReader(element, what: "a suppression")
      try object.rejectUnknown(["path", "rule", "reason"], "key in a suppression")
      let path = try object.requiredString("path")
      let rule = try object.requiredString("rule")
      guard let reason = try object.optionalString("reason"),
        !Whitespace.trimmed(reason.value).isEmpty
      else {
        throw InputError(
          "a suppression needs a \"reason\": say why the finding is accepted", at: element.position)
      }
      result.append(
        Suppression(
          path: Glob(path.value), rule: Located(value: rule.value, position: rule.position),
          reason: reason.value, position: element.position))
    }
    return result
  }
}
