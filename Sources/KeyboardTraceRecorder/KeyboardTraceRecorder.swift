import Foundation
import KeyboardTraceFormat

#if canImport(UIKit)
  import UIKit

  /// Records every keyboard notification an app receives, with the Objective-C type of each
  /// userInfo value, and writes them as a `keyboard-trace/1` file for `kbcheck lint`.
  ///
  /// ```swift
  /// let recorder = KeyboardTraceRecorder()
  /// recorder.start()
  /// // … drive the UI …
  /// try recorder.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("keyboard.json"))
  /// ```
  @MainActor
  public final class KeyboardTraceRecorder {
    /// The notifications recorded by default: the six keyboard notifications, orientation
    /// changes and text editing, so rotation and editing context is kept.
    public static let defaultNames: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
      UIDevice.orientationDidChangeNotification,
      UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
      UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
    ]

    private let names: [Notification.Name]
    private var observers: [NSObjectProtocol] = []
    private var events: [RecordedEvent] = []
    private var autosaveURL: URL?

    /// Creates a recorder for the given notifications.
    public init(names: [Notification.Name] = KeyboardTraceRecorder.defaultNames) {
      self.names = names
    }

    /// Starts observing; notifications posted before this are not recorded. With a URL, the
    /// trace is rewritten there (atomically) after every notification, so a UI test can read
    /// it at any moment, even after the app is killed.
    public func start(autosavingTo url: URL? = nil) {
      guard observers.isEmpty else { return }
      autosaveURL = url
      for name in names {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
            [weak self] note in
            let event = Self.event(note)
            MainActor.assumeIsolated { self?.record(event) }
          })
      }
    }

    private func record(_ event: RecordedEvent) {
      events.append(event)
      if let autosaveURL { try? write(to: autosaveURL) }
    }

    /// Stops observing.
    public func stop() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers.removeAll()
    }

    /// The trace recorded so far.
    public var trace: RecordedTrace {
      let screen = UIScreen.main.bounds
      #if targetEnvironment(simulator)
        let source = "simulator"
      #else
        let source = "device"
      #endif
      let idiom = UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone"
      return RecordedTrace(
        source: source,
        device: [
          (TraceField.idiom.text, .string(idiom)),
          (TraceField.os.text, .string(UIDevice.current.systemName)),
          (TraceField.osVersion.text, .string(UIDevice.current.systemVersion)),
          (
            TraceField.screen.text,
            TypedValue.rect(screen.minX, screen.minY, screen.width, screen.height).numbers
          ),
        ],
        events: events)
    }

    /// Writes the trace recorded so far to a file.
    public func write(to url: URL) throws {
      try trace.write(to: url)
    }

    nonisolated private static func event(_ note: Notification) -> RecordedEvent {
      let userInfo = note.userInfo.map { info in
        info.compactMap { key, value -> (String, TypedValue)? in
          guard let key = key.base as? String else { return nil }
          return (key, typed(value))
        }.sorted { $0.0 < $1.0 }
      }
      return RecordedEvent(
        name: note.name.rawValue, time: ProcessInfo.processInfo.systemUptime,
        objectClass: note.object.map { String(describing: type(of: $0)) }, userInfo: userInfo)
    }

    nonisolated private static func typed(_ value: Any) -> TypedValue {
      if let number = value as? NSNumber {
        let objCType = String(cString: number.objCType)
        return TypedValue.number(objCType: objCType, number.doubleValue, integer: number.int64Value)
      }
      if let value = value as? NSValue {
        let objCType = String(cString: value.objCType)
        switch TypedValue.geometryType(objCType: objCType) {
        case "CGRect":
          let rect = value.cgRectValue
          return .rect(rect.minX, rect.minY, rect.width, rect.height)
        case "CGPoint":
          let point = value.cgPointValue
          return .point(point.x, point.y)
        default: break
        }
      }
      return .string(String(describing: value))
    }
  }
#endif
