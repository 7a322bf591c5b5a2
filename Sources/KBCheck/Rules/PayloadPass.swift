/// Runs every payload check over a trace in one pass: each event and each userInfo entry is
/// read once, its key resolved to the spec's key once, and handed to the checks whose rules are
/// enabled. Keeps batch runs linear with a small constant, whatever the number of checks.
struct PayloadPass {
  /// One event as the payload checks see it.
  struct Event {
    /// The event's index in the trace.
    var index: Int
    /// The spec's index of the event's notification, or -1 (an event of unknown name).
    var notificationIndex: Int
    /// The spec keys the event's userInfo holds.
    var present: KeySet

    /// The spec's notification, when the event is one.
    func notification(in spec: CompiledSpec) -> NotificationSpec? {
      notificationIndex >= 0 ? spec.spec.notifications[notificationIndex] : nil
    }
  }

  private var valueType: ValueTypeCheck?
  private var valueDomain: ValueDomainCheck?
  private var requiredKeys: RequiredKeysCheck?
  private var unknownKeys: UnknownKeysCheck?
  private var deprecatedKeys: DeprecatedKeysCheck?
  private var availability: AvailabilityCheck?
  private var duplicateKeys: DuplicateKeysCheck?
  private var notificationObject: NotificationObjectCheck?

  /// The pass for the payload rules among `rules`; nil when none is enabled.
  init?(rules: [RuleSpec]) {
    var any = false
    for rule in rules {
      if !rule.check.isSequenceCheck { any = true }
      switch rule.check {
      case .valueType: valueType = ValueTypeCheck(rule: rule)
      case .valueDomain: valueDomain = ValueDomainCheck(rule: rule)
      case .requiredKeys: requiredKeys = RequiredKeysCheck(rule: rule)
      case .unknownKeys: unknownKeys = UnknownKeysCheck(rule: rule)
      case .deprecatedKeys: deprecatedKeys = DeprecatedKeysCheck(rule: rule)
      case .availability: availability = AvailabilityCheck(rule: rule)
      case .duplicateKeys: duplicateKeys = DuplicateKeysCheck(rule: rule)
      case .notificationObject: notificationObject = NotificationObjectCheck(rule: rule)
      case .sequence, .sequenceEnd, .rotation, .geometry, .markerState, .markerWindow: break
      }
    }
    guard any else { return nil }
  }

  /// What the checks derive from one userInfo alone, worked out once for all the events of a
  /// file that repeat it (see ``TraceEvent/payload``).
  private struct Facts {
    /// The spec's index of each entry's key, or -1.
    var keys: [Int] = []
    /// The spec keys present.
    var present = KeySet()
    /// Whether a key is unknown or comes twice (the duplicate check must look).
    var mayRepeat = false
    /// Each entry's grade against its key's type (nil: not graded).
    var grades: [ValueReader.Grade?] = []
    /// Each entry's standing in its key's domain (nil: not checked).
    var domains: [ValueDomainCheck.Outcome?] = []
  }

  /// The facts of the payloads met so far, by payload number.
  private var factsByPayload: [Facts?] = []

