/// Reads a report written by the `json` format back into a ``Report`` (for `kbcheck merge`).
enum JSONReportDecoder {
  /// Decodes a JSON report.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Report {
    let root = try ObjectReader(try JSONParser.parse(bytes), what: "the report")
    guard case .number(1, true)? = root.member("version")?.kind else {
      throw InputError("not a kbcheck JSON report (version 1)", at: nil)
    }
    guard let files = root.member("files")?.elements else {
      throw InputError("the report has no \"files\" array", at: nil)
    }
    var report = Report(files: [], spec: try root.nullableString("spec")?.value ?? "")
    for file in files {
      let object = try ObjectReader(file, what: "a file")
      var entry = FileReport(path: try object.requiredString("path").value)
      entry.index = object.member("index")?.number.map { Int($0) }
      entry.events = object.member("events")?.number.map { Int($0) } ?? 0
      for finding in object.member("findings")?.elements ?? [] {
        entry.findings.append(try decodeFinding(finding))
      }
      var errors: [InputError] = []
      for error in object.member("errors")?.elements ?? [] {
        let reader = try ObjectReader(error, what: "an error")
        errors.append(InputError(try reader.requiredString("message").value, at: position(reader)))
      }
      if case .bool(true)? = object.member("unreadable")?.kind, !errors.isEmpty {
        entry.error = errors.removeFirst()
      }
      entry.problems = errors
      for note in object.member("notes")?.elements ?? [] {
        let reader = try ObjectReader(note, what: "a note")
        entry.notes.append(
          InputNote(try reader.requiredString("message").value, at: position(reader)))
      }
      report.files.append(entry)
    }
    return report
  }

  private static func decodeFinding(_ value: JSONValue) throws(InputError) -> Finding {
    let object = try ObjectReader(value, what: "a finding")
    var finding = Finding(
      ruleId: try object.requiredString("ruleId").value,
      severity: try object.requiredCase("severity", "severity"),
      message: try object.requiredString("message").value,
      event: object.member("event")?.number.map { Int($0) },
      position: position(object) ?? .start, quirk: try object.nullableString("quirk")?.value,
      pointer: try object.nullableString("pointer")?.value)
    finding.eventName = try object.optionalString("eventName")?.value
    finding.fingerprint = try object.optionalString("fingerprint")?.value
    if let related = object.member("related"), case .object = related.kind {
      let reader = try ObjectReader(related, what: "a related location")
      finding.related = RelatedLocation(
        event: reader.member("event")?.number.map { Int($0) } ?? 0,
        position: position(reader) ?? .start,
        message: try reader.optionalString("message")?.value ?? "")
    }
    for place in object.member("also")?.elements ?? [] {
      let reader = try ObjectReader(place, what: "a place of the same problem")
      finding.also.append(
        RelatedLocation(
          event: reader.member("event")?.number.map { Int($0) } ?? 0,
          position: position(reader) ?? .start, message: "the same here"))
    }
    return finding
  }

  private static func position(_ object: ObjectReader) -> SourcePosition? {
    guard let line = object.member("line")?.number, let column = object.member("column")?.number
    else { return nil }
    return SourcePosition(line: Int(line), column: Int(column))
  }
}
