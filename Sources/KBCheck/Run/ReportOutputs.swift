/// Writes a report in every requested format: to standard output or through a file. When
/// every report goes to a file, the terminal still gets the one-line summary and the notices.
enum ReportOutputs {
  /// What writing produced: text for standard output, error lines, and whether a file failed.
  struct Written {
    var output = ""
    var errors = ""
    var failed = false
  }

  static func write(_ report: Report, to outputs: [ReportOutput]) -> Written {
    var written = Written()
    for output in outputs {
      let text = output.format.render(report)
      guard let path = output.path else {
        written.output += text
        continue
      }
      do {
        try OutputFile.write(text, to: path)
      } catch {
        written.errors += "kbcheck: cannot write \(path): \(error.message)\n"
        written.failed = true
      }
    }
    if !outputs.contains(where: { $0.path == nil }) {
      written.output =
        TextReporter.summaryLine(report.summary) + "\n"
        + report.notices.map { "kbcheck: \($0)\n" }.joined()
    }
    return written
  }
}
