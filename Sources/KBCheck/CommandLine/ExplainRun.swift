/// `kbcheck explain`: what a rule or a quirk checks, or how the engine sees one event of a
/// trace.
struct ExplainRun {
  let options: ExplainOptions
  let environment: RunEnvironment

  func run(standardInput: StandardInput) -> CommandResult {
    var engine: Engine
    var notices: [String] = []
    do {
      let setup = RunSetup(workingDirectory: environment.workingDirectory)
      let configuration = try setup.configuration(path: options.configPath, none: options.noConfig)
      notices = configuration.notices
      engine = try setup.engine(configuration, specPath: options.specPath, strict: false)
      // An event's explanation lists what was accepted there too.
      engine.verbose = true
    } catch {
      return .failure(error)
    }
    // A configuration passed over is said on standard error, beside the explanation.
    let noticed = { (text: String) -> CommandResult in
      var result = CommandResult.success(text)
      result.errorOutput = notices.map { "kbcheck: \($0)\n" }.joinedText()
      return result
    }
    if let text = Explanation.explain(id: options.target, engine: engine) {
      return noticed(text)
    }
    let path = options.target
    guard path == "-" || FileReader.exists(path) else {
      let spec = engine.spec.spec
      let ids = spec.rules.map(\.id) + spec.quirks.map(\.id)
      let hint = MessageText.closest(to: path, in: ids).map { "; did you mean \($0)?" } ?? ""
      return .failure(
        .usage("'\(path)' is neither a rule, a quirk nor a file\(hint) (see 'kbcheck rules')"))
    }
    guard let event = options.event else {
      return .failure(.usage("explaining a trace needs --event N (the 0-based event index)"))
    }
    // A log is read, and its names given, by the words of the spec it is explained against,
    // as lint reads it.
    let vocabulary = LazyVocabulary(of: engine.spec.spec)
    let load: TraceLoader.Options
    do {
      load = try options.load.readingNames(by: vocabulary, devices: engine.spec.spec.deviceWords)
    } catch {
      return .failure(.usage(error))
    }
    let trace: Trace
    do {
      let limit = options.load.maximumSize
      let bytes =
        path == "-"
        ? try standardInput.read(limit: limit) : try FileReader.read(path, limit: limit)
      // A trace's names are read by the spec's words, as lint reads them.
      var loaded = try TraceLoader.load(bytes, path: path, options: load)
      TraceNameReading.read(&loaded, spec: engine.spec, vocabulary: vocabulary)
      trace = loaded.trace
    } catch {
      return .failure(.input(path: path, error))
    }
    guard event < trace.events.count else {
      return .failure(
        .usage("\(path) has \(trace.events.count) events; --event \(event) is past the end"))
    }
    return noticed(Explanation.explain(trace: trace, path: path, event: event, engine: engine))
  }
}
