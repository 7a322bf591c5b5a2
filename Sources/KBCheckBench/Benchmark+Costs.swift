import Foundation

/// The costs issue #20 holds to one size at a time, each measured as the median of
/// alternating pairs (a shared machine's drifting speed weighs on both sides alike): one small
/// trace against `--version` (start-up), the corpus with 2,000 suppressions against none, and
/// the peak memory of 20,000 traces that each need their own automaton.
extension Benchmark {
  /// How many alternating pairs each cost is measured over.
  static let pairs = 5
  /// How many pairs the suppressions are measured over: their cost is about a twentieth of a
  /// 0.14 s run, and medians of five pairs ranged from 1.05 to 1.16 in one morning's runs.
  static let suppressionPairs = 11
  /// How many pairs start-up is measured over: a pair takes a hundredth of a second, so five
  /// of them fall inside one burst of another tenant's load on a shared machine (one run
  /// measured 2.38× where runs before and after it measured 1.5 to 1.6×).
  static let startUpPairs = 41

  /// How linting one trace compares with `kbcheck --version`: medians, as a ratio and as the
  /// time added (seconds).
  struct StartUp {
    /// The lint's median over `--version`'s.
    var ratio: Double
    /// The lint's median less `--version`'s, in seconds.
    var extra: Double
  }

  /// The median of `values`.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  /// Times `first` and `second` (kbcheck's arguments) alternately, `pairs` times; returns the
  /// two medians. `probingMemory` as ``Measurement/run(_:_:probingMemory:)`` takes it.
  func alternating(
    _ first: [String], _ second: [String], pairs: Int = Self.pairs, probingMemory: Bool = true
  ) throws -> (Double, Double) {
    let runs = try rounds(
      [(options.kbcheck, first), (options.kbcheck, second)], pairs: pairs,
      probingMemory: probingMemory)
    return (Self.median(runs[0].map(\.seconds)), Self.median(runs[1].map(\.seconds)))
  }

  /// Runs each command once per round, in turn, for `pairs` rounds; returns each command's
  /// runs. A command that fails is an error: its time would measure nothing.
  func rounds(
    _ commands: [(executable: String, arguments: [String])], pairs: Int = Self.pairs,
    probingMemory: Bool = true
  ) throws -> [[Measurement.Run]] {
    var runs = commands.map { _ in [Measurement.Run]() }
    for _ in 0..<pairs {
      for (index, command) in commands.enumerated() {
        let run = try Measurement.run(
          command.executable, command.arguments, probingMemory: probingMemory)
        // kbcheck exits 1 on findings; 2 and above is a usage or input error.
        guard run.status <= 1 else {
          throw BenchmarkError(
            "\((command.executable as NSString).lastPathComponent) exited \(run.status)")
        }
        runs[index].append(run)
      }
    }
    return runs
  }

  /// One small trace linted against `kbcheck --version`: what a pre-commit hook or an editor
  /// pays per file. Timed without the memory probe, which slowed the
  /// longer of the two by more than the shorter (see ``Measurement/run(_:_:probingMemory:)``).
  ///
  /// The trace is the corpus's first (200 events, 130 KB), as the benchmark has measured it
  /// since issue #20 was filed.
  func measureStartUp(corpus: URL) throws -> StartUp {
    let small = options.directory.appendingPathComponent("startup-trace.json")
    let first = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()[0]
    try FileManager.default.copyItem(at: corpus.appendingPathComponent(first), to: small)
    defer { try? FileManager.default.removeItem(at: small) }
    return try startUpRatio(small, "one small trace")
  }

