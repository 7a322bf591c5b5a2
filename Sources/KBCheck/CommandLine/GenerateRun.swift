/// `kbcheck generate`: the notifications UIKit posts for a scenario, as a `keyboard-trace/1`
/// trace; or, with `--list`, what can be generated.
struct GenerateRun {
  let options: GenerateOptions

  func run() -> CommandResult {
    do throws(KBCheckError) {
      let generator = try TraceGenerator(
        specPath: options.specPath, devicesPath: options.devicesPath)
      guard let scenario = options.scenario else {
        return .success(
          GenerationListing.render(spec: generator.spec.spec, catalog: generator.catalog))
      }
      guard let device = options.device ?? generator.deviceIDs.first else {
        throw KBCheckError.invalid(
          .deviceCatalog, path: generator.catalogPath, InputError("lists no devices", at: nil))
      }
      let trace = try generator.generate(
        TraceGenerator.Request(
          scenario: scenario, device: device, osVersion: options.osVersion,
          quirks: options.quirks))
      return try write(trace.jsonText)
    } catch {
      return .failure(error)
    }
  }

  private func write(_ text: String) throws(KBCheckError) -> CommandResult {
    guard options.output != "-" else { return .success(text) }
    let inputs = [options.specPath, options.devicesPath].compactMap { $0 }
    if let clash = InputProtection.clash(outputs: [options.output], inputs: inputs) {
      throw clash
    }
    do {
      try OutputFile.write(text, to: options.output)
    } catch {
      throw .unwritable(.trace, path: options.output, reason: error.message)
    }
    return .success("")
  }
}
