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
  /// A field begins and ends editing with a hardware keyboard attached.
  case hardwareKeyboard = "hardware-keyboard"
  /// The keyboard appears; the user undocks it (an iPad) and moves it up the screen.
  case undock
  /// As `undock`, then the user docks the keyboard again.
  case dock
  /// The keyboard appears; the user makes it float (an iPad) and drags it.
  case floatingDrag = "floating-drag"

  /// What happens, in a line.
  public var summary: String {
    switch self {
    case .show: "a field becomes first responder: the keyboard appears"
    case .hide: "the keyboard appears, then the field resigns and it disappears"
    case .rotation: "the keyboard appears, then the device turns to landscape with it up"
    case .resize: "the keyboard appears, then changes height while up"
    case .interactiveDismissal:
      "the keyboard appears, is dragged halfway down (nothing posted) and hides from there"
    case .hardwareKeyboard:
      "a field begins and ends editing with a hardware keyboard attached"
    case .undock:
      "the keyboard appears, then is undocked (an iPad) and moved up the screen"
    case .dock:
      "as undock, then the keyboard is docked again"
    case .floatingDrag:
      "the keyboard appears, then floats (an iPad) and is dragged: CGRectZero while it moves"
    }
  }

  /// The ways the scenario plays out, each where the quirk it is holds (nil: everywhere),
  /// first match first. A scenario that is a documented deviation by its nature names the
  /// spec's quirk for it: a drag nothing announced, a keyboard that never or barely shows.
  var variants: [ScenarioVariant] {
    switch self {
    case .show:
      [ScenarioVariant(quirk: nil, steps: [.move(kind: "show", to: .shown)])]
    case .hide:
      [
        ScenarioVariant(
          quirk: nil,
          steps: [.move(kind: "show", to: .shown), .move(kind: "hide", to: .hidden)])
      ]
    case .rotation:
      [
        ScenarioVariant(
          quirk: nil,
          steps: [
            .move(kind: "show", to: .shown), .marker(kind: "rotation"),
            .move(kind: "hide", to: .hidden), .turn, .move(kind: "show", to: .shown),
            .rotationRepeated([.move(kind: "hide", to: .hidden), .move(kind: "show", to: .shown)]),
          ])
      ]
    case .resize:
      [
        ScenarioVariant(
          quirk: nil,
          steps: [.move(kind: "show", to: .shown), .move(kind: "frame-change", to: .resized)])
      ]
    case .interactiveDismissal:
      [
        ScenarioVariant(
          quirk: "interactive-dismissal",
          steps: [.move(kind: "show", to: .shown), .drag, .move(kind: "hide", to: .hidden)])
      ]
    case .hardwareKeyboard:
      [
        // Before iOS 9 nothing is posted: the field begins and ends editing, that is all.
        ScenarioVariant(
          quirk: "hardware-keyboard",
          steps: [.marker(kind: "field-began"), .pause, .marker(kind: "editing-ended")]),
        // From iOS 9 an iPad shows only the shortcuts bar, part of the keyboard's frame.
        ScenarioVariant(quirk: "mostly-offscreen-show", steps: Self.peek(.shortcutsBar)),
        // An iPhone shows only the field's input accessory view.
        ScenarioVariant(quirk: "accessory-only-show", steps: Self.peek(.accessoryView)),
      ]
    case .undock:
      // Leaving the dock posts a hide; moving the undocked keyboard, frame changes only.
      [
        ScenarioVariant(
          quirk: "split-or-floating-keyboard", keyboard: "undocked", steps: Self.undocking)
      ]
    case .dock:
      // Docking again posts a show (Flutter engine PR 37719, a maintainer: going from undocked
      // or floating to docked triggers the Will-show notification; openradar 25032907 logs
      // the show's notifications, repeated, when docking).
      [
        ScenarioVariant(
          quirk: "split-or-floating-keyboard", keyboard: "undocked",
          steps: Self.undocking + [.move(kind: "show", to: .shown)])
      ]
    case .floatingDrag:
      // Making the keyboard float posts a hide, as leaving the dock does (Flutter engine PR
      // 37719; https://github.com/Avi0n/MeshCoreOne/pull/139: "iOS sends keyboardWillHide for
      // floating/undocked keyboards"); while the user drags it, frame changes whose frames
      // are CGRectZero (Flutter's FlutterViewController.mm: a zero frame that is not a hide
      // is "the floating keyboard while dragging"; freshOS/KeyboardLayoutGuide#37), which
      // the spec notes as odd frames. Where it comes to rest is not generated: no public
      // capture gives a floating keyboard's frame.
      [
        ScenarioVariant(
          quirk: "split-or-floating-keyboard", companions: ["odd-frames"], keyboard: "floating",
          steps: [
            .move(kind: "show", to: .shown), .move(kind: "hide", to: .hidden),
            .move(kind: "frame-change", to: .floatingDragged),
            .move(kind: "frame-change", to: .floatingDragged),
          ])
      ]
    }
  }

  /// A show, the hide that leaving the dock posts, and two moves of the undocked keyboard.
  private static let undocking: [ScenarioStep] = [
    .move(kind: "show", to: .shown), .move(kind: "hide", to: .hidden),
    .move(kind: "frame-change", to: .undocked), .move(kind: "frame-change", to: .undockedRaised),
  ]

  /// A field that begins editing, a show of which only `place` reaches the screen, the hide
  /// from there, and the end of editing.
  private static func peek(_ place: KeyboardPlace) -> [ScenarioStep] {
    [
      .marker(kind: "field-began"), .move(kind: "show", to: place),
      .move(kind: "hide", to: .hidden), .marker(kind: "editing-ended"),
    ]
  }
}

