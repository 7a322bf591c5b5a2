/// Reads a `kbcheck-spec/1` JSON document into a ``Spec``; every error names its line and column.
///
/// Decoding checks shapes and types; ``SpecValidator`` then checks that the parts agree.
public enum SpecDecoder {
  /// The `format` string of a spec file.
  public static let formatName = "kbcheck-spec/1"

  /// Parses, decodes and validates a spec from the bytes of a JSON file.
  public static func decode(_ bytes: [UInt8]) throws(InputError) -> Spec {
    let document = try JSONParser.parse(bytes)
    let spec = try decodeDocument(document)
    try SpecValidator.validate(spec)
    return spec
  }

  private static func decodeDocument(_ document: JSONValue) throws(InputError) -> Spec {
    let root = try ObjectReader(document, what: "the spec")
    try root.requireFormat(formatName, kind: "spec")
    try root.rejectUnknown(
      [
        "format", "name", "version", "description", "postedBy", "defaults", "states",
        "initialState",
        "captureStartStates", "groups", "notifications", "markers", "keys", "patterns", "sequences",
        "quirks", "rules", "$schema",
      ], "spec key")
    let groups = try decodeGroups(root.member("groups"))
    let reader = SpecPartsReader(groups: groups)
    return Spec(
      name: try root.requiredString("name").value,
      version: try root.optionalString("version")?.value ?? "0",
      description: try root.optionalString("description")?.value ?? "",
      postedBy: try root.optionalString("postedBy")?.value ?? "the system",
      defaults: try reader.defaults(root.member("defaults")),
      states: try ObjectReader.strings(
        try required(root, "states"), what: "\"states\""),
      initialState: try root.requiredString("initialState").value,
      initialStatePosition: try root.requiredString("initialState").position,
      captureStartStates: try root.member("captureStartStates").map {
        value throws(InputError) in try ObjectReader.strings(value, what: "\"captureStartStates\"")
      } ?? [],
      notifications: try reader.list(root, "notifications", reader.notification),
      markers: try reader.list(root, "markers", reader.marker),
      keys: try reader.list(root, "keys", reader.key),
      patterns: try reader.namedPatterns(root.member("patterns")),
      sequences: try reader.list(root, "sequences", reader.sequence),
      quirks: try reader.list(root, "quirks", reader.quirk),
      rules: try reader.list(root, "rules", reader.rule))
  }

  static func required(_ object: ObjectReader, _ key: String) throws(InputError) -> JSONValue {
    guard let value = object.member(key) else {
      throw InputError("\(object.what) has no \"\(key)\"", at: object.value.position)
    }
    return value
  }

  private static func decodeGroups(_ value: JSONValue?) throws(InputError) -> [String: [String]] {
    guard let value else { return [:] }
    let object = try ObjectReader(value, what: "\"groups\"")
    var groups: [String: [String]] = [:]
    for member in object.keys {
      groups[member.key] = try ObjectReader.strings(member.value, what: "group \"\(member.key)\"")
    }
    return groups
  }
}
