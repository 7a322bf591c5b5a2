// libFuzzer target `trace-json`: the `keyboard-trace/1` reader and the whole check.
//
// Compiled into the same module as Sources/KBCheck (see Scripts/fuzz), so internal API is
// reachable. A thrown InputError is an expected outcome; a trap, sanitizer report or timeout
// is a finding. Invariants checked besides "does not crash":
// - when FastTraceDecoder's fast path reads the input alone, the general TraceDecoder must
//   read it too and produce the same trace (the fast path is documented to agree with it);
// - TraceWriter's output of a decoded trace decodes again and is a fixed point.

/// The built-in spec, compiled once.
let fuzzSpec: CompiledSpec = {
  do { return try SpecLoader.load(path: nil) } catch { fatalError("built-in spec: \(error)") }
}()
let fuzzEngine = Engine(spec: fuzzSpec)
let fuzzStrictEngine = Engine(spec: fuzzSpec, strict: true)

/// libFuzzer's entry point: reads one input and checks the invariants above.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let loaded: TraceLoader.Loaded
  do {
    loaded = try TraceLoader.load(bytes, path: "fuzz.json", options: TraceLoader.Options())
  } catch {
    return 0
  }
  _ = fuzzEngine.check(loaded.trace)
  if size & 1 == 1 { _ = fuzzStrictEngine.check(loaded.trace) }

  if let fast = FastTraceDecoder.fastPathOnly(bytes) {
    let general: Trace
    do {
      general = try TraceDecoder.decode(bytes)
    } catch {
      fatalError("fast path read a trace the general decoder rejects: \(error)")
    }
    if let difference = fuzzDifference(fast, general) {
      fatalError("fast and general decoders disagree: \(difference)")
    }
  }

  // Conversion round trip: what kbcheck convert writes must read back to the same text.
  let text = TraceWriter.text(loaded.trace)
  let again: Trace
  do {
    again = try TraceDecoder.decode(Array(text.utf8))
  } catch {
    fatalError("TraceWriter output does not decode: \(error)\n\(text)")
  }
  let text2 = TraceWriter.text(again)
  if text != text2 {
    fatalError("TraceWriter is not a fixed point:\n\(text)\n---\n\(text2)")
  }
  return 0
}

func fuzzSame(_ a: Double?, _ b: Double?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case (let x?, let y?): return (x.isNaN && y.isNaN) || (x == y && x.sign == y.sign)
  default: return false
  }
}

/// The first field where two traces differ, or nil.
func fuzzDifference(_ a: Trace, _ b: Trace) -> String? {
  if a.source != b.source {
    return "source \(String(describing: a.source)) vs \(String(describing: b.source))"
  }
  if a.device != b.device { return "device \(a.device) vs \(b.device)" }
  if a.observed != b.observed { return "observed" }
  if a.extensions != b.extensions { return "trace extensions" }
  if a.events.count != b.events.count {
    return "event count \(a.events.count) vs \(b.events.count)"
  }
  for (index, (x, y)) in zip(a.events, b.events).enumerated() {
    if x.name != y.name {
      return "event \(index) name \(String(describing: x.name)) vs \(String(describing: y.name))"
    }
    if !fuzzSame(x.time, y.time) {
      return "event \(index) time \(String(describing: x.time)) vs \(String(describing: y.time))"
    }
    if x.object != y.object {
      return
        "event \(index) object \(String(describing: x.object)) vs \(String(describing: y.object))"
    }
    if x.userInfoIsNil != y.userInfoIsNil { return "event \(index) userInfoIsNil" }
    if x.position != y.position { return "event \(index) position \(x.position) vs \(y.position)" }
    if x.extensions != y.extensions { return "event \(index) extensions" }
    switch (x.userInfo, y.userInfo) {
    case (nil, nil): break
    case (let u?, let v?):
      if u.count != v.count { return "event \(index) userInfo count \(u.count) vs \(v.count)" }
      for (k, (p, q)) in zip(u, v).enumerated() {
        if p.key != q.key { return "event \(index) key \(k) \(p.key) vs \(q.key)" }
        if p.value != q.value {
          return "event \(index) key \(p.key) value \(p.value) vs \(q.value)"
        }
        if p.position != q.position {
          return "event \(index) key \(p.key) position \(p.position) vs \(q.position)"
        }
      }
    default: return "event \(index) userInfo presence"
    }
  }
  return nil
}
