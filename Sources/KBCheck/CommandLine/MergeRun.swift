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
    if let problem = Self.mismatch(reports, paths: options.reports) { return .failure(problem) }
    let configuration: Configuration
    let engine: Engine
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      configuration = try setup.configuration(path: options.configPath, none: options.noConfig)
      engine = try setup.engine(configuration, specPath: options.specPath, strict: false)
    } catch {
      return .failure(error)
    }
    // The merged reports render and settle by this run's rules: the shards' must be them.
    for (path, report) in zip(options.reports, reports)
    where report.rulesDigest.map({ $0 != engine.rulesDigest }) == true {
      return .failure(
        .usage(
          "\(path) was checked by other rules than this merge's spec and configuration: give "
            + "merge the --spec and --config the shards were run with"))
    }
    if let problem = Self.settlementMismatch(
      reports, paths: options.reports, suppressions: configuration.suppressions)
    {
      return .failure(problem)
    }
    let outputs = configuration.outputs(options.outputs).map {
      InputProtection.Output(path: $0.path, what: "the \($0.format.rawValue) report")
    }
    // The shards read the traces the reports name, and the HTML report reads them again.
    let traces = reports.lazy.flatMap(\.files).filter { $0.path != "-" }.map {
      resolved($0.path)
    }
    if let clash = InputProtection.check(
      outputs, reads: [options.specPath, configuration.path].compactMap { $0 },
      inputs: options.reports + traces)
    {
      return .failure(clash)
    }
    var merged = Report.merging(reports)
    var notices = merged.notices + configuration.notices
    if configuration.outputs(options.outputs).contains(where: { $0.format == .html }) {
      notices += drawTimelines(&merged.files, engine: engine)
    }
    var report = Report(files: [], rules: engine.rules, spec: merged.spec, notices: notices)
    report.baseDirectory = environment.baseDirectory
    // The shards already placed, anchored, suppressed and baselined their files; what they
    // settled (stale baseline entries, the suppressions' use) is settled here as one run's.
    var settings = RunPipeline.Settings(
      outputs: configuration.outputs(options.outputs),
      policy: configuration.policy(failOn: options.failOn, maxWarnings: options.maxWarnings),
      configurationPath: configuration.path ?? ConfigurationLoader.fileName)
    settings.carried = Settlement(merging: reports.map(\.settlement))
    var files = FilePipeline()
    files.suppressions = SuppressionFilter(configuration.suppressions)
    files.appliesSuppressions = false
    var pipeline = RunPipeline(
      report: report, files: files, settings: settings, environment: environment,
      standardOutput: nil)
    for (position, file) in merged.files.enumerated() {
      pipeline.deliver(file, at: position)
    }
    return pipeline.finish()
  }

  /// Draws each file's timeline for the HTML report by reading its trace again (a JSON report
  /// keeps findings, not timelines, which would double its size): the merged HTML then equals
  /// the single run's. Returns a notice for each trace that could no longer be read.
  private func drawTimelines(_ files: inout [FileReport], engine: Engine) -> [String] {
    var linter = Linter(engine: engine, jobs: 1)
    linter.timelines = true
    var notices: [String] = []
    for index in files.indices where files[index].error == nil && files[index].path != "-" {
      let path = files[index].path
      let report = linter.check(file: resolved(path), path: path)
      if let error = report.error {
        notices.append("no timeline for \(path) in the HTML report: \(error.message)")
      } else {
        files[index].timeline = report.timeline
      }
    }
    return notices
  }

  /// Why the shards' reports are not a whole run, if they are not: a shard missing (its job
  /// failed or its report was not uploaded, and its inputs would pass unchecked), one given
  /// twice, shards of different splits, or a whole run's report among shards'.
  static func missingShards(_ reports: [Report], paths: [String]) -> KBCheckError? {
    let shards = zip(paths, reports).compactMap { path, report in report.shard.map { (path, $0) } }
    guard let (firstPath, first) = shards.first else { return nil }
    if let whole = zip(paths, reports).first(where: { $0.1.shard == nil }) {
      return .usage(
        "\(whole.0) is a whole run's report and \(firstPath) a shard's: merge the reports of "
          + "one run's shards")
    }
    var holders: [Int: String] = [:]
    for (path, shard) in shards {
      guard shard.count == first.count else {
        return .usage(
          "\(path) is shard \(shard.index) of \(shard.count), \(firstPath) shard \(first.index) "
            + "of \(first.count): shards of different splits are not one run")
      }
      if let other = holders[shard.index] {
        return .usage(
          "\(other) and \(path) are both shard \(shard.index) of \(shard.count): the same "
            + "shard given twice, or shards of different runs")
      }
      holders[shard.index] = path
    }
    let missing = (1...first.count).filter { holders[$0] == nil }
    guard missing.isEmpty else {
      let names = missing.map(String.init).joinedText(separator: ", ")
      return .usage(
        "shard\(missing.count == 1 ? "" : "s") \(names) of \(first.count) "
          + "\(missing.count == 1 ? "is missing: its" : "are missing: their") inputs would pass "
          + "unchecked "
          + "(a shard's job failed, or its report was not uploaded); merge every shard's "
          + "--format json report")
    }
    return nil
  }

  /// Why the reports' settlements cannot be joined under this merge's configuration, if
  /// they cannot: shards run with and without a baseline, or with different ones, or with
  /// other suppressions than one another or than the configuration the merge reads (which
  /// words the unused ones).
  static func settlementMismatch(
    _ reports: [Report], paths: [String], suppressions: [Suppression]
  ) -> KBCheckError? {
    let baselines = reports.map { $0.settlement.baseline?.path }
    if let first = baselines.first, let other = baselines.firstIndex(where: { $0 != first }) {
      let describe = { (path: String?) in path.map { "the baseline \($0)" } ?? "no baseline" }
      return .usage(
        "\(paths[0]) was checked with \(describe(first)), \(paths[other]) with "
          + "\(describe(baselines[other])): the shards of one run share one baseline")
    }
    let expected = suppressions.isEmpty ? nil : Settlement.SuppressionUse.digest(of: suppressions)
    for (path, report) in zip(paths, reports) {
      let digest = report.settlement.suppressions?.digest
      guard digest != expected else { continue }
      return .usage(
        "\(path) was checked with other suppressions than this merge's configuration has: "
          + "merge with the configuration the shards used (--config), so that the suppressions "
          + "said to be unused are the ones they ran with")
    }
    return nil
  }

  /// Where a file a report names is: reports name files relative to the base directory.
  private func resolved(_ path: String) -> String {
    let base = environment.baseDirectory
    return path.hasBytePrefix("/") || base.isEmpty ? path : base + "/" + path
  }

  /// Why the reports cannot be one run's, if they cannot: one given twice (the same file, or
  /// two holding the same input), or reports of different specs.
  static func mismatch(_ reports: [Report], paths: [String]) -> KBCheckError? {
    var identities: [FileIdentity: String] = [:]
    for path in paths {
      guard let identity = FileIdentity(path) else { continue }
      if let first = identities[identity] {
        return .usage(
          "\(path) is \(first) again: each shard's report is merged once, or its files would "
            + "be counted twice")
      }
      identities[identity] = path
    }
    if let problem = missingShards(reports, paths: paths) { return problem }
    for (path, report) in zip(paths, reports) where report.spec != reports.first?.spec {
      return .usage(
        "\(path) was checked against \(MessageText.quoted(report.spec)), \(paths[0]) against "
          + "\(MessageText.quoted(reports[0].spec)): reports of different specs are not one run")
    }
    let settings = zip(paths, reports).compactMap { path, report in
      report.settings.map { (path, $0) }
    }
    if let first = settings.first, let other = settings.first(where: { $0.1 != first.1 }) {
      return .usage(
        "\(other.0) was checked by other rules than \(first.0) (--strict, --spec, or a "
          + "configuration's rules, severities or quirks): shards checked alike are one run, "
          + "these are not")
    }
    // A shard's files carry their places in the whole run; a place (or, without places, a
    // path) in two reports means a shard given twice or shards of different runs.
    var holders: [String: (report: String, file: String)] = [:]
    for (path, report) in zip(paths, reports) {
      for file in report.files {
        let key = file.index.map { "#\($0)" } ?? file.path
        if let first = holders[key] {
          guard first.report != path else {
            return .usage(
              "\(path) holds \(file.path) twice: a report edited by hand or joined from two; "
                + "each input is in a report once")
          }
          if first.file != file.path {
            // Two inputs at one place of the run (a key is a place only when they differ).
            return .usage(
              "\(first.report) holds \(first.file) and \(path) holds \(file.path), both as "
                + "input \(file.index.map(String.init) ?? "") of the run: shards of different runs "
                + "(each input must be in exactly one shard of one run)")
          }
          return .usage(
            "\(first.report) and \(path) both hold \(file.path): the same shard given twice, or "
              + "shards of different runs (each input must be in exactly one shard)")
        }
        holders[key] = (path, file.path)
      }
    }
    // Every place of the run is in a shard: a gap means shards run over other inputs.
    let places = reports.flatMap { $0.files.compactMap(\.index) }
    if places.count == reports.reduce(0, { $0 + $1.files.count }), let last = places.max(),
      places.count < last + 1
    {
      let held = Set(places)
      let missing = (0...last).filter { !held.contains($0) }
      return .usage(
        "inputs \(MessageText.firstOf(missing.map(String.init))) of the run are in no report: "
          + "the shards were run over other inputs (run every shard with the same paths)")
    }
    return nil
  }
}
