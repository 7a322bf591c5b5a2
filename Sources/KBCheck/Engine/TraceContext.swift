import Foundation

/// A trace with everything the checks need to know about it: the spec, the device, the mode.
struct TraceContext {
  let trace: Trace
  let spec: CompiledSpec
  /// The trace's device with the spec's defaults filled in where the trace is silent.
  let device: Device
  /// Whether quirks are held to the documented contract.
  let strict: Bool
  /// Whether each quirk (indexed like `Spec.quirks`) applies to this device.
  let quirkApplies: [Bool]
  /// Whether each quirk is turned off by the configuration.
  let quirkDisabled: [Bool]
  /// The spec keys that exist on the trace's OS version.
  let availableKeys: KeySet
  /// Per event, the spec's index of its notification, or -1 (no name, or one the spec does
  /// not know): resolved once for every check.
  let notificationIndices: [Int]

  init(trace: Trace, spec: CompiledSpec, strict: Bool, quirkOverrides: [String: Bool] = [:]) {
    self.trace = trace
    self.spec = spec
    self.strict = strict
    let defaults = spec.spec.defaults
    device = Device(
      idiom: trace.device.idiom ?? defaults.idiom, os: trace.device.os ?? defaults.os,
      osVersion: trace.device.osVersion ?? defaults.osVersion,
      screen: trace.device.screen ?? defaults.screen,
      keyboard: trace.device.keyboard ?? defaults.keyboard)
    let device = device
    quirkApplies = spec.spec.quirks.map { quirkOverrides[$0.id] ?? $0.when.matches(device) }
    quirkDisabled = spec.spec.quirks.map { quirkOverrides[$0.id] == false }
    let version = device.osVersion
    availableKeys = KeySet(
      spec.spec.keys.indices.filter { index in
        guard let since = spec.spec.keys[index].since, let version else { return true }
        return version >= since
      })
    notificationIndices = trace.events.map { event in
      event.name.map(spec.notificationIndex(of:)) ?? -1
    }
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

  /// The name of an event for messages.
  func name(of index: Int) -> String {
    guard index >= 0, index < trace.events.count else { return "the end of the trace" }
    return trace.events[index].name.map { MessageText.cut($0.text) } ?? "an event without a name"
  }

  /// The JSON Pointer of an event's userInfo value.
  func pointer(event: Int, key symbol: Symbol? = nil) -> String {
    guard let key = symbol?.text else { return "/events/\(event)/userInfo" }
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
      return "/events/\(event)/userInfo/\(key)"
    }
    let escaped = key.replacingOccurrences(of: "~", with: "~0")
      .replacingOccurrences(of: "/", with: "~1")
    return "/events/\(event)/userInfo/\(escaped)"
  }

  /// The device in words (`iOS 7.1, phone, docked keyboard`).
  var deviceDescription: String {
    var parts = [
      "\(device.os ?? spec.spec.osName) \(device.osVersion.map(String.init(describing:)) ?? "(version unknown)")"
    ]
    if let idiom = device.idiom { parts.append(idiom) }
    if let keyboard = device.keyboard { parts.append("\(keyboard) keyboard") }
    return parts.joined(separator: ", ")
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
    var level = severity ?? rule.severity
    var quirkId: String?
    if let quirk {
      let spec = spec.spec.quirks[quirk]
      quirkId = spec.id
      if quirkDisabled[quirk] {
        text += "; quirk \(spec.id) would explain this, but the configuration disables it"
      } else if !quirkApplies[quirk] {
        let range = spec.when.summary(os: self.spec.spec.osName).map { " (\($0))" } ?? ""
        text +=
          "; quirk \(spec.id) explains this only on its known devices\(range), and this trace is \(deviceDescription)"
      } else if strict {
        text +=
          "; --strict holds traces to the documented contract (quirk \(spec.id): \(spec.explanation))"
      } else {
        level = .info
        text += " (quirk \(spec.id): \(spec.explanation))"
      }
    }
    return Finding(
      ruleId: rule.id, severity: level, message: text, event: event, position: place,
      quirk: quirkId, pointer: pointer, related: related)
  }
}

extension TraceContext {
  /// Whether the trace's OS version is at least `version` (an absent bound always holds).
  func isAvailable(since version: OSVersion?) -> Bool {
    guard let version, let current = device.osVersion else { return true }
    return current >= version
  }
}
