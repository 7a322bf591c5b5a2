/// The text `kbcheck rules` prints: every rule and quirk of a spec, for people.
enum RulesListing {
  /// Renders the rules and quirks of a spec.
  static func render(_ spec: Spec) -> String {
    var output = "\(spec.name) \(spec.version)\n"
    output += wrap(spec.description, indent: "") + "\n\nRULES\n"
    for rule in spec.rules {
      output += "\n  \(rule.id) (\(rule.severity.rawValue), check \(rule.check.kind.rawValue))\n"
      output += wrap(rule.summary, indent: "    ") + "\n"
      if !rule.rationale.isEmpty { output += wrap(rule.rationale, indent: "    ") + "\n" }
    }
    output +=
      "\nQUIRKS (reported as notes where they apply; --strict reports them at their rule's severity)\n"
    for quirk in spec.quirks {
      let applies = quirk.when.summary(os: spec.osName).map { " (\($0))" } ?? ""
      output += "\n  \(quirk.id)\(applies)\n"
      output += wrap(quirk.message + ": " + quirk.explanation, indent: "    ") + "\n"
      if !quirk.references.isEmpty {
        output +=
          wrap("References: " + quirk.references.joinedText(separator: "; "), indent: "    ") + "\n"
      }
    }
    return output
  }

  /// Wraps text at 96 columns with an indent.
  static func wrap(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + word.count + 1 > 96 {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joinedText(separator: "\n")
  }
}
