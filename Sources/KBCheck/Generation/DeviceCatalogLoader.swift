/// Finds and reads the device catalog of a spec: the file `--devices` names, else the one
/// beside the spec (`team.devices.json` for `team.json`), else the built-in one for the
/// built-in spec and the specs that extend it.
enum DeviceCatalogLoader {
  /// The catalog file's name beside a spec at `specPath`.
  static func companion(of specPath: String) -> String {
    let base = specPath.hasByteSuffix(".json") ? String(specPath.dropLast(5)) : specPath
    return base + ".devices.json"
  }

  /// The catalog for `spec` (read from `specPath`; `builtIn` when it is the built-in one,
  /// however named), and where it was read.
  static func load(devicesPath: String?, specPath: String?, builtIn: Bool, spec: Spec)
    throws(KBCheckError) -> (catalog: DeviceCatalog, path: String)
  {
    let path: String? =
      devicesPath
      ?? (builtIn ? nil : specPath.map(companion).flatMap { FileReader.exists($0) ? $0 : nil })
    guard let path else {
      let extendsBuiltIn = spec.bases.contains { $0.hasBytePrefix(BuiltInSpec.name + " ") }
      guard builtIn || extendsBuiltIn else {
        throw .invalid(
          .spec, path: specPath ?? BuiltInSpec.name,
          InputError(
            "the spec has no device catalog, so nothing can be generated from it (it still "
              + "checks traces); put one beside it as \(companion(of: specPath ?? "SPEC")) or "
              + "name one with --devices FILE. A catalog gives the keys of the keyboard's "
              + "begin and end frames (\"frames\"), the values of the other keys (\"values\"), "
              + "which notifications follow the animation (\"afterAnimation\"), the spacing "
              + "in time (\"timing\") and the devices: screen sizes and keyboard heights "
              + "(\"devices\"); see Specs/README.md", at: nil))
      }
      return (
        try decode(Array(BuiltInDevices.json.utf8), spec: spec, path: builtInName), builtInName
      )
    }
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(path)
    } catch {
      throw .invalid(.deviceCatalog, path: path, error)
    }
    return (try decode(bytes, spec: spec, path: path), path)
  }

  /// The name errors give the built-in catalog.
  static let builtInName = "<built-in \(BuiltInSpec.name).devices>"

  private static func decode(_ bytes: [UInt8], spec: Spec, path: String) throws(KBCheckError)
    -> DeviceCatalog
  {
    do {
      return try DeviceCatalogDecoder(spec: spec).decode(bytes)
    } catch {
      throw .invalid(.deviceCatalog, path: path, error)
    }
  }
}
