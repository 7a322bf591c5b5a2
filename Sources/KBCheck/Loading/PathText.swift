/// Paths taken apart as text, at their bytes: what `URL`'s path components give for the
/// paths kbcheck handles, without bringing Foundation's URL code into a run (its first use
/// cost about 300,000 instructions).
enum PathText {
  /// `path`'s directory and last component, split at its last `/`: `.` for a bare name, `/`
  /// for a name in the root.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.utf8.index(after: slash)...]))
  }

  /// `name` in `directory`.
  static func join(_ directory: String, _ name: String) -> String {
    directory.hasByteSuffix("/") ? directory + name : directory + "/" + name
  }

  /// `path`'s components between its `/`s, empty ones left out.
  static func components(_ path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
  }
}
