/// Writes a report in every requested format: to standard output or through a file. When
/// every report goes to a file, the terminal still gets the one-line summary and the notices.
enum ReportOutputs {
  /// What writing produced: text for standard output, and the files that could not be written.
  struct Written {
    var output = ""
    var errors: [KBCheckError] = []
    var failed: Bool { !errors.isEmpty }
  }

  /// Renders and writes every report. The files are replaced all or none: should one of
  /// them fail to open or to take its text, none of the others replaces its target.
  static func write(_ report: Report, to outputs: [ReportOutput]) -> Written {
    var written = Written()
    var files: [(OutputFile.Pending, ReportOutput)] = []
    for output in outputs {
      guard let path = output.path else { continue }
      do {
        files.append((try OutputFile.Pending(path: path), output))
      } catch {
        written.errors.append(.unwritable(.report, path: path, reason: error.message))
      }
    }
    if written.failed {
      for (file, _) in files { file.discard() }
    } else {
      for (file, output) in files { file.write(output.format.render(report)) }
      for failure in OutputFile.Pending.commitAll(files.map(\.0)) {
        written.errors.append(
          .unwritable(.report, path: failure.path, reason: failure.error.message))
      }
    }
    for output in outputs where output.path == nil {
      written.output += output.format.render(report)
    }
    if !outputs.contains(where: { $0.path == nil }) {
      written.output =
        TextReporter.summaryLine(report.summary) + "\n"
        + report.notices.map { "kbcheck: \($0)\n" }.joinedText()
    }
    return written
  }
}
