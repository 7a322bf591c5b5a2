import KeyboardTraceFormat

/// Renders a report as SARIF 2.1.0, the format GitHub code scanning uploads: one run whose
/// driver lists the rules that ran, results most severe first with repository-relative URIs,
/// every input as an artifact with its status (`ok`, `findings` or `error`), and the inputs
/// that could not be read as tool execution notifications.
enum SARIFReporter {
  /// The most results a run holds by default: GitHub code scanning rejects more.
  static let defaultResultLimit = 25_000
  /// The key of each result's partial fingerprint (the finding's line-independent fingerprint).
  static let fingerprintKey = "kbcheck/v1"
  /// The URI base id relative artifact locations are resolved against.
  static let sourceRoot = "%SRCROOT%"
  /// The most characters GitHub accepts in a rule's short and full descriptions.
  static let descriptionLimit = 1024

  /// The report with each file's fingerprints made distinct: the second finding of a file
  /// with one fingerprint (the same problem at two events whose neighbourhoods look alike)
  /// gets `:2`, the third `:3`, in the file's order, so a SARIF consumer matching results by
  /// fingerprint never takes two for one. Baselines count repeats and keep the plain value.
  static func withDistinctFingerprints(_ report: Report) -> Report {
    var report = report
    for file in report.files.indices {
      var seen: [String: Int] = [:]
      for index in report.files[file].findings.indices {
        guard let fingerprint = report.files[file].findings[index].fingerprint else { continue }
        let count = seen[fingerprint, default: 0] + 1
        seen[fingerprint] = count
        if count > 1 { report.files[file].findings[index].fingerprint = fingerprint + ":\(count)" }
      }
    }
    return report
  }

  /// Renders a report as a SARIF log, keeping at most `resultLimit` results (the most severe);
  /// when some are left out, a warning notification and `run.properties.omittedResults` say
  /// how many.
  static func render(_ report: Report, resultLimit: Int = defaultResultLimit) -> String {
    let report = withDistinctFingerprints(report)
    let unreadable = unreadableResults(report)
    var rules = ruleDescriptors(report)
    if !unreadable.isEmpty { rules.append(unreadableRule) }
    var index: [String: Int] = [:]
    for (position, rule) in rules.enumerated() where index[rule.id] == nil {
      index[rule.id] = position
    }
    let ordered =
      unreadable
      + ReportTallies.bySeverity(report).map { (report.files[$0.file].path, $0.finding) }
    let kept = ordered.prefix(max(0, resultLimit))
    let omitted = ordered.count - kept.count
    let results: [JSONTree] = kept.map { path, finding in
      result(finding, path: path, ruleIndex: index, report)
    }

    var run: [(String, JSONTree)] = [
      ("tool", .object([("driver", driver(rules))])),
      ("invocations", .array([invocation(report, omitted: omitted, limit: resultLimit)])),
    ]
    if let base = report.baseDirectory, base.hasBytePrefix("/") {
      let root = ReportPaths.fileURI(ReportPaths.normalize(base), directory: true)
      run.append(("originalUriBaseIds", .object([(sourceRoot, .object([("uri", .string(root))]))])))
    }
    // Every input, with its status: a file with nothing to report is still seen to be read.
    run.append(("artifacts", .array(report.files.map { artifact($0, base: report.baseDirectory) })))
    run.append(("columnKind", .string("unicodeCodePoints")))
    run.append(("results", .array(results)))
    var properties: [(String, JSONTree)] = []
    if !report.spec.isEmpty { properties.append(("spec", .string(report.spec))) }
    if omitted > 0 { properties.append(("omittedResults", number(omitted))) }
    if !properties.isEmpty { run.append(("properties", .object(properties))) }

    let log: JSONTree = .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
    return JSONText.format(log)
  }

  // MARK: - Rules

