#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output path leads, worked out link by link before anything is written.
///
/// kbcheck runs as root in CI containers, so an output path is not trusted as a whole:
/// - a path that names one of the process's open descriptors (`/dev/stdout`, `/dev/fd/2`,
///   `/proc/self/fd/1`) is that descriptor, written where it stands, never a file to replace
///   (replacing the file a shell's `>>build.log` redirects to would lose the job's log);
/// - a link planted by another user is not followed: run as root, any other user's link;
///   otherwise one in a directory anyone may write to (a sticky `/tmp`), as Linux refuses with
///   `fs.protected_symlinks` on, which containers often leave off.
enum OutputPath {
  /// Where the path leads.
  enum Target: Equatable {
    /// One of the process's open descriptors.
    case descriptor(Int32)
    /// A file to create or replace, every link on the way resolved (it may not exist yet).
    case file(String)
  }

  /// The most links one path may pass through, as the kernel's limit.
  static let maximumLinks = 40

  /// Why `path` cannot take an output, as far as can be known before writing it (it is a
  /// directory, or its directory does not exist); nil when it may, or when only the write
  /// will tell (a link that may not be followed is refused with its own error then).
  static func unwritable(_ path: String) -> String? {
    if path.hasByteSuffix("/") { return "it names a directory (it ends with /)" }
    guard case .file(let file)? = try? resolve(path) else { return nil }
    var status = stat()
    let exists = stat(file, &status) == 0
    if exists, status.st_mode & S_IFMT == S_IFDIR { return "it is a directory" }
    // A regular file is replaced through a new file beside it: its directory must take one.
    if exists, status.st_mode & S_IFMT != S_IFREG { return nil }
    let directory = PathText.split(file).directory
    guard stat(directory, &status) == 0 else {
      return "\(directory): \(String(cString: strerror(errno)))"
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return "\(directory) is not a directory" }
    guard access(directory, W_OK | X_OK) == 0 else {
      return "cannot create a file in \(directory): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// Resolves `path`; throws when a link on the way may not be followed or loops.
  static func resolve(_ path: String) throws(InputError) -> Target {
    var pending = Array(PathText.components(PathText.absolute(path)).reversed())
    var resolved: [String] = []
    var links = 0
    while let component = pending.popLast() {
      if component == "." { continue }
      if component == ".." {
        _ = resolved.popLast()
        continue
      }
      let candidate = "/" + (resolved + [component]).joinedText(separator: "/")
      if pending.isEmpty, let descriptor = descriptor(named: candidate) {
        return .descriptor(descriptor)
      }
      var status = stat()
      guard lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        resolved.append(component)
        continue
      }
      links += 1
      guard links <= maximumLinks else {
        throw InputError(
          "it passes through more than \(maximumLinks) symbolic links (a loop?)", at: nil)
      }
      if let owner = foreignOwner(of: status, in: "/" + resolved.joinedText(separator: "/")) {
        throw InputError(
          "\(candidate) is a symbolic link that belongs to another user (uid \(owner)); "
            + "kbcheck does not follow it to write (as root, another user's link; otherwise "
            + "one in a shared directory such as /tmp), since it may lead to any file: remove "
            + "it or write elsewhere", at: nil)
      }
      let target = linkText(candidate)
      if target.hasBytePrefix("/") { resolved = [] }
      pending += PathText.components(target).reversed()
    }
    return .file("/" + resolved.joinedText(separator: "/"))
  }

  /// The descriptor `path` leads to, through any links, if it leads to one.
  static func descriptor(leadingTo path: String) -> Int32? {
    guard case .descriptor(let number)? = try? resolve(path) else { return nil }
    return number
  }

  /// The descriptor `path` names, if it names one of this process's: `/dev/stdin`,
  /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, or `/proc/self/fd/N` (also through
  /// `thread-self` or the process's own id).
  static func descriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    let prefixes = [
      "/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/",
    ]
    guard let prefix = prefixes.first(where: path.hasPrefix),
      let number = Int32(path.dropFirst(prefix.count)), number >= 0
    else { return nil }
    return number
  }

  /// The owner of a link that must not be followed, or nil. Run as root, a link that belongs
  /// to another user is never followed, wherever it is: whoever owns a link, or the directory
  /// it is in, chooses the file root would replace. Otherwise as Linux's
  /// `fs.protected_symlinks`: a link in a sticky directory that anyone may write to, owned
  /// neither by the user following it nor by the directory's owner.
  private static func foreignOwner(of link: stat, in directory: String) -> UInt32? {
    if geteuid() == 0 { return FileOwner.foreign(link.st_uid) }
    var status = stat()
    guard stat(directory.isEmpty ? "/" : directory, &status) == 0 else { return nil }
    let sticky = status.st_mode & S_ISVTX != 0
    let everyoneWrites = status.st_mode & S_IWOTH != 0
    guard sticky, everyoneWrites, link.st_uid != geteuid(), link.st_uid != status.st_uid else {
      return nil
    }
    return UInt32(link.st_uid)
  }

  /// What a link holds.
  private static func linkText(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return "" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
