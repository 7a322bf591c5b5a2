/// The kind of check a rule runs, with that kind's own options.
///
/// The set is closed: the engine, the payload pass and `explain` switch over it with no
/// `default`, so a kind that is not wired into them does not compile. Each kind lives in one
/// file of `Checks/`: its options, how they are read from the spec and validated against it,
/// the quirks it can apply, its evaluation and its messages. Any number of rules may use the
/// same kind, each with its own options.
enum Check: Sendable {
  /// Notifications arrive in an order the sequences allow.
  case sequence(SequenceOrderCheck)
  /// The trace does not end inside an open sequence.
  case sequenceEnd(SequenceEndCheck)
  /// A marker (a rotation) with the state up is followed by a pair of sequences.
  case rotation(RotationCheck)
  /// Frames and points relate as the rule's relations say.
  case geometry(GeometryCheck)
  /// Markers find the state the rule expects.
  case markerState(MarkerStateCheck)
  /// Notifications are not delivered while markers have closed a window.
  case markerWindow(MarkerWindowCheck)
  /// The events' times never go back.
  case timeOrder(TimeOrderCheck)
  /// Values have the key's declared type.
  case valueType(ValueTypeCheck)
  /// Values lie in the key's documented domain.
  case valueDomain(ValueDomainCheck)
  /// Required keys are present.
  case requiredKeys(RequiredKeysCheck)
  /// Keys are known to the spec and documented for the notification.
  case unknownKeys(UnknownKeysCheck)
  /// Deprecated keys are not relied on.
  case deprecatedKeys(DeprecatedKeysCheck)
  /// Notifications and keys exist on the trace's OS and version.
  case availability(AvailabilityCheck)
  /// No key appears twice in one userInfo.
  case duplicateKeys(DuplicateKeysCheck)
  /// The notification's object is what the spec says.
  case notificationObject(NotificationObjectCheck)

  /// The kinds of check, by the name a spec's `check` gives them.
  enum Kind: String, Sendable, CaseIterable {
    case sequence
    case sequenceEnd = "sequence-end"
    case rotation
    case geometry
    case markerState = "marker-state"
    case markerWindow = "marker-window"
    case timeOrder = "time-order"
    case valueType = "value-type"
    case valueDomain = "value-domain"
    case requiredKeys = "required-keys"
    case unknownKeys = "unknown-keys"
    case deprecatedKeys = "deprecated-keys"
    case availability
    case duplicateKeys = "duplicate-keys"
    case notificationObject = "notification-object"
  }

  /// The kind.
  var kind: Kind {
    switch self {
    case .sequence: .sequence
    case .sequenceEnd: .sequenceEnd
    case .rotation: .rotation
    case .geometry: .geometry
    case .markerState: .markerState
    case .markerWindow: .markerWindow
    case .timeOrder: .timeOrder
    case .valueType: .valueType
    case .valueDomain: .valueDomain
    case .requiredKeys: .requiredKeys
    case .unknownKeys: .unknownKeys
    case .deprecatedKeys: .deprecatedKeys
    case .availability: .availability
    case .duplicateKeys: .duplicateKeys
    case .notificationObject: .notificationObject
    }
  }

  /// The kind's definition: its options, validation and quirks.
  var definition: any CheckDefinition {
    switch self {
    case .sequence(let check): check
    case .sequenceEnd(let check): check
    case .rotation(let check): check
    case .geometry(let check): check
    case .markerState(let check): check
    case .markerWindow(let check): check
    case .timeOrder(let check): check
    case .valueType(let check): check
    case .valueDomain(let check): check
    case .requiredKeys(let check): check
    case .unknownKeys(let check): check
    case .deprecatedKeys(let check): check
    case .availability(let check): check
    case .duplicateKeys(let check): check
    case .notificationObject(let check): check
    }
  }

