#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who owns a file, for settings kbcheck finds on its own rather than being given.
enum FileOwner {
  /// The owner's user id when the file belongs neither to the effective user nor to root;
  /// nil when it belongs to one of them, or cannot be examined (reading it then reports why).
  static func foreignOwner(of path: String) -> UInt32? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let owner = UInt32(status.st_uid)
    return owner == 0 || owner == UInt32(geteuid()) ? nil : owner
  }
}
