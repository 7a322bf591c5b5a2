/// An example trace written in a spec, kept as its JSON and decoded when a command shows or
/// checks it: a lint run never uses examples, so it need not decode them. The built-in spec's
/// are not even parsed until then (see ``JSONParser/Deferred``).
struct SpecExample: Sendable {
  /// Where the example is: its JSON, or where its text starts in the built-in spec.
  private enum Source: Sendable {
    case json(JSONValue)
    case builtIn(JSONParser.Cursor)
  }

  private let source: Source

  /// An example read with its spec.
  init(json: JSONValue) {
    source = .json(json)
  }

  /// An example of the built-in spec, parsed when it is asked for.
  init(builtInAt cursor: JSONParser.Cursor) {
    source = .builtIn(cursor)
  }

  /// The example as the spec writes it.
  var json: JSONValue {
    switch source {
    case .json(let json):
      return json
    case .builtIn(let cursor):
      do {
        return try JSONParser.value(in: BuiltInSpec.bytes, at: cursor)
      } catch {
        // The suite parses the built-in spec whole in every run; this cannot be reached.
        preconditionFailure("the built-in spec's example does not parse: \(error)")
      }
    }
  }

  /// The example as a trace.
  func trace() throws(InputError) -> Trace {
    try ExampleDecoder.trace(json)
  }
}
