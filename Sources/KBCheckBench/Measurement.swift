import Foundation

/// Times commands and reads their peak memory.
enum Measurement {
  /// Wall-clock seconds of `body`.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Runs a program to the end; returns its exit status, wall seconds and peak resident memory
  /// in bytes (from `wait4`'s resource usage of that one child).
  static func run(_ executable: String, _ arguments: [String], output: URL? = nil) throws -> (
    status: Int32, seconds: Double, peakBytes: Int
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let output {
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: output)
    } else {
      process.standardOutput = FileHandle.nullDevice
    }
    process.standardError = FileHandle.nullDevice
    var usage = rusage()
    var status: Int32 = 0
    let seconds = try Measurement.seconds {
      try process.run()
      let pid = process.processIdentifier
      _ = wait4(pid, &status, 0, &usage)
    }
    let exit = (status >> 8) & 0xFF
    return (exit, seconds, Int(usage.ru_maxrss) * 1024)
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
