/// Decides the exit status of a lint run from what it found.
struct FailPolicy: Sendable, Equatable {
  /// The lowest severity that fails the run.
  var failOn: Severity = .error
  /// The most warnings allowed, if limited.
  var maxWarnings: Int?

  /// Creates a policy.
  init(failOn: Severity = .error, maxWarnings: Int? = nil) {
    self.failOn = failOn
    self.maxWarnings = maxWarnings
  }

  /// The status from a run's counts, and why the run failed (nil when it did not).
  func evaluate(_ summary: Report.Summary, staleBaselineEntries: Int = 0) -> (
    ExitStatus, String?
  ) {
    if summary.unreadable > 0 {
      return (
        .failure,
        "\(summary.unreadable) input\(summary.unreadable == 1 ? "" : "s") could not be read in full"
      )
    }
    let failing =
      summary.errors - summary.problems + (failOn <= .warning ? summary.warnings : 0)
      + (failOn == .info ? summary.infos : 0)
    if failing > 0 {
      let level = failOn == .info ? "note" : failOn.rawValue
      return (
        .findings, "\(failing) finding\(failing == 1 ? "" : "s") at or above --fail-on \(level)"
      )
    }
    if let maxWarnings, summary.warnings > maxWarnings {
      let count = summary.warnings == 1 ? "1 warning" : "\(summary.warnings) warnings"
      return (.findings, "\(count), more than --max-warnings \(maxWarnings)")
    }
    if staleBaselineEntries > 0 {
      return (
        .findings,
        "the baseline has \(staleBaselineEntries) "
          + (staleBaselineEntries == 1
            ? "entry that no longer matches" : "entries that no longer match")
          + "; run with --prune-baseline to drop them"
      )
    }
    return (.success, nil)
  }
}
