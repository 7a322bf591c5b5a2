/// A declarative specification of keyboard notifications: everything the engine enforces.
///
/// The engine knows no notification or key name; it reads them all from a spec. The default
/// spec is `Specs/uikit-keyboard.json`, built into the binary as ``BuiltInSpec``.
struct Spec: Sendable {
  /// The spec's name, such as `uikit-keyboard`.
  var name: String
  /// The spec's own version.
  var version: String
  /// What the spec describes.
  var description: String
  /// What posts the notifications, as messages name it (`UIKit`; "the system" when the spec
  /// does not say).
  var postedBy: String
  /// What the states are the states of, as messages name it (`keyboard`: "keyboard hidden";
  /// "state" when the spec does not say).
  var subject = "state"
  /// Device facts assumed when a trace does not give them (the current OS, a phone, docked).
  var defaults: Device
  /// The keyboard states, such as `hidden` and `shown`.
  var states: [String]
  /// The state every trace starts in.
  var initialState: String
  /// Where `initialState` is written, for errors.
  var initialStatePosition: SourcePosition
  /// The states a device or simulator capture may start in (recording begins at any moment);
  /// a synthetic trace always starts in `initialState`.
  var captureStartStates: [String]
  /// Whether a capture may also start inside a sequence (recording began after its first
  /// notifications): reported by the `sequence-end` check, never an order violation.
  var captureStartsInsideSequences = false
  /// The systems whose version numbers are the spec's (`iOS`, `iPadOS`): on another system a
  /// trace's version says nothing about the spec's version ranges. Empty: every system.
  var versionedSystems: [String] = []
  /// The idioms whose keyboard may be docked, split, undocked or floating: a trace from one
  /// that does not say its keyboard is checked with the keyboard unknown, not the default.
  var keyboardVariesOn: [String] = []
  /// How a sequence's frames tell the keyboard's mode where the trace does not say it.
  var keyboardModeFrames: KeyboardModeFrames?
  /// The notifications that take part in ordering and carry payloads.
  var notifications: [NotificationSpec]
  /// Other events with a meaning, such as rotation or editing markers.
  var markers: [MarkerSpec]
  /// The userInfo keys.
  var keys: [KeySpec]
  /// Named patterns that sequences and other patterns refer to.
  var patterns: [NamedPattern]
  /// The sequences a trace is made of, each moving the keyboard between states.
  var sequences: [SequenceSpec]
  /// Documented deviations real devices produce.
  var quirks: [QuirkSpec]
  /// The rules, each binding one kind of check to an id and a severity.
  var rules: [RuleSpec]
  /// Named lists of notification names (`@will` in name lists).
  var groups: [String: [String]] = [:]
  /// Whether this is the built-in spec as kbcheck carries it, whose examples and automaton
  /// the test suite decodes and compiles: loading it leaves both for when they are asked for.
  var checkedAtBuildTime = false
  /// The specs this one extends, nearest first (`team.json`, `uikit-keyboard 1.0.0`).
  var bases: [String] = []
  /// What this spec changed in the one it extends, in words (`payload-value: error → warning`).
  var changes: [String] = []
  /// Other ways of printing a payload that the spec translates into its keys (React Native's
  /// keyboard events), for the log importer.
  var dialects: [PayloadDialect] = []
  /// What a trace that does not say its device implies about it.
  var inference = InferenceSpec()
  /// The words the spec knows for a device's idiom, OS and keyboard mode, with other spellings
  /// of each; a trace's and the command line's are read as these.
  var deviceWords = DeviceWords()

  /// The name of the OS the spec's versions count in (its default device's, `iOS`).
  var osName: String { defaults.os ?? "the OS" }
}

/// A notification the spec knows.
struct NotificationSpec: Sendable {
  /// The notification's name as a log prints it.
  var name: String
  /// The first OS version that posts it.
  var since: OSVersion?
  /// Operating systems where the notification does not exist (`tvOS`).
  var prohibitedOn: [String]
  /// What the notification's `object` must be, when the spec says: one domain per range of
  /// devices (`nil` before iOS 16.1, the `UIScreen` from it), the first that applies decides.
  var objects: [ObjectDomain] = []
  /// Where the notification is declared in the spec.
  var position: SourcePosition
  /// Other spellings of the name a log may print (`UIResponder.keyboardWillShowNotification`),
  /// read as the name itself.
  var aliases: [String] = []
  /// Names of handlers and events apps log instead of the name (`keyboardWillShow`): read as
  /// the name, with a note saying so.
  var handlerNames: [String] = []
  /// Where the notification's facts come from (a documentation page, a capture).
  var source: String?
}

/// A non-keyboard event that rules give a meaning to.
struct MarkerSpec: Sendable {
  /// The event's name.
  var name: String
  /// What it marks, such as `rotation`.
  var kind: String
  /// Where the fact that it marks this comes from (a documentation page, a public capture).
  var source: String?
  /// Where the marker is declared.
  var position: SourcePosition
}

