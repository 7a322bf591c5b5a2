import Foundation

/// `kbcheck merge`: the JSON reports of shards become one run's files, which go through the
/// same ``RunPipeline`` as a lint run's, under the same configuration and fail policy.
struct MergeRun {
  let options: MergeOptions
  let environment: RunEnvironment

  func run() -> CommandResult {
    var reports: [Report] = []
    for path in options.reports {
      do {
        reports.append(try JSONReportDecoder.decode(try FileReader.read(path)))
      } catch {
        return .failure(.input(path: path, error))
      }
    }
    let configuration: Configuration
    let engine: Engine
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath)
      engine = try setup.engine(configuration, specPath: options.specPath, strict: false)
    } catch {
      return .failure(error)
    }
    if let clash = InputProtection.clash(
      outputs: options.outputs.compactMap(\.path), inputs: options.reports,
      settings: [options.specPath, configuration.path].compactMap { $0 })
    {
      return .failure(clash)
    }
    let merged = Report.merging(reports)
    var report = Report(
      files: [], rules: engine.rules, spec: merged.spec,
      notices: merged.notices + configuration.notices)
    report.baseDirectory = environment.baseDirectory
    // The shards already placed, anchored, suppressed and baselined their files.
    let settings = RunPipeline.Settings(
      outputs: configuration.outputs(options.outputs),
      policy: configuration.policy(failOn: options.failOn, maxWarnings: options.maxWarnings))
    var pipeline = RunPipeline(
      report: report, files: FilePipeline(), settings: settings, environment: environment,
      standardOutput: nil)
    for (position, file) in merged.files.enumerated() {
      pipeline.deliver(file, at: position)
    }
    return pipeline.finish()
  }
}
