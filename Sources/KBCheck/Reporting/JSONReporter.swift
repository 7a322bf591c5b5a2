/// Renders a report as JSON (`"version": 1`); keys are written in a fixed order, and keys may
/// be added in later versions but never renamed.
public enum JSONReporter {
  /// Renders a report as a JSON document.
  public static func render(_ report: Report) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("version")
    writer.number(1)
    writer.key("files")
    writer.beginArray()
    for file in report.files { write(file, &writer) }
    writer.endArray()
    let summary = report.summary
    writer.key("summary")
    writer.beginObject()
    for (name, value) in [
      ("files", summary.files), ("errors", summary.errors), ("warnings", summary.warnings),
      ("infos", summary.infos), ("unreadable", summary.unreadable), ("events", summary.events),
      ("failingFiles", summary.failingFiles),
    ] {
      writer.key(name)
      writer.number(value)
    }
    writer.endObject()
    writer.endObject()
    return writer.output + "\n"
  }

  private static func write(_ file: FileReport, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("path")
    writer.string(file.path)
    writer.key("status")
    writer.string(file.status.rawValue)
    writer.key("events")
    writer.number(file.events)
    writer.key("findings")
    writer.beginArray()
    for finding in file.findings { write(finding, &writer) }
    writer.endArray()
    writer.key("error")
    if let error = file.error {
      writer.beginObject()
      writer.key("message")
      writer.string(error.message)
      writer.key("line")
      writer.optionalNumber(error.position?.line)
      writer.key("column")
      writer.optionalNumber(error.position?.column)
      writer.endObject()
    } else {
      writer.null()
    }
    writer.endObject()
  }

  private static func write(_ finding: Finding, _ writer: inout JSONWriter) {
    writer.beginObject()
    writer.key("ruleId")
    writer.string(finding.ruleId)
    writer.key("severity")
    writer.string(finding.severity.rawValue)
    writer.key("message")
    writer.string(finding.message)
    writer.key("line")
    writer.number(finding.position.line)
    writer.key("column")
    writer.number(finding.position.column)
    writer.key("event")
    writer.optionalNumber(finding.event)
    writer.key("quirk")
    writer.optionalString(finding.quirk)
    writer.key("pointer")
    writer.optionalString(finding.pointer)
    writer.key("related")
    if let related = finding.related {
      writer.beginObject()
      writer.key("event")
      writer.number(related.event)
      writer.key("line")
      writer.number(related.position.line)
      writer.key("column")
      writer.number(related.position.column)
      writer.key("message")
      writer.string(related.message)
      writer.endObject()
    } else {
      writer.null()
    }
    writer.endObject()
  }
}
