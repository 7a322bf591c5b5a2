/// The OS versions a trace may have been recorded on: one version when the trace or the
/// command line says it, or the range its payloads imply when it does not (a log never says).
struct VersionRange: Sendable, Equatable, CustomStringConvertible {
  /// The lowest version in the range (inclusive), or nil when nothing bounds it below.
  var lowest: OSVersion?
  /// The first version past the range (exclusive), or nil when nothing bounds it above.
  var below: OSVersion?

  /// Every version.
  static let any = VersionRange(lowest: nil, below: nil)

  /// Creates a range.
  init(lowest: OSVersion?, below: OSVersion?) {
    self.lowest = lowest
    self.below = below
  }

  /// The range that holds `version` alone.
  static func exactly(_ version: OSVersion) -> VersionRange {
    VersionRange(lowest: version, below: version.successor)
  }

  /// The single version, when the range holds one.
  var exact: OSVersion? {
    guard let lowest, let below, below == lowest.successor else { return nil }
    return lowest
  }

  /// Whether no version lies in the range (contradicting evidence).
  var isEmpty: Bool {
    guard let lowest, let below else { return false }
    return lowest >= below
  }

  /// Whether every version in the range is at least `version`.
  func isSurelyAtLeast(_ version: OSVersion) -> Bool {
    guard let lowest else { return false }
    return lowest >= version
  }

  /// Whether some version in the range is at least `version`.
  func mayBeAtLeast(_ version: OSVersion) -> Bool {
    guard let below else { return true }
    return below > version
  }

  /// Whether every version in the range is below `version`.
  func isSurelyBelow(_ version: OSVersion) -> Bool {
    guard let below else { return false }
    return below <= version
  }

  /// Whether some version in the range is below `version`.
  func mayBeBelow(_ version: OSVersion) -> Bool {
    guard let lowest else { return true }
    return lowest < version
  }

  /// `17.4`, `7.0 or later`, `before 9.0`, `7.0 to 8.x`, `7.0 up to (not including) 16.1`, or
  /// `any version`.
  var description: String {
    if let exact { return exact.text }
    switch (lowest, below) {
    case (let low?, let high?):
      let whole = high.components.count == 1 && high.components[0] > 0
      return whole
        ? "\(low) to \(high.components[0] - 1).x" : "\(low) up to (not including) \(high)"
    case (let low?, nil): return "\(low) or later"
    case (nil, let high?): return "before \(high)"
    case (nil, nil): return "any version"
    }
  }
}
