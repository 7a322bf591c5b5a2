import Foundation

/// One `kbcheck lint` run: configuration, spec, inputs, checking, policy, and the reports.
struct LintRun {
  /// What the run reads from its surroundings.
  struct Environment {
    var workingDirectory: String
    var variables: [String: String]

    static var current: Environment {
      Environment(
        workingDirectory: FileManager.default.currentDirectoryPath,
        variables: ProcessInfo.processInfo.environment)
    }
  }

  let options: LintOptions
  let environment: Environment

  func run(standardInput: () -> [UInt8]) -> CommandResult {
    let configuration: Configuration
    let engine: Engine
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath)
      engine = try setup.engine(configuration, specPath: options.specPath, strict: options.strict)
    } catch {
      return CommandResult(output: "", errorOutput: "\(error)\n", status: .failure)
    }
    var collector = InputCollector()
    if !configuration.include.isEmpty { collector.include = configuration.include }
    collector.exclude = configuration.exclude
    collector.standardInputName = options.stdinFilename ?? "-"
    var inputs = Array(collector.collect(options.paths).enumerated())
    if let shard = options.shard { inputs = inputs.filter { shard.contains($0.element.path) } }
    var linter = Linter(engine: engine, options: options.load)
    if let jobs = options.jobs { linter.jobs = jobs }
    let progress = Progress(total: inputs.count)
    let line =
      ProgressLine.allowed(quiet: options.quiet, environment: environment.variables)
      ? ProgressLine(progress) : nil
    var report = linter.check(
      inputs.map(\.element), standardInput: standardInput, progress: progress)
    line?.stop()
    for (position, input) in inputs.enumerated() { report.files[position].index = input.offset }
    anchor(&report)
    let (suppressed, unused) = Suppressions.apply(configuration.suppressions, to: report)
    report = suppressed
    for suppression in unused {
      report.notices.append(
        "\(configuration.path ?? ConfigurationLoader.fileName):\(suppression.position): the suppression of "
          + "\(suppression.rule.value) in \(suppression.path) matched no finding; remove it")
    }
    var errors = ""
    if let path = options.writeBaseline {
      do {
        try OutputFile.write(Baseline(report: report).text, to: path)
        report.notices.append("wrote the baseline \(path)")
      } catch {
        errors += "kbcheck: cannot write the baseline \(path): \(error.message)\n"
      }
    }
    var stale = 0
    if let path = options.baseline ?? configuration.baseline.map({ configuration.resolve($0) }) {
      switch applyBaseline(path, to: &report) {
      case .success(let count): stale = count
      case .failure(let message):
        return CommandResult(output: "", errorOutput: message + "\n", status: .failure)
      }
    }
    let policy = FailPolicy(
      failOn: options.failOn ?? configuration.failOn ?? .error,
      maxWarnings: options.maxWarnings ?? configuration.maxWarnings)
    var (status, reason) = policy.evaluate(report, staleBaselineEntries: stale)
    if let reason, status != .success { report.notices.append("failed: \(reason)") }
    let outputs =
      options.outputs.isEmpty
      ? [ReportOutput(format: configuration.format ?? .text, path: nil)] : options.outputs
    let written = ReportOutputs.write(report, to: outputs)
    errors += written.errors
    if written.failed { status = .failure }
    if let problem = writeStepSummary(report, outputs: outputs) { errors += problem }
    return CommandResult(output: written.output, errorOutput: errors, status: status)
  }

  /// Sets the directory report paths are relative to: the GitHub workspace when there is
  /// one (relative paths gain the working directory's place in it), else the working directory.
  private func anchor(_ report: inout Report) {
    let cwd = environment.workingDirectory
    guard let workspace = environment.variables["GITHUB_WORKSPACE"], !workspace.isEmpty,
      workspace != cwd
    else {
      report.baseDirectory = cwd
      return
    }
    report.baseDirectory = workspace
    let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
    guard cwd.hasPrefix(root) else { return }
    let place = String(cwd.dropFirst(root.count))
    for index in report.files.indices
    where !report.files[index].path.hasPrefix("/") && report.files[index].path != "-" {
      report.files[index].path = place + "/" + report.files[index].path
    }
  }

  /// Appends the Markdown job summary to `$GITHUB_STEP_SUMMARY` when a GitHub report is written.
  private func writeStepSummary(_ report: Report, outputs: [ReportOutput]) -> String? {
    guard outputs.contains(where: { $0.format == .github }),
      let path = environment.variables["GITHUB_STEP_SUMMARY"], !path.isEmpty
    else { return nil }
    guard
      let handle = FileHandle(forWritingAtPath: path)
        ?? {
          FileManager.default.createFile(atPath: path, contents: nil)
            ? FileHandle(forWritingAtPath: path) : nil
        }()
    else {
      return "kbcheck: cannot write the job summary \(path)\n"
    }
    handle.seekToEndOfFile()
    handle.write(Data(GitHubReporter.markdownSummary(report).utf8))
    handle.closeFile()
    return nil
  }

  private enum BaselineResult {
    case success(Int)
    case failure(String)
  }

  /// Applies the baseline at `path`; returns how many of its entries are stale.
  private func applyBaseline(_ path: String, to report: inout Report) -> BaselineResult {
    let baseline: Baseline
    do {
      baseline = try Baseline.decode(try FileReader.read(path))
    } catch {
      let position = error.position.map { "\($0):" } ?? ""
      return .failure("\(path):\(position) error: invalid baseline: \(error.message)")
    }
    let outcome = baseline.apply(to: report)
    report = outcome.report
    if outcome.matched > 0 {
      report.notices.append(
        "\(outcome.matched) finding\(outcome.matched == 1 ? "" : "s") matched the baseline \(path)")
    }
    guard !outcome.stale.isEmpty else { return .success(0) }
    if options.pruneBaseline {
      do {
        try OutputFile.write(baseline.pruned(removing: outcome.stale).text, to: path)
        report.notices.append(
          "pruned \(outcome.stale.count) stale entries from the baseline \(path)")
        return .success(0)
      } catch {
        return .failure("kbcheck: cannot rewrite the baseline \(path): \(error.message)")
      }
    }
    for entry in outcome.stale.prefix(20) {
      report.notices.append(
        "baseline entry no longer matches: \(entry.path) [\(entry.ruleId)] \(entry.message)")
    }
    return .success(outcome.stale.reduce(0) { $0 + $1.count })
  }
}
