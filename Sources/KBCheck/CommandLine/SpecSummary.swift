/// The text `kbcheck spec check` prints: what a valid spec resolved to, with the specs it
/// extends merged in.
enum SpecSummary {
  /// Renders the resolved spec read from `path`.
  static func render(_ spec: Spec, path: String) -> String {
    var lines = ["\(path): valid spec \(spec.name) \(spec.version)"]
    if !spec.bases.isEmpty {
      lines.append("  extends: \(spec.bases.joinedText(separator: ", which extends "))")
    }
    for change in spec.changes { lines.append("  changed: \(change)") }
    lines.append(
      "  states: \(spec.states.joinedText(separator: ", ")) (a trace starts \(spec.initialState))")
    lines.append(
      "  \(spec.notifications.count) notifications, \(spec.markers.count) markers, "
        + "\(spec.keys.count) keys, \(spec.patterns.count) patterns, "
        + "\(spec.sequences.count) sequences, \(spec.quirks.count) quirks")
    lines.append("  rules (\(spec.rules.count)):")
    let width = spec.rules.map(\.id.count).max() ?? 0
    for rule in spec.rules {
      let id = rule.id.padded(to: width)
      let severity = rule.severity.rawValue.padded(to: 8)
      lines.append("    \(id)  \(severity) \(rule.check.kind.rawValue)")
    }
    for quirk in spec.unusedQuirks {
      lines.append(
        "  warning: quirk \"\(quirk)\" is used by no rule, so it can never explain a finding: "
          + "name it in a sequence, a pattern, a value domain or a rule's options, or remove it")
    }
    return lines.joinedText(separator: "\n") + "\n"
  }
}
