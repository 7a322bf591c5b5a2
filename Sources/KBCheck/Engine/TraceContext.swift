/// A trace with everything the checks need to know about it: the spec, the device, the mode.
struct TraceContext {
  let trace: Trace
  let spec: CompiledSpec
  /// The device the trace is checked as: the trace's, with the spec's defaults filled in where
  /// it is silent; for a capture that does not say its OS version, what its payloads imply.
  let device: DeviceProfile
  /// Whether quirks are held to the documented contract.
  let strict: Bool
  /// Whether each quirk (indexed like `Spec.quirks`) applies to this device.
  let quirkApplies: [Bool]
  /// Whether each quirk is turned off by the configuration.
  let quirkDisabled: [Bool]
  /// The spec keys that exist on every OS version the trace may be from.
  let availableKeys: KeySet
  /// The spec keys that exist on some OS version the trace may be from.
  let possibleKeys: KeySet
  /// Per event, the spec's index of its notification, ``unnamed`` for a payload printed
  /// without a name, or -1 (an event the spec does not know): resolved once for every check.
  let notificationIndices: [Int]

  /// Whether findings of accepted behaviour are kept (`--verbose`): when they are not, the
  /// engine drops them, and their messages are not written out.
  var keepsAccepted = true

  /// Whether a finding explained by `quirk` is accepted behaviour: the quirk is not disabled,
  /// applies to this trace, and every device in its range does it.
  func isAccepted(_ quirk: Int) -> Bool {
    !quirkDisabled[quirk] && quirkApplies[quirk] && spec.spec.quirks[quirk].everyDevice
  }

  /// Whether a finding explained by `quirk` is accepted behaviour that the engine drops
  /// (``keepsAccepted`` is off): nothing about it need be written.
  func dropsAccepted(_ quirk: Int) -> Bool {
    !keepsAccepted && isAccepted(quirk)
  }

  /// The notification index of a payload whose name the input did not give.
  static let unnamed = -2

  init(trace: Trace, spec: CompiledSpec, strict: Bool, quirkOverrides: [String: Bool] = [:]) {
    self.trace = trace
    self.spec = spec
    self.strict = strict
    let device = Self.profile(trace, spec.spec)
    self.device = device
    // By index: mapping the quirks themselves copies each one.
    let quirks = spec.spec.quirks
    quirkApplies = quirks.indices.map {
      quirkOverrides[quirks[$0].id] ?? quirks[$0].when.mayMatch(device)
    }
    quirkDisabled = quirks.indices.map { quirkOverrides[quirks[$0].id] == false }
    let keys = spec.spec.keys
    availableKeys = KeySet(
      keys.indices.filter { keys[$0].since.map(device.versions.isSurelyAtLeast) ?? true })
    possibleKeys = KeySet(
      keys.indices.filter { keys[$0].since.map(device.versions.mayBeAtLeast) ?? true })
    notificationIndices = trace.events.map { event in
      event.name.map(spec.notificationIndex(of:)) ?? (event.entries != nil ? Self.unnamed : -1)
    }
  }

  /// The device a trace is checked as. A hand-written or synthetic trace, or one that says its
  /// OS version, is what it says with the spec's defaults for the rest; a capture that does not
  /// say its version (a log) is what its payloads imply, and unknown beyond that.
  static func profile(_ trace: Trace, _ spec: Spec) -> DeviceProfile {
    var profile = describedProfile(trace, spec)
    // Another system's version numbers (visionOS 2, tvOS 18) say nothing about the spec's.
    if let os = profile.os, !spec.versionedSystems.isEmpty, !spec.versionedSystems.contains(os) {
      profile.versions = .any
    }
    return profile
  }

  private static func describedProfile(_ trace: Trace, _ spec: Spec) -> DeviceProfile {
    let stated = trace.device
    let defaults = spec.defaults
    guard stated.osVersion == nil, trace.origin.isCaptured else {
      let idiom = stated.idiom ?? defaults.idiom
      // On an idiom whose keyboard varies (an iPad's may float), an unstated keyboard is unknown.
      let varies = idiom.map(spec.keyboardVariesOn.contains) ?? false
      return DeviceProfile(
        Device(
          idiom: idiom, os: stated.os ?? defaults.os,
          osVersion: stated.osVersion ?? defaults.osVersion,
          screen: stated.screen ?? defaults.screen,
          keyboard: stated.keyboard ?? (varies ? nil : defaults.keyboard)))
    }
    let inferred = DeviceInference.infer(trace, spec: spec)
    var profile = DeviceProfile(
      Device(
        idiom: stated.idiom ?? inferred.idiom, os: stated.os ?? defaults.os,
        screen: stated.screen, keyboard: stated.keyboard ?? inferred.keyboard))
    profile.versions = inferred.versions
    profile.inference = inferred
    return profile
  }

  /// The spec's key of that name, if any.
  func key(_ name: String) -> KeySpec? {
    spec.keyIndex[name].map { spec.spec.keys[$0] }
  }

  /// `event 12 (line 88)`, for messages that point elsewhere.
  func describe(event index: Int) -> String {
    guard index >= 0, index < trace.events.count else { return "the end of the trace" }
    return "event \(index), line \(trace.events[index].position.line)"
  }

