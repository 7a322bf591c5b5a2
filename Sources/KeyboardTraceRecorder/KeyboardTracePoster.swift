import Foundation
import KeyboardTraceFormat

/// Posts a trace's notifications through a `NotificationCenter`, as a device posts them: the
/// double a test needs, from a trace `kbcheck generate` or `TraceGenerator` produced (or one
/// recorded). Values are boxed as a device boxes them (``TypedValue/boxed``), events whose
/// trace names an object class are posted with the object given, the others with nil.
///
/// ```swift
/// let trace = try TraceGenerator().generate(.init(scenario: .rotation, device: "iphone-6"))
/// KeyboardTracePoster().post(trace, object: view.window?.windowScene?.screen)
/// ```
public struct KeyboardTracePoster: Sendable {
  /// When the notifications are posted.
  public enum Timing: Sendable {
    /// All at once, in order, on the calling thread.
    case immediately
    /// Each as long after the call as it came after the trace's first, on the main queue.
    case asRecorded
  }

  /// The center posted to.
  public var center: NotificationCenter

  /// A poster to `center`.
  public init(center: NotificationCenter = .default) {
    self.center = center
  }

  /// The notifications of `trace` with each one's delay after the first: what ``post(_:object:timing:)``
  /// posts.
  public static func notifications(of trace: RecordedTrace, object: AnyObject? = nil)
    -> [(delay: TimeInterval, notification: Notification)]
  {
    let start = trace.events.first?.time ?? 0
    return trace.events.map { event in
      var userInfo: [AnyHashable: Any]?
      if let entries = event.userInfo {
        userInfo = Dictionary(entries.map { (AnyHashable($0.0), $0.1.boxed) }) { first, _ in first }
      }
      let notification = Notification(
        name: Notification.Name(event.name), object: event.objectClass == nil ? nil : object,
        userInfo: userInfo)
      return (max(0, (event.time ?? start) - start), notification)
    }
  }

  /// Posts the notifications of `trace`.
  public func post(_ trace: RecordedTrace, object: AnyObject? = nil, timing: Timing = .immediately)
  {
    for (delay, notification) in Self.notifications(of: trace, object: object) {
      switch timing {
      case .immediately:
        center.post(notification)
      case .asRecorded:
        let center = UncheckedCenter(center: center, notification: notification)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { center.post() }
      }
    }
  }

  /// A notification and its center, handed to the main queue: a notification's userInfo is
  /// not `Sendable`, but nothing else holds it.
  private struct UncheckedCenter: @unchecked Sendable {
    let center: NotificationCenter
    let notification: Notification
    func post() { center.post(notification) }
  }
}
