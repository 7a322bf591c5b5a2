/// How far a batch run has got: files done and findings so far, recorded by the workers. An
/// observer (the progress line) hears of each file as it is recorded.
final class Progress: Sendable {
  /// The counts at one moment.
  struct Counts: Sendable {
    /// The number of inputs in the run.
    let total: Int
    /// Inputs checked.
    var completed = 0
    /// Findings in them.
    var findings = 0

    /// `1234/2000 files, 850 files/s, 12 findings`.
    func line(elapsed seconds: Double) -> String {
      let rate = seconds > 0 ? Int(Double(completed) / seconds) : 0
      return "kbcheck: \(completed)/\(total) files, \(rate) files/s, \(findings) findings"
    }
  }

  private let counts: Locked<Counts>
  private let observer: (@Sendable (Counts) -> Void)?

  /// A counter for a run of `total` inputs; `observer` is called after each record, on the
  /// worker's thread.
  init(total: Int, observer: (@Sendable (Counts) -> Void)? = nil) {
    counts = Locked(Counts(total: total))
    self.observer = observer
  }

  /// Records one input checked, with its findings.
  func record(findings count: Int) {
    let now = counts.withLock { counts in
      counts.completed += 1
      counts.findings += count
      return counts
    }
    observer?(now)
  }
}
