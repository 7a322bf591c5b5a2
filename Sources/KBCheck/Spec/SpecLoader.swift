/// Loads the spec a run uses: a file given by the user, or the built-in default.
public enum SpecLoader {
  /// Loads and compiles the spec at `path`, or the built-in spec when `path` is nil or its
  /// name (`uikit-keyboard`) and no such file exists.
  public static func load(path: String?) throws(FileError) -> CompiledSpec {
    let (spec, name) = try decode(path: path)
    return try compile(spec, name: name)
  }

  /// Reads and decodes the spec at `path` (as ``load(path:)`` finds it), without compiling it,
  /// so a configuration can change it first; returns it with the name errors give it.
  public static func decode(path: String?) throws(FileError) -> (spec: Spec, name: String) {
    var path = path
    if path == BuiltInSpec.name, !FileReader.exists(BuiltInSpec.name) { path = nil }
    let name = path ?? "<built-in \(BuiltInSpec.name)>"
    do {
      let bytes = try path.map(FileReader.read) ?? Array(BuiltInSpec.json.utf8)
      return (try SpecDecoder.decode(bytes), name)
    } catch {
      throw FileError(kind: "spec", path: name, error: error)
    }
  }

  /// Validates and compiles a decoded spec; errors name the spec `name`.
  public static func compile(_ spec: Spec, name: String) throws(FileError) -> CompiledSpec {
    do {
      return try CompiledSpec(spec)
    } catch {
      throw FileError(kind: "spec", path: name, error: error)
    }
  }
}
