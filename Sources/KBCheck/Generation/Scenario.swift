/// Something a user does that makes UIKit post keyboard notifications, as `kbcheck generate`
/// names it. Each scenario starts with the keyboard hidden, as a test starts.
public enum Scenario: String, Sendable, CaseIterable {
  /// A text field becomes first responder and the keyboard appears.
  case show
  /// The keyboard appears, then the field resigns and it disappears.
  case hide
  /// The keyboard appears, then the device turns to landscape with the keyboard up.
  case rotation
  /// The keyboard appears, then changes height while up (the QuickType bar hidden).
  case resize

  /// What happens, in a line.
  public var summary: String {
    switch self {
    case .show: "a field becomes first responder: the keyboard appears"
    case .hide: "the keyboard appears, then the field resigns and it disappears"
    case .rotation: "the keyboard appears, then the device turns to landscape with it up"
    case .resize: "the keyboard appears, then changes height while up"
    }
  }

  /// The steps, in order.
  var steps: [ScenarioStep] {
    switch self {
    case .show:
      [.move(kind: "show", to: .shown)]
    case .hide:
      [.move(kind: "show", to: .shown), .move(kind: "hide", to: .hidden)]
    case .rotation:
      [
        .move(kind: "show", to: .shown), .marker(kind: "rotation"),
        .move(kind: "hide", to: .hidden), .turn, .move(kind: "show", to: .shown),
      ]
    case .resize:
      [.move(kind: "show", to: .shown), .move(kind: "frame-change", to: .resized)]
    }
  }
}

/// One step of a scenario.
enum ScenarioStep: Equatable {
  /// A sequence of the spec's kind (`show`, `hide`, `frame-change`) that leaves the keyboard
  /// at `to`.
  case move(kind: String, to: KeyboardPlace)
  /// A marker of the spec's kind (`rotation`).
  case marker(kind: String)
  /// The interface turns to landscape; nothing is posted for it.
  case turn
}

/// Where a docked keyboard is.
enum KeyboardPlace: Equatable {
  /// Below the screen.
  case hidden
  /// Up, at its full height.
  case shown
  /// Up, at its height after a resize.
  case resized
}
