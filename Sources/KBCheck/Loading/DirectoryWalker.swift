#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the regular files below a directory with `readdir` (no `stat` where the file system
/// gives the entry's type), handing each relative path over as it is found.
///
/// Symbolic links to files count as files. Links to directories are followed (a monorepo
/// links shared fixtures into each app's traces) after the directory's own tree, and each
/// directory is walked once, by its identity: a link back up the tree, or to a directory
/// walked already, adds nothing (its files are listed under their first path), so a link
/// cycle cannot make the walk endless. Nothing else is dropped without a word: an entry that
/// cannot be read as a file (a symbolic link that loops or leads nowhere, a named pipe, a
/// socket, a device) and a subdirectory that cannot be opened are handed to `unusable` with
/// the reason, for the caller to report.
enum DirectoryWalker {
  /// Calls `visit` with the path of every regular file below `directory`, relative to it,
  /// and `unusable` with every entry that is neither a file nor a directory to walk (and
  /// every subdirectory that cannot be read), in no particular order.
  /// Returns the directories walked, by identity.
  @discardableResult
  static func visitFiles(
    under directory: String, _ visit: (String) -> Void,
    unusable: (String, InputError) -> Void = { _, _ in }
  ) -> Set<FileIdentity> {
    let root = PathText.directoryPrefix(directory)
    var walk = Walk(root: root)
    walk.directory("", visit, unusable)
    // Linked directories after the tree's own, so a file in both is listed under its own path.
    // A link up to a directory that holds the scanned one (`..`, `/`) is not walked: the scan
    // would take in everything around the directory it was given.
    let top = FileIdentity.resolved(root)
    var next = 0
    while next < walk.links.count {
      let link = walk.links[next]
      next += 1
      if let top, let target = FileIdentity.resolved(root + link),
        top == target || top.hasBytePrefix(target + "/")
          || target == "/"
      {
        unusable(
          String(link.dropLast()),
          InputError(
            "is a symbolic link to \(target), which holds the directory being scanned; it was "
              + "not walked (name what it leads to, if you meant to check it)", at: nil))
        continue
      }
      walk.directory(link, visit, unusable)
    }
    return walk.walked
  }

  /// Why a directory cannot be read, from `opendir`'s or `access`'s `errno`: for a scan, a
  /// glob's own directory and a directory named on the command line alike.
  static func unreadableDirectory(_ code: Int32) -> InputError {
    let why =
      code == EACCES ? "check its permissions" : String(cString: strerror(code)).lowercased()
    return InputError("this directory cannot be read (\(why))", at: nil)
  }

  /// One walk's state: the directories walked so far, by identity, and the links to
  /// directories still to walk.
  private struct Walk {
    let root: String
    var walked: Set<FileIdentity> = []
    var links: [String] = []

    /// Walks the directory at `relative` (empty, or ending with `/`) and the directories
    /// below it, unless it was walked already.
    mutating func directory(
      _ relative: String, _ visit: (String) -> Void, _ unusable: (String, InputError) -> Void
    ) {
      if let identity = FileIdentity(root + relative), !walked.insert(identity).inserted {
        return
      }
      for subdirectory in DirectoryWalker.entries(root, relative: relative, visit, unusable) {
        if subdirectory.isLink {
          links.append(subdirectory.path)
        } else {
          directory(subdirectory.path, visit, unusable)
        }
      }
    }
  }

