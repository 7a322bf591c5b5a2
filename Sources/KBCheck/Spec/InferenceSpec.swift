/// What a trace that does not say its device (a captured log never does) implies about it,
/// each fact with its source: the OS versions its payloads are possible on, the screen width
/// its frames span, and the idiom that width means.
struct InferenceSpec: Sendable {
  /// Signs in a trace that bound its OS version.
  var versions: [VersionEvidence] = []
  /// The keys whose rectangles, spanning the screen's width, give that width.
  var screenWidthKeys: [String] = []
  /// Where the screen-width fact comes from.
  var screenWidthSource = ""
  /// What a screen width means for the idiom and the keyboard.
  var idioms: [IdiomEvidence] = []
}

/// A sign in a trace that bounds the OS version it was recorded on.
struct VersionEvidence: Sendable {
  /// What the trace holds.
  enum Sign: Sendable {
    /// A notification of this name.
    case notification(String)
    /// A payload with this key (with this value, when given).
    case key(String, value: RawValue?)
    /// A notification whose `object` is of this class.
    case object(String)
    /// A payload without this key that has all of `with` (a complete payload).
    case withoutKey(String, with: [String])
  }

  /// The sign.
  var sign: Sign
  /// The version the sign means at least (inclusive).
  var minimum: OSVersion?
  /// The version the sign means the trace is before (exclusive).
  var below: OSVersion?
  /// Where the fact comes from.
  var source: String
  /// Where the fact is declared.
  var position: SourcePosition
}

/// What a screen width means for the device.
struct IdiomEvidence: Sendable {
  /// The widest screen (in points) the fact covers.
  var widthAtMost: Double?
  /// The narrowest screen the fact covers.
  var widthAtLeast: Double?
  /// The widths the fact covers, exactly (within half a point), where a range would take in
  /// another kind of device's (an iPad's 768 lies among iPhones' landscape widths).
  var widths: [Double]? = nil
  /// The idiom such a screen means.
  var idiom: String
  /// The keyboard mode such a device has, when it has only one.
  var keyboard: String?
  /// Where the fact comes from.
  var source: String
}

extension SpecPartsReader {
  /// `"inference": {"osVersion": [...], "screenWidth": {"keys", "source"}, "idiom": [...]}`.
  func inference(_ value: JSONValue) throws(InputError) -> InferenceSpec {
    let object = try ObjectReader(value, what: "\"inference\"")
    try object.rejectUnknown(["osVersion", "screenWidth", "idiom"], "key in \"inference\"")
    var inference = InferenceSpec()
    inference.versions = try list(object, "osVersion", versionEvidence)
    if let width = object.member("screenWidth") {
      let reader = try ObjectReader(width, what: "\"screenWidth\"")
      try reader.rejectUnknown(["keys", "source"], "key in \"screenWidth\"")
      inference.screenWidthKeys = try strings(reader, "keys")
      inference.screenWidthSource = try reader.requiredString("source").value
    }
    inference.idioms = try list(object, "idiom", idiomEvidence)
    return inference
  }

  private func versionEvidence(_ value: JSONValue) throws(InputError) -> VersionEvidence {
    let object = try ObjectReader(value, what: "a version fact")
    try object.rejectUnknown(
      ["notification", "key", "value", "object", "withoutKey", "with", "min", "below", "source"],
      "key in a version fact")
    let sign: VersionEvidence.Sign
    if let name = try object.optionalString("notification") {
      sign = .notification(name.value)
    } else if let key = try object.optionalString("withoutKey") {
      sign = .withoutKey(key.value, with: try strings(object, "with"))
    } else if let key = try object.optionalString("key") {
      sign = .key(key.value, value: object.member("value").map(PayloadValueDecoder.raw))
    } else if let type = try object.optionalString("object") {
      sign = .object(type.value)
    } else {
      throw InputError(
        "a version fact names its sign: \"notification\", \"key\" (with a \"value\"), "
          + "\"object\" or \"withoutKey\" (with the keys a complete payload has)",
        at: value.position)
    }
    let minimum = try version(object, "min")
    let below = try version(object, "below")
    guard minimum != nil || below != nil else {
      throw InputError(
        "a version fact says what its sign means: \"min\" or \"below\"", at: value.position)
    }
    return VersionEvidence(
      sign: sign, minimum: minimum, below: below,
      source: try object.requiredString("source").value, position: value.position)
  }

  private func idiomEvidence(_ value: JSONValue) throws(InputError) -> IdiomEvidence {
    let object = try ObjectReader(value, what: "an idiom fact")
    try object.rejectUnknown(
      ["widthAtMost", "widthAtLeast", "widths", "idiom", "keyboard", "source"],
      "key in an idiom fact")
    func width(_ key: String) throws(InputError) -> Double? {
      guard let member = object.member(key) else { return nil }
      guard let number = member.number, number.isFinite, number > 0 else {
        throw InputError(
          "\"\(key)\" must be a width in points, found \(member.kindDescription)",
          at: member.position)
      }
      return number
    }
    var widths: [Double]?
    if let list = object.member("widths") {
      widths = try ObjectReader.numbers(list, what: "\"widths\"")
      guard widths?.allSatisfy({ $0.isFinite && $0 > 0 }) == true, widths?.isEmpty == false else {
        throw InputError("\"widths\" must be widths in points", at: list.position)
      }
    }
    return IdiomEvidence(
      widthAtMost: try width("widthAtMost"), widthAtLeast: try width("widthAtLeast"),
      widths: widths,
      idiom: try requiredDeviceWord(object, "idiom", .idiom),
      keyboard: try deviceWord(object, "keyboard", .keyboard),
      source: try object.requiredString("source").value)
  }
}
