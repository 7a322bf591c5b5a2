// libFuzzer target `config`: the `.kbcheck.json` reader (ConfigurationLoader.decode), then
// what a run does with a configuration: validate it against the built-in spec, apply it,
// and match its globs.
//
// Compiled into the same module as Sources/KBCheck (see Scripts/fuzz). A thrown InputError is
// an expected outcome.

/// The built-in spec, decoded once.
let fuzzSpec: Spec = {
  do { return try SpecLoader.decode(path: nil).spec } catch {
    fatalError("built-in spec: \(error)")
  }
}()

let fuzzPaths = [
  "Traces/clean/iphone-show-hide-ios17.json", "a.log", "UITests/Traces/legacy-ios6.json",
  "deep/er/fixtures/x/y.json", "",
]

/// libFuzzer's entry point: reads one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let configuration: Configuration
  do {
    configuration = try ConfigurationLoader.decode(bytes)
  } catch {
    return 0
  }
  for glob in configuration.include + configuration.exclude + configuration.suppressions.map(\.path)
  {
    for path in fuzzPaths { _ = glob.matches(path) }
  }
  do {
    try configuration.validate(against: fuzzSpec)
  } catch {
    return 0
  }
  _ = configuration.applying(to: fuzzSpec)
  _ = configuration.disabledRules
  _ = configuration.quirkOverrides
  return 0
}
