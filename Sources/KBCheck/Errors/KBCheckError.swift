/// Every error kbcheck reports to the person running it, as one family of values, each with
/// the file and the place it concerns. ``description`` (in `ErrorMessage.swift`) is the one
/// place they become text.
public enum KBCheckError: Error, Sendable, Equatable {
  /// The command line cannot be acted on.
  case usage(UsageError)
  /// An input (a trace, a log, a report to merge) cannot be read.
  case input(path: String, InputError)
  /// A file the run depends on (a spec, a configuration, a baseline) is not valid.
  case invalid(FileRole, path: String, InputError)
  /// An output (a report, a baseline, a converted trace, the job summary) cannot be written.
  case unwritable(FileRole, path: String, reason: String)
  /// An output path names a file the run reads.
  case outputIsInput(output: String, input: String)

  /// A usage error with this message.
  static func usage(_ message: String) -> KBCheckError { .usage(UsageError(message: message)) }
}

/// What part a file plays in a run, as its errors name it.
public enum FileRole: String, Sendable, Equatable {
  /// A spec.
  case spec
  /// A configuration file.
  case configuration
  /// A baseline.
  case baseline
  /// A report.
  case report
  /// A trace written by `kbcheck convert`.
  case trace
  /// The GitHub job summary.
  case jobSummary = "job summary"
  /// The devices, frame keys, values and timing `generate` reads (`*.devices.json`).
  case deviceCatalog = "device catalog"
}
