/// What `kbcheck generate --list` prints: the scenarios, the devices with the versions they
/// run, and the quirks that can be asked for.
enum GenerationListing {
  /// The listing for a spec and its catalog.
  static func render(spec: Spec, catalog: DeviceCatalog) -> String {
    var lines = ["SCENARIOS:"]
    let scenarioWidth = Scenario.allCases.map(\.rawValue.count).max() ?? 0
    for scenario in Scenario.allCases {
      lines.append("  \(scenario.rawValue.padded(to: scenarioWidth))  \(scenario.summary)")
    }
    lines += ["", "DEVICES (--device):"]
    let deviceWidth = catalog.devices.map(\.id.count).max() ?? 0
    for device in catalog.devices {
      let size = "\(ValueReader.format(device.width))x\(ValueReader.format(device.height)) pt"
      lines.append(
        "  \(device.id.padded(to: deviceWidth))  \(device.name), \(device.idiom), \(size), "
          + device.versionsText)
    }
    lines += ["", "QUIRKS (--quirk):"]
    let quirkWidth = spec.quirks.map(\.id.count).max() ?? 0
    for quirk in spec.quirks where producible(quirk.id, in: spec) {
      let condition = quirk.when.summary(os: spec.osName).map { " (\($0))" } ?? ""
      lines.append("  \(quirk.id.padded(to: quirkWidth))  \(quirk.message)\(condition)")
    }
    return lines.joinedText(separator: "\n") + "\n"
  }

  /// Whether some scenario can produce the quirk: a part of a sequence's pattern, a whole
  /// sequence, or a rotation's repeated pair.
  static func producible(_ id: String, in spec: Spec) -> Bool {
    if spec.sequences.contains(where: { $0.quirk == id }) { return true }
    for rule in spec.rules {
      if case .rotation(let check) = rule.check, check.repeatQuirk == id { return true }
    }
    let patterns = spec.patterns.map(\.pattern) + spec.sequences.map(\.pattern)
    return patterns.contains { $0.quirkIDs.contains(id) }
  }
}
