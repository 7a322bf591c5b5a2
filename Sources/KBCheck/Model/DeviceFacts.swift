/// A value for each device fact that is a word (the idiom, the OS, the keyboard's mode), any of
/// them absent: the spec's word lists, or where a trace gives each word.
struct DeviceFacts<Value: Sendable>: Sendable {
  /// The idiom's value.
  var idiom: Value?
  /// The OS's value.
  var os: Value?
  /// The keyboard mode's value.
  var keyboard: Value?

  /// Whether no fact has a value.
  var isEmpty: Bool { idiom == nil && os == nil && keyboard == nil }

  /// The value of `fact`.
  subscript(fact: DeviceFact) -> Value? {
    get {
      switch fact {
      case .idiom: idiom
      case .os: os
      case .keyboard: keyboard
      }
    }
    set {
      switch fact {
      case .idiom: idiom = newValue
      case .os: os = newValue
      case .keyboard: keyboard = newValue
      }
    }
  }
}

extension DeviceFacts: Equatable where Value: Equatable {}

/// Where a trace gives each device fact that is a word, for errors about the word.
typealias DevicePositions = DeviceFacts<SourcePosition>
