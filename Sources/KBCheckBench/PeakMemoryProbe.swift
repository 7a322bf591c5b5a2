import Foundation

/// Follows a running child's high-water resident memory (`VmHWM` in `/proc/<pid>/status`).
///
/// `wait4`'s `ru_maxrss` is no use for a child of a large process: on Linux it carries the
/// parent's high-water mark across `posix_spawn` and `exec`. `VmHWM` belongs to the memory
/// map `exec` created, so it is the child's own; it only grows, so polling it until the child
/// exits misses at most the growth of the last interval.
struct PeakMemoryProbe {
  /// What the polling thread and the caller share.
  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var peakBytes = 0
    var running = true
    var finished = false
  }

  private let state = State()

  /// Starts polling the process `pid` every `interval` seconds.
  init(pid: pid_t, interval: TimeInterval = 0.002) {
    let path = "/proc/\(pid)/status"
    let state = self.state
    Thread.detachNewThread {
      while state.lock.withLock({ state.running }) {
        if let bytes = Self.highWaterMark(path) {
          state.lock.withLock { state.peakBytes = max(state.peakBytes, bytes) }
        }
        Thread.sleep(forTimeInterval: interval)
      }
      state.lock.withLock { state.finished = true }
    }
  }

  /// Stops polling; returns the highest `VmHWM` read, in bytes, or `nil` when none was read
  /// (no `/proc`, or the child ended before the first read).
  func stop() -> Int? {
    state.lock.withLock { state.running = false }
    while !state.lock.withLock({ state.finished }) { usleep(200) }
    return state.lock.withLock { state.peakBytes > 0 ? state.peakBytes : nil }
  }

  /// `VmHWM` of a `/proc/<pid>/status` file, in bytes.
  private static func highWaterMark(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.dropFirst(6).filter(\.isNumber)).map { $0 * 1024 }
    }
    return nil
  }
}