  /// Hands over the files and unusable entries of one directory; returns its subdirectories
  /// and links to directories, each with a trailing `/`.
  private static func entries(
    _ root: String, relative: String, _ visit: (String) -> Void,
    _ unusable: (String, InputError) -> Void
  ) -> [(path: String, isLink: Bool)] {
    guard let stream = opendir(root + relative) else {
      // The top directory was checked by the caller; a subdirectory that cannot be opened
      // would hide every trace in it.
      if !relative.isEmpty {
        unusable(String(relative.dropLast()), unreadableDirectory(errno))
      }
      return []
    }
    defer { closedir(stream) }
    var subdirectories: [(path: String, isLink: Bool)] = []
    while let entry = readdir(stream) {
      let raw = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 })
      }
      // A name that is not UTF-8 cannot be carried through reports and opened again by the
      // same name (decoding it would repair it into another name): it is reported, not
      // silently swapped for a different file or dropped.
      guard let name = raw.withUnsafeBufferPointer({ ValidatedUTF8.string($0) }) else {
        let shown = relative + Self.escaped(raw)
        let what = entry.pointee.d_type == UInt8(DT_DIR) ? "this directory's" : "the file's"
        unusable(
          shown,
          InputError(
            "\(what) name is not valid UTF-8, so kbcheck cannot name it in a report and open "
              + "it by that name; rename it", at: nil))
        continue
      }
      if name == "." || name == ".." { continue }
      let path = relative + name
      switch kind(of: entry.pointee.d_type, at: root + path) {
      case .file: visit(path)
      case .directory: subdirectories.append((path + "/", false))
      case .linkToDirectory: subdirectories.append((path + "/", true))
      case .other(let reason): unusable(path, InputError(reason, at: nil))
      }
    }
    return subdirectories
  }

  /// A name's bytes as text, each byte that is not part of valid UTF-8 written `\xNN`.
  static func escaped(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      // The one scalar (of one to four bytes) that starts here, or the byte escaped.
      let scalar = (1...4).lazy.filter { index + $0 <= bytes.count }.compactMap { length in
        String(validating: bytes[index..<index + length], as: UTF8.self).map { ($0, length) }
      }.first
      if let (text, length) = scalar {
        result += text
        index += length
      } else {
        result += "\\x" + String(bytes[index], radix: 16, uppercase: true)
        index += 1
      }
    }
    return result
  }

  private enum Kind {
    case file, directory, linkToDirectory
    /// Not a file to read, with why.
    case other(String)
  }

  /// What an entry is, from its `d_type` when the file system gives one, else from `lstat`;
  /// a symbolic link is what `stat` says it points to.
  /// (`path` is only built for the entries that need a system call.)
  private static func kind(of type: UInt8, at path: @autoclosure () -> String) -> Kind {
    switch Int32(type) {
    case Int32(DT_REG): return .file
    case Int32(DT_DIR): return .directory
    case Int32(DT_LNK): return linkTarget(path())
    case Int32(DT_UNKNOWN):
      let path = path()
      var status = stat()
      guard lstat(path, &status) == 0 else { return .other(reason(errno)) }
      if status.st_mode & S_IFMT == S_IFLNK { return linkTarget(path) }
      return kind(of: status.st_mode)
    default:
      // A named pipe, a socket, a device: say which.
      var status = stat()
      guard lstat(path(), &status) == 0 else { return .other(reason(errno)) }
      return kind(of: status.st_mode)
    }
  }

  private static func kind(of mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .directory
    case S_IFIFO: .other("is a named pipe (FIFO), not a regular file; it was not read")
    case S_IFSOCK: .other("is a socket, not a regular file; it was not read")
    case S_IFCHR, S_IFBLK: .other("is a device, not a regular file; it was not read")
    default: .other("is not a regular file; it was not read")
    }
  }

  /// What a symbolic link leads to: a file, a directory, or why it leads nowhere.
  private static func linkTarget(_ path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .other(reason(errno)) }
    switch kind(of: status.st_mode) {
    case .directory: return .linkToDirectory
    case let other: return other
    }
  }

  /// Why an entry (or a symbolic link's target) cannot be reached.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ELOOP: "is a symbolic link that loops (it leads back to itself)"
    case ENOENT: "is a symbolic link to nothing (its target does not exist)"
    case EACCES: "cannot be reached (check the permissions of the link's target)"
    default: "cannot be reached: \(String(cString: strerror(code)))"
    }
  }
}
