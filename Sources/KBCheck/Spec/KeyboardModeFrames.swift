/// How a sequence's frames tell the keyboard's mode where the trace does not say it (an iPad's
/// keyboard may be docked, split, undocked or floating, and change inside a trace).
///
/// `{"keys": ["…FrameBegin…", "…FrameEnd…"], "docked": "docked", "otherwise": "undocked",
///   "source": "…"}`: a sequence one of whose rectangles at `keys` spans the screen's width (as
/// the screen is oriented) and ends at its bottom edge is `docked`; any other sequence with a
/// rectangle is `otherwise`; a sequence without one stays unknown.
struct KeyboardModeFrames: Sendable {
  /// The keys whose rectangles are read, on the sequence's first and last events.
  var keys: [String]
  /// The mode of a sequence with a full-width rectangle at the bottom of the screen.
  var docked: String
  /// The mode of a sequence whose rectangles are all elsewhere.
  var otherwise: String
  /// Where the rule comes from.
  var source: String?
  /// Where it is declared.
  var position: SourcePosition
}

extension KeyboardModeFrames {
  /// Reads the spec's `keyboardModeFrames`.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "\"keyboardModeFrames\"")
    try object.rejectUnknown(
      ["keys", "docked", "otherwise", "source"], "key in \"keyboardModeFrames\"")
    self.init(
      keys: try reader.strings(object, "keys"),
      docked: try reader.requiredDeviceWord(object, "docked", .keyboard),
      otherwise: try reader.requiredDeviceWord(object, "otherwise", .keyboard),
      source: try object.optionalString("source")?.value, position: value.position)
    guard !keys.isEmpty else {
      throw InputError(
        "\"keyboardModeFrames\" needs \"keys\": the rectangles that show the keyboard's place",
        at: value.position)
    }
  }
}