  /// The excerpt break the trace has after event `earlier` and at or before event `later`,
  /// if any (the last such): what lies between them was cut from the paste.
  func excerptBreak(after earlier: Int, upTo later: Int) -> ExcerptBreak? {
    let breaks = trace.excerptBreaks
    guard !breaks.isEmpty, trace.origin.isCaptured else { return nil }
    return breaks.last { $0.event > earlier && $0.event <= later }
  }

  /// The author's text at a break, for messages: `the author's text at line 44 ("Then I …")`.
  func describe(_ cut: ExcerptBreak) -> String {
    let text = cut.text.isEmpty ? "" : " (\(MessageText.quoted(cut.text)))"
    return "the author's text at line \(cut.position.line)\(text)"
  }

  /// The name of an event for messages.
  func name(of index: Int) -> String {
    guard index >= 0, index < trace.events.count else { return "the end of the trace" }
    return trace.events[index].name.map { MessageText.cut($0.text) } ?? "an event without a name"
  }

  /// The JSON Pointer of an event's userInfo value (of the userInfo, for a key over 1,000
  /// bytes).
  func pointer(event: Int, key symbol: Symbol? = nil) -> String {
    // A key longer than any a notification carries points at its userInfo: a 20 MB key
    // would be copied whole into every report that carries the pointer.
    guard let key = symbol?.text, key.utf8.count <= 1_000 else {
      return "/events/\(event)/userInfo"
    }
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
      return "/events/\(event)/userInfo/\(key)"
    }
    let escaped = key.replacing("~", with: "~0").replacing("/", with: "~1")
    return "/events/\(event)/userInfo/\(escaped)"
  }

  /// The device in words (`iOS 7.1, phone, docked keyboard`; `iOS 7.0 to 8.x (inferred from
  /// the payloads)`; `iOS 7.0 to 8.x (inferred from the payloads), pad, split keyboard` when
  /// the command line gave the idiom and keyboard).
  var deviceDescription: String {
    let version = "\(device.os ?? spec.spec.osName) \(device.versions)"
    var parts: [(text: String, inferred: Bool)] = [(version, true)]
    if let idiom = device.idiom { parts.append((idiom, trace.device.idiom == nil)) }
    if let keyboard = device.keyboard {
      parts.append(("\(keyboard) keyboard", trace.device.keyboard == nil))
    }
    guard device.inference != nil else { return parts.map(\.text).joinedText(separator: ", ") }
    // Said once after all the parts when the payloads gave them all; else after each they gave.
    guard parts.contains(where: { !$0.inferred }) else {
      return parts.map(\.text).joinedText(separator: ", ") + " (inferred from the payloads)"
    }
    return parts.map { $0.inferred ? "\($0.text) (inferred from the payloads)" : $0.text }
      .joinedText(separator: ", ")
  }

  /// The severity of `rule` on this trace: its `severityBySource` entry for the trace's
  /// source, else its severity.
  func severity(of rule: RuleSpec) -> Severity {
    rule.severityBySource[trace.origin] ?? rule.severity
  }

  /// A finding of `rule` at an event; a quirk lowers it to info where it applies.

  func finding(
    _ rule: RuleSpec, _ message: String, event: Int?, quirk: Int? = nil, pointer: String? = nil,
    position: SourcePosition? = nil, related: RelatedLocation? = nil, severity: Severity? = nil
  ) -> Finding {
    let place =
      position ?? event.flatMap { $0 < trace.events.count ? trace.events[$0].position : nil }
      ?? .start
    var text = message
    var level = severity ?? self.severity(of: rule)
    var quirkId: String?
    var accepted = false
    if let quirk {
      let spec = spec.spec.quirks[quirk]
      quirkId = spec.id
      if quirkDisabled[quirk] {
        text += "; quirk \(spec.id) would explain this, but the configuration disables it"
      } else if !quirkApplies[quirk] {
        let range = spec.when.summary(os: self.spec.spec.osName).map { " (\($0))" } ?? ""
        text +=
          "; quirk \(spec.id) explains this only on its known devices\(range), and this trace is \(deviceDescription)"
      } else if isAccepted(quirk) {
        // What every device in the range does is the contract there, --strict or not.
        level = .info
        accepted = true
        // Dropped unless kept: a capture's curve 7 made this text for every file of a batch.
        if keepsAccepted {
          text +=
            " (accepted: every device in its range does this, and this trace is "
            + "\(deviceDescription); quirk \(spec.id): \(spec.explanation))"
        }
      } else if strict {
        text +=
          "; --strict holds traces to the documented contract (quirk \(spec.id), known on this "
          + "trace's device, \(deviceDescription), where \(spec.explanation))"
      } else {
        level = .info
        text +=
          " (quirk \(spec.id), known on this trace's device, \(deviceDescription), where "
          + "\(spec.explanation))"
      }
    }
    var finding = Finding(
      ruleId: rule.id, severity: level, message: text, event: event, position: place,
      quirk: quirkId, pointer: pointer, related: related)
    finding.accepted = accepted
    return finding
  }
}

extension TraceContext {
  /// Whether every OS version the trace may be from is at least `version` (an absent bound
  /// always holds).
  func isAvailable(since version: OSVersion?) -> Bool {
    guard let version else { return true }
    return device.versions.isSurelyAtLeast(version)
  }

  /// Whether some OS version the trace may be from is at least `version`.
  func mayBeAvailable(since version: OSVersion?) -> Bool {
    guard let version else { return true }
    return device.versions.mayBeAtLeast(version)
  }
}
