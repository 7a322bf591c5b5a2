/// Runs every payload check over a trace in one pass: each event and each userInfo entry is
/// read once, its key resolved to the spec's key once, and handed to the checks whose rules are
/// enabled. Keeps batch runs linear with a small constant, whatever the number of checks.
struct PayloadPass: Sendable {
  /// One event as the payload checks see it.
  struct Event {
    /// The event's index in the trace.
    var index: Int
    /// The spec's index of the event's notification, or -1 (an event of unknown name).
    var notificationIndex: Int
    /// The spec keys the event's userInfo holds.
    var present: KeySet
    /// Whether the userInfo was printed only in part: keys it lacks may not have been copied.
    var isPartial = false

    /// The spec's notification, when the event is one.
    func notification(in spec: CompiledSpec) -> NotificationSpec? {
      notificationIndex >= 0 ? spec.spec.notifications[notificationIndex] : nil
    }
  }

  // The payload rules, by kind: any number of rules may use a kind.
  var valueType: [ValueTypeCheck.Pass] = []
  var valueDomain: [ValueDomainCheck.Pass] = []
  var requiredKeys: [RequiredKeysCheck.Pass] = []
  var unknownKeys: [UnknownKeysCheck.Pass] = []
  var deprecatedKeys: [DeprecatedKeysCheck.Pass] = []
  var availability: [AvailabilityCheck.Pass] = []
  var duplicateKeys: [DuplicateKeysCheck.Pass] = []
  var notificationObject: [NotificationObjectCheck.Pass] = []

  /// The pass for the payload rules among `rules`; nil when none is enabled.
  init?(rules: [RuleSpec]) {
    var any = false
    for rule in rules {
      switch rule.check {
      case .valueType(let check): valueType.append(check.pass(rule))
      case .valueDomain(let check): valueDomain.append(check.pass(rule))
      case .requiredKeys(let check): requiredKeys.append(check.pass(rule))
      case .unknownKeys(let check): unknownKeys.append(check.pass(rule))
      case .deprecatedKeys(let check): deprecatedKeys.append(check.pass(rule))
      case .availability(let check): availability.append(check.pass(rule))
      case .duplicateKeys(let check): duplicateKeys.append(check.pass(rule))
      case .notificationObject(let check): notificationObject.append(check.pass(rule))
      case .sequence, .sequenceEnd, .rotation, .geometry, .markerState, .markerWindow, .timeOrder:
        continue
      }
      any = true
    }
    guard any else { return nil }
  }

  /// The facts of the payloads that may come again.
  var factsByPayload = RepeatCache<Facts>()
  /// The keys of the payload being checked as it comes, reused from event to event.
  var scratch = Scratch()
  /// The facts of the entries printed without a type met so far (see
  /// ``entryFacts(_:key:_:)``).
  var factsByPrinted: [PrintedEntry: EntryFacts] = [:]

