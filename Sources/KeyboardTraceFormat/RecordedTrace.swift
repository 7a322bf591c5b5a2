#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One notification as an app recorded it, with full type information.
public struct RecordedEvent: Sendable {
  /// The notification's name (`Notification.Name.rawValue`).
  public var name: String
  /// Seconds since an arbitrary origin (the recorder uses the system uptime).
  public var time: Double?
  /// The class of the notification's object: nil for a nil object.
  public var objectClass: String?
  /// The userInfo entries in the order recorded, or nil when the notification had none.
  public var userInfo: [(String, TypedValue)]?

  /// Creates an event.
  public init(name: String, time: Double?, objectClass: String?, userInfo: [(String, TypedValue)]?)
  {
    self.name = name
    self.time = time
    self.objectClass = objectClass
    self.userInfo = userInfo
  }

  /// The event as `keyboard-trace/1` writes it.
  package var tree: JSONTree {
    var members: [(String, JSONTree)] = [(TraceField.name.text, .string(name))]
    if let time {
      members.append((TraceField.time.text, .number(JSONText.number(time, isInteger: false))))
    }
    members.append((TraceField.object.text, objectClass.map(JSONTree.string) ?? .null))
    if let userInfo {
      members.append((TraceField.userInfo.text, .object(userInfo.map { ($0.0, $0.1.tree) })))
    }
    return .object(members)
  }
}

/// A recorded trace: the device it ran on and its events, written as `keyboard-trace/1`.
public struct RecordedTrace: Sendable {
  /// The `format` string of a trace file: `keyboard-trace/1`.
  public static let formatName = "keyboard-trace/1"
  /// `device`, `simulator` or `synthetic`.
  public var source: String
  /// Device facts: `idiom`, `os`, `osVersion`, `keyboard` (strings) and `screen` (numbers).
  public var device: [(String, JSONTree)]
  /// The events in delivery order.
  public var events: [RecordedEvent]

  /// Creates a trace (a test double can build one by hand and check it like a recording).
  public init(source: String, device: [(String, JSONTree)], events: [RecordedEvent] = []) {
    self.source = source
    self.device = device
    self.events = events
  }

  /// Device facts as the recorder writes them, for a trace a test builds by hand (each one
  /// left out when nil):
  ///
  /// ```swift
  /// RecordedTrace(
  ///   source: "synthetic",
  ///   device: RecordedTrace.device(idiom: "phone", osVersion: "17.4", screen: (0, 0, 393, 852)),
  ///   events: events)
  /// ```
  public static func device(
    idiom: String? = nil, os: String? = "iOS", osVersion: String? = nil,
    screen: (x: Double, y: Double, width: Double, height: Double)? = nil, keyboard: String? = nil
  ) -> [(String, JSONTree)] {
    var facts: [(String, JSONTree)] = []
    if let idiom { facts.append((TraceField.idiom.text, .string(idiom))) }
    if let os { facts.append((TraceField.os.text, .string(os))) }
    if let osVersion { facts.append((TraceField.osVersion.text, .string(osVersion))) }
    if let screen {
      let rect = TypedValue.rect(screen.x, screen.y, screen.width, screen.height)
      facts.append((TraceField.screen.text, rect.numbers))
    }
    if let keyboard { facts.append((TraceField.keyboard.text, .string(keyboard))) }
    return facts
  }

  /// The whole document.
  package var tree: JSONTree {
    .object([
      (TraceField.format.text, .string(RecordedTrace.formatName)),
      (TraceField.source.text, .string(source)),
      (TraceField.device.text, .object(device)),
      (TraceField.events.text, .array(events.map(\.tree))),
    ])
  }

  /// The document's text.
  public var jsonText: String { JSONText.format(tree) }

  /// Writes the document to a file, through a temporary file and a rename, so a reader never
  /// sees half a trace.
  public func write(to url: URL) throws {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    try Data(jsonText.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      // "NSFilePath" is NSFilePathErrorKey, which FoundationEssentials does not declare.
      throw CocoaError(.fileWriteUnknown, userInfo: ["NSFilePath": url.path, "errno": code])
    }
  }
}
