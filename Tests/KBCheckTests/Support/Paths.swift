import Foundation

/// Where the package and the built binary are, for tests that read files or run `kbcheck`.
enum Paths {
  /// The package root (the folder holding Package.swift).
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let traces = root.appendingPathComponent("Traces")
  static let fixtures = root.appendingPathComponent("Tests/KBCheckTests/Fixtures")
  static let golden = root.appendingPathComponent("Tests/KBCheckTests/Golden")

  /// The `kbcheck` executable built beside the test bundle.
  static let binary: URL? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("kbcheck")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil  // not a stale binary from another build: the tests say it is missing
  }()

  /// Whether this build runs under a sanitizer (Scripts/sanitize): the binary then reserves
  /// terabytes of address space for its shadow memory, so an address-space limit means
  /// nothing.
  static let sanitized: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(handle) }
    let names: [String] = ["__asan_init", "__tsan_init"]
    return names.contains { name in dlsym(handle, name) != nil }
  }()

  /// The library's Swift sources (`Sources/KBCheck`) as paths relative to it with their text,
  /// but for the generated and embedded data files (the built-in spec, its model and the
  /// device catalog): what tests of the code's own words read.
  static func librarySources() throws -> [(path: String, text: String)] {
    let sources = root.appendingPathComponent("Sources/KBCheck")
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    let data = ["BuiltInSpec.swift", "BuiltInSpec+Model.swift", "BuiltInDevices.swift"]
    var files: [(path: String, text: String)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift"), !data.contains((path as NSString).lastPathComponent)
      else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      files.append((path, text))
    }
    return files
  }

  /// The bytes of a file under `Traces/`.
  static func bytes(_ relative: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: traces.appendingPathComponent(relative)))
  }

  /// Every `*.json` and `*.log` under `Traces/`, relative to it, sorted.
  static func traceFiles() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: traces.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".json") || path.hasSuffix(".log") { files.append(path) }
    }
    return files.sorted()
  }

  /// Every `*.log` under `Traces/logs/`, relative to `Traces/`.
  static func logFiles() -> [String] {
    traceFiles().filter { $0.hasPrefix("logs/") && $0.hasSuffix(".log") }
  }

  /// Whether an example log holds a structure kbcheck cannot read (it exits 2 on it).
  static func logHasProblems(_ relative: String) -> Bool {
    relative.contains("violation-cut-off") || relative.contains("violation-broken-payload")
  }
}
