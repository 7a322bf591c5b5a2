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

  /// The most a file or standard input may hold unless the user sets another limit
  /// (`--max-input-size`): 256 MiB, two thousand times a large captured trace, and small
  /// enough that reading and checking it stays within a CI container's memory.
  static let defaultLimit = 256 << 20

  /// The bytes of the file at `path`, at most `limit` of them (more is an error).
  ///
  /// A named pipe (FIFO) is opened without blocking, so one that no program writes to reads
  /// as empty instead of hanging the run until a writer comes; a pipe that is being written
  /// (`kbcheck lint <(make-trace)`) is then read to its end as usual.
  static func read(_ path: String, limit: Int = defaultLimit) throws(InputError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    return try read(descriptor: descriptor, limit: limit, refusingDevices: true)
  }

  /// The bytes of standard input, at most `limit` of them: closed or unreadable standard
  /// input is an error, not an empty trace.
  static func readStandardInput(limit: Int) throws(InputError) -> [UInt8] {
    var status = stat()
    guard fstat(0, &status) == 0 else {
      throw InputError(
        "standard input is closed; pipe the trace in, or give its path instead of -", at: nil)
    }
    // A device given as standard input (`< /dev/null`) is read like a pipe: the limit ends it.
    return try read(descriptor: 0, limit: limit, refusingDevices: false)
  }

  /// Reads an open descriptor to its end, refusing anything longer than `limit` bytes (and,
  /// when asked, devices, which may never end).
  private static func read(descriptor: Int32, limit: Int, refusingDevices: Bool)
    throws(InputError) -> [UInt8]
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw InputError("is a directory, not a file", at: nil)
    }
    // A device other than a terminal (`/dev/zero`, a disk) would be read forever or for
    // gigabytes; a terminal is read to its end (Ctrl-D) like a pipe.
    let type = status.st_mode & S_IFMT
    if refusingDevices, type == S_IFBLK || (type == S_IFCHR && isatty(descriptor) == 0) {
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
    if type == S_IFREG, Int(status.st_size) > limit { throw tooLarge(limit) }
    // One byte more than the size, so a file that has not grown is read to its end at once.
    let capacity = min(max(Int(status.st_size), 0), limit) + 1
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
    if bytes.count > limit { throw tooLarge(limit) }
    if bytes.count == capacity {
      // The file grew while it was read: take the rest too.
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if got < 0, errno == EINTR { continue }
        if got < 0 { throw failure(errno) }
        if got == 0 { break }
        bytes += chunk[..<got]
        if bytes.count > limit { throw tooLarge(limit) }
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

  private static func tooLarge(_ limit: Int) -> InputError {
    InputError(
      "holds more than \(ByteCount.text(limit)), the most kbcheck reads from one input; "
        + "raise the limit with --max-input-size if this is really one trace", at: nil)
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
