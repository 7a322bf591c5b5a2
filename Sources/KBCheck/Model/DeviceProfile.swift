/// The device a trace is checked as: what the trace says, the spec's defaults where a
/// hand-written trace is silent, or, for a capture that does not say (a log never does), what
/// its payloads imply, with every other field unknown.
struct DeviceProfile: Sendable, Equatable {
  /// `phone` or `pad`, or nil when unknown.
  var idiom: String?
  /// The operating system.
  var os: String?
  /// The OS versions the trace may be from.
  var versions: VersionRange
  /// The screen bounds `[x, y, width, height]`, when known.
  var screen: [Double]?
  /// `docked`, `split` or `undocked`, or nil when unknown.
  var keyboard: String?
  /// What was inferred from the payloads, when anything was.
  var inference: DeviceInference.Result?

  /// The profile of a device the trace (with the spec's defaults) describes fully.
  init(_ device: Device) {
    idiom = device.idiom
    os = device.os
    versions = device.osVersion.map(VersionRange.exactly) ?? .any
    screen = device.screen
    keyboard = device.keyboard
  }
}

extension DeviceCondition {
  /// Whether the condition holds on some device the profile may be: an unknown field or a
  /// version range that overlaps the condition's may match. What a quirk or an alternative
  /// sequence allows is allowed wherever it may hold, so no error is guessed.
  func mayMatch(_ profile: DeviceProfile) -> Bool {
    if let idioms, let idiom = profile.idiom, !idioms.contains(idiom) { return false }
    if let systems, let os = profile.os, !systems.contains(os) { return false }
    if let keyboards, let keyboard = profile.keyboard, !keyboards.contains(keyboard) {
      return false
    }
    if let minimumVersion, !profile.versions.mayBeAtLeast(minimumVersion) { return false }
    if let belowVersion, !profile.versions.mayBeBelow(belowVersion) { return false }
    return true
  }

  /// Whether the condition holds on every device the profile may be: a requirement that holds
  /// only on some devices is checked only where it surely does.
  func surelyMatches(_ profile: DeviceProfile) -> Bool {
    if let idioms, !(profile.idiom.map(idioms.contains) ?? false) { return false }
    if let systems, !(profile.os.map(systems.contains) ?? false) { return false }
    if let keyboards, !(profile.keyboard.map(keyboards.contains) ?? false) { return false }
    if let minimumVersion, !profile.versions.isSurelyAtLeast(minimumVersion) { return false }
    if let belowVersion, !profile.versions.isSurelyBelow(belowVersion) { return false }
    return true
  }
}
