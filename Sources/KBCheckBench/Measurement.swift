import Foundation

/// Times commands and reads their peak memory.
enum Measurement {
  /// Wall-clock seconds of `body`.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return seconds(from: start)
  }

  /// What one run of a program took.
  struct Run {
    /// Its exit status.
    var status: Int32
    /// Wall-clock seconds.
    var seconds: Double
    /// Processor seconds, user and system, summed over its threads.
    var cpuSeconds: Double
    /// Peak resident memory in bytes.
    var peakBytes: Int
  }

  /// Runs a program to the end; returns its exit status, wall and processor seconds and peak
  /// resident memory in bytes (the child's own `VmHWM`, see ``PeakMemoryProbe``; `wait4`'s
  /// `ru_maxrss` where there is no `/proc`).
  ///
  /// Without `probingMemory`, no thread follows the child's memory and the peak is
  /// `ru_maxrss`: reading `/proc/<pid>/status` while a 3 ms process starts slowed it by about
  /// 0.2 ms (151 alternating runs), which a start-up comparison must not measure.
  static func run(_ executable: String, _ arguments: [String], probingMemory: Bool = true) throws
    -> Run
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    var usage = rusage()
    var status: Int32 = 0
    let start = ContinuousClock.now
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
      throw CocoaError(.executableNotLoadable, userInfo: [NSFilePathErrorKey: executable])
    }
    let probe = probingMemory ? PeakMemoryProbe(pid: pid) : nil
    _ = wait4(pid, &status, 0, &usage)
    let seconds = Self.seconds(from: start)
    let probed = probe?.stop()  // after the clock: stopping the probe is not the child's time
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return Run(
      status: (status >> 8) & 0xFF, seconds: seconds, cpuSeconds: cpu,
      peakBytes: probed ?? Int(usage.ru_maxrss) * 1024)
  }

  private static func seconds(from start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Reads every file of a directory; returns the bytes read.
  static func readAll(_ directory: URL) throws -> Int {
    var total = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
      let handle = try FileHandle(forReadingFrom: directory.appendingPathComponent(name))
      total += try handle.readToEnd()?.count ?? 0
      try handle.close()
    }
    return total
  }

  /// The first executable named `name` on the PATH.
  static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
