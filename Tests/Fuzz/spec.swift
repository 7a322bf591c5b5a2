// libFuzzer target `spec`: the spec reader, validator and compiler (SpecDecoder,
// CompiledSpec), then a check of one small fixed trace with each spec that compiles, and of
// captured traces observing only some notifications, whose projections compile anew. Run with
// a time and memory limit per input (Scripts/fuzz), it shows that no spec makes compiling or
// checking run away: a spec that compiles, compiles in bounded time.
//
// Compiled into the same module as Sources/KBCheck (see Scripts/fuzz). A thrown InputError is
// an expected outcome.

/// A small trace touching sequences, a rotation marker and payload rules.
let fuzzTrace: Trace = {
  let text = """
    {"format": "keyboard-trace/1", "source": "device",
     "device": {"idiom": "phone", "os": "iOS", "osVersion": "12.1", "screen": [0, 0, 375, 667]},
     "events": [
      {"name": "UIKeyboardWillChangeFrameNotification", "time": 1.0, "object": null,
       "userInfo": {"UIKeyboardFrameBeginUserInfoKey": {"type": "CGRect", "value": [0, 667, 375, 260]},
                    "UIKeyboardFrameEndUserInfoKey": {"type": "CGRect", "value": [0, 407, 375, 260]},
                    "UIKeyboardAnimationDurationUserInfoKey": {"type": "double", "value": 0.25},
                    "UIKeyboardAnimationCurveUserInfoKey": {"type": "NSInteger", "value": 7},
                    "UIKeyboardIsLocalUserInfoKey": {"type": "BOOL", "value": true}}},
      {"name": "UIKeyboardWillShowNotification", "time": 1.001,
       "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 407, 375, 260],
                    "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardBogusKey": 1,
                    "UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {375, 260}}"}},
      {"name": "UIKeyboardDidChangeFrameNotification", "time": 1.3},
      {"name": "UIKeyboardDidShowNotification", "time": 1.301, "userInfo": null},
      {"name": "UIDeviceOrientationDidChangeNotification", "time": 2.0},
      {"name": "UIKeyboardWillHideNotification", "time": 2.1, "object": "UIScreen"},
      {"name": "UIKeyboardDidHideNotification", "time": 2.4},
      {"name": "UIKeyboardWillShowNotification", "time": 2.5},
      {"name": null, "userInfo": {"UIKeyboardAnimationDurationUserInfoKey": -1}}
     ]}
    """
  do { return try TraceDecoder.decode(Array(text.utf8)) } catch { fatalError("trace: \(error)") }
}()

/// libFuzzer's entry point: reads one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let compiled: CompiledSpec
  do {
    compiled = try CompiledSpec(bytes: bytes)
  } catch {
    return 0
  }
  _ = Engine(spec: compiled).check(fuzzTrace)
  _ = Engine(spec: compiled, strict: true).check(fuzzTrace)
  // Projections: a captured trace that observes only the first notification, and one that
  // observes only the last, each with one event of its own (ε everywhere else).
  let names = compiled.spec.notifications.map(\.name)
  for name in [names.first, names.last].compactMap({ $0 }) {
    let trace = Trace(
      source: .device, observed: [name],
      events: [TraceEvent(name: Symbol(name), position: SourcePosition(line: 1, column: 1))])
    _ = Engine(spec: compiled).check(trace)
  }
  return 0
}
