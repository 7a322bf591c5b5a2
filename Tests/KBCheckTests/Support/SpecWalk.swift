@testable import KBCheck

/// Reads facts off a spec for tests.
enum SpecWalk {
  /// The quirks some construct of the spec can report (sequences, patterns, value domains,
  /// notification objects, rule options), as opposed to quirks that only document a rule.
  static func reportableQuirks(_ spec: Spec) -> [String] {
    var found: Set<String> = []
    func walk(_ pattern: Pattern) {
      switch pattern {
      case .event, .reference: break
      case .sequence(let parts), .choice(let parts): parts.forEach(walk)
      case .optional(let part), .repetition(let part, _, _): walk(part)
      case .quirk(let id, let part, _):
        found.insert(id)
        walk(part)
      }
    }
    for named in spec.patterns { walk(named.pattern) }
    for sequence in spec.sequences {
      walk(sequence.pattern)
      if let quirk = sequence.quirk { found.insert(quirk) }
    }
    for key in spec.keys {
      for values in key.domain?.quirkValues ?? [] { found.insert(values.quirk) }
      for quirk in key.domain?.quirkProblems.values ?? [:].values { found.insert(quirk) }
    }
    for notification in spec.notifications {
      for object in notification.objects {
        for values in object.domain.quirkValues { found.insert(values.quirk) }
      }
    }
    for rule in spec.rules {
      switch rule.check {
      case .rotation(let check): if let quirk = check.repeatQuirk { found.insert(quirk) }
      case .geometry(let check):
        for quirk in check.relations.flatMap(\.quirks) { found.insert(quirk) }
      case .markerState(let check):
        for expectation in check.expectations {
          for quirk in [expectation.quirk, expectation.nextQuirk].compactMap({ $0 }) {
            found.insert(quirk)
          }
        }
      case .sequence, .sequenceEnd, .markerWindow, .timeOrder, .valueType, .valueDomain,
        .requiredKeys,
        .unknownKeys, .deprecatedKeys, .availability, .duplicateKeys, .notificationObject:
        break
      }
    }
    return found.sorted()
  }
}
