import Foundation

/// The batch benchmark: generates a corpus, then times, in one run and on the same files,
/// `cat` of them and `kbcheck lint` over all of them (the medians of alternating rounds), and
/// Python's `json.load` of the same files (and the Python peer checker of `../shared/bench/`
/// when it is there); prints the figures and the ratios, checks that kbcheck found every
/// injected fault, and measures a pasted log, start-up, suppressions, memory and scaling.
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
    /// How many times Python and the scaling corpora are timed (the best time counts);
    /// kbcheck's other figures are medians of ``Benchmark/pairs`` alternating rounds.
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
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted().map {
      corpus.appendingPathComponent($0).path
    }
    let bytes = try files.reduce(0) { total, file in
      total + ((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
    }
    let eventCount = try countEvents(corpus)
    print(
      "corpus: \(options.files) files × \(options.events) events (\(Table.thousands(eventCount)) events, "
        + "\(Table.megabytes(bytes)) MB), \(faults.count) injected faults, seed \(options.seed)\n")

    // cat and kbcheck take turns: the median of each is compared, not one lucky run.
    let report = options.directory.appendingPathComponent("report.json")
    let cat = Measurement.which("cat") ?? "/bin/cat"
    let corpusRuns = try rounds([
      (cat, files),
      (options.kbcheck, ["lint", "--format", "json", "--output", report.path, corpus.path]),
    ])
    let catSeconds = Self.median(corpusRuns[0].map(\.seconds))
    let kbcheckSeconds = Self.median(corpusRuns[1].map(\.seconds))
    let kbcheckCPU = Self.median(corpusRuns[1].map(\.cpuSeconds))
    let python = try pythonLoad(corpus).map { first in
      try best(first: first) { try pythonLoad(corpus) ?? first }
    }
    var peer: Double?
    if let checker = options.peerChecker, let python3 = Measurement.which("python3") {
      let run = try Measurement.run(python3, [checker, corpus.path])
      if run.status == 0 { peer = run.seconds }
    }

    var table = Table(kbcheck: kbcheckSeconds, bytes: bytes)
    table.add("cat of the files", catSeconds)
    table.add("kbcheck lint, every rule", kbcheckSeconds)
    if let python { table.add("python3 json.load alone", python) }
    if let peer { table.add("python3 peer checker", peer) }
    print(table.text)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let peakBytes = corpusRuns[1].map(\.peakBytes).max() ?? 0
    print("peak memory of kbcheck: \(Table.megabytes(peakBytes)) MB")
    let perCore = Double(bytes) / kbcheckCPU / 1e9
    print(
      String(
        format: "trace JSON per core: %.2f GB/s (%.3f s of processor time, %d cores)", perCore,
        kbcheckCPU, cores))
    let eventsPerCore = Double(eventCount) / kbcheckCPU
    print("events per second per core: \(Table.thousands(Int(eventsPerCore)))")

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
    var paste: Paste?
    if options.pasteMegabytes > 0 { paste = try measurePaste() }
    print()
    let startUp = try measureStartUp(corpus: corpus)
    let captureStartUp = try measureCaptureStartUp()
    let suppressions = try measureSuppressions(corpus: corpus)
    let configurations = options.memory ? try measureConfigurations() : nil

    print("\ntargets:")
    Self.target(
      "at most 1/25 of the Python checker's time", peer.map { kbcheckSeconds <= $0 / 25 },
      peer.map { kbcheckSeconds / $0 })
    Self.target(
      "at most 1/5 of Python's json.load alone", python.map { kbcheckSeconds <= $0 / 5 },
      python.map { kbcheckSeconds / $0 })
    Self.target(
      "the corpus within 1.5x of cat (wall, medians)", kbcheckSeconds <= catSeconds * 1.5,
      kbcheckSeconds / catSeconds)
    Self.target("at least 1 GB/s of trace JSON per core (processor time)", perCore >= 1, perCore)
    Self.target("peak memory under 64 MB", peakBytes < 64 << 20, nil)
    Self.target(
      "twice the events per file takes at most 2.2x the time", scaling.map { $0 <= 2.2 }, scaling)
    // The one thing that grows with the number of files is their list of names (about 25
    // bytes a file, 0.5 MB for 20,000); 1 MB covers it and the noise of resident memory.
    Self.target(
      "20,000 files peak no higher than 2,000 files (+1 MB for the names)",
      memory.map { $0.1 <= $0.0 + (1 << 20) }, memory.map { Double($0.1) / Double($0.0) })
    Self.target(
      "a paste twice as large takes at most 2.2x the time (linear import)",
      paste.map { $0.growth <= 2.2 }, paste?.growth)
    Self.target(
      "a 50 MB log at 100 MB/s per core or more (processor time)",
      paste.map { $0.megabytesPerCore >= 100 }, paste?.megabytesPerCore)
    Self.target(
      "a 50 MB log's peak memory under 64 MB", paste.map { $0.peakBytes < 64 << 20 },
      paste.map { Double($0.peakBytes) / 1_048_576 })
    Self.target(
      "one small trace at most 1.3x kbcheck --version", startUp.ratio <= 1.3, startUp.ratio)
    Self.target(
      "(shown, not #20's line) a 10-event trace at most 1.3x --version",
      captureStartUp.ratio <= 1.3, captureStartUp.ratio)
    Self.target(
      "(shown, not #20's line) one small trace at most 1 ms over --version",
      startUp.extra <= 0.001, startUp.extra * 1000)
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

  /// What linting the pasted log cost.
  struct Paste {
    /// The large paste's time over the small one's (linear when near 2).
    var growth: Double
    /// Megabytes of the large paste linted per second of processor time.
    var megabytesPerCore: Double
    /// The large paste's peak memory.
    var peakBytes: Int
  }

  /// A pasted log of `pasteMegabytes`, and of half that size, linted in turns with `cat` of
  /// the large one: the import's speed per core, its peak memory, its time against reading the
  /// file, and the ratio of the two sizes' times.
  private func measurePaste() throws -> Paste {
    var files: [(path: String, bytes: Int)] = []
    for (megabytes, distinct) in [
      (options.pasteMegabytes / 2, false), (options.pasteMegabytes, false),
      (options.pasteMegabytes, true),
    ] {
      let name = "paste-\(megabytes)\(distinct ? "-distinct" : "").log"
      let file = options.directory.appendingPathComponent(name)
      let generator = PasteGenerator(bytes: megabytes << 20, distinct: distinct)
      files.append((file.path, try generator.write(to: file)))
    }
    let runs = try rounds([
      (Measurement.which("cat") ?? "/bin/cat", [files[1].path]),
      (options.kbcheck, ["lint", "--format", "summary", files[0].path]),
      (options.kbcheck, ["lint", "--format", "summary", files[1].path]),
      (options.kbcheck, ["lint", "--format", "summary", files[2].path]),
    ])
    let cat = Self.median(runs[0].map(\.seconds))
    let small = Self.median(runs[1].map(\.seconds))
    let large = Self.median(runs[2].map(\.seconds))
    let cpu = Self.median(runs[2].map(\.cpuSeconds))
    let peak = runs[2].map(\.peakBytes).max() ?? 0
    let paste = Paste(
      growth: large / small, megabytesPerCore: Double(files[1].bytes) / 1e6 / cpu,
      peakBytes: peak)
    print(
      String(
        format:
          "pasted log: %@ MB in %.3f s (%.1f MB/s per core; cat %.3f s: %.1fx), %@ MB in %.3f s: "
          + "%.2fx; peak %@ MB",
        Table.megabytes(files[1].bytes), large, paste.megabytesPerCore, cat, large / cat,
        Table.megabytes(files[0].bytes), small, paste.growth, Table.megabytes(peak)))
    // No target: what a log costs when no notification comes again, read each anew.
    print(
      String(
        format: "pasted log, no notification printed twice: %@ MB in %.3f s (%.1f MB/s per core); "
          + "peak %@ MB",
        Table.megabytes(files[2].bytes), Self.median(runs[3].map(\.seconds)),
        Double(files[2].bytes) / 1e6 / Self.median(runs[3].map(\.cpuSeconds)),
        Table.megabytes(runs[3].map(\.peakBytes).max() ?? 0)))
    return paste
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
