/// The field names of the `keyboard-trace/1` format, spelled here once for the recorder, for
/// kbcheck's two readers and for its writer.
package enum TraceField: CaseIterable, Sendable {
  /// The document's `format` string.
  case format
  /// Where the trace came from: `device`, `simulator`, `synthetic`, `log`, `react-native`.
  case source
  /// The device facts object.
  case device
  /// The notification names the recording listened for.
  case observed
  /// The events, in delivery order.
  case events
  /// The device's idiom (`phone`, `pad`).
  case idiom
  /// The operating system's name.
  case os
  /// The operating system's version.
  case osVersion
  /// The screen's bounds, `[x, y, width, height]`.
  case screen
  /// The keyboard's mode (`docked`, `split`, `undocked`).
  case keyboard
  /// An event's notification name.
  case name
  /// An event's time in seconds.
  case time
  /// An event's notification `object`.
  case object
  /// An event's userInfo object.
  case userInfo
  /// Whether an event's userInfo was printed only in part.
  case userInfoPartial
  /// The author's text that parts a pasted log's excerpts, before an event's (or `true`).
  case excerptStart
  /// A typed value's type name.
  case type
  /// A typed value's value.
  case value

  /// The fields of the document itself.
  package static let document: [TraceField] = [.format, .source, .device, .observed, .events]
  /// The fields of the device object.
  package static let deviceFacts: [TraceField] = [.idiom, .os, .osVersion, .screen, .keyboard]
  /// The fields of an event.
  package static let event: [TraceField] = [
    .name, .time, .object, .userInfo, .userInfoPartial, .excerptStart,
  ]

  /// The field's name as a document spells it, for comparing bytes without making a string.
  package var spelling: StaticString {
    switch self {
    case .format: "format"
    case .source: "source"
    case .device: "device"
    case .observed: "observed"
    case .events: "events"
    case .idiom: "idiom"
    case .os: "os"
    case .osVersion: "osVersion"
    case .screen: "screen"
    case .keyboard: "keyboard"
    case .name: "name"
    case .time: "time"
    case .object: "object"
    case .userInfo: "userInfo"
    case .userInfoPartial: "userInfoPartial"
    case .excerptStart: "excerptStart"
    case .type: "type"
    case .value: "value"
    }
  }

  /// The field's name as a string.
  package var text: String { spelling.description }

  /// The field a document's key names, if any.
  package init?(_ key: String) {
    // Compared with the spellings' bytes: making a string of each spelling to compare cost
    // every trace's document about 5,600 instructions.
    guard
      let field = Self.allCases.first(where: { field in
        field.spelling.withUTF8Buffer { key.utf8.elementsEqual($0) }
      })
    else { return nil }
    self = field
  }
}
