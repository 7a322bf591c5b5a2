/// Loads the spec a run uses: a file given by the user, or the built-in default.
public enum SpecLoader {
  /// A spec that could not be loaded, with the file it came from.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// The spec file's path, or the built-in spec's name.
    public var path: String
    /// What is wrong and where.
    public var error: InputError

    /// `path:line:col: error: message`.
    public var description: String {
      let position = error.position.map { "\($0):" } ?? ""
      return "\(path):\(position) error: invalid spec: \(error.message)"
    }
  }

  /// Loads and compiles the spec at `path`, or the built-in spec when `path` is nil or its
  /// name (`uikit-keyboard`) and no such file exists.
  public static func load(path: String?) throws(Failure) -> CompiledSpec {
    var path = path
    if path == BuiltInSpec.name, !FileReader.exists(BuiltInSpec.name) { path = nil }
    let name = path ?? "<built-in \(BuiltInSpec.name)>"
    do {
      let bytes = try path.map(FileReader.read) ?? Array(BuiltInSpec.json.utf8)
      return try CompiledSpec(bytes: bytes)
    } catch {
      throw Failure(path: name, error: error)
    }
  }
}
