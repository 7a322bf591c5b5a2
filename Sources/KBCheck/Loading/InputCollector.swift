import Foundation

/// One input to check: a file, standard input, or a path that could not be used.
public enum Input: Sendable, Equatable {
  /// A file to read.
  case file(String)
  /// Standard input (`-`).
  case standardInput
  /// A path that names nothing checkable, with why.
  case unusable(String, InputError)

  /// The path shown in reports.
  public var path: String {
    switch self {
    case .file(let path), .unusable(let path, _): path
    case .standardInput: "-"
    }
  }
}

/// Expands command-line paths into inputs: files as given, directories into every `*.json`
/// and `*.log` below them in sorted order, `-` into standard input. Nothing is dropped silently: a path
/// that does not exist, or a directory with no traces, becomes an unusable input.
public enum InputCollector {
  /// Expands the paths, keeping their order.
  public static func collect(_ paths: [String]) -> [Input] {
    var inputs: [Input] = []
    for path in paths {
      if path == "-" {
        inputs.append(.standardInput)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        inputs.append(.unusable(path, InputError("no such file or directory", at: nil)))
        continue
      }
      guard isDirectory.boolValue else {
        inputs.append(.file(path))
        continue
      }
      let found = traces(under: path)
      if found.isEmpty {
        inputs.append(
          .unusable(path, InputError("the directory holds no *.json traces or *.log logs", at: nil))
        )
      }
      inputs += found.map(Input.file)
    }
    return inputs
  }

  private static func traces(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".json") || relative.hasSuffix(".log") else { continue }
      found.append(relative)
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return found.sorted().map { prefix + $0 }
  }
}
