/// `kbcheck lint`: the options and the configuration become a run's inputs, engine and
/// ``RunPipeline``, which checks and reports them.
struct LintRun {
  let options: LintOptions
  let environment: RunEnvironment
  /// Where standard output goes as the run produces it; nil collects it in the result.
  var standardOutput: ((String) -> Void)?

  func run(standardInput: StandardInput) -> CommandResult {
    let configuration: Configuration
    var engine: Engine
    var specFiles: [String]
    var files = FilePipeline()
    var baseline: (path: String, baseline: Baseline)?
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath, none: options.noConfig)
      (engine, specFiles) = try setup.engineAndSpecFiles(
        configuration, specPath: options.specPath, strict: options.strict)
      engine.verbose = options.verbose
      if let path = options.baseline ?? configuration.baseline.map({ configuration.resolve($0) }),
        // The baseline a configuration names does not exist until a run records it.
        options.baseline != nil || options.writeBaseline == nil || FileReader.exists(path)
      {
        baseline = (path, try Self.loadBaseline(path))
      }
    } catch {
      return .failure(error)
    }
    var collector = InputCollector()
    if !configuration.include.isEmpty { collector.include = configuration.include }
    collector.exclude = configuration.exclude
    collector.excludePaths = configuration.path.map {
      RelativePath(directoryOf: $0, workingDirectory: environment.workingDirectory)
    }
    collector.standardInputName = options.stdinFilename ?? "-"
    let outputs = plannedOutputs(configuration)
    let reads = specFiles + [configuration.path].compactMap { $0 }
    // The spec, configuration and baseline loaded as what they are: none of them is a trace.
    collector.ownFiles = InputProtection.identities(reads + [baseline?.path].compactMap { $0 })
      .union(InputProtection.redirectedStandardStreams)
    var walked = Set<FileIdentity>()
    var inputs = collector.collect(options.paths, walked: &walked)
    // The reports may not replace the baseline either; recording one over it refreshes it.
    // Every input of the whole run is protected, not only this shard's: another shard reads it.
    let reports = outputs.filter { $0.path != options.writeBaseline }
    if let clash = InputProtection.check(
      outputs, reads: reads, inputs: inputs.lazy.map(\.path),
      readsStandardInput: inputs.readsStandardInput)
      ?? InputProtection.clash(
        outputs: reports.compactMap(\.path), inputs: [baseline?.path].compactMap { $0 })
    {
      return .failure(clash)
    }
    // An output the scans leave out anyway (the baseline the run reads, refreshed where it
    // lies) may stay inside a scanned directory.
    for output in outputs {
      guard let written = output.path,
        FileIdentity(written).map(collector.ownFiles.contains) != true
      else { continue }
      // Where the report lands: through a link at the path (one to nothing included), the
      // file it leads to.
      var path = written
      if case .file(let target)? = try? OutputPath.resolve(written) { path = target }
      if let directory = collector.scanningDirectory(of: path, among: options.paths)
        ?? (collector.walkReads(path, walked: walked)
          ? path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." : nil)
      {
        return .failure(
          .usage(
            "refusing to write \(output.what) to \(written): it is inside \(directory), which this "
              + "run scans, so the next run would read it as a trace; write it outside \(directory)"
          ))
      }
      if let pattern = collector.matchingPattern(
        of: path, among: options.paths, workingDirectory: environment.workingDirectory)
      {
        return .failure(
          .usage(
            "refusing to write \(output.what) to \(written): the pattern \(pattern) of this run "
              + "takes it, so the next run would read it as a trace; write it where the pattern "
              + "does not reach"))
      }
    }
    // A shard keeps each input's place in the whole run, so merged shards read as one run.
    if let shard = options.shard {
      let kept = inputs.indices.filter { shard.contains(inputs[$0].path) }
      inputs = inputs.subset(kept)
      files.places = kept
    }
    var linter = Linter(engine: engine, options: options.load)
    do {
      try linter.readNames()
    } catch {
      return .failure(.usage(error))
    }
    if let jobs = options.jobs { linter.jobs = jobs }
    linter.timelines = options.outputs.contains { $0.format == .html }
    files.anchor = environment.anchored
    files.suppressions = SuppressionFilter(configuration.suppressions)
    let cwd = environment.workingDirectory
    // Only a run with suppressions spends a path computation per file on them.
    files.suppressionPaths =
      configuration.suppressions.isEmpty
      ? nil : configuration.path.map { RelativePath(directoryOf: $0, workingDirectory: cwd) }
    files.baselinePaths = baseline.map { RelativePath(directoryOf: $0.path, workingDirectory: cwd) }
    files.recordingPaths = options.writeBaseline.map {
      RelativePath(directoryOf: $0, workingDirectory: cwd)
    }
    var report = Report(files: [], rules: engine.rules, spec: linter.specName)
    report.shard = options.shard
    if options.shard != nil {
      report.settings = engine.settingsDigest
      report.rulesDigest = engine.rulesDigest
    }
    report.baseDirectory = environment.baseDirectory
    report.notices += configuration.notices
    // A capture that standard output is appended to was left out of the walk: said, not silent.
    for (stream, path) in InputProtection.appendedStandardStreams
    where collector.walkReads(path, walked: walked)
      || collector.matchingPattern(
        of: path, among: options.paths, workingDirectory: environment.workingDirectory) != nil
    {
      report.notices.append(
        "left out \(path): kbcheck's \(stream) is appended to it; name it on the command line "
          + "to check it, or send the output elsewhere")
    }
    let settings = RunPipeline.Settings(
      outputs: configuration.outputs(options.outputs),
      policy: configuration.policy(failOn: options.failOn, maxWarnings: options.maxWarnings),
      configurationPath: configuration.path ?? ConfigurationLoader.fileName,
      baseline: baseline, writeBaseline: options.writeBaseline,
      pruneBaseline: options.pruneBaseline)
    var pipeline = RunPipeline(
      report: report, files: files, settings: settings, environment: environment,
      standardOutput: standardOutput)
    let line =
      ProgressLine.allowed(quiet: options.quiet, variable: environment.variable)
      ? ProgressLine() : nil
    let progress = line?.progress(total: inputs.count)
    linter.check(inputs, standardInput: standardInput, progress: progress) { position, checked in
      pipeline.deliver(checked, at: position)
    }
    line?.stop()
    return pipeline.finish()
  }

  /// Everything the run will write: its reports, the baseline it records, and the GitHub job
  /// summary when a GitHub report asks for one.
  private func plannedOutputs(_ configuration: Configuration) -> [InputProtection.Output] {
    let reports = configuration.outputs(options.outputs)
    var outputs = reports.map {
      InputProtection.Output(path: $0.path, what: "the \($0.format.rawValue) report")
    }
    if let path = options.writeBaseline {
      outputs.append(.init(path: path, what: "the baseline being recorded"))
    }
    if let summary = environment.stepSummaryPath(outputs: reports) {
      outputs.append(.init(path: summary, what: "the GitHub job summary ($GITHUB_STEP_SUMMARY)"))
    }
    return outputs
  }

  private static func loadBaseline(_ path: String) throws(KBCheckError) -> Baseline {
    do {
      return try Baseline.decode(try FileReader.read(path))
    } catch {
      throw .invalid(.baseline, path: path, error)
    }
  }
}
