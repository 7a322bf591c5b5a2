#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's identity: the same file under any path, link, `./` or `..`.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  /// Whether the file is a regular file (not a device, FIFO or directory).
  var isRegular: Bool
  /// Whether the file is a directory.
  var isDirectory: Bool

  /// The identity of what `path` leads to, following links; nil when nothing is there.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity of what an open descriptor of the process reads or writes (standard input
  /// redirected from a file is that file); nil when it is not open.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity `stat(2)` or `fstat(2)` gave.
  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    isRegular = status.st_mode & S_IFMT == S_IFREG
    isDirectory = status.st_mode & S_IFMT == S_IFDIR
  }

  /// Where the existing `path` leads, every link on the way and at its end resolved; nil
  /// when nothing is there.
  static func resolved(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Where `path` is, for a file that may not exist yet: absolute, with `.`, `..` and the
  /// links of its directories resolved, so two spellings of one place compare equal.
  static func location(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(url.lastPathComponent).standardizedFileURL.path
  }
}
