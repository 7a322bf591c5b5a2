/// An input error in a file the run depends on (a spec, a configuration, a baseline), with the
/// file it came from.
public struct FileError: Error, Sendable, CustomStringConvertible {
  /// What the file is (`spec`, `configuration`).
  public var kind: String
  /// The file's path, or a name for a built-in one.
  public var path: String
  /// What is wrong and where.
  public var error: InputError

  /// Creates an error.
  public init(kind: String, path: String, error: InputError) {
    self.kind = kind
    self.path = path
    self.error = error
  }

  /// `path:line:col: error: invalid KIND: message`.
  public var description: String {
    let position = error.position.map { "\($0):" } ?? ""
    return "\(path):\(position) error: invalid \(kind): \(error.message)"
  }
}
