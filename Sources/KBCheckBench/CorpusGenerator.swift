import Foundation

/// Writes a deterministic corpus of `keyboard-trace/1` files for the benchmark: show, hide,
/// hide-then-show and frame-change cycles on a 393×852 phone, pretty-printed the way Python's
/// `json.dump(indent=1)` writes them (one number per line), with about 2% of the files
/// carrying one injected fault: two events swapped, an event dropped, a duration of the wrong
/// type, or a deprecated key.
public struct CorpusGenerator {
  /// A fault injected into one file.
  public struct Fault: Sendable, Equatable {
    /// The kinds of fault.
    public enum Kind: String, Sendable, CaseIterable {
      /// Two neighbouring events swapped.
      case swap
      /// An event dropped.
      case drop
      /// A duration boxed as an NSString.
      case type
      /// A deprecated key added.
      case deprecated
    }

    /// The file (its name).
    public var file: String
    /// What was injected.
    public var kind: Kind
    /// The event it was injected at.
    public var event: Int
  }

  /// Files to write.
  public var files: Int
  /// Events per file (about: cycles are not cut).
  public var events: Int
  /// The random seed.
  public var seed: UInt64
  /// The share of files with a fault.
  public var faultRate = 0.02

  /// Creates a generator.
  public init(files: Int, events: Int, seed: UInt64 = 1) {
    self.files = files
    self.events = events
    self.seed = seed
  }

  /// Writes the corpus into `directory` (created if needed) and returns the injected faults.
  public func write(to directory: URL) throws -> [Fault] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var random = SplitMix64(seed: seed)
    var faults: [Fault] = []
    for index in 0..<files {
      let name = String(format: "trace-%05d.json", index)
      var trace = TraceSketch.cycles(events: events, random: &random)
      if random.nextDouble() < faultRate {
        let fault = trace.inject(random: &random, file: name)
        faults.append(fault)
      }
      try Data(trace.json().utf8).write(to: directory.appendingPathComponent(name))
    }
    return faults
  }
}

/// A PRNG with a fixed sequence for a seed (SplitMix64), so corpora are reproducible.
public struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A double in [0, 1).
  public mutating func nextDouble() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }

  /// An integer in `0..<bound`.
  public mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
