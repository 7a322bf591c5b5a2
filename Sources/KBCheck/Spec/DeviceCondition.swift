/// A condition on the device a trace was recorded on; an absent field matches any device.
struct DeviceCondition: Sendable, Equatable {
  /// Idioms that match (`phone`, `pad`), or nil for all.
  var idioms: [String]?
  /// Operating systems that match, or nil for all.
  var systems: [String]?
  /// Keyboard modes that match (`docked`, `split`, `undocked`), or nil for all.
  var keyboards: [String]?
  /// The first OS version that matches, inclusive.
  var minimumVersion: OSVersion?
  /// The first OS version that no longer matches, exclusive.
  var belowVersion: OSVersion?

  /// A condition every device meets.
  static let always = DeviceCondition()

  /// Creates a condition.
  init(
    idioms: [String]? = nil, systems: [String]? = nil, keyboards: [String]? = nil,
    minimumVersion: OSVersion? = nil, belowVersion: OSVersion? = nil
  ) {
    self.idioms = idioms
    self.systems = systems
    self.keyboards = keyboards
    self.minimumVersion = minimumVersion
    self.belowVersion = belowVersion
  }

  /// The condition in words (`pad, split or undocked keyboard, iOS 5.0 and later`), versions
  /// named after `os`, or nil when it holds everywhere.
  func summary(os: String) -> String? {
    var parts: [String] = []
    if let idioms { parts.append(idioms.joinedText(separator: " or ")) }
    if let systems { parts.append(systems.joinedText(separator: " or ")) }
    if let keyboards { parts.append(keyboards.joinedText(separator: " or ") + " keyboard") }
    switch (minimumVersion, belowVersion) {
    case (let low?, let high?): parts.append("\(os) \(low) up to (not including) \(high)")
    case (let low?, nil): parts.append("\(os) \(low) and later")
    case (nil, let high?): parts.append("before \(os) \(high)")
    case (nil, nil): break
    }
    return parts.isEmpty ? nil : parts.joinedText(separator: ", ")
  }
}
