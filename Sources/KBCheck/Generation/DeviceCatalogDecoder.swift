/// Reads a device catalog (`kbcheck-devices/1`) from its JSON for a spec, with located
/// errors: every key and marker it names must be the spec's, every device id unique.
struct DeviceCatalogDecoder {
  /// The `format` string of a catalog file.
  static let formatName = "kbcheck-devices/1"

  /// The spec's groups, for `afterAnimation` (`@did`), and its readers of conditions.
  private let parts: SpecPartsReader
  /// The spec's keys.
  private let keys: Set<String>
  /// The spec's markers.
  private let markers: Set<String>

  /// A decoder of catalogs for `spec`.
  init(spec: Spec) {
    parts = SpecPartsReader(groups: spec.groups)
    keys = Set(spec.keys.map(\.name))
    markers = Set(spec.markers.map(\.name))
  }

  /// Decodes the catalog in `bytes`.
  func decode(_ bytes: [UInt8]) throws(InputError) -> DeviceCatalog {
    let document = try JSONParser.parse(bytes)
    let root = try ObjectReader(document, what: "a device catalog")
    try root.requireFormat(Self.formatName, kind: "device catalog")
    try root.rejectUnknown(
      [
        "format", "spec", "description", "source", "frames", "values", "afterAnimation", "timing",
        "markers", "devices", "swiftImports", "hardwareKeyboard", "keyboardModes",
      ], "key in a device catalog")
    guard let framesValue = root.member("frames") else {
      throw InputError(
        "a device catalog needs \"frames\": the keys of the keyboard's begin and end frames",
        at: document.position)
    }
    let frames = try ObjectReader(framesValue, what: "\"frames\"")
    try frames.rejectUnknown(["begin", "end", "source"], "key in \"frames\"")
    var catalog = DeviceCatalog(
      frames: DeviceCatalog.FrameKeys(begin: try key(frames, "begin"), end: try key(frames, "end")),
      values: try parts.list(root, "values", fixedValue),
      afterAnimation: try parts.names(root, "afterAnimation"),
      timing: try timing(root.member("timing"), in: document),
      markers: try parts.list(root, "markers") { value throws(InputError) in
        let object = try ObjectReader(value, what: "a marker choice")
        try object.rejectUnknown(["kind", "name", "source"], "key in a marker choice")
        let name = try object.requiredString("name")
        guard markers.contains(name.value) else {
          throw InputError(
            "names the marker \(MessageText.quoted(name.value)), which the spec does not know",
            at: name.position)
        }
        return DeviceCatalog.MarkerChoice(
          kind: try object.requiredString("kind").value, name: name.value)
      },
      devices: try devices(root))
    if let value = root.member("hardwareKeyboard") {
      let object = try ObjectReader(value, what: "\"hardwareKeyboard\"")
      try object.rejectUnknown(
        ["shortcutsBar", "accessoryView", "source"], "key in \"hardwareKeyboard\"")
      catalog.hardwareKeyboard = DeviceCatalog.HardwareKeyboard(
        shortcutsBar: try parts.points(object, "shortcutsBar"),
        accessoryView: try parts.points(object, "accessoryView"))
    }
    catalog.keyboardModes = try parts.list(root, "keyboardModes") { value throws(InputError) in
      let object = try ObjectReader(value, what: "a keyboard mode")
      try object.rejectUnknown(["mode", "when", "source"], "key in a keyboard mode")
      return DeviceCatalog.KeyboardMode(
        mode: try object.requiredString("mode").value,
        when: try parts.condition(object.member("when")))
    }
    if root.member("swiftImports") != nil {
      catalog.swiftImports = try parts.strings(root, "swiftImports")
    }
    return catalog
  }

  /// The string at `field`, which must name one of the spec's keys.
  private func key(_ object: ObjectReader, _ field: String) throws(InputError) -> String {
    let name = try object.requiredString(field)
    guard keys.contains(name.value) else {
      throw InputError(
        "names the key \(MessageText.quoted(name.value)), which the spec does not know",
        at: name.position)
    }
    return name.value
  }

  /// The devices, each id once.
  private func devices(_ root: ObjectReader) throws(InputError) -> [DeviceModel] {
    var seen: Set<String> = []
    return try parts.list(root, "devices") { value throws(InputError) in
      let device = try device(value)
      guard seen.insert(device.id).inserted else {
        throw InputError(
          "names the device \(MessageText.quoted(device.id)) twice", at: value.position)
      }
      return device
    }
  }