  /// Reads a check of `kind` with the rule's `options` (nil when it gives none); an error
  /// without a place of its own is placed at the rule.
  static func read(
    _ kind: Kind, options value: JSONValue?, reader: SpecPartsReader, at rule: SourcePosition
  ) throws(InputError) -> Check {
    do {
      return try read(kind, options: value, reader: reader)
    } catch {
      throw InputError(error.message, at: error.position ?? rule)
    }
  }

  private static func read(_ kind: Kind, options value: JSONValue?, reader: SpecPartsReader)
    throws(InputError) -> Check
  {
    let options = try value.map { value throws(InputError) in
      try ObjectReader(value, what: "the \(kind.rawValue) check's \"options\"")
    }
    return switch kind {
    case .sequence: .sequence(try SequenceOrderCheck(options, reader))
    case .sequenceEnd: .sequenceEnd(try SequenceEndCheck(options, reader))
    case .rotation: .rotation(try RotationCheck(options, reader))
    case .geometry: .geometry(try GeometryCheck(options, reader))
    case .markerState: .markerState(try MarkerStateCheck(options, reader))
    case .markerWindow: .markerWindow(try MarkerWindowCheck(options, reader))
    case .timeOrder: .timeOrder(try TimeOrderCheck(options, reader))
    case .valueType: .valueType(try ValueTypeCheck(options, reader))
    case .valueDomain: .valueDomain(try ValueDomainCheck(options, reader))
    case .requiredKeys: .requiredKeys(try RequiredKeysCheck(options, reader))
    case .unknownKeys: .unknownKeys(try UnknownKeysCheck(options, reader))
    case .deprecatedKeys: .deprecatedKeys(try DeprecatedKeysCheck(options, reader))
    case .availability: .availability(try AvailabilityCheck(options, reader))
    case .duplicateKeys: .duplicateKeys(try DuplicateKeysCheck(options, reader))
    case .notificationObject: .notificationObject(try NotificationObjectCheck(options, reader))
    }
  }
}

/// What every kind of check defines besides its evaluation: its options, read from a rule of
/// the spec and validated against the rest of it, and the quirks it can apply.
protocol CheckDefinition: Sendable {
  /// Reads the kind's options (nil: the rule gives none), rejecting any the kind does not take.
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError)
  /// Rejects options that name what the spec does not declare.
  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError)
  /// The ids of the quirks the check can apply, in the spec's order: what `explain` lists.
  func quirks(in spec: Spec) -> [String]
  /// Whether the check reads the order of the notifications (the sequence run), rather than
  /// payloads one by one.
  var readsOrder: Bool { get }
  /// Whether the check says anything about a payload printed without a notification name.
  var readsUnnamedPayloads: Bool { get }
}

/// A check of the order of the notifications, run over the sequence run: unnamed payloads
/// tell it nothing unless it says otherwise.
protocol OrderCheck: CheckDefinition {}

extension OrderCheck {
  /// It reads the order.
  var readsOrder: Bool { true }
  /// A payload without a name has no place in an order.
  var readsUnnamedPayloads: Bool { false }
}

/// A check of each payload on its own, run in the payload pass: it holds unnamed payloads to
/// what it can, unless it says otherwise.
protocol PayloadCheck: CheckDefinition {}

extension PayloadCheck {
  /// It reads payloads one by one.
  var readsOrder: Bool { false }
  /// An unnamed payload is still a payload.
  var readsUnnamedPayloads: Bool { true }
}

extension CheckDefinition {
  /// The quirks of `ids` in the order the spec declares them, each once.
  func ordered(_ ids: some Sequence<String>, in spec: Spec) -> [String] {
    let wanted = Set(ids)
    return spec.quirks.map(\.id).filter(wanted.contains)
  }
}

/// A check that takes no options.
protocol OptionlessCheck: CheckDefinition {
  init()
}

extension OptionlessCheck {
  /// Rejects any option: the kind takes none.
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    try options?.rejectUnknown([], "option (this check takes none)")
    self.init()
  }

  /// Nothing to validate.
  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {}
}
