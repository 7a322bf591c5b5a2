#!/usr/bin/env python3
"""Regenerates Traces/README.md from the descriptions below and the golden findings
(Tests/KBCheckTests/Golden), so the table always says what kbcheck really reports."""
import os, re, collections

DESCRIPTIONS = {
  "violations/payload-type-test-double-lone-will-show-synthetic.json": "A hurried test double: a lone WillShow with a 320-wide frame on a 393-wide screen, the duration as an integer and the curve as a string (the README's \"Replace a fake with the real thing\").",
  "violations/payload-type-same-key-every-event-synthetic.json": "A test double posting the duration as an NSString on all eight events: one finding, with its eight places.",
  "violations/sequence-order-interleaved-first-show-out-of-range-ios7.json": "The interleaved first show on iOS 7.1, before iOS 8 sent it.",
  "warnings/frame-continuity-interactive-dismissal-out-of-range-ios6.json": "A hide beginning 90 pt below where the show left the keyboard on iOS 6.1, before interactive dismissal existed.",
  "violations/frame-visibility-mostly-offscreen-show-out-of-range-ipad-ios8.json": "The iPad shortcuts-bar show (55 pt on the screen) on iOS 8.4, before the quirk is known.",
  "quirks/interleaved-first-show-ios8.json": "The first show after launch on iOS 8.1, as JSQMessagesViewController #701 captured it (WillShow not observed): two show animations interleaved, then a QuickType resize.",
  "quirks/odd-frames-reduce-motion-ios17.json": "Reduce Motion with cross-fade: the hide's end frame is {{0, 0}, {393, 0}}; the next show is not compared with the show before the hide.",
  "quirks/interactive-dismissal-ios17.json": "Interactive dismissal on iOS 17.4: the hide begins 170 pt below where the show left the keyboard.",
  "violations/frame-visibility-docked-at-top-synthetic.json": "A test double whose show puts the iPhone keyboard at the top of the screen, {{0, 0}, {393, 336}}.",
  "quirks/odd-frames-floating-ipad-ios17.json": "A floating iPad keyboard without device.keyboard: frame changes only, CGRectZero while dragged.",
  "violations/availability-visionos.json": "Keyboard notifications in a visionOS trace: apps there never receive them.",
  "warnings/notification-object-nil-synthetic-ios17.json": "A test double on iOS 17 posting with a nil object, where UIKit posts the UIScreen.",
  "clean/rotation-portrait-fixed-ios6.json": "iOS 6.1 rotation with the keyboard up: the show after it has the landscape frame in portrait-fixed space ({{158, 0}, {162, 480}}).",
  "warnings/rotation-pair-show-keeps-orientation-ios12.json": "A test double's rotation on iOS 12 whose show keeps the portrait frame (375 wide).",
  "warnings/rotation-pair-portrait-fixed-show-stays-wide-ios6.json": "A test double's rotation on iOS 6.1 whose show is wide, as iOS 8 would send it, instead of portrait-fixed.",
  "text-editing/clean-field-then-view.json": "Checked with `--spec Specs/text-editing.json`: a field edits, then a view.",
  "text-editing/violation-change-after-end.json": "Checked with `--spec Specs/text-editing.json`: a change after the field ended editing, and a field beginning while a view edits.",
  "clean/observer-view-lifecycle-ios17.json": "A view's lifecycle around one editing session: appear, show, begin editing, an edit, hide, end editing, disappear.",
  "warnings/editing-lifecycle-ends-while-shown.json": "A test double whose field ends editing while the keyboard still shows; the hide comes after.",
  "warnings/editing-lifecycle-focus-change-without-show-out-of-range-ios10.json": "Focus moving between fields with the keyboard up on iOS 10.3, before iOS 11 sent no show for it.",
  "warnings/editing-lifecycle-hardware-keyboard-out-of-range-ios12.json": "Editing with no keyboard notifications on iOS 12.4, where a hardware keyboard still gets a show.",
  "warnings/time-order-merged-captures.json": "Two captures merged: the hide, recorded 34 s before the show, appended after it.",
  "warnings/observer-lifecycle-after-disappear.json": "An observer still registered after viewDidDisappear: receives the next screen's show and hide.",
  "quirks/odd-frames-null-rect-ios7.json": "iOS 7.1 NSLog capture: a hide whose end frame is CGRectNull, {{inf, inf}, {0, 0}}.",
  "violations/frame-visibility-show-off-screen.json": "A test double's show whose end frame lies below the 320×568 screen (begin and end swapped).",
  "violations/frame-visibility-hide-on-screen.json": "A hide whose end frame still covers the lower half of the screen.",
  "violations/frame-visibility-accessory-only-show-out-of-range-ios8.json": "The hardware-keyboard show (only 55 pt on the screen) on iOS 8.4, before the quirk is known.",
  "quirks/accessory-only-show-ios17.json": "An iPhone on iOS 17 with a hardware keyboard: the show ends mostly below the screen, only the input accessory view visible.",
  "quirks/mostly-offscreen-show-ipad-ios17.json": "An iPad on iOS 17 with a hardware keyboard: the full keyboard's end frame, only the 55 pt shortcuts bar of it on the screen.",
  "quirks/portrait-fixed-landscape-ios6.json": "iOS 6.1 landscape show and hide: frames portrait-fixed ({{158, 0}, {162, 480}}), bounds and centres interface-oriented.",
  "warnings/derived-keys-portrait-fixed-landscape-out-of-range-ios9.json": "The same portrait-fixed landscape payload on iOS 9.3, where frames follow the interface.",
  "warnings/derived-keys-seed-002-landscape-ios5.json": "Seed 002's landscape dump: FrameBegin equals FrameEnd while the centres move (401 → 239), so CenterBegin contradicts FrameBegin.",
  "violations/frame-agreement-did-show-differs-synthetic.json": "A test double whose DidShow carries another end frame than its WillShow announced: an error in a synthetic trace.",
  "warnings/frame-agreement-did-show-differs-capture.json": "The same frames in a device capture: a warning (a frame change the recorder missed may lie between them).",
  "clean/device-orientation-face-up-ios17.json": "iOS 17.4: the phone laid face up with the keyboard up (a device orientation event), then a QuickType frame change: no rotation.",
  "clean/rotation-interface-marker-ios17.json": "iOS 17.4: the recorder's interface-orientation marker, then hide and a show with the landscape frame (852 wide).",
  "violations/rotation-pair-hide-then-typing-ios17.json": "A rotation whose hide is followed by typing and no show: an error, since the trace goes on.",
  "clean/editing-text-field-ios17.json": "A text field's editing around the keyboard: DidBeginEditing before the show, DidEndEditing between WillHide and DidChangeFrame.",
  "clean/editing-text-view-ios17.json": "A text view's editing: DidBeginEditing after the show's Will notifications, DidEndEditing after the hide.",
  "warnings/sequence-incomplete-capture-starts-mid-show-ios17.json": "A capture that starts after the show's WillChangeFrame and WillShow: a warning, like one cut off at its end.",
  "violations/sequence-order-synthetic-starts-mid-show.json": "A test double whose first notifications are DidChangeFrame and DidShow: an error, since nothing cut it off.",
  "warnings/frame-continuity-hide-jumps.json": "A hide that begins from a frame the show before it never reached.",
  "clean/frame-change-quicktype-ios15.json": "iOS 15.5: show, a WillChangeFrame/DidChangeFrame pair (291 → 336, QuickType bar) while shown, hide.",
  "clean/iphone-320x480-ios6-untyped.json": "iOS 6.1 on a 320×480 iPhone, untyped NSLog values from the seed 003 dumps, with the deprecated keys and UIKeyboardFrameChangedByUserInteraction.",
  "clean/iphone-show-hide-ios17.json": "iOS 17.4 show then hide with full typed payloads and text-field editing markers.",
  "clean/legacy-ios4-two-event.json": "iOS 4.3: the pre-iOS 5 forms WillShow, DidShow and WillHide, DidHide.",
  "clean/observed-will-only-ios13.json": "An app that observed only WillShow and WillHide: the patterns are projected onto those names.",
  "clean/rotation-ipad-marker-inside-ios9.json": "iPad rotation whose marker sits between WillShow and DidChangeFrame of the show half.",
  "clean/rotation-iphone-ios12.json": "iPhone rotation with the keyboard up: marker, then hide immediately followed by show.",
  "clean/did-without-animation-keys-ios10.json": "Did notifications without duration and curve (legal: the keys are documented for the Will family).",
  "quirks/focus-change-without-show-ios12.json": "Focus moves between two fields while the keyboard is up: editing markers, no keyboard notifications.",
  "quirks/hardware-keyboard-ios8.json": "Editing with a hardware keyboard on iOS 8: no keyboard notifications at all.",
  "quirks/interactive-dismissal-ios10.json": "Interactive dismissal on iOS 10.3: the hide batch arrives within milliseconds, beginning 150 pt below where the show left the keyboard, where the drag left it.",
  "clean/no-is-local-before-9-ios8.json": "iOS 8.4 payloads without UIKeyboardIsLocalUserInfoKey (it exists since iOS 9).",
  "quirks/private-curve-7-ios8.json": "iOS 8.1 NSLog payloads with the private animation curve 7.",
  "quirks/repeated-hide-ios16.json": "iOS 16.5: the hide sequence twice (an alert over the keyboard).",
  "quirks/repeated-show-ios14.json": "iOS 14: a second show sequence while shown (291 → 336).",
  "quirks/rotation-delivered-twice-ios8.json": "iOS 8.3: a rotation's hide and show pair delivered twice.",
  "clean/screen-object-ios17.json": "iOS 17: keyboard notifications whose object is the UIScreen, as documented from iOS 16.1.",
  "quirks/several-will-change-frame-ios11.json": "Two WillChangeFrame (slide-in, then a 216 → 258 resize) before one DidChangeFrame.",
  "quirks/split-or-floating-keyboard-split-ios9.json": "Split iPad keyboard: hide when it splits, then only ChangeFrame pairs.",
  "quirks/split-or-floating-keyboard-undocked-ios13.json": "Undocked iPad keyboard: only ChangeFrame pairs.",
  "clean/unusual-durations-ios12.json": "Durations 0.4, 0 and 0.35 besides 0.25.",
  "violations/availability-ios4-changeframe.json": "A WillChangeFrame on iOS 4.3, before the notification existed.",
  "violations/availability-islocal-ios8.json": "UIKeyboardIsLocalUserInfoKey on iOS 8.1.",
  "violations/availability-tvos.json": "Keyboard notifications on tvOS.",
  "violations/deprecated-key-synthetic.json": "A test double posting Bounds and the centre keys; one event with Bounds and no frame keys.",
  "violations/duplicate-key-frame-end.json": "A userInfo with UIKeyboardFrameEndUserInfoKey twice.",
  "violations/missing-key-synthetic.json": "A test double without FrameBegin, and a DidHide with no userInfo.",
  "warnings/notification-object-screen-before-16-1-ios15.json": "The UIScreen object on iOS 15, before iOS 16.1 sent it.",
  "warnings/notification-object-text-field.json": "A test double posting keyboard notifications with a UITextField object.",
  "violations/payload-type-synthetic.json": "Curve and IsLocal boxed as NSInteger (bridges), duration as NSString and FrameEnd as CGPoint (break).",
  "violations/payload-value-curve-123.json": "Animation curve 123.",
  "violations/payload-value-private-curve-7-out-of-range-ios6.json": "Curve 7 on iOS 6.1, before devices sent it.",
  "violations/rotation-pair-no-show.json": "A rotation whose hide is followed by a frame change instead of the show.",
  "violations/rotation-pair-rotation-delivered-twice-out-of-range-ios9.json": "A rotation pair delivered twice on iOS 9.0, outside iOS 8.3.",
  "warnings/sequence-incomplete-cut-off.json": "A capture cut off after WillHide.",
  "violations/sequence-order-missing-didshow.json": "A DidShow dropped mid-trace: one finding, with the insertion that repairs it.",
  "violations/sequence-order-repeated-hide-out-of-range-ios11.json": "A hide while hidden on iOS 11.4, before the repeated-hide quirk.",
  "violations/sequence-order-repeated-show-out-of-range-ios7.json": "A show while shown on iOS 7.1, before the repeated-show quirk.",
  "violations/sequence-order-several-will-change-frame-out-of-range-ios7.json": "Two WillChangeFrame before one DidChangeFrame on iOS 7.1.",
  "violations/sequence-order-show-without-changeframe-synthetic.json": "A test double posting Show/Hide without the ChangeFrame notifications.",
  "violations/sequence-order-split-or-floating-keyboard-out-of-range-phone.json": "Frame changes while hidden on a docked iPhone.",
  "violations/sequence-order-swapped.json": "A test double posting WillShow before WillChangeFrame: one finding, a swap (a capture that starts so is read as recording that began after the first WillChangeFrame).",
  "warnings/unknown-key-misspelt.json": "A misspelt key, UIKeyboardFrameHeightUserInfoKey.",
  "logs/lldb-po.log": "lldb `po notification` output: one event per block, the Mirror tree skipped.",
  "logs/nslog-bare-userinfo.log": "NSLog of bare userInfo dictionaries: named on their line, by the name line before them, or not at all.",
  "logs/nslog-concrete-sorted.log": "NSLog of NSConcreteNotification, keys sorted, values quoted, with an editing marker.",
  "logs/nslog-concrete-unquoted.log": "NSLog of NSConcreteNotification, unquoted values in hash order, braces on their own lines.",
  "logs/order-only.log": "Notification names only, with NSLog timestamps, across midnight, with a rotation.",
  "logs/swift-print.log": "Swift `print(notification)` lines with the UIScreen object (iOS 17).",
  "logs/swift-userinfo.log": "Swift `print(name)` then `print(userInfo!)` pairs, merged into one event each.",
  "logs/violation-cut-off.log": "A capture cut off inside a WillHide's dictionary: a located error; the WillHide keeps its place without its payload, the events before it are checked.",
  "logs/unified-log-category.log": "Unified-log prefixes with a `[Category]`, descriptions with their keys in another order, a `Name(_rawValue:)` name line.",
  "logs/comment-leaders.log": "A dump pasted into code comments: `//`, `///`, ` * ` and `#` leaders, notes after `;` and between entries, entries without braces, one payload without a name.",
  "logs/markdown-quote.log": "A GitHub issue quoting the paste: `>` quote marks, fences, backticks, a Swift dictionary pretty-printed by hand, names spelled `UIResponder.keyboard…Notification`.",
  "logs/lldb-objc.log": "An lldb session in an Objective-C frame: prompts and the commands they echo, `po` of a notification and of its userInfo.",
  "logs/viewer-line-numbers.log": "A viewer's line numbers around Swift's `print(notification)` wrapped over several lines.",
  "logs/escaped-json-string.log": "A notification's description inside a JSON string: escaped quotes and line breaks.",
  "logs/handler-names.log": "Handler names logged before each userInfo: `-[Class selector:]`, `selector:`, `name(_:)`, `NSNotification.Name(rawValue:)`.",
  "logs/react-native-metro.log": "React Native keyboard events as Metro prints them, translated into UIKit's keys by the spec's dialect.",
  "logs/react-native-object.log": "React Native keyboard events as a JavaScript console prints them (`Object {…}`, trailing commas).",
  "logs/swift2-bare-keys.log": "Swift 2 output: bare keys, `Optional(…)` and a tuple's `(…)` around the userInfo.",
  "logs/violation-broken-payload.log": "A payload broken by a new log entry between two good ones: a located error, the good ones checked, the broken one's notification kept in order.",
  "logs/violation-missing-didshow.log": "An NSLog capture with a DidShow missing: the finding points at the log's line.",
  "logs/violation-payload-synthetic.log": "A test double's payload printed by Swift: a duration `abc` and a curve of 123.",
}

