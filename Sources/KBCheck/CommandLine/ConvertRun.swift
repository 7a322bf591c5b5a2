/// `kbcheck convert`: an input, read as `lint` reads it, written as canonical
/// `keyboard-trace/1` JSON.
struct ConvertRun {
  let options: ConvertOptions

  func run(standardInput: StandardInput) -> CommandResult {
    let path = options.input
    // Read as lint reads it, by the built-in spec's words (its names, its device words), and
    // written as the spec spells them.
    let spec: CompiledSpec
    do {
      spec = try SpecLoader.load(path: nil)
    } catch {
      return .failure(error)
    }
    let vocabulary = LazyVocabulary(of: spec.spec)
    let load: TraceLoader.Options
    do {
      load = try options.load.readingNames(by: vocabulary, devices: spec.spec.deviceWords)
    } catch {
      return .failure(.usage(error))
    }
    var loaded: TraceLoader.Loaded
    do {
      let limit = options.load.maximumSize
      let bytes =
        path == "-"
        ? try standardInput.read(limit: limit) : try FileReader.read(path, limit: limit)
      loaded = try TraceLoader.load(bytes, path: path, options: load)
    } catch {
      return .failure(.input(path: path, error))
    }
    TraceNameReading.read(&loaded, spec: spec, vocabulary: vocabulary)
    if let clash = InputProtection.clash(
      outputs: [options.output], inputs: [path], readsStandardInput: path == "-")
    {
      return .failure(clash)
    }
    let text = TraceWriter.text(loaded.trace)
    var result = CommandResult.success("")
    if options.output == "-" {
      result.output = text
    } else {
      do {
        try OutputFile.write(text, to: options.output)
      } catch {
        return .failure(.unwritable(.trace, path: options.output, reason: error.message))
      }
    }
    // The parts that could not be read are left out of the trace; the run still fails.
    let problems = loaded.problems.map { KBCheckError.input(path: path, $0) }
    if !problems.isEmpty {
      result.errorOutput = CommandResult.text(problems)
      result.status = .failure
    }
    return result
  }
}