  /// Start-up as ``measureStartUp(corpus:)`` measures it, for a trace of 10 events and no
  /// fault: the size of a capture (`Traces/`' median is 10 events, 6.7 KB), where the 130 KB
  /// trace holds twenty captures' worth of events to check.
  func measureCaptureStartUp() throws -> StartUp {
    let directory = options.directory.appendingPathComponent("startup-capture")
    var generator = CorpusGenerator(files: 1, events: 10, seed: options.seed)
    generator.faultRate = 0
    _ = try generator.write(to: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = try FileManager.default.contentsOfDirectory(atPath: directory.path)[0]
    return try startUpRatio(directory.appendingPathComponent(name), "a 10-event trace")
  }

  /// Lints `trace` against `--version` in ``startUpPairs`` alternating pairs, prints both
  /// medians as `label`'s, and returns how they compare.
  private func startUpRatio(_ trace: URL, _ label: String) throws -> StartUp {
    let size = (try? FileManager.default.attributesOfItem(atPath: trace.path)[.size] as? Int) ?? 0
    let (lint, version) = try alternating(
      ["lint", "--format", "summary", trace.path], ["--version"], pairs: Self.startUpPairs,
      probingMemory: false)
    print(
      String(
        format: "start-up: %@ (%.1f KB) %.2f ms, --version %.2f ms: +%.2f ms, %.2fx (%d pairs)",
        label, Double(size) / 1000, lint * 1000, version * 1000, (lint - version) * 1000,
        lint / version, Self.startUpPairs))
    return StartUp(ratio: lint / version, extra: lint - version)
  }

  /// The corpus linted with a configuration of 2,000 suppressions (one per file, of a rule
  /// that does not fire, so the findings stay the same) against none. Returns the ratio.
  func measureSuppressions(corpus: URL) throws -> Double {
    let configuration = options.directory.appendingPathComponent("suppressions.kbcheck.json")
    let empty = options.directory.appendingPathComponent("empty.kbcheck.json")
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    let entries = (0..<2_000).map { index in
      let path = corpus.appendingPathComponent(names[index % names.count]).path
      return #"{"path": "\#(path)", "rule": "notification-object", "reason": "bench \#(index)"}"#
    }
    try Data(#"{"suppressions": [\#(entries.joined(separator: ",\n"))]}"#.utf8).write(
      to: configuration)
    try Data("{}".utf8).write(to: empty)
    defer {
      try? FileManager.default.removeItem(at: configuration)
      try? FileManager.default.removeItem(at: empty)
    }
    let (with, without) = try alternating(
      ["lint", "--format", "summary", "--config", configuration.path, corpus.path],
      ["lint", "--format", "summary", "--config", empty.path, corpus.path],
      pairs: Self.suppressionPairs)
    print(
      String(
        format: "suppressions: 2,000 %.3f s, none %.3f s: %.2fx (%d pairs)", with, without,
        with / without, Self.suppressionPairs))
    return with / without
  }

  /// The peak memory of 20,000 one-event traces whose observed sets, systems and devices
  /// differ, so that each needs an automaton of its own (until the cache's bound).
  func measureConfigurations() throws -> Int {
    let directory = options.directory.appendingPathComponent("configurations")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = [
      "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
      "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
      "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
    ]
    for index in 0..<20_000 {
      let mask = index % 63 + 1
      let observed = names.indices.filter { mask & (1 << $0) != 0 }.map { "\"\(names[$0])\"" }
      let version = "\(3 + index / 63 % 16).\(index / 1008 % 4)"
      let idiom = index / 4032 % 2 == 0 ? "phone" : "pad"
      let text = """
        {"format": "keyboard-trace/1", "source": "device", "device": {"idiom": "\(idiom)",
         "os": "iOS", "osVersion": "\(version)"}, "observed": [\(observed.joined(separator: ", "))],
         "events": [{"name": \(observed[0])}]}
        """
      try Data(text.utf8).write(to: directory.appendingPathComponent("t\(index).json"))
    }
    let run = try Measurement.run(options.kbcheck, ["lint", "--format", "summary", directory.path])
    print(
      "configurations: 20,000 traces of distinct configurations, peak \(Table.megabytes(run.peakBytes)) MB"
    )
    return run.peakBytes
  }
}