  private func fixedValue(_ value: JSONValue) throws(InputError) -> DeviceCatalog.FixedValue {
    let object = try ObjectReader(value, what: "a value")
    try object.rejectUnknown(["key", "value", "when", "source"], "key in a value")
    guard let raw = object.member("value") else {
      throw InputError("a value needs \"value\"", at: value.position)
    }
    let converted: RawValue
    switch raw.kind {
    case .bool(let flag): converted = .bool(flag)
    case .number(let number, let isInteger): converted = .number(number, isInteger: isInteger)
    default:
      throw InputError(
        "\"value\" must be a number or a boolean, found \(raw.kindDescription)", at: raw.position)
    }
    return DeviceCatalog.FixedValue(
      key: try key(object, "key"), value: converted,
      when: try parts.condition(object.member("when")))
  }

  /// The catalog's `timing`, which `document` must have.
  private func timing(_ value: JSONValue?, in document: JSONValue) throws(InputError)
    -> DeviceCatalog.Timing
  {
    guard let value else {
      throw InputError(
        "a device catalog needs \"timing\": \"apart\", \"animation\" and \"pause\" in seconds",
        at: document.position)
    }
    let object = try ObjectReader(value, what: "\"timing\"")
    try object.rejectUnknown(["apart", "animation", "pause", "source"], "key in \"timing\"")
    func seconds(_ key: String) throws(InputError) -> Double {
      guard let amount = try parts.amount(object, key, unit: "seconds") else {
        throw InputError("\"timing\" needs \"\(key)\", in seconds", at: value.position)
      }
      return amount
    }
    return DeviceCatalog.Timing(
      apart: try seconds("apart"), animation: try seconds("animation"), pause: try seconds("pause"))
  }

  private func device(_ value: JSONValue) throws(InputError) -> DeviceModel {
    let object = try ObjectReader(value, what: "a device")
    try object.rejectUnknown(
      ["id", "name", "idiom", "os", "osVersion", "screen", "keyboard", "source"], "key in a device")
    let screen = try object.member("screen").map { value throws(InputError) in
      try ObjectReader.numbers(value, what: "\"screen\"")
    }
    guard let screen, screen.count == 2, screen.allSatisfy({ $0 > 0 }) else {
      throw InputError(
        "a device needs \"screen\": its width and height in points, in portrait",
        at: object.member("screen")?.position ?? value.position)
    }
    guard let range = object.member("osVersion") else {
      throw InputError(
        "a device needs \"osVersion\" with \"min\": the first version it ran",
        at: value.position)
    }
    let versions = try ObjectReader(range, what: "\"osVersion\"")
    try versions.rejectUnknown(["min", "below"], "key in \"osVersion\"")
    guard let first = try parts.version(versions, "min") else {
      throw InputError(
        "a device's \"osVersion\" needs \"min\": the first version it ran", at: range.position)
    }
    return DeviceModel(
      id: try object.requiredString("id").value, name: try object.requiredString("name").value,
      idiom: try object.requiredString("idiom").value, os: try object.requiredString("os").value,
      firstVersion: first, versionsBelow: try parts.version(versions, "below"), width: screen[0],
      height: screen[1],
      keyboards: try parts.list(object, "keyboard", keyboard))
  }

  private func keyboard(_ value: JSONValue) throws(InputError) -> DeviceModel.KeyboardHeights {
    let object = try ObjectReader(value, what: "keyboard heights")
    try object.rejectUnknown(
      ["when", "portrait", "landscape", "resized", "source"], "key in keyboard heights")
    let resized = try object.member("resized").map { value throws(InputError) in
      let resize = try ObjectReader(value, what: "\"resized\"")
      try resize.rejectUnknown(["portrait", "landscape", "what", "source"], "key in \"resized\"")
      return DeviceModel.Resize(
        portrait: try height(resize, "portrait"),
        landscape: try parts.points(resize, "landscape"),
        what: try resize.requiredString("what").value)
    }
    return DeviceModel.KeyboardHeights(
      when: try parts.condition(object.member("when")),
      portrait: try height(object, "portrait"),
      landscape: try parts.points(object, "landscape"), resized: resized)
  }

  private func height(_ object: ObjectReader, _ key: String) throws(InputError) -> Double {
    guard let points = try parts.points(object, key) else {
      throw InputError("keyboard heights need \"\(key)\", in points", at: object.value.position)
    }
    return points
  }
}
