/// Reads a device catalog (`kbcheck-devices/1`) from its JSON, with located errors.
enum DeviceCatalogDecoder {
  /// The `format` string of a catalog file.
  static let formatName = "kbcheck-devices/1"

  /// Decodes the catalog in `bytes`; `groups` are the spec's named lists of notifications,
  /// which `afterAnimation` may use (`@did`).
  static func decode(_ bytes: [UInt8], groups: [String: [String]]) throws(InputError)
    -> DeviceCatalog
  {
    let root = try ObjectReader(try JSONParser.parse(bytes), what: "a device catalog")
    try root.requireFormat(formatName, kind: "device catalog")
    try root.rejectUnknown(
      [
        "format", "spec", "description", "source", "frames", "values", "afterAnimation", "timing",
        "markers", "devices", "swiftImports",
      ], "key in a device catalog")
    let parts = SpecPartsReader(groups: groups)
    guard let framesValue = root.member("frames") else {
      throw InputError(
        "a device catalog needs \"frames\": the keys of the keyboard's begin and end frames",
        at: nil)
    }
    let frames = try ObjectReader(framesValue, what: "\"frames\"")
    try frames.rejectUnknown(["begin", "end", "source"], "key in \"frames\"")
    var catalog = DeviceCatalog(
      frames: DeviceCatalog.FrameKeys(
        begin: try frames.requiredString("begin").value,
        end: try frames.requiredString("end").value),
      values: try parts.list(root, "values") { value throws(InputError) in
        try fixedValue(value, parts)
      },
      afterAnimation: try parts.names(root, "afterAnimation"),
      timing: try timing(root.member("timing"), parts),
      markers: try parts.list(root, "markers") { value throws(InputError) in
        let object = try ObjectReader(value, what: "a marker choice")
        try object.rejectUnknown(["kind", "name", "source"], "key in a marker choice")
        return DeviceCatalog.MarkerChoice(
          kind: try object.requiredString("kind").value,
          name: try object.requiredString("name").value)
      },
      devices: try parts.list(root, "devices") { value throws(InputError) in
        try device(value, parts)
      })
    if root.member("swiftImports") != nil {
      catalog.swiftImports = try parts.strings(root, "swiftImports")
    }
    return catalog
  }

  private static func fixedValue(_ value: JSONValue, _ parts: SpecPartsReader) throws(InputError)
    -> DeviceCatalog.FixedValue
  {
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
      key: try object.requiredString("key").value, value: converted,
      when: try parts.condition(object.member("when")))
  }

  private static func timing(_ value: JSONValue?, _ parts: SpecPartsReader) throws(InputError)
    -> DeviceCatalog.Timing
  {
    guard let value else {
      throw InputError(
        "a device catalog needs \"timing\": \"apart\", \"animation\" and \"pause\" in seconds",
        at: nil)
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

  private static func device(_ value: JSONValue, _ parts: SpecPartsReader) throws(InputError)
    -> DeviceModel
  {
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
      keyboards: try parts.list(object, "keyboard") { value throws(InputError) in
        try keyboard(value, parts)
      })
  }

  private static func keyboard(_ value: JSONValue, _ parts: SpecPartsReader) throws(InputError)
    -> DeviceModel.KeyboardHeights
  {
    let object = try ObjectReader(value, what: "keyboard heights")
    try object.rejectUnknown(
      ["when", "portrait", "landscape", "resized", "source"], "key in keyboard heights")
    let resized = try object.member("resized").map { value throws(InputError) in
      let resize = try ObjectReader(value, what: "\"resized\"")
      try resize.rejectUnknown(["portrait", "landscape", "what", "source"], "key in \"resized\"")
      return DeviceModel.Resize(
        portrait: try height(resize, "portrait", parts),
        landscape: try parts.points(resize, "landscape"),
        what: try resize.requiredString("what").value)
    }
    return DeviceModel.KeyboardHeights(
      when: try parts.condition(object.member("when")),
      portrait: try height(object, "portrait", parts),
      landscape: try parts.points(object, "landscape"), resized: resized)
  }

  private static func height(_ object: ObjectReader, _ key: String, _ parts: SpecPartsReader)
    throws(InputError) -> Double
  {
    guard let points = try parts.points(object, key) else {
      throw InputError("keyboard heights need \"\(key)\", in points", at: nil)
    }
    return points
  }
}
