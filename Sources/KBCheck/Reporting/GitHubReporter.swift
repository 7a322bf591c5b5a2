/// Renders a report as GitHub Actions workflow commands: one `::error`, `::warning` or
/// `::notice` annotation per finding and per input error, most severe first, then a notice per
/// note on how an input was read (titled `input`, as the text format tags it), then the one-line
/// summary.
///
/// GitHub shows only the first 10 annotations of each level in a step; every annotation is
/// still written (the log keeps them), and when a level has more, a notice at the top says how
/// many there are. ``markdownSummary(_:)`` gives the job summary to append to
/// `$GITHUB_STEP_SUMMARY`.
enum GitHubReporter {
  /// How many annotations of each level GitHub shows for one step.
  static let annotationsShownPerLevel = 10

  /// Renders a report as workflow commands.
  static func render(_ report: Report) -> String {
    let inputNotes = self.inputNotes(report)
    let annotations = self.annotations(report) + inputNotes
    var output = ""
    for severity in [Severity.error, .warning, .info] {
      let count = annotations.filter { $0.severity == severity }.count
      guard count > annotationsShownPerLevel else { continue }
      var noun = TextReporter.plural(
        count - (severity == .info ? inputNotes.count : 0),
        command(severity) == "notice" ? "note" : command(severity))
      // Counted as the summary line counts them: the input's notes apart.
      if severity == .info, !inputNotes.isEmpty {
        noun += " and \(TextReporter.plural(inputNotes.count, "note")) on how the input was read"
      }
      output +=
        "::notice title=\(property(Report.toolName))::"
        + data(
          "\(Report.toolName) found \(noun); GitHub shows only \(annotationsShownPerLevel) "
            + "\(command(severity)) annotations per step. The log below lists all \(count); "
            + "in a GitHub job, the job summary counts them by rule and file.") + "\n"
    }
    for annotation in annotations { output += annotation.line + "\n" }
    // A stale baseline entry fails the run: an error on the baseline file, not a notice.
    let stale =
      report.settlement.baseline.map { baseline in
        baseline.stale.map { (baseline.path, Settlement.BaselineUse.staleText($0)) }
      } ?? []
    for (path, text) in stale {
      output +=
        command(
          .error, path: ReportPaths.display(path, base: report.baseDirectory), position: nil,
          title: "\(Report.toolName) baseline", message: text) + "\n"
    }
    let staleTexts = Set(stale.map(\.1))
    for notice in report.notices where !notice.isEmpty && !staleTexts.contains(notice) {
      output += "::notice title=\(property(Report.toolName))::\(data(notice))\n"
    }
    output += TextReporter.summaryLine(report.summary) + "\n"
    return output
  }

  /// One annotation, with what orders it.
  struct Annotation {
    var severity: Severity
    var line: String
  }

  /// Every input error (an error titled `unreadable`) and finding as a workflow command:
  /// errors, then warnings, then notes; within a level in file order, then by place.
  static func annotations(_ report: Report) -> [Annotation] {
    var annotations: [(file: Int, position: SourcePosition, order: Int, annotation: Annotation)] =
      []
    for (index, file) in report.files.enumerated() {
      let path = ReportPaths.display(file.path, base: report.baseDirectory)
      for (order, error) in file.inputErrors.enumerated() {
        let line = command(
          .error, path: path, position: error.position, title: "unreadable", message: error.message)
        annotations.append(
          (index, error.position ?? .start, order, Annotation(severity: .error, line: line)))
      }
      let offset = file.inputErrors.count
      for (order, finding) in file.findings.enumerated() {
        let line = command(
          finding.severity, path: path, position: finding.position, title: finding.ruleId,
          message: finding.message)
        annotations.append(
          (
            index, finding.position, offset + order,
            Annotation(severity: finding.severity, line: line)
          ))
      }
    }
    annotations.sort { left, right in
      if left.annotation.severity != right.annotation.severity {
        return left.annotation.severity > right.annotation.severity
      }
      if left.file != right.file { return left.file < right.file }
      if left.position != right.position { return left.position < right.position }
      return left.order < right.order
    }
    return annotations.map(\.annotation)
  }

  /// Every note on how an input was read, as a notice after the findings' (they say where a
  /// run checked less than it could: payloads without a name, a handler's name read as one).
  static func inputNotes(_ report: Report) -> [Annotation] {
    report.files.flatMap { file in
      let path = ReportPaths.display(file.path, base: report.baseDirectory)
      return file.notes.map { note in
        Annotation(
          severity: .info,
          line: command(
            .info, path: path, position: note.position, title: "input", message: note.message))
      }
    }
  }

  /// `::error file=…,line=…,col=…,title=…::message`.
  static func command(
    _ severity: Severity, path: String, position: SourcePosition?, title: String, message: String
  ) -> String {
    var properties = ["file=" + property(path)]
    if let position {
      properties.append("line=\(max(1, position.line))")
      properties.append("col=\(max(1, position.column))")
    }
    properties.append("title=" + property(title))
    return "::\(command(severity)) \(properties.joinedText(separator: ","))::\(data(message))"
  }

  /// The workflow command of a severity.
  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  /// A command's message escaped as the Actions toolkit does: `%`, CR and LF.
  static func data(_ text: String) -> String {
    escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
  }

  /// A command property's value escaped: as a message, and also `:` and `,`.
  static func property(_ text: String) -> String {
    escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
  }

  private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
    var result = ""
    // ESC, BEL and the other controls a workflow log would act on are written visibly first;
    // line breaks stay for the command's own %0A, and a tab as it is (a file's name may hold
    // one, and the annotation must name the file as it is).
    let visible = TerminalText.escape(text, keeping: ["\n", "\r", "\t"])
    for scalar in visible.unicodeScalars {
      if let replacement = table.first(where: { $0.0 == scalar })?.1 {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
