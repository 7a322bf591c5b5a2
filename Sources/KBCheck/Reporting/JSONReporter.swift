/// Renders a report as JSON (`"version": 1`); keys are written in a fixed order, and keys may
/// be added in later versions but never renamed.
enum JSONReporter {
  /// Renders a report as a JSON document.
  static func render(_ report: Report) -> String {
    header(
      spec: report.spec, shard: report.shard, settings: report.settings, rules: report.rulesDigest
    )
      + report.files.enumerated().map { render(file: $1, first: $0 == 0) }.joinedText()
      + footer(report.summary, settlement: report.settlement)
  }

  /// The document up to its files: `{"version":1,"spec":…,"files":[`, with
  /// `"shard":{"index":K,"count":N,"settings":"…","rules":"…"}` after the spec for a shard's
  /// report.
  static func header(
    spec: String, shard: Shard? = nil, settings: String? = nil, rules: String? = nil
  ) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.pair("version", 1)
    writer.pair("spec", spec.isEmpty ? nil : spec)
    var output = writer.output
    if let shard {
      output += ",\"shard\":{\"index\":\(shard.index),\"count\":\(shard.count)"
      if let settings { output += ",\"settings\":" + JSONText.quote(settings) }
      if let rules { output += ",\"rules\":" + JSONText.quote(rules) }
      output += "}"
    }
    return output + ",\"files\":["
  }

  /// One file's object, with the comma before it unless it is the first.
  static func render(file: FileReport, first: Bool) -> String {
    var writer = JSONWriter()
    write(file, &writer)
    return (first ? "" : ",") + writer.output
  }

  /// The end of the document: the run's ``Settlement`` when it had a baseline or
  /// suppressions (`"settlement": {"baseline": {"path", "matched", "stale": […]},
  /// "suppressions": {"reached": […], "files": […], "used": […], "digest"}}`, for `merge`),
  /// and the summary.
  static func footer(_ summary: Report.Summary, settlement: Settlement = Settlement()) -> String {
    var settled = ""
    if settlement.baseline != nil || settlement.suppressions != nil {
      var writer = JSONWriter()
      writer.beginObject()
      if let baseline = settlement.baseline {
        writer.key("baseline")
        writer.beginObject()
        writer.pair("path", baseline.path)
        writer.pair("matched", baseline.matched)
        writer.key("stale")
        writer.beginArray()
        for entry in baseline.stale {
          writer.beginObject()
          writer.pair("path", entry.path)
          writer.pair("ruleId", entry.ruleId)
          writer.pair("event", entry.event)
          writer.pair("fingerprint", entry.fingerprint)
          writer.pair("count", entry.count)
          writer.pair("message", entry.message)
          writer.endObject()
        }
        writer.endArray()
        writer.endObject()
      }
      if let suppressions = settlement.suppressions {
        writer.key("suppressions")
        writer.beginObject()
        for (name, indices) in [
          ("reached", suppressions.reached), ("files", suppressions.files),
          ("used", suppressions.used),
        ] {
          writer.key(name)
          writer.beginArray()
          for index in indices { writer.number(index) }
          writer.endArray()
        }
        writer.pair("digest", suppressions.digest)
        writer.endObject()
      }
      writer.endObject()
      settled = ",\"settlement\":" + writer.output
    }
    var writer = JSONWriter()
    writer.beginObject()
    for (name, value): (String, Int?) in [
      ("files", summary.files), ("errors", summary.errors), ("warnings", summary.warnings),
      ("infos", summary.infos), ("unreadable", summary.unreadable), ("events", summary.events),
      ("failingFiles", summary.failingFiles), ("ok", summary.ok),
      ("withFindings", summary.withFindings),
    ] {
      writer.pair(name, value)
    }
    writer.endObject()
    return "]" + settled + ",\"summary\":" + writer.output + "}\n"
  }

  private static func write(_ file: FileReport, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.pair("path", file.path)
    writer.pair("index", file.index)
    writer.pair("status", file.status.rawValue)
    writer.pair("events", file.events)
    writer.key("findings")
    writer.beginArray()
    for finding in file.findings { write(finding, &writer) }
    writer.endArray()
    writer.key("error")
    if let error = file.inputErrors.first {
      write(error.message, error.position, &writer)
    } else {
      writer.null()
    }
    writer.key("unreadable")
    writer.bool(file.error != nil)
    writer.key("errors")
    writer.beginArray()
    for error in file.inputErrors { write(error.message, error.position, &writer) }
    writer.endArray()
    writer.key("notes")
    writer.beginArray()
    for note in file.notes { write(note.message, note.position, &writer) }
    writer.endArray()
    writer.endObject()
  }

  /// `{"message", "line", "column"}`: an input error or a note.
  private static func write(
    _ message: String, _ position: SourcePosition?, _ writer: inout JSONWriter
  ) {
    writer.beginObject()
    writer.pair("message", message)
    writer.pair("line", position?.line)
    writer.pair("column", position?.column)
    writer.endObject()
  }

  private static func write(_ finding: Finding, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.pair("ruleId", finding.ruleId)
    writer.pair("severity", finding.severity.rawValue)
    writer.pair("message", finding.message)
    writer.pair("line", finding.position.line)
    writer.pair("column", finding.position.column)
    writer.pair("event", finding.event)
    writer.pair("quirk", finding.quirk)
    writer.pair("pointer", finding.pointer)
    // What SARIF needs to fingerprint a result, so merged shards give the same SARIF.
    if let name = finding.eventName { writer.pair("eventName", name) }
    if let fingerprint = finding.fingerprint { writer.pair("fingerprint", fingerprint) }
    writer.key("related")
    if let related = finding.related {
      writer.beginObject()
      writer.pair("event", related.event)
      writer.pair("line", related.position.line)
      writer.pair("column", related.position.column)
      writer.pair("message", related.message)
      writer.endObject()
    } else {
      writer.null()
    }
    if !finding.also.isEmpty {
      writer.key("also")
      writer.beginArray()
      for place in finding.also {
        writer.beginObject()
        writer.pair("event", place.event)
        writer.pair("line", place.position.line)
        writer.pair("column", place.position.column)
        writer.endObject()
      }
      writer.endArray()
    }
    writer.endObject()
  }
}
