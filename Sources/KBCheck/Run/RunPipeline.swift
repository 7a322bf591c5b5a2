/// A run from its checked files to its exit status, the same for `lint` and `merge`: every file
/// goes through the ``FilePipeline`` and on to the reports (streamed file by file when every
/// format streams), and at the end the run's notices are gathered, the baseline is written or
/// settled, the fail policy decides the status, and the reports are written.
struct RunPipeline {
  /// What the end of a run needs besides its files.
  struct Settings {
    /// The reports to write.
    var outputs: [ReportOutput]
    /// What fails the run.
    var policy: FailPolicy
    /// The configuration file the suppressions come from, for the notice of an unused one.
    var configurationPath = ConfigurationLoader.fileName
    /// The current baseline, and the file it came from: its findings are not reported.
    var baseline: (path: String, baseline: Baseline)?
    /// Where to record this run's findings as a baseline.
    var writeBaseline: String?
    /// Whether to drop the current baseline's stale entries from its file.
    var pruneBaseline = false
    /// What the shards of a merged run settled, settled here as one run's.
    var carried: Settlement?
  }

  private var files: FilePipeline
  private let settings: Settings
  private let environment: RunEnvironment
  private let standardOutput: ((String) -> Void)?
  private var report: Report
  private var stream: ReportStream?

  /// A pipeline that writes `report` (its rules, spec and notices; files arrive one at a time).
  init(
    report: Report, files: FilePipeline, settings: Settings, environment: RunEnvironment,
    standardOutput: ((String) -> Void)?
  ) {
    var files = files
    files.baseline = settings.baseline.map { BaselineMatcher($0.baseline) }
    files.recording = settings.writeBaseline.map { _ in Baseline.Builder() }
    self.files = files
    self.settings = settings
    self.environment = environment
    self.standardOutput = standardOutput
    self.report = report
    self.report.failOn = settings.policy.failOn
    // Text, JSON and the summary stream; the other formats need the whole report.
    if settings.outputs.allSatisfy(\.format.streams) {
      stream = ReportStream(
        outputs: settings.outputs, report: report, standardOutput: standardOutput)
    }
  }

  /// Passes the file checked at `position` of the run's inputs on to the reports.
  mutating func deliver(_ checked: FileReport, at position: Int) {
    let file = files.pass(checked, at: position)
    if stream != nil { stream?.write(file) } else { report.files.append(file) }
  }

  /// The notice for a suppression that matched nothing, or names a file that is gone (its
  /// parts joined as bytes: a batch whose suppressions all name other rules writes thousands
  /// of these).
  static func unusedNotice(
    _ suppression: Suppression, in configuration: String, fileGone: Bool = false
  ) -> String {
    [
      configuration, ":", String(suppression.position.line), ":",
      String(suppression.position.column), ": the suppression of ", suppression.rule.value,
      " in ", suppression.path.pattern,
      fileGone ? " names no file that exists; remove it" : " matched no finding; remove it",
    ].joinedText()
  }

  /// How many files match a suppression's path or pattern (relative to the configuration's
  /// directory); asked only of an unused suppression, so a run pays nothing for the others.
  private func suppressedFiles(_ path: Glob) -> Int {
    let pattern = Configuration.resolve(path.pattern, against: settings.configurationPath)
    if path.literal != nil { return FileIdentity(pattern) != nil ? 1 : 0 }
    return InputCollector.collect([pattern]).count {
      if case .file = $0 { true } else { false }
    }
  }

  /// Ends the run: notices, the baseline, the fail policy, and the reports written.
  mutating func finish() -> CommandResult {
    var errors: [KBCheckError] = []
    if let carried = settings.carried?.suppressions { files.suppressions.adopt(carried) }
    for (suppression, gone) in files.suppressions.unused(matching: suppressedFiles) {
      report.notices.append(
        Self.unusedNotice(suppression, in: settings.configurationPath, fileGone: gone))
    }
    var recorded = false
    if let path = settings.writeBaseline, let recording = files.recording {
      do {
        try OutputFile.write(recording.baseline.text, to: path)
        report.notices.append("wrote the baseline \(path)")
        recorded = true
      } catch {
        errors.append(.unwritable(.baseline, path: path, reason: error.message))
      }
    }
    var baselineUse = settings.carried?.baseline
    var pruned = 0
    if let matcher = files.baseline, let path = settings.baseline?.path {
      do {
        (baselineUse, pruned) = try settle(matcher, path: path)
      } catch {
        stream?.discard()  // no temporary file is left behind
        return .failure(errors + [error])
      }
    }
    if let use = baselineUse {
      if use.matched > 0 {
        report.notices.append(
          "\(use.matched) finding\(use.matched == 1 ? "" : "s") matched the baseline \(use.path)")
      }
      if pruned > 0 {
        report.notices.append("pruned \(pruned) stale entries from the baseline \(use.path)")
      }
      for entry in use.stale.prefix(20) {
        report.notices.append(Settlement.BaselineUse.staleText(entry))
      }
    }
    let stale = (baselineUse?.stale ?? []).reduce(0) { $0 + $1.count }
    report.settlement = Settlement(
      baseline: baselineUse,
      suppressions: files.suppressions.isEmpty ? nil : files.suppressions.use)
    let summary = files.summary
    var (status, reason) = settings.policy.evaluate(summary, staleBaselineEntries: stale)
    // Recording a baseline accepts today's findings: the step that adopts kbcheck on a corpus
    // passes. An input it could not read still fails (its findings are not in the baseline).
    if recorded, status == .findings { (status, reason) = (.success, nil) }
    if let reason, status != .success { report.notices.append("failed: \(reason)") }
    // More warnings than --max-warnings fail the run: then they fail their test cases too.
    if let limit = settings.policy.maxWarnings, summary.warnings > limit {
      report.failOn = min(report.failOn, .warning)
    }
    let written: ReportOutputs.Written
    if var stream {
      written = stream.finish(
        summary: summary, notices: report.notices, settlement: report.settlement)
      errors += written.errors
    } else {
      written = ReportOutputs.write(report, to: settings.outputs)
      errors += written.errors
      // Only a GitHub report, which never streams, asks for the job summary.
      if let problem = environment.writeStepSummary(report, outputs: settings.outputs) {
        errors.append(problem)
      }
      standardOutput?(written.output)
    }
    // Anything not written (a report, the baseline, the job summary) fails the run.
    if !errors.isEmpty { status = .failure }
    return CommandResult(
      output: standardOutput == nil ? written.output : "", errorOutput: CommandResult.text(errors),
      status: status)
  }

  /// What the baseline did, after pruning it when asked (its stale entries then gone), and
  /// how many entries were pruned.
  private func settle(_ matcher: BaselineMatcher, path: String) throws(KBCheckError)
    -> (Settlement.BaselineUse, pruned: Int)
  {
    var use = Settlement.BaselineUse(path: path, matched: matcher.matched, stale: matcher.stale)
    guard !use.stale.isEmpty, settings.pruneBaseline else { return (use, 0) }
    do {
      try OutputFile.write(matcher.baseline.pruned(removing: use.stale).text, to: path)
    } catch {
      throw .unwritable(.baseline, path: path, reason: error.message)
    }
    let pruned = use.stale.count
    use.stale = []
    return (use, pruned)
  }
}
