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
    let spec = context.spec
    var entryKeys: [Int] = []
    let events = context.trace.events
    for index in events.indices {
      let notificationIndex = context.notificationIndices[index]
      let isPayloadEvent = notificationIndex >= 0 || events[index].name == nil
      let userInfo = events[index].userInfo
      guard isPayloadEvent || userInfo != nil else { continue }
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
      guard isPayloadEvent else { continue }
      requiredKeys?.visit(
        event, recorded: userInfo != nil, isNil: events[index].userInfoIsNil, context: context)
      availability?.visit(event, context: context)
      notificationObject?.visit(event, object: events[index].object, context: context)
      guard let userInfo else { continue }
      for position in userInfo.indices {
        let key = entryKeys[position]
        guard key >= 0 else {
          unknownKeys?.visitUnknown(userInfo[position], event: event, context: context)
          continue
        }
        if unknownKeys != nil, !spec.privateKeys.contains(key), event.notificationIndex >= 0,
          !spec.documentedKeys[event.notificationIndex].contains(key)
        {
          unknownKeys?.visitUndocumented(userInfo[position], event: event, context: context)
        }
        if !context.availableKeys.contains(key) {
          availability?.visit(
            userInfo[position], spec.spec.keys[key], event: event, context: context)
        }
        if deprecatedKeys != nil, spec.deprecatedKeys.contains(key) {
          deprecatedKeys?.visit(
            userInfo[position], spec.spec.keys[key], event: event, context: context)
        }
        let hasDomain = valueDomain != nil && spec.keysWithDomains.contains(key)
        guard valueType != nil || hasDomain else { continue }
        let type = spec.keyTypes[key]
        let grade = ValueReader.grade(userInfo[position].value, expected: type)
        valueType?.visit(userInfo[position], type, grade: grade, event: event, context: context)
        if case .breaks = grade { continue }
        if hasDomain {
          valueDomain?.visit(
            userInfo[position], key: key, event: event, context: context)
        }
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
}
