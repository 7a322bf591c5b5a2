import KeyboardTraceFormat

/// Produces the notifications UIKit posts for a scenario on a device: names in the order the
/// spec's sequences give them, payloads with the spec's keys and types for the OS version,
/// frames from the device's screen and keyboard, times as devices space them.
///
/// What it produces is checked with the same spec before it is returned: a trace the spec
/// would flag (beyond the quirks asked for and the one the scenario is) is an error, never an
/// output.
public struct TraceGenerator: Sendable {
  /// The spec whose sequences and keys the trace follows, and that checks it.
  let spec: CompiledSpec
  /// The devices, frame keys, values and timing.
  let catalog: DeviceCatalog
  /// Where the catalog was read from, for errors.
  let catalogPath: String

  /// A generator following the spec at `specPath` (nil: the built-in one) with the device
  /// catalog at `devicesPath` (nil: the spec's own, see ``DeviceCatalogLoader``).
  public init(specPath: String? = nil, devicesPath: String? = nil) throws(KBCheckError) {
    let (spec, name, files) = try SpecLoader.decodeWithFiles(path: specPath)
    // No file read: the built-in spec, by default or by its name.
    let loaded = try DeviceCatalogLoader.load(
      devicesPath: devicesPath, specPath: specPath, builtIn: files.isEmpty, spec: spec)
    self.init(
      spec: try SpecLoader.compile(spec, name: name), catalog: loaded.catalog,
      catalogPath: loaded.path)
  }

  /// A generator over a compiled spec and its catalog.
  init(spec: CompiledSpec, catalog: DeviceCatalog, catalogPath: String) {
    self.spec = spec
    self.catalog = catalog
    self.catalogPath = catalogPath
  }

  /// The ids of the catalog's devices.
  public var deviceIDs: [String] { catalog.devices.map(\.id) }

  /// What to generate.
  public struct Request: Sendable, Equatable {
    /// The scenario.
    public var scenario: Scenario
    /// The device's id in the catalog (`iphone-15`).
    public var device: String
    /// The OS version (`17.4`); nil: the spec's default version where the device runs it,
    /// else the device's first.
    public var osVersion: String?
    /// Quirks to produce, by id.
    public var quirks: [String]

    /// Creates a request.
    public init(scenario: Scenario, device: String, osVersion: String? = nil, quirks: [String] = [])
    {
      self.scenario = scenario
      self.device = device
      self.osVersion = osVersion
      self.quirks = quirks
    }
  }

  /// The trace UIKit would post for `request`, checked against the spec.
  public func generate(_ request: Request) throws(KBCheckError) -> RecordedTrace {
    let device = try device(request.device)
    let version = try version(request.osVersion, on: device)
    guard let keyboard = device.keyboard(on: version) else {
      throw .usage(
        "the device catalog gives no keyboard heights for \(device.name) on \(device.os) "
          + "\(version.text)")
    }
    let (variant, profile) = try variant(of: request.scenario, device: device, version: version)
    let implied = (variant.quirk.map { [$0] } ?? []) + variant.companions
    let quirks = try quirks(request.quirks + implied, on: profile, device: device, version: version)
    var writer = GenerationWriter(
      spec: spec.spec, catalog: catalog, device: device, profile: profile, keyboard: keyboard,
      quirks: quirks)
    try writer.write(variant, rotation: rotationCheck)
    let missing = quirks.subtracting(writer.producedQuirks).subtracting(implied)
    if let quirk = missing.sorted().first {
      throw .usage(
        "the quirk \(quirk) does not occur in the \(request.scenario.rawValue) scenario; "
          + "`kbcheck explain \(quirk)` says where it does")
    }
    let trace = writer.trace(version: version)
    try verify(trace, quirks: quirks)
    return trace
  }

  /// The spec's rotation check, if a rule runs one.
  private var rotationCheck: RotationCheck? {
    for rule in spec.spec.rules {
      if case .rotation(let check) = rule.check { return check }
    }
    return nil
  }