/// A userInfo key: its type, where it appears, its history.
struct KeySpec: Sendable {
  /// The key as it appears in userInfo.
  var name: String
  /// The value's documented type.
  var type: ValueType
  /// The first OS version that sends the key.
  var since: OSVersion?
  /// Notifications that must carry the key (from `since` on).
  var requiredIn: Set<String>
  /// Notifications that may carry the key.
  var optionalIn: Set<String>
  /// Deprecation, when the key is deprecated.
  var deprecation: Deprecation?
  /// A private key real devices send: recognised, never unknown.
  var isPrivate: Bool
  /// The documented values, when the spec restricts them.
  var domain: ValueDomain?
  /// Quirks that explain how devices use this key (documentation).
  var quirks: [String]
  /// Where the key is declared.
  var position: SourcePosition
  /// Where the key's facts come from (a documentation page, a capture).
  var source: String?
}

/// When a key was deprecated and what replaces it.
struct Deprecation: Sendable {
  /// The OS version that deprecated the key.
  var since: OSVersion?
  /// The keys that replace it; a payload with none of them relies on the deprecated key.
  var replacedBy: [String]
}

/// The values a key (or a notification's object) may take.
struct ValueDomain: Sendable {
  /// The documented values, when they are a list.
  var allowed: [RawValue]?
  /// The smallest documented value.
  var minimum: Double?
  /// Whether the value must be finite (a number; every coordinate of a rectangle or point).
  var finite: Bool
  /// Whether a rectangle must have a positive width and height.
  var nonEmpty = false
  /// Values outside the documented ones that a quirk explains.
  var quirkValues: [QuirkValues]
  /// Kinds of problem that a quirk explains (`{"not-finite": "odd-frames"}`).
  var quirkProblems: [DomainProblem: String] = [:]
}

/// What can be wrong with a value besides not being among the documented ones.
enum DomainProblem: String, Sendable, CaseIterable {
  /// A number or a coordinate that is infinite or NaN (CGRectNull is `{{inf, inf}, {0, 0}}`).
  case notFinite = "not-finite"
  /// A rectangle without area.
  case empty
  /// A number below the domain's minimum.
  case belowMinimum = "below-minimum"
}

/// Values a quirk explains.
struct QuirkValues: Sendable {
  /// The values.
  var values: [RawValue]
  /// The quirk's id.
  var quirk: String
}

/// A pattern with a name.
struct NamedPattern: Sendable {
  /// The name other patterns use in `{"ref": name}`.
  var name: String
  /// The pattern.
  var pattern: Pattern
  /// Where it is declared.
  var position: SourcePosition
}

/// A sequence of notifications that moves the keyboard from one state to another.
struct SequenceSpec: Sendable {
  /// The sequence's id, used in messages (`show sequence`).
  var id: String
  /// What it does (`show`, `hide`, `frame-change`), which rotation rules refer to.
  var kind: String
  /// The notifications, in order.
  var pattern: Pattern
  /// The state the keyboard must be in when the sequence starts.
  var from: String
  /// The state the keyboard is in after it.
  var to: String
  /// The devices the sequence applies to.
  var when: DeviceCondition
  /// The quirk that explains the whole sequence, when it is a deviation.
  var quirk: String?
  /// What the sequence is and when UIKit sends it, for people.
  var description: String
  /// Where it is declared.
  var position: SourcePosition
}

/// A named, documented deviation that real devices produce.
struct QuirkSpec: Sendable {
  /// The quirk's id, shown with every finding it explains.
  var id: String
  /// What happens, in a phrase used in messages.
  var message: String
  /// Why it happens, in a sentence.
  var explanation: String
  /// Where it is documented (bug reports, docs).
  var references: [String]
  /// The devices and OS range where it is known.
  var when: DeviceCondition
  /// Whether every device in that range behaves so (curve 7 from iOS 7): then it is part of
  /// the contract there, accepted without a finding (shown with `--verbose`) and never made
  /// an error by `--strict`.
  var everyDevice = false
  /// Example traces.
  var examples: QuirkExamples?
  /// Where it is declared.
  var position: SourcePosition
}

/// A rule: a kind of check with an id, a severity and the words users read.
struct RuleSpec: Sendable {
  /// The stable id users put in configs (`sequence-order`).
  var id: String
  /// The kind of check the engine runs for it, with the kind's options.
  var check: Check
  /// The severity of its findings.
  var severity: Severity
  /// The severity of its findings on traces from a particular source, where it differs
  /// (`{"synthetic": "error"}`: nothing cut a test double's trace off).
  var severityBySource: [TraceSource: Severity] = [:]
  /// One line: what the rule checks.
  var summary: String
  /// Why it matters.
  var rationale: String
  /// The facts the rule rests on, for `kbcheck explain`.
  var facts: [String] = []
  /// A passing and a failing example trace.
  var examples: RuleExamples?
  /// Where it is declared.
  var position: SourcePosition
}

/// Example traces for a rule: one it accepts, one it reports.
struct RuleExamples: Sendable {
  /// The example trace in `Traces/` they were drawn from.
  var source: String?
  /// A trace with no finding of the rule.
  var passing: SpecExample?
  /// A trace with a finding of the rule.
  var failing: SpecExample?
}

/// Example traces for a quirk: one it explains, and the same deviation where it does not apply.
struct QuirkExamples: Sendable {
  /// A trace whose deviation the quirk explains (a note), or that documents legal behaviour.
  var explained: SpecExample?
  /// The deviation outside the quirk's devices or OS range (reported at the rule's severity).
  var outside: SpecExample?
}
