@testable import KBCheck

/// Builds traces for tests: short names (`WillShow`) expand to UIKit names, and each keyboard
/// event gets the payload a device of that OS sends unless the test says otherwise.
struct TraceBuilder {
  var os = "17.4"
  var idiom = "phone"
  var keyboard = "docked"
  var source = TraceSource.device
  var observed: Set<String>?
  var events: [TraceEvent] = []

  static let keyboardNames = [
    "WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame",
  ]

  /// `WillShow` → `UIKeyboardWillShowNotification`; other names are kept.
  static func fullName(_ short: String) -> String {
    keyboardNames.contains(short) ? "UIKeyboard\(short)Notification" : short
  }

  static func rect(_ values: [Double]) -> PayloadValue {
    .typed(type: "CGRect", value: .numbers(Numbers(values)))
  }

  /// The payload a device sends for a notification. Both frames are where the shown keyboard
  /// is, so every sequence continues from the last (the geometry rules have their own tests,
  /// and with no `screen` in the device, visibility is not checked).
  func standardPayload(_ short: String) -> [PayloadEntry] {
    var entries = [
      PayloadEntry(key: "UIKeyboardFrameBeginUserInfoKey", value: Self.rect([0, 516, 393, 336])),
      PayloadEntry(key: "UIKeyboardFrameEndUserInfoKey", value: Self.rect([0, 516, 393, 336])),
    ]
    if short.hasPrefix("Will") {
      entries.append(
        PayloadEntry(
          key: "UIKeyboardAnimationDurationUserInfoKey",
          value: .typed(type: "double", value: .number(0.25, isInteger: false))))
      entries.append(
        PayloadEntry(
          key: "UIKeyboardAnimationCurveUserInfoKey",
          value: .typed(type: "NSUInteger", value: .number(0, isInteger: true))))
    }
    if let version = OSVersion(os), version >= OSVersion("9.0")! {
      entries.append(
        PayloadEntry(
          key: "UIKeyboardIsLocalUserInfoKey", value: .typed(type: "BOOL", value: .bool(true))))
    }
    return entries
  }

  /// Appends events by short name, each with the standard payload.
  mutating func add(_ names: String...) {
    for name in names { add(name, payload: nil) }
  }

  /// Appends one event; `payload` edits the standard payload.
  mutating func add(_ name: String, payload edit: ((inout [PayloadEntry]) -> Void)?) {
    let isKeyboard = Self.keyboardNames.contains(name)
    var payload = isKeyboard ? standardPayload(name) : nil
    if var entries = payload, let edit {
      edit(&entries)
      payload = entries
    }
    events.append(
      TraceEvent(
        name: Symbol(Self.fullName(name)), userInfo: payload,
        position: SourcePosition(line: events.count + 1, column: 1)))
  }

  var trace: Trace {
    Trace(
      source: source,
      device: Device(idiom: idiom, os: "iOS", osVersion: OSVersion(os), keyboard: keyboard),
      observed: observed.map { Set($0.map(Self.fullName)) }, events: events)
  }

  static let show = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
  static let hide = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
}

extension TraceBuilder {
  /// Appends a list of short names.
  mutating func add(_ names: [String]) {
    for name in names { add(name, payload: nil) }
  }

  /// Appends keyboard events whose frames are those of the other orientation (as wide as the
  /// standard frame's screen is tall): the show after a rotation.
  mutating func addTurned(_ names: [String]) {
    for name in names {
      add(name) { entries in
        for index in entries.indices where entries[index].key.text.hasPrefix("UIKeyboardFrame") {
          entries[index].value = Self.rect([0, 193, 852, 200])
        }
      }
    }
  }
}

/// The default engine and helpers to read its findings.
enum Check {
  static let spec: CompiledSpec = {
    do { return try SpecLoader.load(path: nil) } catch { fatalError("built-in spec: \(error)") }
  }()

  /// Lints one input's bytes with the built-in spec, as `kbcheck lint` does.
  static func lint(_ bytes: [UInt8], path: String, strict: Bool = false, verbose: Bool = false)
    -> FileReport
  {
    var engine = Engine(spec: spec, strict: strict)
    engine.verbose = verbose
    return Linter(engine: engine).check(bytes: bytes, path: path)
  }

  static func findings(_ builder: TraceBuilder, strict: Bool = false) -> [Finding] {
    Engine(spec: spec, strict: strict).check(builder.trace)
  }

  /// The findings of one rule, as `severity rule @event` strings for compact assertions.
  static func summary(_ findings: [Finding], rule: String? = nil) -> [String] {
    places(findings.filter { rule == nil || $0.ruleId == rule }).map {
      "\($0.severity.rawValue) \($0.ruleId) @\($0.event.map(String.init) ?? "-")"
        + ($0.quirk.map { " [\($0)]" } ?? "")
    }
  }

  /// Each finding once per place: a grouped finding (one problem at several events) stands
  /// for itself at each of its events, in file order.
  static func places(_ findings: [Finding]) -> [Finding] {
    var expanded: [Finding] = []
    for finding in findings {
      expanded.append(finding)
      for place in finding.also {
        var copy = finding
        copy.event = place.event
        copy.position = place.position
        copy.also = []
        expanded.append(copy)
      }
    }
    return expanded.enumerated().sorted { lhs, rhs in
      if lhs.element.position != rhs.element.position {
        return lhs.element.position < rhs.element.position
      }
      if lhs.element.ruleId != rhs.element.ruleId {
        return lhs.element.ruleId < rhs.element.ruleId
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}
