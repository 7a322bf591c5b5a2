/// The `duplicate-keys` check: a key twice in one userInfo, which Foundation resolves silently
/// (keeping the first or the last, depending on the API).
enum DuplicateKeysCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var findings: [Finding] = []
    for (index, event) in context.trace.events.enumerated() {
      var seen: [String: SourcePosition] = [:]
      for entry in event.userInfo ?? [] {
        if let first = seen[entry.key] {
          findings.append(
            context.finding(
              rule,
              "\(entry.key) appears twice in this userInfo (first at \(first)); a consumer may "
                + "read either value",
              event: index, pointer: context.pointer(event: index, key: entry.key),
              position: entry.position))
        } else {
          seen[entry.key] = entry.position
        }
      }
    }
    return findings
  }
}
