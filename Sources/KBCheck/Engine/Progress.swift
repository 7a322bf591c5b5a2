import Synchronization

/// How far a batch run has got: files done and findings so far, updated by the workers and
/// read by whoever shows progress.
final class Progress: Sendable {
  /// The number of inputs in the run.
  let total: Int
  private let done = Atomic<Int>(0)
  private let findings = Atomic<Int>(0)

  /// A counter for a run of `total` inputs.
  init(total: Int) {
    self.total = total
  }

  /// Records one input checked, with its findings.
  func record(findings count: Int) {
    findings.add(count, ordering: .relaxed)
    done.add(1, ordering: .relaxed)
  }

  /// Inputs checked so far.
  var completed: Int { done.load(ordering: .relaxed) }
  /// Findings so far.
  var findingCount: Int { findings.load(ordering: .relaxed) }

  /// `1234/2000 files, 850 files/s, 12 findings`.
  func line(elapsed seconds: Double) -> String {
    let completed = completed
    let rate = seconds > 0 ? Int(Double(completed) / seconds) : 0
    return "kbcheck: \(completed)/\(total) files, \(rate) files/s, \(findingCount) findings"
  }
}
