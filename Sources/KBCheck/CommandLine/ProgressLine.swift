#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress line a batch shows on a terminal: after a second, `files done / total, rate,
/// findings so far` on standard error, redrawn in place at most five times a second and
/// removed at the end. Never in a pipe, in CI, or with `--quiet`.
///
/// The workers draw it as they record files, so it needs no thread of its own; a file that
/// takes long holds the line where it is.
final class ProgressLine: Sendable {
  private struct State: Sendable {
    var lastDrawn: Duration?
    var stopped = false
  }

  private let start = ContinuousClock.now
  private let state = Locked(State())

  /// Whether a progress line may be shown here.
  static func allowed(quiet: Bool, variable: (String) -> String?) -> Bool {
    !quiet && isatty(STDERR_FILENO) == 1 && variable("CI") == nil && variable("TERM") != "dumb"
  }

  /// A progress counter for a run of `total` inputs that draws this line.
  func progress(total: Int) -> Progress {
    Progress(total: total) { [self] counts in draw(counts) }
  }

  private func draw(_ counts: Progress.Counts) {
    let elapsed = ContinuousClock.now - start
    guard elapsed >= .seconds(1) else { return }
    state.withLock { state in
      guard !state.stopped, state.lastDrawn.map({ elapsed - $0 >= .milliseconds(200) }) ?? true
      else { return }
      state.lastDrawn = elapsed
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      StandardOutput.writeError("\r" + counts.line(elapsed: seconds) + "\u{1B}[K")
    }
  }

  /// Stops drawing and removes the line.
  func stop() {
    state.withLock { state in
      state.stopped = true
      if state.lastDrawn != nil { StandardOutput.writeError("\r\u{1B}[K") }
    }
  }
}
