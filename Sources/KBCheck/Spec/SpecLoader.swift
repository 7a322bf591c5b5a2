/// Loads the spec a run uses: a file given by the user, or the built-in default.
public enum SpecLoader {
  /// Loads and compiles the spec at `path`, or the built-in spec when `path` is nil or its
  /// name (`uikit-keyboard`) and no such file exists.
  public static func load(path: String?) throws(FileError) -> CompiledSpec {
    var path = path
    if path == BuiltInSpec.name, !FileReader.exists(BuiltInSpec.name) { path = nil }
    let name = path ?? "<built-in \(BuiltInSpec.name)>"
    do {
      let bytes = try path.map(FileReader.read) ?? Array(BuiltInSpec.json.utf8)
      return try CompiledSpec(bytes: bytes)
    } catch {
      throw FileError(kind: "spec", path: name, error: error)
    }
  }
}
