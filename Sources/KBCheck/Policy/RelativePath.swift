/// Paths as a settings file means them: relative to the directory of the file that declares
/// them (the configuration's, the baseline's), whatever directory kbcheck runs in and however
/// the path was spelt (`./a.json`, `dir/../a.json`). Pure string work on absolute paths: no
/// system call per file.
struct RelativePath: Sendable {
  /// The directory paths are made relative to, absolute and normalised.
  let base: String
  /// The directory relative input paths start from, absolute and normalised.
  let workingDirectory: String
  /// The segments of ``base``, split once: a run makes every input's path relative.
  private let baseSegments: [Substring]

  /// Paths relative to `directory` (itself relative to `workingDirectory` unless absolute).
  init(directory: String, workingDirectory: String) {
    self.workingDirectory = Self.normalized(workingDirectory)
    base = Self.absolute(directory, in: self.workingDirectory)
    baseSegments = base.split(separator: "/")
  }

  /// Paths relative to the directory of the file at `file`.
  init(directoryOf file: String, workingDirectory: String) {
    let slash = file.lastIndex(of: "/")
    let directory = slash.map { String(file[..<$0]) } ?? "."
    self.init(
      directory: directory.isEmpty ? "/" : directory, workingDirectory: workingDirectory)
  }

  /// `path` (relative to the working directory, or absolute) relative to ``base``: with `..`
  /// steps when it lies outside it. Standard input (`-`) stays `-`.
  func relative(_ path: String) -> String {
    guard path != "-" else { return path }
    let target = Self.segments(PathText.absolute(path, in: workingDirectory))
    let from = baseSegments
    var common = 0
    while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
    let steps =
      Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
    return steps.isEmpty ? "." : steps.joinedText(separator: "/")
  }

  private static func absolute(_ path: String, in directory: String) -> String {
    normalized(PathText.absolute(path, in: directory))
  }

  /// `path` without empty, `.` and `..` segments (`..` takes the segment before it away).
  private static func normalized(_ path: String) -> String {
    "/" + segments(path).joinedText(separator: "/")
  }

  /// The segments of `path` once `.` and `..` are resolved.
  private static func segments(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return parts
  }
}
