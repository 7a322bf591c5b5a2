/// A stable identity for a finding that does not depend on line numbers: baselines match on
/// it, and SARIF carries it as a partial fingerprint, so a trace can be edited elsewhere
/// without its old findings turning into new ones.
enum Fingerprint {
  /// How many events on each side of the offending one take part.
  static let neighbourhood = 2

  /// Fills in `eventName` and `fingerprint` of each finding of a trace; `counts` says which
  /// events (by index) count as neighbours (the spec's notifications: other events come and go).
  static func assign(_ findings: inout [Finding], in trace: Trace, counts: (Int) -> Bool) {
    guard !findings.isEmpty else { return }
    trace.events.withUnsafeBufferPointer { events in
      assign(&findings, events: events, counted: events.indices.map(counts))
    }
  }

  /// (Events are read in place: indexing the array would copy each event to read its name.)
  private static func assign(
    _ findings: inout [Finding], events: UnsafeBufferPointer<TraceEvent>, counted: [Bool]
  ) {
    for index in findings.indices {
      let finding = findings[index]
      var parts = [finding.ruleId, finding.quirk ?? ""]
      if let event = finding.event, event < events.count {
        let name = events[event].name?.text ?? ""
        findings[index].eventName = events[event].name?.text
        parts.append(name)
        var neighbours: [String] = []
        var probe = event - 1
        while probe >= 0, neighbours.count < neighbourhood {
          if counted[probe] { neighbours.insert(events[probe].name?.text ?? "", at: 0) }
          probe -= 1
        }
        let before = neighbours.count
        probe = event + 1
        while probe < events.count, neighbours.count - before < neighbourhood {
          if counted[probe] { neighbours.append(events[probe].name?.text ?? "") }
          probe += 1
        }
        parts.append(neighbours.joinedText(separator: ","))
      }
      if let pointer = finding.pointer, let key = pointer.split(separator: "/").last,
        pointer.hasBytePrefix("/events/"), pointer.split(separator: "/").count > 3
      {
        parts.append(String(key))
      }
      findings[index].fingerprint = hash(parts.joinedText(separator: "\u{1F}"))
    }
  }

  /// FNV-1a, 64 bits, as 16 hex digits.
  static func hash(_ text: String) -> String {
    var hasher = FNV1a()
    hasher.add(text)
    return hasher.hex
  }
}