  private func device(_ id: String) throws(KBCheckError) -> DeviceModel {
    guard let device = catalog.device(id) else {
      throw .usage(
        "no device \(MessageText.quoted(id)) in the device catalog; devices: "
          + catalog.devices.map(\.id).joinedText(separator: ", "))
    }
    return device
  }

  private func version(_ text: String?, on device: DeviceModel) throws(KBCheckError) -> OSVersion {
    guard let text else {
      if let preferred = spec.spec.defaults.osVersion, device.runs(preferred) { return preferred }
      return device.firstVersion
    }
    guard let version = OSVersion(text) else {
      throw .usage("--os-version must be a version like 17.4, found \(MessageText.quoted(text))")
    }
    guard device.runs(version) else {
      throw .usage(
        "\(device.name) runs \(device.versionsText); --os-version \(text) is not among them")
    }
    return version
  }

  /// The first way the scenario plays out on the device: a plain one, or one whose quirk
  /// holds there.
  /// The device as the checks see it has the variant's keyboard mode (docked unless it says).
  private func variant(of scenario: Scenario, device: DeviceModel, version: OSVersion)
    throws(KBCheckError) -> (ScenarioVariant, DeviceProfile)
  {
    var conditions: [String] = []
    for variant in scenario.variants {
      let profile = device.profile(version: version, keyboard: variant.keyboard)
      if let mode = catalog.keyboardModes.first(where: { $0.mode == variant.keyboard }),
        !mode.when.surelyMatches(profile)
      {
        throw .usage(
          "the \(scenario.rawValue) scenario needs a \(mode.mode) keyboard, which the device "
            + "catalog's \"keyboardModes\" gives on \(mode.when.summary(os: device.os) ?? "no device"), "
            + "not on \(device.name) with \(device.os) \(version.text)")
      }
      guard let id = variant.quirk else { return (variant, profile) }
      guard let quirk = spec.spec.quirks.first(where: { $0.id == id }) else {
        conditions.append("\(id) (not in the spec)")
        continue
      }
      if quirk.when.surelyMatches(profile) { return (variant, profile) }
      conditions.append("\(id) (\(quirk.when.summary(os: spec.spec.osName) ?? "nowhere"))")
    }
    throw .usage(
      "the \(scenario.rawValue) scenario is what the spec documents as "
        + conditions.joinedText(separator: " or ")
        + ", which does not occur on \(device.name) with "
        + "\(device.os) \(version.text)")
  }

  private func quirks(
    _ ids: [String], on profile: DeviceProfile, device: DeviceModel, version: OSVersion
  ) throws(KBCheckError) -> Set<String> {
    for id in ids {
      guard let quirk = spec.spec.quirks.first(where: { $0.id == id }) else {
        throw .usage(
          "no quirk \(MessageText.quoted(id)) in the spec; `kbcheck rules` lists the quirks")
      }
      guard quirk.when.surelyMatches(profile) else {
        let condition = quirk.when.summary(os: spec.spec.osName) ?? "elsewhere"
        throw .usage(
          "the quirk \(id) does not occur on \(device.name) with \(device.os) \(version.text): "
            + "it occurs \(condition)")
      }
    }
    return Set(ids)
  }

  /// Checks the trace with the spec; anything but the asked quirks' notes is an error.
  private func verify(_ trace: RecordedTrace, quirks: Set<String>) throws(KBCheckError) {
    let report = KeyboardTraceCheck(spec: spec).check(trace, name: "generated trace")
    let unexpected = report.findings.filter { finding in
      !(finding.severity == .info && finding.quirk.map(quirks.contains) == true)
    }
    if let error = report.error ?? report.problems.first {
      throw .invalid(.deviceCatalog, path: catalogPath, error)
    }
    if let finding = unexpected.first {
      let event = finding.event.map { " at event \($0 + 1)" } ?? ""
      throw .invalid(
        .deviceCatalog, path: catalogPath,
        InputError(
          "the trace generated from it fails its own spec\(event) (\(finding.ruleId)): "
            + "\(finding.message)", at: nil))
    }
  }
}
