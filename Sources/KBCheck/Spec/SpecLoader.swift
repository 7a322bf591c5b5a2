#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loads the spec a run uses: a file given by the user, or the built-in default.
public enum SpecLoader {
  /// How many specs an `extends` chain may hold below the spec named on the command line.
  static let maximumExtendsDepth = 32

  /// Loads and compiles the spec at `path`, or the built-in spec when `path` is nil or its
  /// name (`uikit-keyboard`) and no such file exists.
  public static func load(path: String?) throws(KBCheckError) -> CompiledSpec {
    let (spec, name) = try decode(path: path)
    return try compile(spec, name: name)
  }

  /// Reads and decodes the spec at `path` (as ``load(path:)`` finds it), without compiling it,
  /// so a configuration can change it first; returns it with the name errors give it. A spec
  /// that `extends` another has it loaded first: the built-in one by name, or a file by a
  /// path relative to the extending spec.
  static func decode(path: String?) throws(KBCheckError) -> (spec: Spec, name: String) {
    let (spec, name, _) = try decodeWithFiles(path: path)
    return (spec, name)
  }

  /// Like ``decode(path:)``, and also the files read: the spec and every spec it extends, so
  /// a run can refuse to write over any of them.
  static func decodeWithFiles(path: String?) throws(KBCheckError) -> (
    spec: Spec, name: String, files: [String]
  ) {
    var path = path
    if path == BuiltInSpec.name, !FileReader.exists(BuiltInSpec.name) { path = nil }
    let name = path ?? "<built-in \(BuiltInSpec.name)>"
    var files: [String] = []
    let spec = try decodeFile(path, name: name, chain: [], files: &files)
    return (spec, name, files)
  }

  private static func decodeFile(
    _ path: String?, name: String, chain: [String], files: inout [String]
  ) throws(KBCheckError) -> Spec {
    guard let path else {
      do {
        return try SpecDecoder.decodeBuiltIn()
      } catch {
        throw .invalid(.spec, path: name, error)
      }
    }
    files.append(path)
    let document: JSONValue
    let extends: (name: String, position: SourcePosition)?
    do {
      document = try JSONParser.parse(try FileReader.read(path))
      extends = try SpecDecoder.extends(document)
    } catch {
      throw .invalid(.spec, path: name, error)
    }
    var base: Spec?
    if let extends {
      // Each level is a file read and a recursion: a chain deeper than any real layering is
      // an error at the `extends` that goes one level too far, not a stack overflow.
      guard chain.count < maximumExtendsDepth else {
        throw .invalid(
          .spec, path: name,
          InputError(
            "\"extends\" chains more than \(maximumExtendsDepth) specs deep; a spec may extend "
              + "one that extends another, but not without end", at: extends.position))
      }
      let (basePath, baseName) = resolve(extends.name, from: path)
      let identity = basePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? baseName
      let here = URL(fileURLWithPath: path).standardizedFileURL.path
      if (chain + [here]).contains(identity) {
        let cycle = (chain + [here, identity]).joinedText(separator: " → ")
        throw .invalid(
          .spec, path: name,
          InputError(
            "\"extends\" makes a cycle (\(cycle)): a spec cannot extend itself",
            at: extends.position))
      }
      if basePath != nil, !FileReader.exists(basePath!) {
        throw .invalid(
          .spec, path: name,
          InputError(
            "extends \"\(extends.name)\", which is neither a file (\(basePath!)) nor the built-in "
              + "spec \"\(BuiltInSpec.name)\"", at: extends.position))
      }
      base = try decodeFile(basePath, name: baseName, chain: chain + [here], files: &files)
    }
    do {
      return try SpecDecoder.decode(document, base: base)
    } catch {
      throw .invalid(.spec, path: name, error)
    }
  }

  /// Where the spec named in `extends` is: the built-in one by its name (unless a file of that
  /// name lies beside the extending spec), else a path relative to the extending spec's
  /// directory. Returns the path (nil for the built-in spec) and the name errors give it.
  private static func resolve(_ target: String, from path: String?) -> (String?, String) {
    // Beside the extending spec: in its directory when its path names one, else as written.
    let directory =
      path.map { $0.utf8.contains(UInt8(ascii: "/")) ? PathText.split($0).directory : "" } ?? ""
    let relative =
      target.hasBytePrefix("/") || directory.isEmpty ? target : PathText.join(directory, target)
    if target == BuiltInSpec.name, !FileReader.exists(relative) {
      return (nil, "<built-in \(BuiltInSpec.name)>")
    }
    return (relative, relative)
  }

  /// The built-in spec, compiled once per process (``CompiledSpec/builtIn()``); errors name
  /// the spec `name`.
  static func compileBuiltIn(name: String) throws(KBCheckError) -> CompiledSpec {
    do {
      return try CompiledSpec.builtIn()
    } catch {
      throw .invalid(.spec, path: name, error)
    }
  }

  /// Validates and compiles a decoded spec; errors name the spec `name`.
  static func compile(_ spec: Spec, name: String) throws(KBCheckError) -> CompiledSpec {
    do {
      return try CompiledSpec(spec)
    } catch {
      throw .invalid(.spec, path: name, error)
    }
  }
}
