import Foundation

/// The benchmark's table of timings: seconds, throughput and the ratio to kbcheck.
struct Table {
  let kbcheck: Double
  let bytes: Int
  private var rows: [(String, Double)] = []

  init(kbcheck: Double, bytes: Int) {
    self.kbcheck = kbcheck
    self.bytes = bytes
  }

  mutating func add(_ name: String, _ seconds: Double) {
    rows.append((name, seconds))
  }

  var text: String {
    var lines = [
      "  what                          seconds     MB/s   kbcheck's time / this"
    ]
    for (name, seconds) in rows {
      let throughput = Double(bytes) / 1_048_576 / seconds
      lines.append(
        "  " + name.padding(toLength: 28, withPad: " ", startingAt: 0)
          + String(format: " %8.3f %8.0f   %8.3f", seconds, throughput, kbcheck / seconds))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
  }

  static func thousands(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}

/// What machine the benchmark ran on, for the README.
enum Environment {
  static var description: String {
    let info = ProcessInfo.processInfo
    let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
    #if arch(x86_64)
      let arch = "x86_64"
    #elseif arch(arm64)
      let arch = "arm64"
    #else
      let arch = "unknown"
    #endif
    let memory = String(format: "%.0f GiB", Double(info.physicalMemory) / 1_073_741_824)
    return "\(date), \(arch) Linux, \(info.activeProcessorCount) cores, \(memory), release build"
  }
}
