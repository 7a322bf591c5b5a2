#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who owns a file, for settings kbcheck finds on its own rather than being given.
enum FileOwner {
  /// The owner's user id when the file belongs neither to the effective user nor to root;
  /// nil when it belongs to one of them, or cannot be examined (reading it then reports why).
  ///
  /// A symbolic link counts as its own owner's too: a link another user planted to a file of
  /// root's would otherwise choose which of root's files is read.
  static func foreignOwner(of path: String) -> UInt32? {
    var link = stat()
    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let owner = foreign(link.st_uid) {
      return owner
    }
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return foreign(status.st_uid)
  }

  /// The user id when it is neither the effective user's nor root's.
  static func foreign(_ uid: uid_t) -> UInt32? {
    let owner = UInt32(uid)
    return owner == 0 || owner == UInt32(geteuid()) ? nil : owner
  }
}