root = os.path.join(os.path.dirname(__file__), "..")
golden = os.path.join(root, "Tests/KBCheckTests/Golden")
rows = []
for path in sorted(DESCRIPTIONS):
    text = open(os.path.join(golden, path + ".txt")).read()
    found = collections.Counter()
    for m in re.finditer(r": (error|warning|note): .*?\[([a-z-]+)\]$", text, re.M):
        quirk = re.search(r"quirk ([a-z0-9-]+)", m.group(0))
        label = f"{m.group(2)} {m.group(1)}" + (f" (`{quirk.group(1)}`)" if quirk else "")
        found[label] += 1
    summary = ", ".join(f"{k} ×{v}" if v > 1 else k for k, v in sorted(found.items())) or "none"
    rows.append(f"| [{path}]({path}) | {DESCRIPTIONS[path]} | {summary} |")

print("""# Example traces

Every example is a `keyboard-trace/1` file (see the main README). `kbcheck lint Traces/`
checks them all; `Tests/KBCheckTests/Golden/` holds the exact output for each, and the test
suite fails when it changes.

- `clean/`: what UIKit really sends; no error or warning (a device capture gets notes, such as
  one per deprecated key that devices still send).
- `quirks/`: one example per quirk of the default spec, named after the quirk's id; the
  quirk is reported as a note (`--strict` reports it at its rule's severity).
- `violations/`: each file starts with the id of the rule it breaks and has an error, so
  `kbcheck lint` exits 1; `*-<quirk>-out-of-range-*` files show a quirk's behaviour outside the
  OS versions or devices where it is known.
- `warnings/`: named the same way, for rules whose findings are warnings: `kbcheck lint` reports
  them and exits 0 (1 with `--fail-on warning`).
- `text-editing/`: traces for the second spec, `Specs/text-editing.json`: check them with
  `kbcheck lint --spec Specs/text-editing.json Traces/text-editing/` (the default spec reads
  their editing notifications as markers, and warns that no keyboard came with them).
- `logs/`: captured console logs in every form kbcheck reads, each with its hand-written
  `keyboard-trace/1` twin (`NAME.json`), which the importer must reproduce event for event.
  See [logs/README.md](logs/README.md) for the line of every event.

| file | what it shows | findings (rule severity, `quirk`) |
|---|---|---|""")
print("\n".join(rows))
