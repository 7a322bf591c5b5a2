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
      guard let index = try reader.optionalWholeNumber("index"),
        let count = try reader.optionalWholeNumber("count"),
        count >= 1, (1...count).contains(index)
      else { throw InputError("the report's \"shard\" is not an index and a count", at: nil) }
      report.shard = Shard(index: index, count: count)
      report.settings = try reader.nullableString("settings")?.value
      report.rulesDigest = try reader.nullableString("rules")?.value
    }
    for file in files {
      let object = try ObjectReader(file, what: "a file")
      var entry = FileReport(path: try object.requiredString("path").value)
      entry.index = try object.optionalWholeNumber("index")
      entry.events = try object.optionalWholeNumber("events") ?? 0
      for finding in try object.optionalArray("findings") {
        entry.findings.append(try decodeFinding(finding))
      }
      var errors: [InputError] = []
      for error in try object.optionalArray("errors") {
        let reader = try ObjectReader(error, what: "an error")
        errors.append(
          InputError(try reader.requiredString("message").value, at: try position(reader)))
      }
      if object.member("unreadable")?.kind == .bool(true), !errors.isEmpty {
        entry.error = errors.removeFirst()
      }
      entry.problems = errors
      for note in try object.optionalArray("notes") {
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
      for value in try reader.optionalArray("stale") {
        let entry = try ObjectReader(value, what: "a stale baseline entry")
        stale.append(
          Baseline.Entry(
            path: try entry.requiredString("path").value,
            ruleId: try entry.requiredString("ruleId").value,
            event: try entry.nullableString("event")?.value,
            fingerprint: try entry.requiredString("fingerprint").value,
            count: try entry.optionalWholeNumber("count") ?? 1,
            message: try entry.nullableString("message")?.value ?? ""))
      }
      baseline = Settlement.BaselineUse(
        path: try reader.requiredString("path").value,
        matched: try reader.optionalWholeNumber("matched") ?? 0,
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
    for element in try object.optionalArray(key) {
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
      event: try object.optionalWholeNumber("event"),
      position: try position(object) ?? .start, quirk: try object.nullableString("quirk")?.value,
      pointer: try object.nullableString("pointer")?.value)
    finding.eventName = try object.optionalString("eventName")?.value
    finding.fingerprint = try object.optionalString("fingerprint")?.value
    finding.related = try related(object)
    finding.also = try also(object)
    return finding
  }

  /// A finding's `related` location, if it has one.
  private static func related(_ object: ObjectReader) throws(InputError) -> RelatedLocation? {
    guard let related = object.member("related"), related.members != nil else { return nil }
    let reader = try ObjectReader(related, what: "a related location")
    return RelatedLocation(
      event: try reader.optionalWholeNumber("event") ?? 0, position: try position(reader) ?? .start,
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
          event: try reader.optionalWholeNumber("event") ?? 0,
          position: try position(reader) ?? .start,
          message: "the same here"))
    }
    return also
  }

  private static func position(_ object: ObjectReader) throws(InputError) -> SourcePosition? {
    guard let line = try object.optionalWholeNumber("line"),
      let column = try object.optionalWholeNumber("column")
    else { return nil }
    return SourcePosition(line: line, column: column)
  }
}
