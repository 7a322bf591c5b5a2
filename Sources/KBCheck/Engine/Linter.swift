import KeyboardTraceFormat

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and checks a list of inputs on `jobs` threads and reports them in input order,
/// whatever the scheduling.
///
/// Each input is independent: one that cannot be read becomes an error entry and every other
/// input is still checked. Only the traces being checked are in memory, one per worker, so
/// peak memory grows with the largest trace, not with the number of files.
public struct Linter: Sendable {
  /// The engine that checks each trace.
  private(set) var engine: Engine
  /// How inputs are read.
  public var options: TraceLoader.Options
  /// How many inputs are checked at once; nil for the core count, asked only when there are
  /// several inputs (reading it costs more than checking a small trace's payloads), or one
  /// for a small batch (see ``serialBatchBytes``).
  var jobs: Int?
  /// Whether each report carries its trace's ``Timeline`` (for the HTML report).
  var timelines = false
  /// Starts a worker thread, or returns false when the system will not (tests stand in for
  /// a system at its limit).
  var startThread: @Sendable (@escaping @Sendable () -> Void) -> Bool = WorkerThread.start

  /// Creates a linter that checks `jobs` inputs at once (nil: as many as there are cores).
  public init(
    engine: Engine, options: TraceLoader.Options = TraceLoader.Options(), jobs: Int? = nil
  ) {
    self.engine = engine
    self.options = options
    self.jobs = jobs.map { max(1, $0) }
    vocabulary = LazyVocabulary(of: engine.spec.spec)
  }

  /// The words of the engine's spec, by which logs are read: made when the first log is.
  private let vocabulary: LazyVocabulary

  /// Whether a log has made the spec's vocabulary.
  var madeLogVocabulary: Bool { vocabulary.isMade }

  /// Checks a trace an app recorded with `KeyboardTraceRecorder`, as if read from its file.
  ///
  /// Like every `check` of a linter, it reports a finding per event; ``report(_:)`` and
  /// ``KeyboardTraceCheck`` group the findings of one problem at several events into one
  /// ("here and on 3 more events"), as the command line's reports do.
  public func check(recorded: RecordedTrace, path: String = "recorded-trace.json") -> FileReport {
    check(bytes: Array(recorded.jsonText.utf8), path: path)
  }

  /// A report of checked files, with the rules and the spec they were checked against, to
  /// render in any ``ReportFormat``.
  public func report(_ files: [FileReport]) -> Report {
    Report(files: files.map(Self.grouped), rules: engine.rules, spec: specName)
  }

  /// The file with the findings of one problem grouped (see ``FindingGroups``).
  static func grouped(_ file: FileReport) -> FileReport {
    var file = file
    file.findings = FindingGroups.group(file.findings)
    return file
  }

  /// Checks one input's bytes (a trace or a log); they are let go once read, before the checks
  /// run. `path` names the input in the report and says how it is read, as a file's name
  /// does: a `.json` path is a trace; otherwise bytes that open a JSON object naming the trace
  /// format are a trace, and anything else a log.
  public func check(bytes: consuming [UInt8], path: String) -> FileReport {
    do {
      return check(try TraceLoader.load(consume bytes, path: path, options: loadOptions), path)
    } catch {
      return FileReport(path: path, error: error)
    }
  }

  /// Checks the file at `file` (a trace or a log), reported as `path` (by default `file`): a
  /// log is read a window at a time, never held whole.
  public func check(file: String, path: String? = nil) -> FileReport {
    do {
      return check(try TraceLoader.load(file: file, options: loadOptions), path ?? file)
    } catch {
      return FileReport(path: path ?? file, error: error)
    }
  }

  /// Reads the options' `--name` and `--observed` words as names of the engine's spec, by the
  /// vocabulary the linter reads logs by (made once, only when a name was given).
  mutating func readNames() throws(UsageError) {
    options = try options.readingNames(by: vocabulary, devices: engine.spec.spec.deviceWords)
  }

  /// How inputs are read: the linter's options, with the spec's words for logs.
  private var loadOptions: TraceLoader.Options {
    var options = self.options
    options.log.readLogs(by: vocabulary)
    options.deviceWords = engine.spec.spec.deviceWords
    return options
  }

  /// Checks a trace that was read, with the problems found reading it.
  private func check(_ loaded: TraceLoader.Loaded, _ path: String) -> FileReport {
    var loaded = loaded
    TraceNameReading.read(&loaded, spec: engine.spec, vocabulary: vocabulary)
    var (findings, notes) = engine.evaluate(loaded.trace)
    // A file whose reading failed already says why it holds nothing.
    if !loaded.problems.isEmpty { notes.removeAll { $0.isNothingChecked } }
    var report = FileReport(
      path: path, events: loaded.trace.events.count, findings: findings,
      problems: loaded.problems)
    report.notes = loaded.notes + notes
    if timelines { report.timeline = engine.timeline(loaded.trace) }
    return report
  }

  /// Checks every input; the result has one entry per input, in the same order.
  func check(
    _ inputs: InputList, standardInput: StandardInput, progress: Progress? = nil
  ) -> Report {
    var files: [FileReport] = []
    files.reserveCapacity(inputs.count)
    check(inputs, standardInput: standardInput, progress: progress) {
      files.append(Self.grouped($1))
    }
    return Report(files: files, rules: engine.rules, spec: specName)
  }

