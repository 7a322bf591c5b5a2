import KeyboardTraceFormat

/// Turns a parsed `keyboard-trace/1` document into a ``Trace``, with located errors.
///
/// Unknown top-level and event fields are ignored so the format can grow; fields the format
/// defines must have the right JSON type, and may not appear twice in one object.
enum TraceDecoder {
  /// The `format` string this decoder reads.
  static let formatName = RecordedTrace.formatName

  /// Parses and decodes a trace from the bytes of a JSON file.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Trace {
    try decode(JSONParser.parse(bytes))
  }

  /// Decodes a trace from a parsed JSON document.
  static func decode(_ document: JSONValue) throws(InputError) -> Trace {
    let root = try ObjectReader(document, what: "the trace")
    try root.requireFormat(formatName, kind: "trace")
    var trace = Trace(events: [])
    if let source: TraceSource = try root.optionalCase(
      TraceField.source.text, TraceField.source.text)
    {
      trace.source = source
    }
    if let device = root.member(TraceField.device.text) {
      (trace.device, trace.devicePositions) = try decodeDevice(device)
    }
    if let observed = root.member(TraceField.observed.text) {
      trace.observed = Set(
        try ObjectReader.strings(observed, what: "\(TraceField.observed.quoted)"))
      trace.observedPosition = observed.position
    }
    guard let events = root.member(TraceField.events.text) else {
      throw InputError("the trace has no \(TraceField.events.quoted) array", at: document.position)
    }
    guard let list = events.elements else {
      throw InputError(
        "\(TraceField.events.quoted) must be an array, found \(events.kindDescription)",
        at: events.position)
    }
    trace.events.reserveCapacity(list.count)
    for (index, event) in list.enumerated() {
      trace.events.append(try decodeEvent(event, index: index))
      // A break before the first event parts nothing.
      if let excerpt = try excerptBreak(event, index: index), index > 0 {
        trace.excerptBreaks.append(excerpt)
      }
    }
    trace.extensions = root.unknownMembers(known: TraceField.document.map(\.text))
    return trace
  }

  /// A trace's `device` object, and where it gives each fact that is a word.
  static func decodeDevice(_ value: JSONValue) throws(InputError) -> (Device, DevicePositions) {
    let object = try ObjectReader(value, what: "\(TraceField.device.quoted)")
    var device = Device()
    var positions = DevicePositions()
    for fact in DeviceFact.allCases {
      guard let word = try object.optionalString(fact.field.text) else { continue }
      fact.set(word.value, in: &device)
      positions[fact] = word.position
    }
    if let version = try object.optionalString(TraceField.osVersion.text) {
      guard let parsed = OSVersion(version.value) else {
        throw InputError(
          "\(TraceField.osVersion.quoted) must look like \"17.4\", found \(MessageText.quoted(version.value))",
          at: version.position)
      }
      device.osVersion = parsed
    }
    if let screen = object.member(TraceField.screen.text) {
      let numbers = try ObjectReader.numbers(screen, what: "\(TraceField.screen.quoted)")
      guard numbers.count == 4 else {
        throw InputError(
          "\(TraceField.screen.quoted) must be [x, y, width, height], found \(numbers.count) numbers",
          at: screen.position)
      }
      device.screen = numbers
    }
    device.extensions = object.unknownMembers(known: TraceField.deviceFacts.map(\.text))
    return (device, positions)
  }

  /// The excerpt break an event's `excerptStart` marks: the author's text, or `true`.
  private static func excerptBreak(_ value: JSONValue, index: Int) throws(InputError)
    -> ExcerptBreak?
  {
    let field = TraceField.excerptStart
    guard let object = value.members, let member = object.first(where: { $0.key == field.text })
    else { return nil }
    switch excerptText(member.value.kind) {
    case .some(let text?):
      return ExcerptBreak(event: index, text: text, position: member.keyPosition)
    case .some(nil): return nil
    case nil:
      throw InputError(
        "the \(field.quoted) of event \(index) must be the author's text that parts the "
          + "excerpts before it (or true), found \(member.value.kindDescription)",
        at: member.value.position)
    }
  }

  /// What an `excerptStart` value says: the author's text (empty for `true`), `.some(nil)`
  /// for no break (`false`, `null`), or nil for a value a trace may not write there.
  static func excerptText(_ kind: JSONValue.Kind) -> String?? {
    switch kind {
    case .string(let text): text
    case .bool(true): .some("")
    case .bool(false), .null: .some(nil)
    default: nil
    }
  }

  private static func decodeEvent(_ value: JSONValue, index: Int) throws(InputError) -> TraceEvent {
    let object = try ObjectReader(value, what: "event \(index)")
    var event = TraceEvent(
      name: try object.nullableString(TraceField.name.text).map { Symbol($0.value) },
      position: value.position)
    if let time = object.member(TraceField.time.text) {
      guard let seconds = time.number else {
        throw InputError(
          "the \(TraceField.time.quoted) of event \(index) must be a number of seconds, found \(time.kindDescription)",
          at: time.position)
      }
      event.time = seconds
    }
    if let objectValue = object.member(TraceField.object.text) {
      event.object = PayloadValueDecoder.decode(objectValue)
    }
    if let partial = object.member(TraceField.userInfoPartial.text) {
      guard case .bool(let flag) = partial.kind else {
        throw InputError(
          "the \(TraceField.userInfoPartial.quoted) of event \(index) must be true or false, found "
            + partial.kindDescription, at: partial.position)
      }
      event.userInfoIsPartial = flag
    }
    event.extensions = object.unknownMembers(known: TraceField.event.map(\.text))
    if let userInfo = object.member(TraceField.userInfo.text) {
      guard let members = userInfo.members else {
        if case .null = userInfo.kind {
          event.userInfoIsNil = true
          return event
        }
        throw InputError(
          "the \(TraceField.userInfo.quoted) of event \(index) must be an object, found \(userInfo.kindDescription)",
          at: userInfo.position)
      }
      event.userInfo = members.map {
        PayloadEntry(
          key: Symbol($0.key), value: PayloadValueDecoder.decode($0.value), position: $0.keyPosition
        )
      }
    }
    return event
  }
}

extension TraceField {
  /// The field's name in quotes, as messages show it.
  var quoted: String { "\"\(text)\"" }
}
