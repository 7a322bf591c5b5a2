/// Reads an example trace written inside a spec: a `keyboard-trace/1` object without its
/// `format`, whose events may be bare names (`"SomeNotification"` for `{"name": …}`).
enum ExampleDecoder {
  /// Decodes one example.
  static func trace(_ value: JSONValue) throws(InputError) -> Trace {
    guard case .object(var members) = value.kind else {
      throw InputError("an example must be a trace object", at: value.position)
    }
    if !members.contains(where: { $0.key == "format" }) {
      let format = JSONValue(kind: .string(TraceDecoder.formatName), position: value.position)
      members.insert(JSONMember(key: "format", keyPosition: value.position, value: format), at: 0)
    }
    for index in members.indices where members[index].key == "events" {
      guard case .array(let events) = members[index].value.kind else { continue }
      let expanded = events.map { event -> JSONValue in
        guard case .string = event.kind else { return event }
        let name = JSONMember(key: "name", keyPosition: event.position, value: event)
        return JSONValue(kind: .object([name]), position: event.position)
      }
      members[index].value = JSONValue(
        kind: .array(expanded), position: members[index].value.position)
    }
    return try TraceDecoder.decode(JSONValue(kind: .object(members), position: value.position))
  }
}
