/// How serious a finding is; `error` fails the run.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  /// Worth knowing; never fails a run.
  case info
  /// Probably wrong; does not fail a run by default.
  case warning
  /// Wrong; fails the run.
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from `info` to `error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
