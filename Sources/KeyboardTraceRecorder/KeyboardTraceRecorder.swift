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
    /// changes and text editing, so rotation and editing context is kept. The editing
    /// notifications keep the class of their object (`UITextField`, `UITextView`), which says
    /// the kind of text input; the device orientation is only a hint of a rotation (it also
    /// changes when the phone is laid face up), so the interface orientation is recorded too:
    /// the status bar notification where the system still posts it, and the window scene's
    /// orientation (see ``interfaceOrientationMarker``).
    public static let defaultNames: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
      UIDevice.orientationDidChangeNotification,
      // Named by string: the symbol is deprecated since iOS 13, the notification still useful.
      Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification"),
      UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
      UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
    ]

    /// The name of the event recorded when a window scene's interface orientation changes
    /// (observed through `UIWindowScene.effectiveGeometry`, iOS 16 and later): the rotation
    /// evidence the default spec trusts. Its object is `UIWindowScene`; its userInfo holds the
    /// new orientation under `interfaceOrientation`.
    public static let interfaceOrientationMarker = "kbcheck.interfaceOrientationDidChange"

    private let names: [Notification.Name]
    private var observers: [NSObjectProtocol] = []
    private var sceneObservations: [NSKeyValueObservation] = []
    private var orientations: [ObjectIdentifier: UIInterfaceOrientation] = [:]
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
      if #available(iOS 16.0, *) { observeInterfaceOrientation() }
    }

    @available(iOS 16.0, *)
    private func observeInterfaceOrientation() {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      for scene in scenes {
        orientations[ObjectIdentifier(scene)] = scene.effectiveGeometry.interfaceOrientation
        sceneObservations.append(
          scene.observe(\.effectiveGeometry, options: [.new]) { [weak self] scene, _ in
            MainActor.assumeIsolated { self?.geometryChanged(scene) }
          })
      }
    }

    /// Records the scene's interface orientation when it differs from the last one seen.
    @available(iOS 16.0, *)
    private func geometryChanged(_ scene: UIWindowScene) {
      let orientation = scene.effectiveGeometry.interfaceOrientation
      guard orientations[ObjectIdentifier(scene)] != orientation else { return }
      orientations[ObjectIdentifier(scene)] = orientation
      record(
        RecordedEvent(
          name: Self.interfaceOrientationMarker, time: ProcessInfo.processInfo.systemUptime,
          objectClass: "UIWindowScene",
          userInfo: [("interfaceOrientation", .string(Self.describe(orientation)))]))
    }

    private static func describe(_ orientation: UIInterfaceOrientation) -> String {
      switch orientation {
      case .portrait: "portrait"
      case .portraitUpsideDown: "portraitUpsideDown"
      case .landscapeLeft: "landscapeLeft"
      case .landscapeRight: "landscapeRight"
      default: "unknown"
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
      sceneObservations.removeAll()
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
        device: RecordedTrace.device(
          idiom: idiom, os: UIDevice.current.systemName,
          osVersion: UIDevice.current.systemVersion,
          screen: (
            Double(screen.minX), Double(screen.minY), Double(screen.width), Double(screen.height)
          )),
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
          return (key, TypedValue(unboxing: value))
        }.sorted { $0.0 < $1.0 }
      }
      return RecordedEvent(
        name: note.name.rawValue, time: ProcessInfo.processInfo.systemUptime,
        objectClass: note.object.map { String(describing: type(of: $0)) }, userInfo: userInfo)
    }
  }
#endif
