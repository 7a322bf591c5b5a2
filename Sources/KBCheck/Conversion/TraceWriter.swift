import KeyboardTraceFormat

/// Writes a ``Trace`` as canonical `keyboard-trace/1` JSON, losing nothing the trace holds:
/// unknown fields, unknown notifications, duplicate keys and untyped values are all kept.
///
/// The layout is the one the app recorder writes (`KeyboardTraceFormat.JSONText`), so a
/// converted log, a recording and the examples under `Traces/` look alike.
enum TraceWriter {
  /// The trace's JSON text, ending with a newline.
  static func text(_ trace: Trace) -> String {
    JSONText.format(tree(trace))
  }

  /// The trace as a JSON tree.
  static func tree(_ trace: Trace) -> JSONTree {
    var members: [(String, JSONTree)] = [(TraceField.format.text, .string(TraceDecoder.formatName))]
    if let source = trace.source {
      members.append((TraceField.source.text, .string(source.rawValue)))
    }
    let device = tree(trace.device)
    if case .object(let fields) = device, !fields.isEmpty {
      members.append((TraceField.device.text, device))
    }
    if let observed = trace.observed {
      members.append((TraceField.observed.text, .array(observed.sorted().map(JSONTree.string))))
    }
    var events = trace.events.map(tree)
    for excerpt in trace.excerptBreaks where excerpt.event < events.count {
      guard case .object(var fields) = events[excerpt.event] else { continue }
      fields.append(
        (TraceField.excerptStart.text, excerpt.text.isEmpty ? .bool(true) : .string(excerpt.text)))
      events[excerpt.event] = .object(fields)
    }
    members.append((TraceField.events.text, .array(events)))
    members += trace.extensions.map { ($0.key, tree($0.value)) }
    return .object(members)
  }

  private static func tree(_ device: Device) -> JSONTree {
    var members: [(String, JSONTree)] = []
    if let idiom = device.idiom { members.append((TraceField.idiom.text, .string(idiom))) }
    if let os = device.os { members.append((TraceField.os.text, .string(os))) }
    if let version = device.osVersion {
      members.append((TraceField.osVersion.text, .string(version.text)))
    }
    if let screen = device.screen {
      members.append((TraceField.screen.text, .array(screen.map { .number(JSONText.number($0)) })))
    }
    if let keyboard = device.keyboard {
      members.append((TraceField.keyboard.text, .string(keyboard)))
    }
    members += device.extensions.map { ($0.key, tree($0.value)) }
    return .object(members)
  }

  private static func tree(_ event: TraceEvent) -> JSONTree {
    var members: [(String, JSONTree)] = [
      (TraceField.name.text, event.name.map { .string($0.text) } ?? .null)
    ]
    if let time = event.time {
      members.append((TraceField.time.text, .number(JSONText.number(time))))
    }
    if let object = event.object { members.append((TraceField.object.text, tree(object))) }
    if let userInfo = event.userInfo {
      members.append(
        (TraceField.userInfo.text, .object(userInfo.map { ($0.key.text, tree($0.value)) })))
    } else if event.userInfoIsNil {
      members.append((TraceField.userInfo.text, .null))
    }
    if event.userInfoIsPartial { members.append((TraceField.userInfoPartial.text, .bool(true))) }
    members += event.extensions.map { ($0.key, tree($0.value)) }
    return .object(members)
  }

  /// A userInfo value: `{"type": T, "value": V}` when typed, the bare value otherwise.
  static func tree(_ value: PayloadValue) -> JSONTree {
    switch value {
    case .typed(let type, .missing): .object([(TraceField.type.text, .string(type))])
    case .typed(let type, let raw):
      .object([(TraceField.type.text, .string(type)), (TraceField.value.text, tree(raw))])
    case .untyped(let raw): tree(raw)
    }
  }

  private static func tree(_ raw: RawValue) -> JSONTree {
    switch raw {
    case .null, .missing: .null
    case .bool(let flag): .bool(flag)
    case .number(let value, let isInteger): .number(JSONText.number(value, isInteger: isInteger))
    case .string(let text): .string(text)
    case .numbers(let values): .array(values.map { .number(JSONText.number($0)) })
    case .json(let value): tree(value)
    }
  }

  /// Any parsed JSON, as it was.
  static func tree(_ value: JSONValue) -> JSONTree {
    switch value.kind {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number, let isInteger): .number(JSONText.number(number, isInteger: isInteger))
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(tree))
    case .object(let members): .object(members.map { ($0.key, tree($0.value)) })
    }
  }
}
