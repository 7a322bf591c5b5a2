/// Reads a `kbcheck-spec/1` JSON document into a ``Spec``; every error names its line and column.
///
/// Decoding checks shapes and types; ``SpecValidator`` then checks that the parts agree.
enum SpecDecoder {
  /// The `format` string of a spec file.
  static let formatName = "kbcheck-spec/1"

  /// Parses, decodes and validates a spec from the bytes of a JSON file (one that extends
  /// another is read with ``decode(_:base:)``, which ``SpecLoader`` calls with the base).
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Spec {
    try decode(JSONParser.parse(bytes), base: nil)
  }

  /// What a spec document `extends` (a built-in spec's name or a path), and where it says so.
  static func extends(_ document: JSONValue) throws(InputError) -> (
    name: String, position: SourcePosition
  )? {
    guard let value = document.members?.first(where: { $0.key == "extends" })?.value else {
      return nil
    }
    guard let name = value.string, !name.isEmpty else {
      throw InputError(
        "\"extends\" must name a spec (\"\(BuiltInSpec.name)\" or a path), found \(value.kindDescription)",
        at: value.position)
    }
    return (name, value.position)
  }

  /// Decodes and validates a spec document; `base` is the spec it extends, already loaded.
  static func decode(_ document: JSONValue, base: Spec?) throws(InputError) -> Spec {
    if base == nil, let extends = try extends(document) {
      throw InputError(
        "this spec extends \"\(extends.name)\", which only a spec loaded from a file can do",
        at: extends.position)
    }
    let spec = try decodeDocument(document, base: base, builtIn: false)
    try SpecValidator.validate(spec)
    return spec
  }

  /// Decodes the built-in spec (``BuiltInSpec``), whose examples, agreement and automaton the
  /// test suite checks in every run (it loads the same text as a file): its examples are left
  /// undecoded and its automaton uncompiled until a command asks, and ``SpecValidator`` is not
  /// run again on every start.
  ///
  /// It is built once per process, from the model the test suite writes
  /// (`BuiltInSpec+Model.swift`), so a run parses no JSON; from the text while that is a stub.
  static func decodeBuiltIn() throws(InputError) -> Spec {
    try builtIn.get()
  }

  private static let builtIn = Result { () throws(InputError) -> Spec in
    if let model = BuiltInSpec.model() { return model }
    return try decodeBuiltInJSON()
  }

  /// The built-in spec decoded from its JSON text, as ``decodeBuiltIn()`` does when the model
  /// written from it (`BuiltInSpec+Model.swift`) is a stub, and as the test that writes the
  /// model does.
  static func decodeBuiltInJSON() throws(InputError) -> Spec {
    let parsed = try JSONParser.parse(BuiltInSpec.bytes, deferringObjectsIn: "examples")
    var spec = try decodeDocument(
      parsed.document, base: nil, builtIn: true, deferredExamples: parsed.values)
    spec.checkedAtBuildTime = true
    return spec
  }

