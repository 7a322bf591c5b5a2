/// A device a trace can be generated for: its screen, the OS versions it runs and the heights
/// of its docked keyboard.
struct DeviceModel: Sendable {
  /// The id `--device` takes (`iphone-15`).
  var id: String
  /// The name people know it by (`iPhone 15`).
  var name: String
  /// `phone` or `pad`.
  var idiom: String
  /// The operating system (`iOS`).
  var os: String
  /// The first version the catalog describes it on (the first it ran, or the first its
  /// keyboard heights have a source for).
  var firstVersion: OSVersion
  /// The first version it does not run, if any.
  var versionsBelow: OSVersion?
  /// The screen's width in points, in portrait.
  var width: Double
  /// The screen's height in points, in portrait.
  var height: Double
  /// The docked keyboard's heights, each with the versions it holds on; the first that holds
  /// is used.
  var keyboards: [KeyboardHeights]

  /// The heights of the docked keyboard on some OS versions.
  struct KeyboardHeights: Sendable {
    /// Where these heights hold.
    var when: DeviceCondition
    /// The height in portrait.
    var portrait: Double
    /// The height in landscape, where a source gives it.
    var landscape: Double?
    /// The portrait and landscape heights after a resize (the QuickType bar hidden), with
    /// what changed, if known.
    var resized: Resize?
  }

  /// A keyboard's height after it changed size while up.
  struct Resize: Sendable {
    /// The new portrait height.
    var portrait: Double
    /// The new landscape height, where a source gives it.
    var landscape: Double?
    /// What changed, in words (`the QuickType bar hidden`).
    var what: String
  }

  /// Whether the device runs `version`.
  func runs(_ version: OSVersion) -> Bool {
    version >= firstVersion && versionsBelow.map { version < $0 } ?? true
  }

  /// The versions it runs, in words (`iOS 17.0 and later`).
  var versionsText: String {
    guard let versionsBelow else { return "\(os) \(firstVersion.text) and later" }
    return "\(os) \(firstVersion.text) up to (not including) \(versionsBelow.text)"
  }

  /// The device as the checks see it, on `version` with its keyboard `keyboard` (`docked`,
  /// `undocked`, …).
  func profile(version: OSVersion, keyboard: String = "docked") -> DeviceProfile {
    DeviceProfile(
      Device(
        idiom: idiom, os: os, osVersion: version, screen: [0, 0, width, height],
        keyboard: keyboard))
  }

  /// The keyboard heights on `version`.
  func keyboard(on version: OSVersion) -> KeyboardHeights? {
    let device = profile(version: version)  // heights are the docked keyboard's
    return keyboards.first { $0.when.surelyMatches(device) }
  }
}