  /// Every payload finding of the trace.
  mutating func run(_ context: TraceContext) -> [Finding] {
    // Unsafe buffers lend their elements in place: indexing an array copies the event or
    // entry (its strings and arrays retained and released), which cost a fifth of a batch run.
    context.trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        visit(events[index], at: index, context)
      }
    }
    var findings: [Finding] = []
    findings += valueType?.findings ?? []
    findings += valueDomain?.finish(context) ?? []
    findings += requiredKeys?.findings ?? []
    findings += unknownKeys?.findings ?? []
    findings += deprecatedKeys?.finish(context) ?? []
    findings += availability?.findings ?? []
    findings += duplicateKeys?.findings ?? []
    findings += notificationObject?.finish(context) ?? []
    return findings
  }

  /// Hands one event and its entries to the checks.
  private mutating func visit(_ traceEvent: TraceEvent, at index: Int, _ context: TraceContext) {
    let notificationIndex = context.notificationIndices[index]
    let isPayloadEvent = notificationIndex >= 0 || traceEvent.name == nil
    guard let userInfo = traceEvent.userInfo else {
      guard isPayloadEvent else { return }
      let event = Event(index: index, notificationIndex: notificationIndex, present: KeySet())
      visitEvent(event, traceEvent, recorded: false, context)
      return
    }
    userInfo.withUnsafeBufferPointer { entries in
      let facts = facts(entries, payload: traceEvent.payload, context)
      let event = Event(
        index: index, notificationIndex: notificationIndex, present: facts.present)
      if facts.mayRepeat {
        duplicateKeys?.visit(userInfo, keys: facts.keys, event: event, context: context)
      }
      guard isPayloadEvent else { return }
      visitEvent(event, traceEvent, recorded: true, context)
      for position in entries.indices {
        visit(
          entries[position], key: facts.keys[position], grade: facts.grades[position],
          domain: facts.domains[position], event: event, context)
      }
    }
  }

  /// The checks of the event as a whole.
  private mutating func visitEvent(
    _ event: Event, _ traceEvent: TraceEvent, recorded: Bool, _ context: TraceContext
  ) {
    requiredKeys?.visit(
      event, recorded: recorded, isNil: traceEvent.userInfoIsNil, context: context)
    availability?.visit(event, context: context)
    notificationObject?.visit(event, object: traceEvent.object, context: context)
  }

  /// The facts of a userInfo: remembered for a payload number, worked out otherwise.
  private mutating func facts(
    _ entries: UnsafeBufferPointer<PayloadEntry>, payload: Int32, _ context: TraceContext
  ) -> Facts {
    let number = Int(payload)
    if number >= 0, number < factsByPayload.count, let known = factsByPayload[number] {
      return known
    }
    let spec = context.spec
    var facts = Facts()
    var seen = KeySet()
    for entry in entries {
      let key = spec.keyIndex(of: entry.key)
      facts.keys.append(key)
      var grade: ValueReader.Grade?
      var domain: ValueDomainCheck.Outcome?
      if key >= 0 {
        facts.mayRepeat = facts.mayRepeat || seen.contains(key)
        seen.insert(key)
        let hasDomain = valueDomain != nil && spec.keysWithDomains.contains(key)
        if valueType != nil || hasDomain {
          grade = ValueReader.grade(entry.value, expected: spec.keyTypes[key])
        }
        if hasDomain, let grade, !grade.breaks {
          domain = ValueDomainCheck.outcome(entry.value, key: key, context: context)
        }
      } else {
        facts.mayRepeat = true
      }
      facts.grades.append(grade)
      facts.domains.append(domain)
    }
    facts.present = seen
    if number >= 0 {
      if number >= factsByPayload.count {
        factsByPayload.append(
          contentsOf: repeatElement(nil, count: number + 1 - factsByPayload.count))
      }
      factsByPayload[number] = facts
    }
    return facts
  }

  /// Hands one userInfo entry to the checks; `key` is the spec's index of its key, or -1.
  private mutating func visit(
    _ entry: PayloadEntry, key: Int, grade: ValueReader.Grade?,
    domain: ValueDomainCheck.Outcome?, event: Event, _ context: TraceContext
  ) {
    let spec = context.spec
    guard key >= 0 else {
      unknownKeys?.visitUnknown(entry, event: event, context: context)
      return
    }
    if unknownKeys != nil, !spec.privateKeys.contains(key), event.notificationIndex >= 0,
      !spec.documentedKeys[event.notificationIndex].contains(key)
    {
      unknownKeys?.visitUndocumented(entry, event: event, context: context)
    }
    if !context.availableKeys.contains(key) {
      availability?.visit(entry, spec.spec.keys[key], event: event, context: context)
    }
    if deprecatedKeys != nil, spec.deprecatedKeys.contains(key) {
      deprecatedKeys?.visit(entry, spec.spec.keys[key], event: event, context: context)
    }
    if let grade, grade != .exact {
      valueType?.visit(entry, spec.keyTypes[key], grade: grade, event: event, context: context)
    }
    if let domain, domain != .fine {
      valueDomain?.visit(entry, domain, event: event, context: context)
    }
  }
}
