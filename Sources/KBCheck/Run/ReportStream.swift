/// Writes the streaming formats file by file as a run delivers them (text and JSON; the summary
/// is tallied and written at the end), to standard output or through temporary files renamed
/// at the end (all of them or none), so a batch's memory does not grow with its number of
/// files. The output is exactly what the format's renderer writes for the whole report.
struct ReportStream {
  private struct Destination {
    var format: ReportFormat
    var path: String?
    var file: OutputFile.Pending?
    var first = true
  }

  private var destinations: [Destination] = []
  private let standardOutput: ((String) -> Void)?
  private var collected = ""
  private var errors: [KBCheckError] = []
  /// What a summary says, gathered as files come (nil when no summary is asked for).
  private var tally: SummaryTally?
  private let spec: String
  private let baseDirectory: String?

  /// A stream of `outputs` for a run whose report (its rules, spec and base directory; no
  /// files yet) is `report`.
  init(outputs: [ReportOutput], report: Report, standardOutput: ((String) -> Void)?) {
    self.standardOutput = standardOutput
    spec = report.spec
    baseDirectory = report.baseDirectory
    if outputs.contains(where: { $0.format == .summary }) {
      tally = SummaryTally(rules: report.rules.map(\.id), limit: SummaryReporter.fileLimit)
    }
    for output in outputs {
      var destination = Destination(format: output.format, path: output.path)
      if let path = output.path {
        do {
          destination.file = try OutputFile.Pending(path: path)
        } catch {
          errors.append(.unwritable(.report, path: path, reason: error.message))
        }
      }
      destinations.append(destination)
    }
    for index in destinations.indices where destinations[index].format == .json {
      emit(
        JSONReporter.header(
          spec: report.spec, shard: report.shard, settings: report.settings,
          rules: report.rulesDigest),
        to: index)
    }
  }

  /// Writes one file's part of every report.
  mutating func write(_ file: FileReport) {
    tally?.add(file)
    for index in destinations.indices {
      switch destinations[index].format {
      case .json:
        emit(JSONReporter.render(file: file, first: destinations[index].first), to: index)
      case .text:
        emit(TextReporter.render(file: file), to: index)
      case .summary:
        break
      case .sarif, .junit, .github, .html:
        preconditionFailure("only text, JSON and summary reports stream")
      }
      destinations[index].first = false
    }
  }

  /// Lets go of every report being written, leaving the targets as they were: the run
  /// failed before its reports were finished.
  func discard() {
    for file in destinations.compactMap(\.file) { file.discard() }
  }

  /// Writes the ends of the reports, renames the files into place, and returns what is left
  /// for standard output (everything, when no sink was given) and the errors.
  mutating func finish(
    summary: Report.Summary, notices: [String], settlement: Settlement = Settlement()
  ) -> ReportOutputs.Written {
    for index in destinations.indices {
      switch destinations[index].format {
      case .json: emit(JSONReporter.footer(summary, settlement: settlement), to: index)
      case .text: emit(TextReporter.footer(summary, notices: notices), to: index)
      case .summary:
        guard let tally else { continue }
        emit(
          SummaryReporter.render(
            tally, summary: summary, spec: spec, baseDirectory: baseDirectory, notices: notices),
          to: index)
      case .sarif, .junit, .github, .html:
        preconditionFailure("only text, JSON and summary reports stream")
      }
    }
    // All or none: a report that could not be opened keeps the others from replacing theirs.
    let files = destinations.compactMap(\.file)
    if errors.isEmpty {
      for failure in OutputFile.Pending.commitAll(files) {
        errors.append(.unwritable(.report, path: failure.path, reason: failure.error.message))
      }
    } else {
      for file in files { file.discard() }
    }
    if !destinations.contains(where: { $0.path == nil }) {
      let line = TextReporter.footer(summary, notices: notices)
      if let standardOutput { standardOutput(line) } else { collected += line }
    }
    return ReportOutputs.Written(output: collected, errors: errors)
  }

  private mutating func emit(_ text: String, to index: Int) {
    if let file = destinations[index].file {
      file.write(text)
    } else if destinations[index].path == nil {
      if let standardOutput { standardOutput(text) } else { collected += text }
    }
  }
}