  /// The spec's name and version, as reports carry it.
  var specName: String { "\(engine.spec.spec.name) \(engine.spec.spec.version)" }

  /// Checks every input and hands each report to `deliver` in input order, as soon as it and
  /// every report before it are done: only the reports of inputs finished out of order wait,
  /// so memory does not grow with the number of inputs.
  ///
  /// The calling thread is one of the `jobs` workers and the only one that hands reports over:
  /// between its own inputs it delivers every report that is ready, and at the end it waits
  /// for the rest. ``Locked`` is all the workers share.
  func check(
    _ inputs: InputList, standardInput: StandardInput, progress: Progress? = nil,
    deliver: (Int, FileReport) -> Void
  ) {
    let limit = options.maximumSize
    let stdin =
      inputs.readsStandardInput
      ? Result { () throws(InputError) in try standardInput.read(limit: limit) } : .success([])
    let workers = workerCount(inputs, stdin: stdin)
    let batch = Locked(Batch(count: inputs.count, running: workers - 1))
    // Checks the next input no worker has taken; false when none is left.
    let checkNext: @Sendable (Linter) -> Bool = { linter in
      guard let index = batch.withLock({ $0.claim() }) else { return false }
      let report = linter.check(inputs[index], stdin: stdin)
      progress?.record(findings: report.findings.count)
      batch.withLock { $0.done[index] = report }
      return true
    }
    for spawned in 1..<workers {
      let started = startThread { [self] in
        // Every worker but the first checks with its own compiled spec: threads that share one
        // retain and release the same objects, and that contention cost a third of each core.
        var linter = self
        linter.engine = engine.replica()
        while checkNext(linter) {}
        batch.withLock { $0.running -= 1 }
      }
      guard started else {
        // The system starts no more threads: those that run, this one among them, check the rest.
        batch.withLock { $0.running -= workers - spawned }
        break
      }
    }
    var delivered = 0
    while checkNext(self) {
      while let ready = batch.withLock({ $0.done.removeValue(forKey: delivered) }) {
        deliver(delivered, ready)
        delivered += 1
      }
    }
    while delivered < inputs.count {
      let ready = batch.wait(
        until: { $0.done[delivered] != nil }, then: { $0.done.removeValue(forKey: delivered) })
      if let ready { deliver(delivered, ready) }
      delivered += 1
    }
    batch.wait(until: { $0.running == 0 }, then: { _ in })
  }

  /// How many threads check `inputs`: `jobs`, else as many as there are cores, and never more
  /// than there are inputs; without `jobs`, one for a small batch.
  ///
  /// Another thread costs about what checking 300 KB of trace JSON does (the thread, and its
  /// own compilation of the spec), so a batch of a few small files, what a pre-commit hook
  /// passes, was slower on two threads than on one: three 8 KB traces took 3.2 ms of processor
  /// time against 2.8. Below ``serialBatchBytes`` in all, the calling thread checks them alone.
  func workerCount(_ inputs: InputList, stdin: Result<[UInt8], InputError>) -> Int {
    guard inputs.count > 1 else { return 1 }
    if let jobs { return min(jobs, inputs.count) }
    if inputs.count <= Self.sizedBatchCount,
      inputs.reduce(0, { $0 + Self.size(of: $1, stdin: stdin) }) < Self.serialBatchBytes
    {
      return 1
    }
    return max(1, min(ProcessInfo.processInfo.activeProcessorCount, inputs.count))
  }

  /// The batch size under which one thread checks every input, in bytes.
  static let serialBatchBytes = 256 * 1024
  /// The most inputs whose sizes are looked up: a larger batch is split among the cores.
  private static let sizedBatchCount = 64

  /// An input's size in bytes as far as it is known without reading it (0 for one that
  /// cannot be read).
  private static func size(of input: Input, stdin: Result<[UInt8], InputError>) -> Int {
    switch input {
    case .file(let path):
      var status = stat()
      return stat(path, &status) == 0 ? Int(status.st_size) : 0
    case .standardInput:
      return (try? stdin.get())?.count ?? 0
    case .unusable:
      return 0
    }
  }

  /// What the workers of one batch share: the next input to claim, the reports done and not
  /// yet handed over, and how many threads besides the caller's are still running.
  private struct Batch: Sendable {
    let count: Int
    var running: Int
    var next = 0
    var done: [Int: FileReport] = [:]

    init(count: Int, running: Int) {
      self.count = count
      self.running = running
    }

    /// The next input to check, or nil when every input is taken.
    mutating func claim() -> Int? {
      guard next < count else { return nil }
      next += 1
      return next - 1
    }
  }

  private func check(_ input: Input, stdin: Result<[UInt8], InputError>) -> FileReport {
    let report: FileReport
    switch input {
    case .standardInput(let name):
      switch stdin {
      case .success(let bytes): report = check(bytes: bytes, path: name)
      case .failure(let error): report = FileReport(path: name, error: error)
      }
    case .unusable(let path, let error):
      report = FileReport(path: path, error: error)
    case .file(let path):
      report = check(file: path)
    }
    return report
  }
}
