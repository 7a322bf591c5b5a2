/// Reads a report written by the `json` format back into a ``Report`` (for `kbcheck merge`).
enum JSONReportDecoder {
  /// Decodes a JSON report.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Report {
    let root = try ObjectReader(try JSONParser.parse(bytes), what: "the report")
    guard root.member("version")?.kind == .number(1, isInteger: true) else {
      throw InputError("not a kbcheck JSON report (version 1)", at: nil)
    }
    guard let files = root.member("files")?.elements else {
      throw InputError("the report has no \"files\" array", at: nil)
    }
    var report = Report(files: [], spec: try root.nullableString("spec")?.value ?? "")
    if let settlement = root.member("settlement") {
      report.settlement = try decodeSettlement(try ObjectReader(settlement, what: "the settlement"))
    }
    if let shard = root.member("shard") {
      let reader = try ObjectReader(shard, what: "the shard")
      guard let index = try integer(reader, "index"), let count = try integer(reader, "count"),
        count >= 1, (1...count).contains(index)
      else { throw InputError("the report's \"shard\" is not an index and a count", at: nil) }
      report.shard = Shard(index: index, count: count)
    }
    for file in files {
      let object = try ObjectReader(file, what: "a file")
      var entry = FileReport(path: try object.requiredString("path").value)
      entry.index = try integer(object, "index")
      entry.events = try integer(object, "events") ?? 0
      for finding in try array(object, "findings") {
        entry.findings.append(try decodeFinding(finding))
      }
      var errors: [InputError] = []
      for error in try array(object, "errors") {
        let reader = try ObjectReader(error, what: "an error")
        errors.append(
          InputError(try reader.requiredString("message").value, at: try position(reader)))
      }
      if object.member("unreadable")?.kind == .bool(true), !errors.isEmpty {
        entry.error = errors.removeFirst()
      }
      entry.problems = errors
      for note in try array(object, "notes") {
        let reader = try ObjectReader(note, what: "a note")
        entry.notes.append(
          InputNote(try reader.requiredString("message").value, at: try position(reader)))
      }
      report.files.append(entry)
    }
    return report
  }

  /// A run's settlement: its stale baseline entries and its suppressions' use.
  private static func decodeSettlement(_ object: ObjectReader) throws(InputError) -> Settlement {
    var baseline: Settlement.BaselineUse?
    if let use = object.member("baseline") {
      let reader = try ObjectReader(use, what: "the baseline's use")
      var stale: [Baseline.Entry] = []
      for value in try array(reader, "stale") {
        let entry = try ObjectReader(value, what: "a stale baseline entry")
        stale.append(
          Baseline.Entry(
            path: try entry.requiredString("path").value,
            ruleId: try entry.requiredString("ruleId").value,
            event: try entry.nullableString("event")?.value,
            fingerprint: try entry.requiredString("fingerprint").value,
            count: try integer(entry, "count") ?? 1,
            message: try entry.nullableString("message")?.value ?? ""))
      }
      baseline = Settlement.BaselineUse(
        path: try reader.requiredString("path").value, matched: try integer(reader, "matched") ?? 0,
        stale: stale)
    }
    var suppressions: Settlement.SuppressionUse?
    if let use = object.member("suppressions") {
      let reader = try ObjectReader(use, what: "the suppressions' use")
      let reached = try indices(reader, "reached")
      let files = try indices(reader, "files")
      guard files.count == reached.count else {
        throw InputError(
          "the suppressions' \"files\" must count the files of each of \"reached\"",
          at: use.position)
      }
      suppressions = Settlement.SuppressionUse(
        reached: reached, files: files, used: try indices(reader, "used"),
        digest: try reader.optionalString("digest")?.value ?? "")
    }
    return Settlement(baseline: baseline, suppressions: suppressions)
  }

  /// The whole numbers of an array member. (A plain loop: a closure that mapped the
  /// elements crashed Swift 6.3.1's optimizer, CopyPropagation, in release builds.)
  private static func indices(_ object: ObjectReader, _ key: String) throws(InputError) -> [Int] {
    var result: [Int] = []
    for element in try array(object, key) {
      guard case .number(let number, true) = element.kind, number >= 0, number < 1_000_000_000
      else {
        throw InputError(
          "\"\(key)\" must hold places in the configuration, found \(element.kindDescription)",
          at: element.position)
      }
      result.append(Int(number))
    }
    return result
  }

  private static func decodeFinding(_ value: JSONValue) throws(InputError) -> Finding {
    let object = try ObjectReader(value, what: "a finding")
    var finding = Finding(
      ruleId: try object.requiredString("ruleId").value,
      severity: try object.requiredCase("severity", "severity"),
      message: try object.requiredString("message").value,
      event: try integer(object, "event"),
      position: try position(object) ?? .start, quirk: try object.nullableString("quirk")?.value,
      pointer: try object.nullableString("pointer")?.value)
    finding.eventName = try object.optionalString("eventName")?.value
    finding.fingerprint = try object.optionalString("fingerprint")?.value
    finding.related = try related(object)
    finding.also = try also(object)
    return finding
  }

  /// The whole number at `key` (an index, a count, a line), if the object has one: from 0 to
  /// 2³¹ − 1, which no count, index, line or column of a report exceeds. Anything else is an
  /// error at its place (a number too large for an integer would stop the process).
  private static func integer(_ object: ObjectReader, _ key: String) throws(InputError) -> Int? {
    guard let value = object.member(key), value.kind != .null else { return nil }
    guard case .number(let number, true) = value.kind, number >= 0, number <= Double(Int32.max)
    else {
      throw InputError(
        "\"\(key)\" must be a whole number from 0 to \(Int32.max), found \(value.kindDescription)",
        at: value.position)
    }
    return Int(number)
  }

  /// The elements at `key`, if the object has them; an error when it is not an array.
  private static func array(_ object: ObjectReader, _ key: String) throws(InputError)
    -> [JSONValue]
  {
    guard let value = object.member(key), value.kind != .null else { return [] }
    guard let elements = value.elements else {
      throw InputError(
        "\"\(key)\" must be an array, found \(value.kindDescription)", at: value.position)
    }
    return elements
  }

  /// A finding's `related` location, if it has one.
  private static func related(_ object: ObjectReader) throws(InputError) -> RelatedLocation? {
    guard let related = object.member("related"), related.members != nil else { return nil }
    let reader = try ObjectReader(related, what: "a related location")
    return RelatedLocation(
      event: try integer(reader, "event") ?? 0, position: try position(reader) ?? .start,
      message: try reader.optionalString("message")?.value ?? "")
  }

  /// A finding's other places of the same problem (`also`).
  private static func also(_ object: ObjectReader) throws(InputError) -> [RelatedLocation] {
    guard let places = object.member("also")?.elements else { return [] }
    var also: [RelatedLocation] = []
    for place in places {
      let reader = try ObjectReader(place, what: "a place of the same problem")
      also.append(
        RelatedLocation(
          event: try integer(reader, "event") ?? 0, position: try position(reader) ?? .start,
          message: "the same here"))
    }
    return also
  }

  private static func position(_ object: ObjectReader) throws(InputError) -> SourcePosition? {
    guard let line = try integer(object, "line"), let column = try integer(object, "column")
    else { return nil }
    return SourcePosition(line: line, column: column)
  }
}
