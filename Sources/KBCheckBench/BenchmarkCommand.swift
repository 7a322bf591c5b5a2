import Foundation

/// `kbcheck-bench [--files N] [--events N] [--seed N] [--dir DIR] [--kbcheck PATH] [--peer SCRIPT]
/// [--no-scaling] [--no-memory] [--paste-mb N] [--repeats N]`: the benchmark's command line.
public enum BenchmarkCommand {
  /// Parses the arguments, runs the benchmark and returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    var options = Benchmark.Options(kbcheck: here.appendingPathComponent("kbcheck").path)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let peer = root.deletingLastPathComponent().appendingPathComponent("shared/bench/peer_check.py")
      .path
    if FileManager.default.fileExists(atPath: peer) { options.peerChecker = peer }
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--files": options.files = value().flatMap { Int($0) } ?? options.files
      case "--events": options.events = value().flatMap { Int($0) } ?? options.events
      case "--seed": options.seed = value().flatMap { UInt64($0) } ?? options.seed
      case "--dir": options.directory = URL(fileURLWithPath: value() ?? options.directory.path)
      case "--kbcheck": options.kbcheck = value() ?? options.kbcheck
      case "--peer": options.peerChecker = value()
      case "--no-scaling": options.scaling = false
      case "--no-memory": options.memory = false
      case "--paste-mb":
        // Two sizes, half and all of it, each at least a megabyte.
        options.pasteMegabytes = max(2, value().flatMap { Int($0) } ?? options.pasteMegabytes)
      case "--repeats": options.repeats = value().flatMap { Int($0) } ?? options.repeats
      default:
        FileHandle.standardError.write(
          Data(
            "usage: kbcheck-bench [--files N] [--events N] [--seed N] [--dir DIR] [--kbcheck PATH] [--peer SCRIPT] [--no-scaling] [--no-memory] [--paste-mb N] [--repeats N]\n"
              .utf8))
        return 2
      }
      index += 1
    }
    do {
      return try Benchmark(options: options).run()
    } catch {
      FileHandle.standardError.write(Data("kbcheck-bench: \(error)\n".utf8))
      return 2
    }
  }
}