  /// Every payload finding of the trace.
  mutating func run(_ context: TraceContext) -> [Finding] {
    // Payloads translated from another form (React Native's events) were never Objective-C
    // objects: their types say nothing.
    if !context.trace.origin.hasObjectiveCTypes { valueType = [] }
    // Unsafe buffers lend their elements in place: indexing an array copies the event or
    // entry (its strings and arrays retained and released), which cost a fifth of a batch run.
    context.trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        visit(events, at: index, context)
      }
    }
    var findings: [Finding] = []
    findings += valueType.flatMap(\.findings)
    findings += valueDomain.flatMap { $0.finish(context) }
    findings += requiredKeys.flatMap { $0.finish(context) }
    findings += unknownKeys.flatMap(\.findings)
    findings += deprecatedKeys.flatMap { $0.finish(context) }
    findings += availability.flatMap(\.findings)
    findings += duplicateKeys.flatMap(\.findings)
    findings += notificationObject.flatMap { $0.finish(context) }
    return findings
  }

  /// Hands one event and its entries to the checks.
  /// (The event is read in place through `events`: a copy of it costs more than the visit.)
  private mutating func visit(
    _ events: UnsafeBufferPointer<TraceEvent>, at index: Int, _ context: TraceContext
  ) {
    let notificationIndex = context.notificationIndices[index]
    let isPayloadEvent = notificationIndex >= 0 || notificationIndex == TraceContext.unnamed
    // The stored entries: their keys and values; positions come from `entry(_:)`.
    guard let userInfo = events[index].entries else {
      guard isPayloadEvent else { return }
      let event = Event(index: index, notificationIndex: notificationIndex, present: KeySet())
      visitEvent(event, events, recorded: false, context)
      return
    }
    userInfo.withUnsafeBufferPointer { entries in
      // A payload the file repeats is worked out once; any other is checked as it comes.
      let payload = events[index].payload
      let facts = payload >= 0 ? facts(entries, payload: payload, context) : nil
      if facts == nil { keys(of: entries, context) }
      let known = facts?.known ?? scratch.known
      let event = Event(
        index: index, notificationIndex: notificationIndex, present: known,
        isPartial: events[index].userInfoIsPartial)
      if facts?.mayRepeat ?? scratch.mayRepeat, !duplicateKeys.isEmpty {
        let userInfo = events[index].userInfo ?? []
        for check in duplicateKeys.indices {
          duplicateKeys[check].visit(
            userInfo, keys: facts?.keys ?? scratch.keys, event: event, context: context)
        }
      }
      guard isPayloadEvent else { return }
      visitEvent(event, events, recorded: true, context)
      // Keys this notification does not document are the only reports that depend on it.
      let spec = context.spec
      var undocumented = KeySet()
      if !unknownKeys.isEmpty, notificationIndex >= 0 {
        undocumented = known.subtracting(spec.documentedKeys[notificationIndex])
          .subtracting(spec.privateKeys)
      }
      // The checks get an entry's key and place only: a copy of the entry (its value's
      // strings and arrays retained and released) cost more than they do.
      func located(_ position: Int) -> LocatedKey {
        LocatedKey(key: entries[position].key, position: events[index].entryPosition(position))
      }
      if let facts, undocumented.isEmpty {
        // Only the entries a check may report, as the loop below would visit them.
        for position in facts.loudPositions {
          visit(
            located(position), key: facts.keys[position], grade: facts.grades[position],
            domain: facts.domains[position], event: event, context)
        }
        return
      }
      let keys = facts?.keys ?? scratch.keys
      let loud = facts?.loud
      for position in entries.indices {
        let key = keys[position]
        if key >= 0, undocumented.contains(key) {
          let entry = located(position)
          for check in unknownKeys.indices {
            unknownKeys[check].visitUndocumented(entry, event: event, context: context)
          }
        }
        if let facts, let loud {
          guard loud[position] else { continue }
          visit(
            located(position), key: key, grade: facts.grades[position],
            domain: facts.domains[position], event: event, context)
        } else {
          let entryFacts = self.entryFacts(entries[position], key: key, context)
          guard entryFacts.loud else { continue }
          visit(
            located(position), key: key, grade: entryFacts.grade, domain: entryFacts.domain,
            event: event, context)
        }
      }
    }
  }

  /// The checks of the event as a whole.
  private mutating func visitEvent(
    _ event: Event, _ events: UnsafeBufferPointer<TraceEvent>, recorded: Bool,
    _ context: TraceContext
  ) {
    let isNil = events[event.index].userInfoIsNil
    for check in requiredKeys.indices {
      requiredKeys[check].visit(event, recorded: recorded, isNil: isNil, context: context)
    }
    for check in availability.indices { availability[check].visit(event, context: context) }
    // Most events record no object: reading the absent one cost as much as the check.
    if !notificationObject.isEmpty, events[event.index].hasObject {
      let object = events[event.index].object
      for check in notificationObject.indices {
        notificationObject[check].visit(event, object: object, context: context)
      }
    }
  }

  /// Hands one entry a check may report to the checks that may (undocumented keys aside):
  /// its spec key, its grade against the key's type and its standing in the key's domain.
  private mutating func visit(
    _ entry: LocatedKey, key: Int, grade: ValueReader.Grade?,
    domain: ValueDomainCheck.Outcome?, event: Event, _ context: TraceContext
  ) {
    let spec = context.spec
    guard key >= 0 else {
      for check in unknownKeys.indices {
        unknownKeys[check].visitUnknown(entry, event: event, context: context)
      }
      return
    }
    if !context.possibleKeys.contains(key) {
      for check in availability.indices {
        availability[check].visit(entry, spec.spec.keys[key], event: event, context: context)
      }
    }
    if spec.deprecatedKeys.contains(key) {
      for check in deprecatedKeys.indices {
        deprecatedKeys[check].visit(entry, key: key, event: event, context: context)
      }
    }
    if let grade, grade != .exact {
      for check in valueType.indices {
        valueType[check].visit(
          entry, spec.keyTypes[key], grade: grade, event: event, context: context)
      }
    }
    if let domain, domain != .fine {
      for check in valueDomain.indices {
        valueDomain[check].visit(entry, domain, event: event, context: context)
      }
    }
  }
}
