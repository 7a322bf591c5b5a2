import Foundation
import KeyboardTraceFormat
import KeyboardTraceRecorder
import Testing

@testable import KBCheck

/// `KeyboardTracePoster`: a generated trace posted through a NotificationCenter arrives with
/// every name, object, key and value the trace holds, boxed as a device boxes them.
@Suite struct TracePosterTests {
  /// An integer's signedness is not kept by the box (CFNumber), so integers compare by value.
  static func comparable(_ value: TypedValue) -> TypedValue {
    if case .integer(_, let number) = value { return .integer(type: "integer", number) }
    return value
  }

  @Test("posted immediately, the notifications read back as the trace")
  func roundTrip() throws {
    let trace = try TraceGenerator().generate(
      .init(scenario: .hide, device: "iphone-15", osVersion: "17.4"))
    let center = NotificationCenter()
    let screen = NSObject()
    let screenID = ObjectIdentifier(screen)
    let collector = Collector()
    let token = center.addObserver(forName: nil, object: nil, queue: nil) { note in
      collector.events.append(
        RecordedEvent(
          name: note.name.rawValue, time: nil,
          objectClass: note.object.map {
            ObjectIdentifier($0 as AnyObject) == screenID ? "UIScreen" : "other"
          },
          userInfo: note.userInfo.map { info in
            info.map { ("\($0.key)", Self.comparable(TypedValue(unboxing: $0.value))) }
              .sorted { $0.0 < $1.0 }
          }))
    }
    // A poster is Sendable: a test keeps one in a static property under Swift 6.
    let poster: any Sendable = KeyboardTracePoster(center: center)
    (poster as? KeyboardTracePoster)?.post(trace, object: screen)
    center.removeObserver(token)
    let received = collector.events
    #expect(received.map(\.name) == trace.events.map(\.name))
    #expect(received.map(\.objectClass) == trace.events.map(\.objectClass))
    for (got, sent) in zip(received, trace.events) {
      let expected = sent.userInfo.map {
        $0.map { ($0.0, Self.comparable($0.1)) }.sorted { $0.0 < $1.0 }
      }
      #expect(got.userInfo.map { $0.map(\.0) } == expected.map { $0.map(\.0) })
      #expect(got.userInfo.map { $0.map(\.1) } == expected.map { $0.map(\.1) })
    }
  }

  /// What the observer received (it runs synchronously on the posting thread).
  final class Collector: @unchecked Sendable {
    var events: [RecordedEvent] = []
  }

  @Test("delays follow the trace's times from its first event")
  func delays() throws {
    let trace = try TraceGenerator().generate(.init(scenario: .show, device: "iphone-xr"))
    let delays = KeyboardTracePoster.notifications(of: trace).map(\.delay)
    let times = trace.events.compactMap(\.time)
    #expect(delays.count == times.count)
    for (delay, time) in zip(delays, times) {
      #expect(abs(delay - (time - times[0])) < 1e-9)
    }
    #expect(delays.last.map { $0 > 0.25 } == true)
  }

  @Test("values are boxed with the Objective-C types a device uses")
  func boxing() {
    let number = TypedValue.floating(type: "double", 0.25).boxed as? NSNumber
    #expect(number.map { String(cString: $0.objCType) } == "d")
    #expect((TypedValue.bool(true).boxed as? NSNumber)?.boolValue == true)
    #expect(
      TypedValue(unboxing: TypedValue.rect(0, 516, 393, 336).boxed) == .rect(0, 516, 393, 336))
    #expect(TypedValue(unboxing: TypedValue.point(196.5, 684).boxed) == .point(196.5, 684))
    #expect(TypedValue(unboxing: TypedValue.string("x").boxed) == .string("x"))
  }
}
