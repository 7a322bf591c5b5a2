/// The settings of a `.kbcheck.json` file; every field is optional and command-line options
/// override it.
struct Configuration: Sendable, Equatable {
  /// The file the configuration came from, if any.
  var path: String?
  /// What the run should say about how the configuration was found (one passed over).
  var notices: [String] = []
  /// The spec: a built-in name or a path (relative to the configuration file).
  var spec: String?
  /// Whether quirks are held to the documented contract.
  var strict: Bool?
  /// Severity overrides and disabled rules, by rule id.
  var rules: [RuleSetting] = []
  /// Quirks that never explain a deviation (reported at their rule's severity).
  var disabledQuirks: [Located<String>] = []
  /// Quirks that apply on every device, whatever their OS range.
  var enabledQuirks: [Located<String>] = []
  /// Globs of files a directory scan takes (default: `**/*.json`, `**/*.log`).
  var include: [Glob] = []
  /// Globs of files a directory scan leaves out.
  var exclude: [Glob] = []
  /// The default report format.
  var format: ReportFormat?
  /// The lowest severity that fails the run.
  var failOn: Severity?
  /// The most warnings allowed before the run fails.
  var maxWarnings: Int?
  /// A baseline file (relative to the configuration file).
  var baseline: String?
  /// Findings to leave out, each with the reason why.
  var suppressions: [Suppression] = []

  /// An empty configuration.
  init() {}

  /// Checks that every rule and quirk id the configuration names exists in the spec.
  func validate(against spec: Spec) throws(InputError) {
    let rules = spec.rules.map(\.id)
    let quirks = spec.quirks.map(\.id)
    for id in self.rules.map(\.id) + suppressions.map(\.rule) where !rules.contains(id.value) {
      throw InputError(Self.unknown("rule", id.value, rules), at: id.position)
    }
    for id in disabledQuirks + enabledQuirks where !quirks.contains(id.value) {
      throw InputError(Self.unknown("quirk", id.value, quirks), at: id.position)
    }
  }

  private static func unknown(_ what: String, _ id: String, _ known: [String]) -> String {
    let hint = MessageText.closest(to: id, in: known).map { "did you mean \"\($0)\"? " } ?? ""
    return
      "unknown \(what) id \(MessageText.quoted(id)); \(hint)the spec's \(what)s are \(known.joinedText(separator: ", "))"
  }

  /// The spec with this configuration's severity overrides.
  func applying(to spec: Spec) -> Spec {
    var result = spec
    for setting in rules {
      guard let severity = setting.severity,
        let index = result.rules.firstIndex(where: { $0.id == setting.id.value })
      else { continue }
      result.rules[index].severity = severity
      // The configuration's word is final: it holds for traces of every source.
      result.rules[index].severityBySource = [:]
    }
    return result
  }

  /// Whether a rule setting gives a rule a severity: only then does ``applying(to:)`` change
  /// the spec.
  var changesSeverities: Bool { rules.contains { $0.severity != nil } }

  /// The rule ids this configuration turns off.
  var disabledRules: Set<String> {
    Set(rules.filter { $0.severity == nil }.map(\.id.value))
  }

  /// Quirk overrides: true for enabled everywhere, false for disabled.
  var quirkOverrides: [String: Bool] {
    var overrides: [String: Bool] = [:]
    for id in enabledQuirks { overrides[id.value] = true }
    for id in disabledQuirks { overrides[id.value] = false }
    return overrides
  }
}

/// A rule id with the severity the configuration gives it (nil: the rule is off).
struct RuleSetting: Sendable, Equatable {
  /// The rule id, with its place in the configuration file.
  var id: Located<String>
  /// The new severity, or nil to disable the rule.
  var severity: Severity?
}

/// A value with the place it was written, so a mistake can be reported there.
struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value.
  var value: Value
  /// Where it was written.
  var position: SourcePosition
}

/// Findings of one rule in files matching a glob, left out of reports for a stated reason.
struct Suppression: Sendable, Equatable {
  /// The files it covers.
  var path: Glob
  /// The rule it silences.
  var rule: Located<String>
  /// Why, in words (required).
  var reason: String
  /// Where it was written.
  var position: SourcePosition
}
