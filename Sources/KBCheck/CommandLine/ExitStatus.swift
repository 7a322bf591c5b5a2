/// The exit statuses of `kbcheck`.
public enum ExitStatus: Int32, Sendable {
  /// Every input was checked and no finding is an error.
  case success = 0
  /// At least one finding is an error.
  case findings = 1
  /// Something could not be checked: an unreadable or malformed input, a bad spec, bad arguments.
  case failure = 2
}
