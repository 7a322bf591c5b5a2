/// What a spec needs to produce notifications as well as check them: the devices they come
/// from (screens and keyboard heights), the keys that carry the keyboard's frames, the values
/// devices put in the other keys, and how devices space the notifications in time.
///
/// A catalog lives beside its spec (`uikit-keyboard.devices.json` for `uikit-keyboard.json`);
/// every number in it names its source. A spec without one still checks traces; only
/// `kbcheck generate` needs it.
struct DeviceCatalog: Sendable {
  /// The keys that carry the keyboard's frame before and after each notification's animation.
  var frames: FrameKeys
  /// Values that do not depend on the keyboard's place, such as the animation's duration.
  var values: [FixedValue]
  /// The notifications posted when the animation has finished (`@did`), the rest at its start.
  var afterAnimation: [String]
  /// How devices space the notifications.
  var timing: Timing
  /// The marker a device's capture shows for each marker kind a scenario needs (`rotation`).
  var markers: [MarkerChoice]
  /// The devices, in the order `generate --list` names them.
  var devices: [DeviceModel]
  /// What reaches the screen of a keyboard shown with a hardware keyboard attached, in points.
  var hardwareKeyboard = HardwareKeyboard()
  /// Where a keyboard mode a scenario needs exists (a floating keyboard from iPadOS 13); a
  /// mode not listed exists wherever the spec's quirks allow it.
  var keyboardModes: [KeyboardMode] = []
  /// The modules a Swift snippet that posts a generated trace imports (`Foundation`, and the
  /// framework whose types the object and boxed values are).
  var swiftImports: [String] = ["Foundation"]

  /// The keys of the keyboard's begin and end frames.
  struct FrameKeys: Sendable {
    /// Where the keyboard was when the animation began.
    var begin: String
    /// Where the keyboard is when the animation ends.
    var end: String
  }

  /// A key's value on the devices the condition matches.
  struct FixedValue: Sendable {
    /// The userInfo key.
    var key: String
    /// The value, as a number or a boolean.
    var value: RawValue
    /// Where the value holds.
    var when: DeviceCondition
  }

  /// The spacing of notifications in time, in seconds.
  struct Timing: Sendable {
    /// Between two notifications posted together (the Will notifications of one animation).
    var apart: Double
    /// From the first notification of an animation to the first posted after it.
    var animation: Double
    /// Between two steps of a scenario (a show and the hide after it).
    var pause: Double
  }

  /// The parts of the software keyboard a hardware keyboard leaves on the screen.
  struct HardwareKeyboard: Sendable {
    /// An iPad's shortcuts bar: the part of the keyboard's frame on the screen.
    var shortcutsBar: Double?
    /// An iPhone field's input accessory view, which the keyboard's frame includes.
    var accessoryView: Double?
  }

  /// The marker to post for a kind of marker.
  /// Where a keyboard mode exists.
  struct KeyboardMode: Sendable {
    /// The mode, as a device condition names it (`floating`).
    var mode: String
    /// The devices that have it.
    var when: DeviceCondition
  }

  struct MarkerChoice: Sendable {
    /// The kind, as the spec's markers name it (`rotation`).
    var kind: String
    /// The marker's name.
    var name: String
  }

  /// The device with this id.
  func device(_ id: String) -> DeviceModel? {
    devices.first { $0.id == id }
  }

  /// The value `key` takes on `device`, if the catalog gives one.
  func value(of key: String, on device: DeviceProfile) -> RawValue? {
    values.first { $0.key == key && $0.when.surelyMatches(device) }?.value
  }
}
