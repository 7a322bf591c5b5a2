/// An example trace written in a spec, kept as its JSON and decoded when a command shows or
/// checks it: a lint run never uses examples, so it need not decode them.
struct SpecExample: Sendable {
  /// The example as the spec writes it.
  let json: JSONValue

  /// The example as a trace.
  func trace() throws(InputError) -> Trace {
    try ExampleDecoder.trace(json)
  }
}
