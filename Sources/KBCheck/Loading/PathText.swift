#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths taken apart and put together as text, at their bytes: what `URL`'s path components
/// and `FileManager`'s working directory give for the paths kbcheck handles, without bringing
/// Foundation's URL and file-manager code into a run (the first URL path alone cost about
/// 300,000 instructions).
enum PathText {
  /// `path`'s directory and last component, split at its last `/`: `.` for a bare name, `/`
  /// for a name in the root.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.utf8.index(after: slash)...]))
  }

  /// `directory` ending with one `/` added when it has none: the start of every path under it.
  static func directoryPrefix(_ directory: String) -> String {
    directory.hasByteSuffix("/") ? directory : directory + "/"
  }

  /// `name` in `directory`.
  static func join(_ directory: String, _ name: String) -> String {
    directoryPrefix(directory) + name
  }

  /// `path` as it is when absolute, else under `directory`.
  static func absolute(_ path: String, in directory: String) -> String {
    path.hasBytePrefix("/") ? path : directory + "/" + path
  }

  /// `path` as it is when absolute, else under the working directory (read only then).
  static func absolute(_ path: String) -> String {
    path.hasBytePrefix("/") ? path : workingDirectory + "/" + path
  }

  /// `path`'s components between its `/`s, empty ones left out.
  static func components(_ path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The working directory's absolute path; empty when it cannot be read (it was removed).
  static var workingDirectory: String {
    guard let path = getcwd(nil, 0) else { return "" }
    defer { free(path) }
    return String(cString: path)
  }
}
