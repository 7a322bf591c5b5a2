import Foundation

/// The batch benchmark: generates a corpus, then times, in one run and on the same files,
/// reading them, `kbcheck lint` over all of them, and Python's `json.load` of the same files
/// (and the Python peer checker of `../shared/bench/` when it is there); prints the figures and
/// the ratios, checks that kbcheck found every injected fault, and measures scaling.
public struct Benchmark {
  /// What to run.
  public struct Options {
    /// Files in the corpus.
    public var files = 2000
    /// Events per file.
    public var events = 200
    /// The corpus seed.
    public var seed: UInt64 = 1
    /// Where to write the corpus.
    public var directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "kbcheck-bench")
    /// The kbcheck binary.
    public var kbcheck: String
    /// A Python checker to compare with, if any (`peer_check.py DIR`).
    public var peerChecker: String?
    /// Whether to measure scaling (a second corpus with twice the events per file).
    public var scaling = true
    /// How many times each figure is measured; the best time counts.
    public var repeats = 3
    /// Whether to compare peak memory of 2,000 and 20,000 small files.
    public var memory = true
    /// The size of the pasted log to import, in MB (0: none).
    public var pasteMegabytes = 50

    /// Options with the kbcheck binary to time.
    public init(kbcheck: String) {
      self.kbcheck = kbcheck
    }
  }

  let options: Options

  /// Creates a benchmark.
  public init(options: Options) {
    self.options = options
  }

  /// Runs it, printing as it goes; the exit status is 1 when a fault was missed or a file
  /// without a fault was reported.
  public func run() throws -> Int32 {
    let corpus = options.directory.appendingPathComponent("corpus")
    // Only what an earlier run wrote is removed: --dir may name a directory with other files.
    for name in try Self.ownEntries(in: options.directory) {
      try FileManager.default.removeItem(at: options.directory.appendingPathComponent(name))
    }
    print("kbcheck benchmark: \(Environment.description)")
    let generator = CorpusGenerator(
      files: options.files, events: options.events, seed: options.seed)
    let faults = try generator.write(to: corpus)
    var bytes = 0
    let readSeconds = try best {
      try Measurement.seconds { bytes = try Measurement.readAll(corpus) }
    }
    let eventCount = try countEvents(corpus)
    print(
      "corpus: \(options.files) files × \(options.events) events (\(Table.thousands(eventCount)) events, "
        + "\(Table.megabytes(bytes)) MB), \(faults.count) injected faults, seed \(options.seed)\n")

    let report = options.directory.appendingPathComponent("report.json")
    var kbcheck = try Measurement.run(
      options.kbcheck, ["lint", "--format", "json", "--output", report.path, corpus.path])
    for _ in 1..<max(1, options.repeats) {
      let again = try Measurement.run(
        options.kbcheck, ["lint", "--format", "json", "--output", report.path, corpus.path])
      if again.seconds < kbcheck.seconds { kbcheck = again }
    }
    let python = try pythonLoad(corpus).map { first in
      try best(first: first) { try pythonLoad(corpus) ?? first }
    }
    var peer: Double?
    if let checker = options.peerChecker, let python3 = Measurement.which("python3") {
      let run = try Measurement.run(python3, [checker, corpus.path])
      if run.status == 0 { peer = run.seconds }
    }

    var table = Table(kbcheck: kbcheck.seconds, bytes: bytes)
    table.add("read the files", readSeconds)
    table.add("kbcheck lint, every rule", kbcheck.seconds)
    if let python { table.add("python3 json.load alone", python) }
    if let peer { table.add("python3 peer checker", peer) }
    print(table.text)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("peak memory of kbcheck: \(Table.megabytes(kbcheck.peakBytes)) MB")
    let perCore = Double(eventCount) / kbcheck.seconds / Double(cores)
    print("events per second per core: \(Table.thousands(Int(perCore))) (\(cores) cores)")

    let outcome = try FaultCheck.check(report: report, faults: faults)
    print(
      "faults found: \(outcome.found) of \(faults.count); files reported without a fault: "
        + "\(outcome.falsePositives.count)")
    for fault in outcome.missed {
      print("  missed: \(fault.file) \(fault.kind.rawValue) at event \(fault.event)")
    }

    var scaling: Double?
    if options.scaling { scaling = try measureScaling() }
    var memory: (Int, Int)?
    if options.memory { memory = try measureMemory() }
    var paste: Double?
    if options.pasteMegabytes > 0 { paste = try measurePaste() }
    print()
    let startUp = try measureStartUp(corpus: corpus)
    let suppressions = try measureSuppressions(corpus: corpus)
    let configurations = options.memory ? try measureConfigurations() : nil

    print("\ntargets:")
    Self.target(
      "at most 1/25 of the Python checker's time", peer.map { kbcheck.seconds <= $0 / 25 },
      peer.map { kbcheck.seconds / $0 })
    Self.target(
      "at most 1/5 of Python's json.load alone", python.map { kbcheck.seconds <= $0 / 5 },
      python.map { kbcheck.seconds / $0 })
    Self.target(
      "within 4x of reading the files", kbcheck.seconds <= readSeconds * 4,
      kbcheck.seconds / readSeconds)
    Self.target("peak memory under 64 MB", kbcheck.peakBytes < 64 << 20, nil)
    Self.target(
      "twice the events per file takes at most 2.2x the time", scaling.map { $0 <= 2.2 }, scaling)
    // The one thing that grows with the number of files is their list of names (about 25
    // bytes a file, 0.5 MB for 20,000); 1 MB covers it and the noise of resident memory.
    Self.target(
      "20,000 files peak no higher than 2,000 files (+1 MB for the names)",
      memory.map { $0.1 <= $0.0 + (1 << 20) }, memory.map { Double($0.1) / Double($0.0) })
    Self.target(
      "a paste twice as large takes at most 2.2x the time (linear import)",
      paste.map { $0 <= 2.2 }, paste)
    Self.target("one small trace at most 1.3x kbcheck --version", startUp <= 1.3, startUp)
    Self.target(
      "2,000 suppressions add at most 10% to the corpus run", suppressions <= 1.1, suppressions)
    Self.target(
      "20,000 distinct configurations peak under 64 MB",
      configurations.map { $0 < 64 << 20 }, configurations.map { Double($0) / Double(1 << 20) })
    return outcome.missed.isEmpty && outcome.falsePositives.isEmpty ? 0 : 1
  }

  /// The best of `repeats` measurements.
  private func best(first: Double? = nil, _ measure: () throws -> Double) rethrows -> Double {
    var result = try first ?? measure()
    for _ in 1..<max(1, options.repeats) { result = min(result, try measure()) }
    return result
  }

  private static func target(_ name: String, _ met: Bool?, _ ratio: Double?) {
    let mark = met.map { $0 ? "met" : "MISSED" } ?? "not measured"
    let value = ratio.map { String(format: " (%.3f)", $0) } ?? ""
    print("  [\(mark)] \(name)\(value)")
  }

  /// Twice the events per file, a quarter of the files, against the same with the base size.
  private func measureScaling() throws -> Double {
    let files = max(1, options.files / 4)
    var directories: [URL] = []
    for events in [options.events, options.events * 2] {
      let directory = options.directory.appendingPathComponent("scaling-\(events)")
      _ = try CorpusGenerator(files: files, events: events, seed: options.seed + 1).write(
        to: directory)
      _ = try Measurement.readAll(directory)
      directories.append(directory)
    }
    // The two sizes take turns, so a shared machine's drifting speed weighs on both alike.
    var times = [Double.infinity, .infinity]
    for _ in 0..<max(1, options.repeats) {
      for (index, directory) in directories.enumerated() {
        let run = try Measurement.run(
          options.kbcheck, ["lint", "--format", "summary", directory.path])
        times[index] = min(times[index], run.seconds)
      }
    }
    let ratio = times[1] / times[0]
    print(
      String(
        format: "scaling: %d files × %d events %.3f s, × %d events %.3f s: %.2fx", files,
        options.events,
        times[0], options.events * 2, times[1], ratio))
    return ratio
  }

  /// A pasted log of `pasteMegabytes` and of half that size, linted: the import's speed, its
  /// peak memory, and the ratio of the two times (linear when near 2).
  private func measurePaste() throws -> Double {
    var times: [Double] = []
    var peak = 0
    var sizes: [Int] = []
    for megabytes in [options.pasteMegabytes / 2, options.pasteMegabytes] {
      let file = options.directory.appendingPathComponent("paste-\(megabytes).log")
      sizes.append(try PasteGenerator(bytes: megabytes << 20).write(to: file))
      var best = Double.infinity
      for _ in 0..<max(1, options.repeats) {
        let run = try Measurement.run(options.kbcheck, ["lint", "--format", "summary", file.path])
        guard run.status == 0 else {
          throw BenchmarkError("kbcheck lint of the generated paste exited \(run.status)")
        }
        best = min(best, run.seconds)
        peak = max(peak, run.peakBytes)
      }
      times.append(best)
    }
    let ratio = times[1] / times[0]
    print(
      String(
        format: "pasted log: %@ MB in %.3f s (%.1f MB/s), %@ MB in %.3f s: %.2fx; peak %@ MB",
        Table.megabytes(sizes[1]), times[1], Double(sizes[1]) / 1_048_576 / times[1],
        Table.megabytes(sizes[0]), times[0], ratio, Table.megabytes(peak)))
    return ratio
  }

  /// Peak memory of kbcheck over 2,000 and 20,000 files of 10 events.
  private func measureMemory() throws -> (Int, Int) {
    var peaks: [Int] = []
    for files in [2000, 20000] {
      let directory = options.directory.appendingPathComponent("memory-\(files)")
      _ = try CorpusGenerator(files: files, events: 10, seed: options.seed + 2).write(to: directory)
      peaks.append(try Measurement.run(options.kbcheck, ["lint", directory.path]).peakBytes)
      try? FileManager.default.removeItem(at: directory)
    }
    print(
      "memory: 2,000 files peak \(Table.megabytes(peaks[0])) MB, 20,000 files peak "
        + "\(Table.megabytes(peaks[1])) MB")
    return (peaks[0], peaks[1])
  }

  /// The entries of `directory` that a benchmark run writes.
  private static func ownEntries(in directory: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in
      ["corpus", "corpus.faults.json", "report.json"].contains(name)
        || name.hasPrefix("scaling-") || name.hasPrefix("memory-") || name.hasPrefix("paste-")
        || name == "configurations" || name.hasSuffix(".kbcheck.json")
        || name == "startup-trace.json"
    }
  }

  private func pythonLoad(_ corpus: URL) throws -> Double? {
    guard let python3 = Measurement.which("python3") else { return nil }
    let script =
      "import json,os,sys\nd=sys.argv[1]\nfor f in sorted(os.listdir(d)):\n"
      + " with open(os.path.join(d,f),'rb') as h: json.load(h)\n"
    let run = try Measurement.run(python3, ["-c", script, corpus.path])
    return run.status == 0 ? run.seconds : nil
  }

  private func countEvents(_ corpus: URL) throws -> Int {
    var count = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
      let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
      count += text.components(separatedBy: "\"name\": ").count - 1
    }
    return count
  }
}

/// Why a benchmark could not measure what it set out to.
struct BenchmarkError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
