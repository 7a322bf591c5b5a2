import KeyboardTraceFormat

/// A device fact a trace or the command line gives as a word: the idiom, the OS or the
/// keyboard's mode. A spec lists the words it knows for each (``DeviceWords``).
enum DeviceFact: CaseIterable, Sendable {
  /// The user-interface idiom (`phone`, `pad`).
  case idiom
  /// The operating system (`iOS`, `iPadOS`).
  case os
  /// The keyboard's mode (`docked`, `split`, `undocked`, `floating`).
  case keyboard

  /// The fact's field in a trace's `device` object and in a spec.
  var field: TraceField {
    switch self {
    case .idiom: .idiom
    case .os: .os
    case .keyboard: .keyboard
    }
  }

  /// The fact in messages (`idiom`, `OS`, `keyboard mode`).
  var noun: String {
    switch self {
    case .idiom: "idiom"
    case .os: "OS"
    case .keyboard: "keyboard mode"
    }
  }

  /// The fact's words in messages (`idioms`, `systems`, `keyboard modes`).
  var plural: String {
    switch self {
    case .idiom: "idioms"
    case .os: "systems"
    case .keyboard: "keyboard modes"
    }
  }

  /// The command-line option that gives the fact, if one does.
  var flag: String? {
    switch self {
    case .idiom: "--idiom"
    case .os: nil
    case .keyboard: "--keyboard"
    }
  }

  /// The fact's word in `device`, if it gives one.
  func word(in device: Device) -> String? {
    switch self {
    case .idiom: device.idiom
    case .os: device.os
    case .keyboard: device.keyboard
    }
  }

  /// Sets the fact's word in `device`.
  func set(_ word: String?, in device: inout Device) {
    switch self {
    case .idiom: device.idiom = word
    case .os: device.os = word
    case .keyboard: device.keyboard = word
    }
  }
}
