import Foundation

/// One input to check: a file, standard input, or a path that could not be used.
public enum Input: Sendable, Equatable {
  /// A file to read.
  case file(String)
  /// Standard input, reported under a name (`-` unless `--stdin-filename` gives one).
  case standardInput(name: String)
  /// A path that names nothing checkable, with why. (Boxed, so that a batch's list of
  /// inputs costs a file name's 16 bytes an entry, not the size of an error.)
  indirect case unusable(String, InputError)

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
  public static func collect(_ paths: [String]) -> [Input] {
    InputCollector().collect(paths)
  }

  /// Expands the paths, keeping their order.
  public func collect(_ paths: [String]) -> [Input] {
    var inputs: [Input] = []
    for path in paths {
      if path == "-" {
        inputs.append(.standardInput(name: standardInputName))
      } else if Glob.isPattern(path) {
        let found = matches(of: Glob(path))
        if found.isEmpty {
          inputs.append(.unusable(path, InputError("no file matches this pattern", at: nil)))
        }
        inputs += found.map(Input.file)
      } else if inputs.isEmpty {
        inputs = expand(path)  // the common single directory: no second copy of its list
      } else {
        inputs += expand(path)
      }
    }
    return inputs
  }

  private func expand(_ path: String) -> [Input] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return [.unusable(path, InputError("no such file or directory", at: nil))]
    }
    guard isDirectory.boolValue else { return [.file(path)] }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let found = DirectoryWalker.files(under: path).filter { relative in
      let full = prefix + relative
      let taken = include.contains { $0.matches(relative) || $0.matches(full) }
      return taken && !exclude.contains { $0.matches(relative) || $0.matches(full) }
    }
    guard !found.isEmpty else {
      let globs = include.map(\.pattern).joined(separator: ", ")
      return [.unusable(path, InputError("the directory holds no file matching \(globs)", at: nil))]
    }
    return found.map { .file(prefix + $0) }
  }

  private func matches(of glob: Glob) -> [String] {
    let base = glob.base.isEmpty ? "." : glob.base
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return glob.matches(base) ? [base] : [] }
    let prefix = base == "." ? "" : (base.hasSuffix("/") ? base : base + "/")
    return DirectoryWalker.files(under: base).map { prefix + $0 }.filter { path in
      glob.matches(path) && !exclude.contains { $0.matches(path) }
    }
  }
}
