import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input file as bytes, turning every failure into an ``InputError``.
///
/// It reads with the system calls straight into the array it returns: a batch run reads
/// every byte of every trace, and going through `Data` would copy each file once more.
enum FileReader {
  /// Whether something exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The bytes of the file at `path`.
  ///
  /// A named pipe (FIFO) is opened without blocking, so one that no program writes to reads
  /// as empty instead of hanging the run until a writer comes; a pipe that is being written
  /// (`kbcheck lint <(make-trace)`) is then read to its end as usual.
  static func read(_ path: String) throws(InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw InputError("is a directory, not a file", at: nil)
    }
    // A device other than a terminal (`/dev/zero`, a disk) would be read forever or for
    // gigabytes; a terminal is read to its end (Ctrl-D) like a pipe.
    let type = status.st_mode & S_IFMT
    if type == S_IFBLK || (type == S_IFCHR && isatty(descriptor) == 0) {
      throw InputError(
        "is a device, not a file (kbcheck reads files, pipes and terminals)", at: nil)
    }
    // Back to blocking reads: a pipe's writer may not have written everything yet (a regular
    // file never blocks, and a batch saves two system calls per file).
    if type != S_IFREG {
      let flags = fcntl(descriptor, F_GETFL)
      guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
        throw failure(errno)
      }
    }
    // One byte more than the size, so a file that has not grown is read to its end at once.
    let capacity = max(Int(status.st_size), 0) + 1
    var code: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let got = systemRead(descriptor, base + count, buffer.count - count)
        if got > 0 {
          count += got
        } else if got == 0 || errno != EINTR {
          if got < 0 { code = errno }
          return
        }
      }
    }
    if code != 0 { throw failure(code) }
    if bytes.count == capacity {
      // The file grew while it was read: take the rest too.
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if got < 0, errno == EINTR { continue }
        if got < 0 { throw failure(errno) }
        if got == 0 { break }
        bytes += chunk[..<got]
      }
    }
    return bytes
  }

  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static func failure(_ code: Int32) -> InputError {
    switch code {
    case ENOENT, ENOTDIR: InputError("no such file", at: nil)
    case EISDIR: InputError("is a directory, not a file", at: nil)
    case ELOOP: InputError("is a symbolic link that loops (it leads back to itself)", at: nil)
    case EACCES, EPERM: InputError("cannot be read (check its permissions)", at: nil)
    default: InputError("cannot be read: \(String(cString: strerror(code)))", at: nil)
    }
  }
}
