import Dispatch
import Foundation
import KeyboardTraceFormat
import Synchronization

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
  /// How many inputs are checked at once (default: the core count).
  var jobs: Int
  /// Whether each report carries its trace's ``Timeline`` (for the HTML report).
  var timelines = false

  /// Creates a linter.
  public init(
    engine: Engine, options: TraceLoader.Options = TraceLoader.Options(),
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.engine = engine
    self.options = options
    self.jobs = max(1, jobs)
    vocabulary = LogVocabulary(engine.spec.spec)
  }

  /// The words of the engine's spec, by which logs are read.
  private let vocabulary: LogVocabulary

  /// Checks a trace an app recorded with `KeyboardTraceRecorder`, as if read from its file.
  public func check(recorded: RecordedTrace, path: String = "recorded-trace.json") -> FileReport {
    check(bytes: Array(recorded.jsonText.utf8), path: path)
  }

  /// A report of checked files, with the rules and the spec they were checked against, to
  /// render in any ``ReportFormat``.
  public func report(_ files: [FileReport]) -> Report {
    Report(files: files, rules: engine.rules, spec: specName)
  }

  /// Checks one input's bytes (a trace or a log).
  public func check(bytes: [UInt8], path: String) -> FileReport {
    do {
      var options = self.options
      options.log.vocabulary = vocabulary
      let loaded = try TraceLoader.load(bytes, path: path, options: options)
      let (findings, notes) = engine.evaluate(loaded.trace)
      var report = FileReport(
        path: path, events: loaded.trace.events.count, findings: findings,
        problems: loaded.problems)
      report.notes = loaded.notes + notes
      if timelines { report.timeline = engine.timeline(loaded.trace) }
      return report
    } catch {
      return FileReport(path: path, error: error)
    }
  }

  /// Checks every input; the result has one entry per input, in the same order.
  func check(
    _ inputs: InputList, standardInput: () -> [UInt8], progress: Progress? = nil
  ) -> Report {
    var files: [FileReport] = []
    files.reserveCapacity(inputs.count)
    check(inputs, standardInput: standardInput, progress: progress) { files.append($1) }
    return Report(files: files, rules: engine.rules, spec: specName)
  }

  /// The spec's name and version, as reports carry it.
  var specName: String { "\(engine.spec.spec.name) \(engine.spec.spec.version)" }

  /// Checks every input and hands each report to `deliver` in input order, as soon as it and
  /// every report before it are done: only the reports of inputs finished out of order wait,
  /// so memory does not grow with the number of inputs.
  func check(
    _ inputs: InputList, standardInput: () -> [UInt8], progress: Progress? = nil,
    deliver: (Int, FileReport) -> Void
  ) {
    let stdin =
      inputs.readsStandardInput ? standardInput() : []
    let pending = Locked<[Int: FileReport]>([:])
    let delivery = Locked<Int>(0)
    let next = Atomic<Int>(0)
    withoutActuallyEscaping(deliver) { deliver in
      let deliverBox = UnsafeSendable(deliver)
      DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, inputs.count))) { worker in
        // Every worker but the first checks with its own compiled spec: threads that share one
        // retain and release the same objects, and that contention cost a third of each core.
        var linter = self
        if worker > 0 { linter.engine = engine.replica() }
        while true {
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < inputs.count else { return }
          let report = linter.check(inputs[index], stdin: stdin)
          progress?.record(findings: report.findings.count)
          pending.withLock { $0[index] = report }
          // Whoever holds the delivery lock hands over every report that is ready, in order.
          // A worker that finds it taken goes back to checking instead of waiting (writing a
          // report can take as long as checking a file): the holder, the next worker to
          // finish or the drain below delivers its report.
          _ = delivery.withLockIfAvailable { delivered in
            Self.deliverReady(pending, &delivered, deliverBox.value)
          }
        }
      }
      delivery.withLock { delivered in Self.deliverReady(pending, &delivered, deliver) }
    }
  }

  /// Hands over, in order, every pending report from `delivered` on that is done.
  private static func deliverReady(
    _ pending: Locked<[Int: FileReport]>, _ delivered: inout Int,
    _ deliver: (Int, FileReport) -> Void
  ) {
    while let ready = pending.withLock({ $0.removeValue(forKey: delivered) }) {
      deliver(delivered, ready)
      delivered += 1
    }
  }

  private func check(_ input: Input, stdin: [UInt8]) -> FileReport {
    let report: FileReport
    switch input {
    case .standardInput(let name):
      report = check(bytes: stdin, path: name)
    case .unusable(let path, let error):
      report = FileReport(path: path, error: error)
    case .file(let path):
      switch Result(catching: { () throws(InputError) in try FileReader.read(path) }) {
      case .success(let bytes): report = check(bytes: bytes, path: path)
      case .failure(let error): report = FileReport(path: path, error: error)
      }
    }
    return report
  }
}

/// A value handed to the workers of one `concurrentPerform`, which the delivery lock keeps from
/// being used by two threads at once.
private struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
