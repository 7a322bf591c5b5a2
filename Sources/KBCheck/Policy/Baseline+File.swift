import KeyboardTraceFormat

extension Baseline {
  /// The baseline file's `format`.
  static let formatName = "kbcheck-baseline/1"

  /// The baseline as a JSON file.
  var text: String {
    JSONText.format(
      .object([
        ("format", .string(Self.formatName)),
        (
          "findings",
          .array(
            entries.map { entry in
              .object([
                ("path", .string(entry.path)), ("ruleId", .string(entry.ruleId)),
                ("event", entry.event.map(JSONTree.string) ?? .null),
                ("fingerprint", .string(entry.fingerprint)),
                ("count", .number(String(entry.count))),
                ("message", .string(entry.message)),
              ])
            })
        ),
      ]))
  }

  /// Reads a baseline file.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Baseline {
    let root = try ObjectReader(try JSONParser.parse(bytes), what: "the baseline")
    try root.requireFormat(formatName, kind: "baseline")
    guard let list = root.member("findings"), let elements = list.elements else {
      throw InputError("the baseline has no \"findings\" array", at: nil)
    }
    var entries: [Entry] = []
    for element in elements {
      let object = try ObjectReader(element, what: "a baseline entry")
      // `Int(exactly:)`, not `Int(_:)`: a whole number beyond Int.max (1e23 is one) would trap;
      // and a bound far above any real count, so entries summed per key never overflow.
      guard let count = object.member("count"), case .number(let number, true) = count.kind,
        number >= 1, number <= Double(Baseline.maximumCount), let whole = Int(exactly: number)
      else {
        throw InputError(
          "a baseline entry needs a \"count\" from 1 to \(Baseline.maximumCount)",
          at: object.member("count")?.position ?? element.position)
      }
      entries.append(
        Entry(
          path: try object.requiredString("path").value,
          ruleId: try object.requiredString("ruleId").value,
          event: try object.optionalString("event")?.value,
          fingerprint: try object.requiredString("fingerprint").value, count: whole,
          message: try object.optionalString("message")?.value ?? ""))
    }
    return Baseline(entries: entries)
  }
}
