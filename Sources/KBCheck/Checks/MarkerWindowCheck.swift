/// The `marker-window` check: the notifications a rule forbids are not delivered while its
/// closing markers have closed the window and no opening marker has opened it again (an
/// observer still registered after its view disappeared). One finding per closed window, at
/// the first notification delivered in it.
struct MarkerWindowCheck: OrderCheck {
  /// The window markers close and open.
  var window: MarkerWindow

  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    let kinds = Set(spec.markers.map(\.kind))
    let notifications = Set(spec.notifications.map(\.name))
    for kind in window.closedBy + window.openedBy where !kinds.contains(kind) {
      throw InputError(
        "rule \"\(rule.id)\" names the unknown marker kind \"\(kind)\"", at: window.position)
    }
    for name in window.forbids where !notifications.contains(name) {
      throw InputError(
        "rule \"\(rule.id)\" names the unknown notification \"\(name)\"", at: window.position)
    }
  }

  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] { [] }

  /// Every finding of `rule` on the trace.
  func findings(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    guard let forbidden = context.spec.windowForbids[rule.id] else { return [] }
    var closedAt: Int?
    var delivered: [Int] = []
    var findings: [Finding] = []
    func report() {
      guard let closed = closedAt, let first = delivered.first else { return }
      let more =
        delivered.count > 1
        ? " (\(delivered.count) notifications in all, the last at \(context.describe(event: delivered.last!)))"
        : ""
      findings.append(
        context.finding(
          rule,
          "\(context.name(of: first)) at \(context.describe(event: first)) was delivered after "
            + "\(context.name(of: closed)) at \(context.describe(event: closed))\(more); "
            + self.window.expected,
          event: first,
          related: RelatedLocation(
            event: closed, position: context.trace.events[closed].position,
            message: "the window closed here")))
    }
    for (index, event) in context.trace.events.enumerated() {
      let notification = context.notificationIndices[index]
      if notification >= 0 {
        if closedAt != nil, forbidden[notification] { delivered.append(index) }
      } else if let name = event.name, let kind = context.spec.markerKinds[name] {
        if window.closedBy.contains(kind), closedAt == nil {
          closedAt = index
        } else if window.openedBy.contains(kind) {
          report()
          closedAt = nil
          delivered = []
        }
      }
    }
    report()
    return findings
  }
}

/// For a `marker-window` rule: notifications that must not be delivered while a window that
/// markers close and open is closed (an observer whose view has disappeared).
///
/// `{"closedBy": ["view-did-disappear"], "openedBy": ["view-will-appear"], "forbids": ["@keyboard"],
///   "expected": "…"}`
struct MarkerWindow: Sendable {
  /// Marker kinds that close the window.
  var closedBy: [String]
  /// Marker kinds that open it again.
  var openedBy: [String]
  /// The notifications that must not come while it is closed.
  var forbids: [String]
  /// What should have happened, in words for the message.
  var expected: String
  /// Where it is declared.
  var position: SourcePosition
}

extension MarkerWindow {
  /// Reads the window of a `marker-window` rule.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "a marker window")
    try object.rejectUnknown(
      ["closedBy", "openedBy", "forbids", "expected"], "key in a marker window")
    func kinds(_ key: String) throws(InputError) -> [String] {
      guard let list = object.member(key) else {
        throw InputError("a marker window needs \"\(key)\"", at: value.position)
      }
      return try ObjectReader.strings(list, what: "\"\(key)\"")
    }
    self.init(
      closedBy: try kinds("closedBy"), openedBy: try kinds("openedBy"),
      forbids: try reader.names(object, "forbids"),
      expected: try object.requiredString("expected").value, position: value.position)
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension MarkerWindowCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    guard let options, let value = options.member("window") else {
      throw InputError(
        "a marker-window check needs a \"window\" that markers close and open",
        at: options?.value.position)
    }
    try options.rejectUnknown(["window"], "option of a marker-window check")
    window = try MarkerWindow(value, reader)
  }
}
