// libFuzzer target `log`: the captured-log importer (LogImporter) and the check of what it
// imports.
//
// Compiled into the same module as Sources/KBCheck (see Scripts/fuzz). A thrown InputError
// (no notification in the log) is an expected outcome. Invariant checked besides "does not
// crash": the imported trace, written as `keyboard-trace/1` (what `kbcheck convert` does),
// reads back with the same number of events.

/// The built-in spec, compiled once.
let fuzzSpec: CompiledSpec = {
  do { return try SpecLoader.load(path: nil) } catch { fatalError("built-in spec: \(error)") }
}()
let fuzzEngine = Engine(spec: fuzzSpec)

/// libFuzzer's entry point: reads one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result: LogImporter.Result
  do {
    // Half the inputs name bare dictionaries, as `--name` does.
    let options =
      size & 1 == 0
      ? LogImporter.Options() : LogImporter.Options(bareName: "UIKeyboardWillShowNotification")
    result = try LogImporter.importLog(bytes, options: options)
  } catch {
    return 0
  }
  _ = fuzzEngine.check(result.trace)

  let text = TraceWriter.text(result.trace)
  let again: Trace
  do {
    again = try TraceDecoder.decode(Array(text.utf8))
  } catch {
    fatalError("converted log does not decode: \(error)\n\(text)")
  }
  if again.events.count != result.trace.events.count {
    fatalError("converted log has \(again.events.count) events, not \(result.trace.events.count)")
  }
  return 0
}
