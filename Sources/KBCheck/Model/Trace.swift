/// Where a trace came from, which decides how strictly some payload rules read it.
enum TraceSource: String, Sendable, CaseIterable {
  /// Recorded on a real device.
  case device
  /// Recorded in the simulator.
  case simulator
  /// Posted by a test double or helper, not by UIKit.
  case synthetic
  /// Captured as React Native keyboard events, which the native module builds from UIKit's
  /// userInfo (read into the spec's keys by the log importer).
  case reactNative = "react-native"

  /// Whether UIKit itself produced the notifications (a device or simulator capture).
  var isCaptured: Bool { self != .synthetic }

  /// Whether payload values are the Objective-C objects UIKit posted, whose types say
  /// something (React Native's are JavaScript values made from them).
  var hasObjectiveCTypes: Bool { self != .reactNative }
}

/// A loaded trace: the device, the events in order, and what the app observed.
struct Trace: Sendable {
  /// Where the trace says it came from, if it says.
  var source: TraceSource?
  /// Where the trace came from: a device unless it says otherwise.
  var origin: TraceSource { source ?? .device }
  /// The device the trace was recorded on.
  var device: Device
  /// Where the trace gives each device fact that is a word, for errors about the word.
  var devicePositions = DevicePositions()
  /// The notification names the app was subscribed to, or nil when it observed every one.
  var observed: Set<String>?
  /// Where the trace gives `observed`, for errors about its names.
  var observedPosition: SourcePosition?
  /// The events, in the order they were delivered.
  var events: [TraceEvent]
  /// Where a pasted log joins excerpts with the author's text between them, in event order.
  var excerptBreaks: [ExcerptBreak] = []
  /// Top-level fields this version does not know, kept so conversion loses nothing.
  var extensions: [JSONMember] = []

  /// Creates a trace.
  init(
    source: TraceSource? = nil, device: Device = Device(), observed: Set<String>? = nil,
    events: [TraceEvent]
  ) {
    self.source = source
    self.device = device
    self.observed = observed
    self.events = events
  }
}