  /// A rule as SARIF describes it.
  /// Every part of an input that could not be read, as a result of the rule ``unreadableRule``,
  /// first: code scanning shows a run's results, not its notifications, and a trace broken in
  /// a pull request must be seen there (the notifications stay, for other consumers).
  static func unreadableResults(_ report: Report) -> [(path: String, finding: Finding)] {
    report.files.flatMap { file in
      file.inputErrors.map { error in
        (
          file.path,
          Finding(
            ruleId: unreadableRule.id, severity: .error,
            message: error.message.isEmpty ? "could not be read" : error.message, event: nil,
            position: error.position ?? .start)
        )
      }
    }
  }

  /// The rule of an input that could not be read, as the text report names it.
  static let unreadableRule = RuleDescriptor(
    id: "unreadable", check: nil, severity: .error,
    summary: "An input kbcheck could not read in full",
    rationale:
      "A trace or log that cannot be read, wholly or in part, is not checked where it breaks: "
      + "the run fails (exit status 2) until it is fixed or left out.")

  struct RuleDescriptor {
    var id: String
    var check: String?
    var severity: Severity
    var summary: String
    var rationale: String
  }

  /// The rules that ran, then a bare descriptor for any rule a finding names that did not, so
  /// every result's `ruleIndex` points at its rule.
  static func ruleDescriptors(_ report: Report) -> [RuleDescriptor] {
    var rules = report.rules.map {
      RuleDescriptor(
        id: $0.id, check: $0.check.kind.rawValue, severity: $0.severity, summary: $0.summary,
        rationale: $0.rationale)
    }
    var known = Set(rules.map(\.id))
    for file in report.files {
      for finding in file.findings where !known.contains(finding.ruleId) {
        known.insert(finding.ruleId)
        rules.append(
          RuleDescriptor(
            id: finding.ruleId, check: nil, severity: finding.severity, summary: "", rationale: ""))
      }
    }
    return rules
  }

  private static func driver(_ rules: [RuleDescriptor]) -> JSONTree {
    .object([
      ("name", .string(Report.toolName)),
      ("semanticVersion", .string(Report.toolVersion)),
      ("informationUri", .string(Report.informationURI)),
      ("rules", .array(rules.map(rule))),
    ])
  }

  private static func rule(_ rule: RuleDescriptor) -> JSONTree {
    let summary = rule.summary.isEmpty ? rule.id : rule.summary
    let rationale = rule.rationale.isEmpty ? summary : rule.rationale
    let help = rule.rationale.isEmpty ? summary : summary + "\n\n" + rule.rationale
    let markdown =
      "**" + MarkdownText.escape(summary) + "**"
      + (rule.rationale.isEmpty ? "" : "\n\n" + MarkdownText.escape(rule.rationale))
    var tags: [JSONTree] = [.string("keyboard")]
    if let check = rule.check { tags.append(.string(check)) }
    return .object([
      ("id", .string(rule.id)),
      ("name", .string(upperCamelCase(rule.id))),
      ("shortDescription", text(truncate(summary, to: descriptionLimit))),
      ("fullDescription", text(truncate(rationale, to: descriptionLimit))),
      ("help", .object([("text", .string(help)), ("markdown", .string(markdown))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
      (
        "properties",
        .object([
          ("tags", .array(tags)),
          ("problem.severity", .string(problemSeverity(rule.severity))),
        ])
      ),
    ])
  }

  /// `sequence-order` → `SequenceOrder`: each run of letters and digits, capitalized.
  static func upperCamelCase(_ id: String) -> String {
    let words = id.split { !($0.isLetter || $0.isNumber) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joinedText()
    return name.isEmpty ? id : name
  }

  /// The text cut to at most `limit` characters, at a word boundary when there is one, ending
  /// with an ellipsis.
  static func truncate(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    let head = text.prefix(limit - 1)
    let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return cut + "…"
  }

  // MARK: - Shared pieces

  /// SARIF's level for a severity: the same words as the text report's labels.
  static func level(_ severity: Severity) -> String {
    TextReporter.label(severity)
  }

  /// GitHub's `problem.severity` for a severity.
  private static func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "recommendation"
    }
  }

  /// `{"text": …}`.
  static func text(_ text: String) -> JSONTree { .object([("text", .string(text))]) }

  /// A JSON integer.
  static func number(_ value: Int) -> JSONTree { .number(String(value)) }
}
