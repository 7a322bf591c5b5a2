import Foundation

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
    var files = FilePipeline()
    var baseline: (path: String, baseline: Baseline)?
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath)
      engine = try setup.engine(configuration, specPath: options.specPath, strict: options.strict)
      engine.verbose = options.verbose
      if let path = options.baseline ?? configuration.baseline.map({ configuration.resolve($0) }) {
        baseline = (path, try Self.loadBaseline(path))
      }
    } catch {
      return .failure(error)
    }
    var collector = InputCollector()
    if !configuration.include.isEmpty { collector.include = configuration.include }
    collector.exclude = configuration.exclude
    collector.standardInputName = options.stdinFilename ?? "-"
    var inputs = collector.collect(options.paths)
    // A shard keeps each input's place in the whole run, so merged shards read as one run.
    if let shard = options.shard {
      let kept = inputs.indices.filter { shard.contains(inputs[$0].path) }
      inputs = inputs.subset(kept)
      files.places = kept
    }
    // The reports may not replace the baseline either; recording one over it refreshes it.
    let reports = options.outputs.compactMap(\.path)
    if let clash = InputProtection.clash(
      outputs: reports + [options.writeBaseline].compactMap { $0 },
      inputs: inputs.lazy.map(\.path),
      settings: [options.specPath, configuration.path].compactMap { $0 })
      ?? InputProtection.clash(outputs: reports, inputs: [baseline?.path].compactMap { $0 })
    {
      return .failure(clash)
    }
    var linter = Linter(engine: engine, options: options.load)
    if let jobs = options.jobs { linter.jobs = jobs }
    linter.timelines = options.outputs.contains { $0.format == .html }
    files.anchor = environment.anchored
    files.suppressions = SuppressionFilter(configuration.suppressions)
    var report = Report(files: [], rules: engine.rules, spec: linter.specName)
    report.baseDirectory = environment.baseDirectory
    report.notices += configuration.notices
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
      ProgressLine.allowed(quiet: options.quiet, environment: environment.variables)
      ? ProgressLine() : nil
    let progress = line?.progress(total: inputs.count)
    linter.check(inputs, standardInput: standardInput, progress: progress) { position, checked in
      pipeline.deliver(checked, at: position)
    }
    line?.stop()
    return pipeline.finish()
  }

  private static func loadBaseline(_ path: String) throws(KBCheckError) -> Baseline {
    do {
      return try Baseline.decode(try FileReader.read(path))
    } catch {
      throw .invalid(.baseline, path: path, error)
    }
  }
}
