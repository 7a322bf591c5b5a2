import Foundation

/// Writes the streaming formats (text, JSON) file by file as a run delivers them, to standard
/// output or through temporary files renamed at the end, so a batch's memory does not grow
/// with its number of files. The output is exactly what the format's renderer writes for the
/// whole report.
struct ReportStream {
  private struct Destination {
    var format: ReportFormat
    var path: String?
    var temporary: URL?
    var handle: FileHandle?
    var first = true
  }

  private var destinations: [Destination] = []
  private let standardOutput: ((String) -> Void)?
  private var collected = ""
  private var errors = ""
  private var failed = false

  init(outputs: [ReportOutput], spec: String, standardOutput: ((String) -> Void)?) {
    self.standardOutput = standardOutput
    for output in outputs {
      var destination = Destination(format: output.format, path: output.path)
      if let path = output.path {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
          .appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        if FileManager.default.createFile(atPath: temporary.path, contents: nil),
          let handle = try? FileHandle(forWritingTo: temporary)
        {
          destination.temporary = temporary
          destination.handle = handle
        } else {
          errors += "kbcheck: cannot write \(path)\n"
          failed = true
        }
      }
      destinations.append(destination)
    }
    for index in destinations.indices where destinations[index].format == .json {
      emit(JSONReporter.header(spec: spec), to: index)
    }
  }

  /// Writes one file's part of every report.
  mutating func write(_ file: FileReport) {
    for index in destinations.indices {
      switch destinations[index].format {
      case .json:
        emit(JSONReporter.render(file: file, first: destinations[index].first), to: index)
      default:
        emit(TextReporter.render(file: file), to: index)
      }
      destinations[index].first = false
    }
  }

  /// Writes the ends of the reports, renames the files into place, and returns what is left
  /// for standard output (everything, when no sink was given) and the errors.
  mutating func finish(summary: Report.Summary, notices: [String]) -> ReportOutputs.Written {
    for index in destinations.indices {
      switch destinations[index].format {
      case .json: emit(JSONReporter.footer(summary), to: index)
      default: emit(TextReporter.footer(summary, notices: notices), to: index)
      }
      guard let path = destinations[index].path, let temporary = destinations[index].temporary
      else {
        continue
      }
      try? destinations[index].handle?.close()
      if rename(temporary.path, path) != 0 {
        errors += "kbcheck: cannot write \(path): \(String(cString: strerror(errno)))\n"
        failed = true
        try? FileManager.default.removeItem(at: temporary)
      }
    }
    if !destinations.contains(where: { $0.path == nil }) {
      let line = TextReporter.footer(summary, notices: notices)
      if let standardOutput { standardOutput(line) } else { collected += line }
    }
    return ReportOutputs.Written(output: collected, errors: errors, failed: failed)
  }

  private mutating func emit(_ text: String, to index: Int) {
    if let handle = destinations[index].handle {
      handle.write(Data(text.utf8))
    } else if destinations[index].path == nil {
      if let standardOutput { standardOutput(text) } else { collected += text }
    }
  }
}