  private static func decodeDocument(
    _ document: JSONValue, base: Spec?, builtIn: Bool,
    deferredExamples: [SourcePosition: JSONParser.Cursor] = [:]
  ) throws(InputError) -> Spec {
    let root = try ObjectReader(document, what: "the spec")
    try root.requireFormat(formatName, kind: "spec")
    try root.rejectUnknown(
      [
        "format", "name", "version", "description", "postedBy", "defaults", "states",
        "initialState",
        "captureStartStates", "captureStartsInsideSequences", "versionedSystems",
        "keyboardVariesOn", "keyboardModeFrames", "groups", "notifications", "markers",
        "keys", "patterns", "sequences",
        "quirks", "rules", "$schema", "extends", "severities", "disable", "subject", "dialects",
        "inference", "deviceWords",
      ], "spec key")
    if base == nil {
      for key in ["severities", "disable"] {
        if let value = root.member(key) {
          throw InputError(
            "\"\(key)\" changes the rules of the spec this one extends, and it extends none",
            at: value.position)
        }
      }
    }
    let groups = try mergeGroups(base?.groups ?? [:], decodeGroups(root.member("groups")))
    var reader = SpecPartsReader(groups: groups)
    reader.checksExamples = !builtIn
    reader.deferredExamples = deferredExamples
    reader.deviceWords =
      try root.member("deviceWords").map(reader.deviceWordLists) ?? base?.deviceWords
      ?? DeviceWords()
    let initialState =
      try base == nil || root.member("initialState") != nil
      ? root.requiredString("initialState") : (base!.initialState, base!.initialStatePosition)
    let spec = Spec(
      name: try root.requiredString("name").value,
      version: try root.optionalString("version")?.value ?? "0",
      description: try root.optionalString("description")?.value ?? base?.description ?? "",
      postedBy: try root.optionalString("postedBy")?.value ?? base?.postedBy ?? "the system",
      defaults: try root.member("defaults").map(reader.defaults) ?? base?.defaults ?? Device(),
      states: try base != nil && root.member("states") == nil
        ? base!.states
        : ObjectReader.strings(try required(root, "states"), what: "\"states\""),
      initialState: initialState.0,
      initialStatePosition: initialState.1,
      captureStartStates: try root.member("captureStartStates").map {
        value throws(InputError) in try ObjectReader.strings(value, what: "\"captureStartStates\"")
      } ?? base?.captureStartStates ?? [],
      captureStartsInsideSequences: root.member("captureStartsInsideSequences") == nil
        ? base?.captureStartsInsideSequences ?? false
        : try reader.flag(root, "captureStartsInsideSequences"),
      notifications: try reader.list(root, "notifications", reader.notification),
      markers: try reader.list(root, "markers", reader.marker),
      keys: try reader.list(root, "keys", reader.key),
      patterns: try reader.namedPatterns(root.member("patterns")),
      sequences: try reader.list(root, "sequences", reader.sequence),
      quirks: try reader.list(root, "quirks", reader.quirk),
      rules: try reader.list(root, "rules", reader.rule),
      groups: groups)
    var named = spec
    named.deviceWords = reader.deviceWords
    named.versionedSystems =
      root.member("versionedSystems") == nil
      ? base?.versionedSystems ?? [] : try reader.deviceWordList(root, "versionedSystems", .os)
    named.keyboardVariesOn =
      root.member("keyboardVariesOn") == nil
      ? base?.keyboardVariesOn ?? []
      : try reader.deviceWordList(root, "keyboardVariesOn", .idiom)
    named.keyboardModeFrames =
      try root.member("keyboardModeFrames").map { value throws(InputError) in
        try KeyboardModeFrames(value, reader)
      } ?? base?.keyboardModeFrames
    named.subject = try root.optionalString("subject")?.value ?? base?.subject ?? "state"
    named.dialects = try reader.list(root, "dialects", reader.dialect)
    if let inference = root.member("inference") {
      named.inference = try reader.inference(inference)
    } else if let base {
      named.inference = base.inference
    }
    guard let base else { return named }
    return try SpecExtension(base: base, root: root).apply(to: named)
  }

  static func required(_ object: ObjectReader, _ key: String) throws(InputError) -> JSONValue {
    guard let value = object.member(key) else {
      throw InputError("\(object.what) has no \"\(key)\"", at: object.value.position)
    }
    return value
  }

  private static func mergeGroups(
    _ base: [String: [String]],
    _ own: (groups: [String: [String]], positions: [String: SourcePosition])
  ) throws(InputError) -> [String: [String]] {
    var merged = base
    for (name, members) in own.groups {
      if base[name] != nil {
        throw InputError(
          "group \"\(name)\" is already defined by the spec this one extends",
          at: own.positions[name] ?? .start)
      }
      merged[name] = members
    }
    return merged
  }

  private static func decodeGroups(_ value: JSONValue?) throws(InputError) -> (
    groups: [String: [String]], positions: [String: SourcePosition]
  ) {
    guard let value else { return ([:], [:]) }
    let object = try ObjectReader(value, what: "\"groups\"")
    var groups: [String: [String]] = [:]
    var positions: [String: SourcePosition] = [:]
    for member in object.keys {
      groups[member.key] = try ObjectReader.strings(member.value, what: "group \"\(member.key)\"")
      positions[member.key] = member.keyPosition
    }
    return (groups, positions)
  }
}
