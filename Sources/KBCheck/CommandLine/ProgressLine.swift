import Foundation
import Synchronization

/// The progress line a batch shows on a terminal: after a second, `files done / total, rate,
/// findings so far` on standard error, redrawn in place and removed at the end. Never in a
/// pipe, in CI, or with `--quiet`.
final class ProgressLine: Sendable {
  private let progress: Progress
  private let stopped = Atomic<Bool>(false)
  private let drawn = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)

  /// Whether a progress line may be shown here.
  static func allowed(quiet: Bool, environment: [String: String]) -> Bool {
    !quiet && isatty(STDERR_FILENO) == 1 && environment["CI"] == nil
      && environment["TERM"] != "dumb"
  }

  /// Starts drawing `progress` in the background.
  init(_ progress: Progress) {
    self.progress = progress
    let start = ContinuousClock.now
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: 0.2)
        let elapsed = ContinuousClock.now - start
        let seconds =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard seconds >= 1, !stopped.load(ordering: .relaxed) else { continue }
        FileHandle.standardError.write(
          Data(("\r" + progress.line(elapsed: seconds) + "\u{1B}[K").utf8))
        drawn.store(true, ordering: .relaxed)
      }
      finished.signal()
    }
  }

  /// Stops drawing and removes the line.
  func stop() {
    stopped.store(true, ordering: .relaxed)
    finished.wait()
    if drawn.load(ordering: .relaxed) {
      FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
  }
}
