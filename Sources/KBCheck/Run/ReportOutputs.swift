/// Writes a report in every requested format: to standard output or through a file. When
/// every report goes to a file, the terminal still gets the one-line summary and the notices.
enum ReportOutputs {
  /// What writing produced: text for standard output, and the files that could not be written.
  struct Written {
    var output = ""
    var errors: [KBCheckError] = []
    var failed: Bool { !errors.isEmpty }
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
        written.errors.append(.unwritable(.report, path: path, reason: error.message))
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
