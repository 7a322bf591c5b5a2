import Foundation

/// One input to check: a file, standard input, or a path that could not be used.
public enum Input: Sendable, Equatable {
  /// A file to read.
  case file(String)
  /// Standard input, reported under a name (`-` unless `--stdin-filename` gives one).
  case standardInput(name: String)
  /// A path that names nothing checkable, with why.
  case unusable(String, InputError)

  /// The path shown in reports.
  public var path: String {
    switch self {
    case .file(let path), .unusable(let path, _), .standardInput(let path): path
    }
  }
}

/// Expands command-line paths into inputs: files as given, directories into every file below
/// them that the include globs take and the exclude globs leave (by default every `*.json`
/// and `*.log`), in sorted order, globs into the files they match, `-` into standard input.
/// Nothing is dropped silently: a path that does not exist, a glob that matches nothing, or
/// a directory with no traces becomes an unusable input.
public struct InputCollector: Sendable {
  /// Globs of files a directory scan takes.
  public var include: [Glob] = [Glob("**/*.json"), Glob("**/*.log")]
  /// Globs of files a directory scan leaves out.
  public var exclude: [Glob] = []
  /// The name standard input is reported under.
  public var standardInputName = "-"

  /// A collector with the default globs.
  public init() {}

  /// Expands the paths with the default settings.
  public static func collect(_ paths: [String]) -> InputList {
    InputCollector().collect(paths)
  }

  /// Expands the paths, keeping their order.
  public func collect(_ paths: [String]) -> InputList {
    var inputs = InputList()
    for path in paths {
      if path == "-" {
        inputs.append(.standardInput(name: standardInputName))
      } else if Glob.isPattern(path) {
        if add(matchesOf: Glob(path), to: &inputs) == 0 {
          inputs.append(.unusable(path, InputError("no file matches this pattern", at: nil)))
        }
      } else {
        expand(path, into: &inputs)
      }
    }
    return inputs
  }

  private func expand(_ path: String, into inputs: inout InputList) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      inputs.append(.unusable(path, InputError("no such file or directory", at: nil)))
      return
    }
    guard isDirectory.boolValue else { return inputs.append(.file(path)) }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let added = inputs.appendFiles(prefix: prefix) { add in
      DirectoryWalker.visitFiles(under: path) { relative in
        let full = prefix + relative
        let taken = include.contains(where: { $0.matches(relative) || $0.matches(full) })
        if taken && !exclude.contains(where: { $0.matches(relative) || $0.matches(full) }) {
          add(relative)
        }
      }
    }
    if added == 0 {
      let globs = include.map(\.pattern).joined(separator: ", ")
      inputs.append(
        .unusable(path, InputError("the directory holds no file matching \(globs)", at: nil)))
    }
  }

  /// Adds the files a glob matches; returns how many.
  private func add(matchesOf glob: Glob, to inputs: inout InputList) -> Int {
    let base = glob.base.isEmpty ? "." : glob.base
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory) else { return 0 }
    guard isDirectory.boolValue else {
      guard glob.matches(base) else { return 0 }
      inputs.append(.file(base))
      return 1
    }
    let prefix = base == "." ? "" : (base.hasSuffix("/") ? base : base + "/")
    return inputs.appendFiles(prefix: prefix) { add in
      DirectoryWalker.visitFiles(under: base) { relative in
        let path = prefix + relative
        if glob.matches(path) && !exclude.contains(where: { $0.matches(path) }) { add(relative) }
      }
    }
  }
}