/// One way a scenario plays out.
struct ScenarioVariant {
  /// The spec's quirk the variant is, which must hold on the device; nil: a plain scenario.
  var quirk: String?
  /// Quirks the variant shows as well, by its nature (a dragged floating keyboard's
  /// CGRectZero is one of the spec's odd frames).
  var companions: [String] = []
  /// The keyboard's mode the trace says (`undocked`), docked by default.
  var keyboard = "docked"
  /// The steps, in order.
  var steps: [ScenarioStep]
}

/// One step of a scenario.
enum ScenarioStep: Equatable, Sendable {
  /// A sequence of the spec's kind (`show`, `hide`, `frame-change`) that leaves the keyboard
  /// at `to`.
  case move(kind: String, to: KeyboardPlace)
  /// A marker of the spec's kind (`rotation`, `field-began`).
  case marker(kind: String)
  /// The interface turns to landscape; nothing is posted for it.
  case turn
  /// The user drags the keyboard halfway down; nothing is posted for it.
  case drag
  /// Time passes (the user types); nothing is posted.
  case pause
  /// The rotation's pair again, in the new orientation, where a pair delivered twice was asked
  /// for (the spec's rotation check names that quirk).
  indirect case rotationRepeated([ScenarioStep])
}

/// Where a docked keyboard is.
enum KeyboardPlace: Equatable, Sendable {
  /// Below the screen.
  case hidden
  /// Up, at its full height.
  case shown
  /// Up, at its height after a resize.
  case resized
  /// Dragged down by half its height.
  case dragged
  /// Below the screen but for an iPad's shortcuts bar: the keyboard's frame keeps its height,
  /// the bar's part of it on the screen (the catalog's `hardwareKeyboard`).
  case shortcutsBar
  /// Below the screen but for a field's input accessory view, which the frame includes (the
  /// catalog's `hardwareKeyboard`).
  case accessoryView
  /// Undocked, halfway up the screen (where the user leaves it: a choice).
  case undocked
  /// Undocked, moved a quarter of the way from the top (a choice).
  case undockedRaised
  /// Floating and being dragged: CGRectZero.
  case floatingDragged
}
