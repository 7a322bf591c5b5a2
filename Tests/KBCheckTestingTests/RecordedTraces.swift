import Foundation
import KeyboardTraceFormat

/// Traces as `KeyboardTraceRecorder` hands them to a test: a clean show and hide on an
/// iPhone, and a test double's lone WillShow.
enum RecordedTraces {
  /// The package root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let device: [(String, JSONTree)] = [
    ("idiom", .string("phone")), ("os", .string("iOS")), ("osVersion", .string("17.4")),
    ("screen", .array([.number("0"), .number("0"), .number("393"), .number("852")])),
  ]

  /// One notification with the payload an iPhone 15 sends on iOS 17.
  static func event(_ name: String, at time: Double, from: Double, to: Double) -> RecordedEvent {
    RecordedEvent(
      name: "UIKeyboard\(name)Notification", time: time, objectClass: "UIScreen",
      userInfo: [
        ("UIKeyboardFrameBeginUserInfoKey", .rect(0, from, 393, 336)),
        ("UIKeyboardFrameEndUserInfoKey", .rect(0, to, 393, 336)),
        ("UIKeyboardAnimationDurationUserInfoKey", .floating(type: "double", 0.25)),
        ("UIKeyboardAnimationCurveUserInfoKey", .integer(type: "NSUInteger", 7)),
        ("UIKeyboardIsLocalUserInfoKey", .bool(true)),
        ("UIKeyboardCenterBeginUserInfoKey", .point(196.5, from + 168)),
        ("UIKeyboardCenterEndUserInfoKey", .point(196.5, to + 168)),
        ("UIKeyboardBoundsUserInfoKey", .rect(0, 0, 393, 336)),
      ])
  }

  static let showAndHide = RecordedTrace(
    source: "device", device: device,
    events: [
      event("WillChangeFrame", at: 1.0, from: 852, to: 516),
      event("WillShow", at: 1.001, from: 852, to: 516),
      event("DidChangeFrame", at: 1.4, from: 852, to: 516),
      event("DidShow", at: 1.401, from: 852, to: 516),
      event("WillChangeFrame", at: 3.0, from: 516, to: 852),
      event("WillHide", at: 3.001, from: 516, to: 852),
      event("DidChangeFrame", at: 3.4, from: 516, to: 852),
      event("DidHide", at: 3.401, from: 516, to: 852),
    ])

  /// What a hurried test double posts: WillShow alone.
  static let loneWillShow = RecordedTrace(
    source: "synthetic", device: device, events: [event("WillShow", at: 0, from: 852, to: 516)])
}
