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
  /// file that repeat it (see ``TraceEvent/payload``). A class, so handing it on costs one
  /// reference, not a copy of each array.
  private final class Facts {
    /// The spec's index of each entry's key, or -1.
    let keys: [Int]
    /// Per entry, whether a check may report it whatever the notification.
    let loud: [Bool]
    /// Per entry, the grade against its key's type (nil: not graded).
    let grades: [ValueReader.Grade?]
    /// Per entry, the standing in its key's domain (nil: not checked).
    let domains: [ValueDomainCheck.Outcome?]
    /// The spec keys present.
    let known: KeySet
    /// Whether a key is unknown or comes twice (the duplicate check must look).
    let mayRepeat: Bool
    /// Whether no entry has anything to report, whatever the notification.
    let quiet: Bool

    init(
      keys: [Int], loud: [Bool], grades: [ValueReader.Grade?],
      domains: [ValueDomainCheck.Outcome?], known: KeySet, mayRepeat: Bool
    ) {
      self.keys = keys
      self.loud = loud
      self.grades = grades
      self.domains = domains
      self.known = known
      self.mayRepeat = mayRepeat
      quiet = !loud.contains(true)
    }
  }

  /// The facts of the payloads that may come again.
  private var factsByPayload = RepeatCache<Facts>()

  /// Every payload finding of the trace.
  mutating func run(_ context: TraceContext) -> [Finding] {
    // Unsafe buffers lend their elements in place: indexing an array copies the event or
    // entry (its strings and arrays retained and released), which cost a fifth of a batch run.
    context.trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        visit(events, at: index, context)
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
  /// (The event is read in place through `events`: a copy of it costs more than the visit.)
  private mutating func visit(
    _ events: UnsafeBufferPointer<TraceEvent>, at index: Int, _ context: TraceContext
  ) {
    let notificationIndex = context.notificationIndices[index]
    let isPayloadEvent = notificationIndex >= 0 || events[index].name == nil
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
      let event = Event(index: index, notificationIndex: notificationIndex, present: known)
      if facts?.mayRepeat ?? scratch.mayRepeat {
        duplicateKeys?.visit(
          events[index].userInfo ?? [], keys: facts?.keys ?? scratch.keys, event: event,
          context: context)
      }
      guard isPayloadEvent else { return }
      visitEvent(event, events, recorded: true, context)
      // Keys this notification does not document are the only reports that depend on it.
      let spec = context.spec
      var undocumented = KeySet()
      if unknownKeys != nil, notificationIndex >= 0 {
        undocumented = known.subtracting(spec.documentedKeys[notificationIndex])
          .subtracting(spec.privateKeys)
      }
      if let facts, facts.quiet, undocumented.isEmpty { return }
      let keys = facts?.keys ?? scratch.keys
      let loud = facts?.loud
      for position in entries.indices {
        let key = keys[position]
        if key >= 0, undocumented.contains(key) {
          unknownKeys?.visitUndocumented(
            events[index].entry(position), event: event, context: context)
        }
        let entryFacts: EntryFacts
        if let facts, let loud {
          guard loud[position] else { continue }
          entryFacts = EntryFacts(
            loud: true, grade: facts.grades[position], domain: facts.domains[position])
        } else {
          entryFacts = self.entryFacts(entries[position], key: key, context)
          guard entryFacts.loud else { continue }
        }
        visit(events[index].entry(position), key: key, entryFacts, event: event, context)
      }
    }
  }

  /// The checks of the event as a whole.
  private mutating func visitEvent(
    _ event: Event, _ events: UnsafeBufferPointer<TraceEvent>, recorded: Bool,
    _ context: TraceContext
  ) {
    requiredKeys?.visit(
      event, recorded: recorded, isNil: events[event.index].userInfoIsNil, context: context)
    availability?.visit(event, context: context)
    notificationObject?.visit(event, object: events[event.index].object, context: context)
  }

  /// The keys of a payload checked as it comes, and the sets they make, for one event.
  private struct Scratch {
    var keys: [Int] = []
    var known = KeySet()
    var mayRepeat = false
  }

  /// Reused from event to event.
  private var scratch = Scratch()

  /// Fills ``scratch`` with the keys of `entries`.
  private mutating func keys(of entries: UnsafeBufferPointer<PayloadEntry>, _ context: TraceContext)
  {
    scratch.keys.removeAll(keepingCapacity: true)
    scratch.known = KeySet()
    scratch.mayRepeat = false
    for entry in entries {
      let key = context.spec.keyIndex(of: entry.key)
      scratch.keys.append(key)
      scratch.mayRepeat = scratch.mayRepeat || key < 0 || scratch.known.contains(key)
      if key >= 0 { scratch.known.insert(key) }
    }
  }

  /// The facts of a repeated userInfo: remembered for its payload number, or worked out.
  private mutating func facts(
    _ entries: UnsafeBufferPointer<PayloadEntry>, payload: Int32, _ context: TraceContext
  ) -> Facts {
    if let known = factsByPayload.value(for: payload) { return known }
    keys(of: entries, context)
    var loud: [Bool] = []
    var grades: [ValueReader.Grade?] = []
    var domains: [ValueDomainCheck.Outcome?] = []
    for (entry, key) in zip(entries, scratch.keys) {
      let entryFacts = entryFacts(entry, key: key, context)
      loud.append(entryFacts.loud)
      grades.append(entryFacts.grade)
      domains.append(entryFacts.domain)
    }
    let facts = Facts(
      keys: scratch.keys, loud: loud, grades: grades, domains: domains, known: scratch.known,
      mayRepeat: scratch.mayRepeat)
    factsByPayload.store(facts, for: payload)
    return facts
  }

  /// What the checks derive from one entry alone.
  private struct EntryFacts {
    /// Whether a check may report the entry, whatever the notification.
    var loud: Bool
    /// The grade against the key's type (nil: not graded).
    var grade: ValueReader.Grade?
    /// The standing in the key's domain (nil: not checked).
    var domain: ValueDomainCheck.Outcome?
  }

  /// The facts of one entry whose key is the spec's key `key` (or -1).
  private func entryFacts(_ entry: PayloadEntry, key: Int, _ context: TraceContext)
    -> EntryFacts
  {
    guard key >= 0 else { return EntryFacts(loud: unknownKeys != nil) }
    let spec = context.spec
    var facts = EntryFacts(loud: false)
    let hasDomain = valueDomain != nil && spec.keysWithDomains.contains(key)
    if valueType != nil || hasDomain {
      facts.grade = ValueReader.grade(entry.value, expected: spec.keyTypes[key])
    }
    if hasDomain, let grade = facts.grade, !grade.breaks {
      facts.domain = ValueDomainCheck.outcome(entry.value, key: key, context: context)
    }
    facts.loud =
      (availability != nil && !context.availableKeys.contains(key))
      || (deprecatedKeys != nil && spec.deprecatedKeys.contains(key))
      || (valueType != nil && facts.grade.map { $0 != .exact } ?? false)
      || (facts.domain.map { $0 != .fine } ?? false)
    return facts
  }

  /// Hands one entry a check may report to the checks that may (undocumented keys aside).
  private mutating func visit(
    _ entry: PayloadEntry, key: Int, _ facts: EntryFacts, event: Event, _ context: TraceContext
  ) {
    let spec = context.spec
    guard key >= 0 else {
      unknownKeys?.visitUnknown(entry, event: event, context: context)
      return
    }
    if !context.availableKeys.contains(key) {
      availability?.visit(entry, spec.spec.keys[key], event: event, context: context)
    }
    if deprecatedKeys != nil, spec.deprecatedKeys.contains(key) {
      deprecatedKeys?.visit(entry, spec.spec.keys[key], event: event, context: context)
    }
    if let grade = facts.grade, grade != .exact {
      valueType?.visit(entry, spec.keyTypes[key], grade: grade, event: event, context: context)
    }
    if let domain = facts.domain, domain != .fine {
      valueDomain?.visit(entry, domain, event: event, context: context)
    }
  }
}
