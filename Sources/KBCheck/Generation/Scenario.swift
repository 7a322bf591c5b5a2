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
  /// The keyboard appears; the user drags it halfway down (nothing is posted while it
  /// follows the finger) and lets go, and it hides from where the drag left it.
  case interactiveDismissal = "interactive-dismissal"

  /// What happens, in a line.
  public var summary: String {
    switch self {
    case .show: "a field becomes first responder: the keyboard appears"
    case .hide: "the keyboard appears, then the field resigns and it disappears"
    case .rotation: "the keyboard appears, then the device turns to landscape with it up"
    case .resize: "the keyboard appears, then changes height while up"
    case .interactiveDismissal:
      "the keyboard appears, is dragged halfway down (nothing posted) and hides from there"
    }
  }

  /// The quirks the scenario shows by its nature, by the spec's ids: a drag the keyboard
  /// followed without notifications.
  var impliedQuirks: [String] {
    switch self {
    case .show, .hide, .rotation, .resize: []
    case .interactiveDismissal: ["interactive-dismissal"]
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
    case .interactiveDismissal:
      [.move(kind: "show", to: .shown), .drag, .move(kind: "hide", to: .hidden)]
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
  /// The user drags the keyboard halfway down; nothing is posted for it.
  case drag
}

/// Where a docked keyboard is.
enum KeyboardPlace: Equatable {
  /// Below the screen.
  case hidden
  /// Up, at its full height.
  case shown
  /// Up, at its height after a resize.
  case resized
  /// Dragged down by half its height.
  case dragged
}
