import KeyboardTraceFormat

/// Checks keyboard traces from an app's tests or another tool in one call: a trace recorded
/// with `KeyboardTraceRecorder`, or a trace or log file, against the built-in spec or a given
/// one. Foundation only, so it runs in an iOS test target as on Linux.
public struct KeyboardTraceCheck: Sendable {
  /// The linter that reads and checks the traces.
  public let linter: Linter

  /// A check against the built-in spec (compiled once per process).
  public static var builtIn: KeyboardTraceCheck { KeyboardTraceCheck(spec: builtInSpec) }

  private static let builtInSpec: CompiledSpec = {
    do {
      return try CompiledSpec.builtIn()
    } catch {
      // The suite compiles the built-in spec in every run; this cannot be reached.
      preconditionFailure("the built-in spec does not compile: \(error)")
    }
  }()

  /// A check against a compiled spec.
  public init(spec: CompiledSpec) {
    linter = Linter(engine: Engine(spec: spec), jobs: 1)
  }

  /// A check against the spec file at `path` (which may `extends` the built-in one).
  public init(specPath path: String) throws(KBCheckError) {
    self.init(spec: try SpecLoader.load(path: path))
  }

  /// The findings in a recorded trace, reported under `name`.
  public func check(_ trace: RecordedTrace, name: String = "recorded-trace.json") -> FileReport {
    Linter.grouped(linter.check(recorded: trace, path: name))
  }

  /// The findings in a trace or a console log held as text (a capture pasted into a test),
  /// reported under `name`, which says how it is read as a file's name would (see
  /// ``Linter/check(bytes:path:)``): by default, JSON that names the trace format is a trace
  /// and anything else a log.
  public func check(text: String, name: String = "pasted.log") -> FileReport {
    Linter.grouped(linter.check(bytes: Array(text.utf8), path: name))
  }

  /// The findings in the trace or log at `path`; a file that cannot be read is a report
  /// whose ``FileReport/error`` says why.
  public func check(contentsOf path: String) -> FileReport {
    Linter.grouped(linter.check(file: path))
  }

  /// Why `file` fails a test that allows nothing at or above `failOn`: the offending
  /// findings (and any part that could not be read) in the text format, one per line, then
  /// the summary line; nil when it passes.
  public func failure(of file: FileReport, failOn: Severity = .warning) -> String? {
    var failing = file
    failing.findings = file.findings.filter { $0.severity >= failOn }
    guard !failing.findings.isEmpty || !file.inputErrors.isEmpty else { return nil }
    return ReportFormat.text.render(linter.report([failing]))
  }
}
