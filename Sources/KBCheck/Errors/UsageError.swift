/// A command line `kbcheck` cannot act on, with what to do instead.
public struct UsageError: Error, Sendable, Equatable {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }
}
