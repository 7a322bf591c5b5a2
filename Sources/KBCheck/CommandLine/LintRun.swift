import Foundation

/// One `kbcheck lint` run: configuration, spec, inputs, checking, policy, and the reports.
struct LintRun {
  let options: LintOptions
  let environment: RunEnvironment
  /// Where standard output goes as the run produces it; nil collects it in the result.
  var standardOutput: ((String) -> Void)?

  func run(standardInput: () -> [UInt8]) -> CommandResult {
    let configuration: Configuration
    let engine: Engine
    var baseline: BaselineMatcher?
    var baselinePath = ""
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath)
      engine = try setup.engine(configuration, specPath: options.specPath, strict: options.strict)
      if let path = options.baseline ?? configuration.baseline.map({ configuration.resolve($0) }) {
        baseline = BaselineMatcher(try Self.loadBaseline(path))
        baselinePath = path
      }
    } catch {
      return CommandResult(output: "", errorOutput: "\(error)\n", status: .failure)
    }
    var collector = InputCollector()
    if !configuration.include.isEmpty { collector.include = configuration.include }
    collector.exclude = configuration.exclude
    collector.standardInputName = options.stdinFilename ?? "-"
    var inputs = collector.collect(options.paths)
    // A shard keeps each input's place in the whole run, so merged shards read as one run.
    var places: [Int]?
    if let shard = options.shard {
      let kept = inputs.indices.filter { shard.contains(inputs[$0].path) }
      inputs = inputs.subset(kept)
      places = kept
    }
    if let clash = InputProtection.clash(
      outputs: options.outputs.compactMap(\.path) + [options.writeBaseline].compactMap { $0 },
      inputs: inputs.lazy.map(\.path),
      settings: [options.specPath, configuration.path].compactMap { $0 })
    {
      return CommandResult(output: "", errorOutput: clash + "\n", status: .failure)
    }
    var linter = Linter(engine: engine, options: options.load)
    if let jobs = options.jobs { linter.jobs = jobs }
    linter.timelines = options.outputs.contains { $0.format == .html }
    let outputs =
      options.outputs.isEmpty
      ? [ReportOutput(format: configuration.format ?? .text, path: nil)] : options.outputs
    let progress = Progress(total: inputs.count)
    let line =
      ProgressLine.allowed(quiet: options.quiet, environment: environment.variables)
      ? ProgressLine(progress) : nil
    var suppressions = SuppressionFilter(configuration.suppressions)
    var report = Report(files: [], rules: engine.rules, spec: linter.specName)
    report.baseDirectory = environment.baseDirectory
    // Text and JSON stream file by file; the other formats need the whole report.
    let streaming = outputs.allSatisfy { $0.format.streams }
    // A baseline being written records the findings before the current baseline removes any.
    var recording = options.writeBaseline.map { _ in Baseline.Builder() }
    var stream =
      streaming
      ? ReportStream(outputs: outputs, spec: report.spec, standardOutput: standardOutput) : nil
    var summary = Report.Summary()
    linter.check(inputs, standardInput: standardInput, progress: progress) {
      position, checked in
      var file = checked
      file.index = places?[position] ?? position
      file.path = environment.anchored(file.path)
      suppressions.filter(&file)
      recording?.add(file)
      baseline?.filter(&file)
      summary.add(file)
      if stream != nil { stream?.write(file) } else { report.files.append(file) }
    }
    line?.stop()
    var errors = ""
    for suppression in suppressions.unused {
      report.notices.append(
        "\(configuration.path ?? ConfigurationLoader.fileName):\(suppression.position): the suppression of "
          + "\(suppression.rule.value) in \(suppression.path) matched no finding; remove it")
    }
    if let path = options.writeBaseline, let recording {
      do {
        try OutputFile.write(recording.baseline.text, to: path)
        report.notices.append("wrote the baseline \(path)")
      } catch {
        errors += "kbcheck: cannot write the baseline \(path): \(error.message)\n"
      }
    }
    var stale = 0
    if let matcher = baseline {
      switch settle(matcher, path: baselinePath, notices: &report.notices) {
      case .success(let count): stale = count
      case .failure(let message):
        return CommandResult(output: "", errorOutput: message + "\n", status: .failure)
      }
    }
    let policy = FailPolicy(
      failOn: options.failOn ?? configuration.failOn ?? .error,
      maxWarnings: options.maxWarnings ?? configuration.maxWarnings)
    var (status, reason) = policy.evaluate(summary, staleBaselineEntries: stale)
    if let reason, status != .success { report.notices.append("failed: \(reason)") }
    if var stream {
      let written = stream.finish(summary: summary, notices: report.notices)
      errors += written.errors
      if written.failed { status = .failure }
      return CommandResult(output: written.output, errorOutput: errors, status: status)
    }
    let written = ReportOutputs.write(report, to: outputs)
    errors += written.errors
    if written.failed { status = .failure }
    if let problem = environment.writeStepSummary(report, outputs: outputs) { errors += problem }
    standardOutput?(written.output)
    return CommandResult(
      output: standardOutput == nil ? written.output : "", errorOutput: errors, status: status)
  }

  private static func loadBaseline(_ path: String) throws -> Baseline {
    do {
      return try Baseline.decode(try FileReader.read(path))
    } catch {
      throw FileError(kind: "baseline", path: path, error: error)
    }
  }

  private enum BaselineResult {
    case success(Int)
    case failure(String)
  }

  /// Reports what the baseline matched, prunes it when asked, and returns how many of its
  /// entries are stale.
  private func settle(_ matcher: BaselineMatcher, path: String, notices: inout [String])
    -> BaselineResult
  {
    if matcher.matched > 0 {
      notices.append(
        "\(matcher.matched) finding\(matcher.matched == 1 ? "" : "s") matched the baseline \(path)")
    }
    let stale = matcher.stale
    guard !stale.isEmpty else { return .success(0) }
    if options.pruneBaseline {
      do {
        try OutputFile.write(matcher.baseline.pruned(removing: stale).text, to: path)
        notices.append("pruned \(stale.count) stale entries from the baseline \(path)")
        return .success(0)
      } catch {
        return .failure("kbcheck: cannot rewrite the baseline \(path): \(error)")
      }
    }
    for entry in stale.prefix(20) {
      notices.append(
        "baseline entry no longer matches: \(entry.path) [\(entry.ruleId)] \(entry.message)")
    }
    return .success(stale.reduce(0) { $0 + $1.count })
  }
}
