#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file without a name until it is complete (Linux's `O_TMPFILE`, named with `linkat`
/// through `/proc/self/fd`): what a report is written to before it replaces its target, so a
/// run killed while it writes leaves nothing behind.
enum UnnamedFile {
  /// An unnamed file open for writing in `directory`, or nil where the system makes none
  /// (another system than Linux, a file system without them, no `/proc` to name it through).
  static func open(in directory: String, mode: mode_t) -> Int32? {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      guard access("/proc/self/fd", X_OK) == 0 else { return nil }
      let descriptor = Glibc.open(directory, temporaryFile | O_WRONLY | O_CLOEXEC, mode)
      return descriptor >= 0 ? descriptor : nil
    #else
      return nil
    #endif
  }

  /// Gives the unnamed file open as `descriptor` the new name `path`; 0, or -1 with `errno`
  /// set (`EEXIST` when the name is taken).
  static func link(_ descriptor: Int32, to path: String) -> Int32 {
    #if os(Linux)
      return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW)
    #else
      errno = ENOTSUP
      return -1
    #endif
  }

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// `O_TMPFILE`, a macro of two flags that the Glibc module does not import
    /// (`__O_TMPFILE`, the same on x86_64 and arm64, with `O_DIRECTORY`).
    private static let temporaryFile: Int32 = 0o20000000 | O_DIRECTORY
  #endif
}
