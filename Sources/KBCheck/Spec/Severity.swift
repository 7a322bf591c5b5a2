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

  /// The severity a person names: its own name, or `note`, which the reports call `info`.
  static func named(_ word: String) -> Severity? {
    word == "note" ? .info : Severity(rawValue: word)
  }

  /// How the names a person may give are listed in messages.
  static let names = "info (or note), warning, error"

  /// Orders severities from `info` to `error`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
