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

  /// Every payload finding of the trace.
  mutating func run(_ context: TraceContext) -> [Finding] {
    var entryKeys: [Int] = []
    // Unsafe buffers lend their elements in place: indexing an array copies the event or
    // entry (its strings and arrays retained and released), which cost a fifth of a batch run.
    context.trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        visit(events[index], at: index, entryKeys: &entryKeys, context)
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
  private mutating func visit(
    _ traceEvent: TraceEvent, at index: Int, entryKeys: inout [Int], _ context: TraceContext
  ) {
    let spec = context.spec
    let notificationIndex = context.notificationIndices[index]
    let isPayloadEvent = notificationIndex >= 0 || traceEvent.name == nil
    let userInfo = traceEvent.userInfo
    guard isPayloadEvent || userInfo != nil else { return }
    entryKeys.removeAll(keepingCapacity: true)
    var present = KeySet()
    if let userInfo {
      for position in userInfo.indices {
        let key = spec.keyIndex(of: userInfo[position].key)
        entryKeys.append(key)
        if key >= 0 { present.insert(key) }
      }
    }
    let event = Event(index: index, notificationIndex: notificationIndex, present: present)
    if let userInfo {
      duplicateKeys?.visit(userInfo, keys: entryKeys, event: event, context: context)
    }
    guard isPayloadEvent else { return }
    requiredKeys?.visit(
      event, recorded: userInfo != nil, isNil: traceEvent.userInfoIsNil, context: context)
    availability?.visit(event, context: context)
    notificationObject?.visit(event, object: traceEvent.object, context: context)
    guard let userInfo else { return }
    userInfo.withUnsafeBufferPointer { entries in
      for position in entries.indices {
        visit(entries[position], key: entryKeys[position], event: event, context)
      }
    }
  }

  /// Hands one userInfo entry to the checks; `key` is the spec's index of its key, or -1.
  private mutating func visit(
    _ entry: PayloadEntry, key: Int, event: Event, _ context: TraceContext
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
    let hasDomain = valueDomain != nil && spec.keysWithDomains.contains(key)
    guard valueType != nil || hasDomain else { return }
    let type = spec.keyTypes[key]
    let grade = ValueReader.grade(entry.value, expected: type)
    valueType?.visit(entry, type, grade: grade, event: event, context: context)
    if case .breaks = grade { return }
    if hasDomain {
      valueDomain?.visit(entry, key: key, event: event, context: context)
    }
  }
}
