#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the regular files below a directory with `readdir` (no `stat` where the file system
/// gives the entry's type), handing each relative path over as it is found.
///
/// Symbolic links to files count as files; links to directories are not followed, so a link
/// cycle cannot make the walk endless. Unreadable subdirectories are skipped, as `find` would
/// after its warning.
enum DirectoryWalker {
  /// Calls `visit` with the path of every regular file below `directory`, relative to it,
  /// in no particular order.
  static func visitFiles(under directory: String, _ visit: (String) -> Void) {
    walk(directory.hasSuffix("/") ? directory : directory + "/", relative: "", visit)
  }

  private static func walk(_ root: String, relative: String, _ visit: (String) -> Void) {
    guard let stream = opendir(root + relative) else { return }
    defer { closedir(stream) }
    var subdirectories: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      let path = relative + name
      switch kind(of: entry.pointee.d_type, at: root + path) {
      case .file: visit(path)
      case .directory: subdirectories.append(path + "/")
      case .other: break
      }
    }
    for subdirectory in subdirectories { walk(root, relative: subdirectory, visit) }
  }

  private enum Kind {
    case file, directory, other
  }

  /// What an entry is, from its `d_type` when the file system gives one, else from `lstat`;
  /// a symbolic link is what `stat` says it points to, and never a directory to walk.
  /// (`path` is only built for the entries that need a system call.)
  private static func kind(of type: UInt8, at path: @autoclosure () -> String) -> Kind {
    switch Int32(type) {
    case Int32(DT_REG): return .file
    case Int32(DT_DIR): return .directory
    case Int32(DT_LNK): return linkTarget(path())
    case Int32(DT_UNKNOWN):
      let path = path()
      var status = stat()
      guard lstat(path, &status) == 0 else { return .other }
      switch status.st_mode & S_IFMT {
      case S_IFREG: return .file
      case S_IFDIR: return .directory
      case S_IFLNK: return linkTarget(path)
      default: return .other
      }
    default: return .other
    }
  }

  private static func linkTarget(_ path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .other }
    return .file
  }
}
