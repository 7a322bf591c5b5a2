/// Merges a spec that `extends` another into it: the base's notifications, markers, keys,
/// patterns, sequences, quirks and rules come first and the extension's are added after them
/// (the validator rejects a name declared twice); `severities` changes the severity of base
/// rules and `disable` removes them.
struct SpecExtension {
  let base: Spec
  let root: ObjectReader

  func apply(to own: Spec) throws(InputError) -> Spec {
    var merged = own
    merged.notifications = base.notifications + own.notifications
    merged.markers = base.markers + own.markers
    merged.keys = base.keys + own.keys
    merged.patterns = base.patterns + own.patterns
    merged.sequences = base.sequences + own.sequences
    merged.quirks = base.quirks + own.quirks
    merged.dialects = base.dialects + own.dialects
    merged.bases = ["\(base.name) \(base.version)"] + base.bases
    var rules = base.rules
    var changes: [String] = []
    if let value = root.member("severities") {
      let object = try ObjectReader(value, what: "\"severities\"")
      for member in object.keys {
        let index = try ruleIndex(member.key, in: rules, at: member.keyPosition)
        let written = try object.requiredString(member.key)
        guard let severity = Severity.named(written.value) else {
          throw InputError(
            "unknown severity \(MessageText.quoted(written.value)) for rule "
              + "\(MessageText.quoted(member.key)); expected one of \(Severity.names)",
            at: written.position)
        }
        changes.append("\(member.key): \(rules[index].severity.rawValue) → \(severity.rawValue)")
        rules[index].severity = severity
        rules[index].severityBySource = [:]
      }
    }
    if let value = root.member("disable") {
      guard let elements = value.elements else {
        throw InputError(
          "\"disable\" must be an array of rule ids, found \(value.kindDescription)",
          at: value.position)
      }
      for element in elements {
        guard let id = element.string else {
          throw InputError(
            "\"disable\" holds rule ids, found \(element.kindDescription)", at: element.position)
        }
        rules.remove(at: try ruleIndex(id, in: rules, at: element.position))
        changes.append("\(id): disabled")
      }
    }
    merged.rules = rules + own.rules
    merged.changes = changes
    return merged
  }

  private func ruleIndex(_ id: String, in rules: [RuleSpec], at position: SourcePosition)
    throws(InputError) -> Int
  {
    guard let index = rules.firstIndex(where: { $0.id == id }) else {
      let hint = MessageText.closest(to: id, in: rules.map(\.id)).map { " (did you mean \($0)?)" }
      throw InputError(
        "the spec this one extends has no rule \(MessageText.quoted(id))\(hint ?? "")",
        at: position)
    }
    return index
  }
}
