#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path leads to, as `stat(2)` sees it through links, and the working directory: what
/// `FileManager` answers, without bringing Foundation's file manager into every run (its code
/// and set-up cost one small trace's lint about a twentieth of its time in page faults).
enum PathStatus {
  /// Whether something exists at `path`; a link counts when what it leads to exists.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  /// Whether `path` leads to a directory; nil when nothing is there.
  static func isDirectory(_ path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The working directory's absolute path; empty when it cannot be read (it was removed).
  static var workingDirectory: String {
    guard let path = getcwd(nil, 0) else { return "" }
    defer { free(path) }
    return String(cString: path)
  }
}
