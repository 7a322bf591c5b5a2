import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input opened for reading, whole or a piece at a time, turning every failure into an
/// ``InputError`` and refusing more than a limit of bytes.
///
/// A trace file is read whole (``readToEnd()``), with the system calls straight into the array
/// it returns; a long log is read a piece at a time (``read(atMost:into:)``), so it is never
/// held whole (``LogStream``).
final class OpenFile {
  /// The descriptor read from.
  private let descriptor: Int32
  /// Whether the descriptor is closed with this object (not standard input).
  private let owned: Bool
  /// The most bytes this input may hold.
  private let limit: Int
  /// The size a regular file had when it was opened, else nil.
  private let regularSize: Int?
  /// The bytes read so far.
  private(set) var bytesRead = 0
  /// Whether the end was reached.
  private(set) var atEnd = false

  /// Opens the file at `path`.
  ///
  /// A named pipe (FIFO) is opened without blocking, so one that no program writes to reads
  /// as empty instead of hanging the run until a writer comes; a pipe that is being written
  /// (`kbcheck lint <(make-trace)`) is then read to its end as usual.
  init(_ path: String, limit: Int) throws(InputError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Self.failure(errno) }
    do {
      regularSize = try Self.prepare(descriptor, refusingDevices: true)
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    owned = true
    self.limit = limit
    if let regularSize, regularSize > limit { throw Self.tooLarge(limit) }
  }

  /// Standard input: closed or unreadable standard input is an error, not an empty trace.
  init(standardInputLimit limit: Int) throws(InputError) {
    var status = stat()
    guard fstat(0, &status) == 0 else {
      throw InputError(
        "standard input is closed; pipe the trace in, or give its path instead of -", at: nil)
    }
    // A device given as standard input (`< /dev/null`) is read like a pipe: the limit ends it.
    regularSize = try Self.prepare(0, refusingDevices: false)
    descriptor = 0
    owned = false
    self.limit = limit
    if let regularSize, regularSize > limit { throw Self.tooLarge(limit) }
  }

  deinit {
    if owned { close(descriptor) }
  }

  /// Checks what an open descriptor is, and makes a pipe's reads blocking; returns a regular
  /// file's size, or nil for anything else.
  private static func prepare(_ descriptor: Int32, refusingDevices: Bool) throws(InputError)
    -> Int?
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR { throw InputError("is a directory, not a file", at: nil) }
    // A device other than a terminal (`/dev/zero`, a disk) would be read forever or for
    // gigabytes; a terminal is read to its end (Ctrl-D) like a pipe.
    if refusingDevices, type == S_IFBLK || (type == S_IFCHR && isatty(descriptor) == 0) {
      throw InputError(
        "is a device, not a file (kbcheck reads files, pipes and terminals)", at: nil)
    }
    if type == S_IFREG { return max(Int(status.st_size), 0) }
    // Back to blocking reads: a pipe's writer may not have written everything yet (a regular
    // file never blocks, and a batch saves two system calls per file).
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      throw failure(errno)
    }
    return nil
  }

  /// The rest of the input: all of it, when nothing was read yet.
  func readToEnd() throws(InputError) -> [UInt8] {
    // One byte more than the size, so a file that has not grown is read to its end at once,
    // straight into the array (a batch reads every byte of every trace).
    let capacity = min(regularSize ?? 0, limit) + 1
    var code: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      Self.prefault(UnsafeMutableRawBufferPointer(buffer))
      while count < buffer.count {
        let got = SystemCall.read(descriptor, base + count, buffer.count - count)
        if got > 0 {
          count += got
        } else if got == 0 || errno != EINTR {
          if got < 0 { code = errno }
          return
        }
      }
    }
    if code != 0 { throw Self.failure(code) }
    bytesRead += bytes.count
    if bytesRead > limit { throw Self.tooLarge(limit) }
    if bytes.count < capacity {
      atEnd = true
      return bytes
    }
    // The file grew while it was read, or is a pipe: take the rest too.
    while try read(atMost: 1 << 16, into: &bytes) > 0 {}
    return bytes
  }

  /// Whether no large read buffer was prefaulted yet in this process.
  private static let firstLargeRead = Atomic<Bool>(true)

  /// Maps the fresh pages of the process's first large read buffer in one system call, before
  /// the read writes them (Linux 5.14's `MADV_POPULATE_WRITE`; nothing elsewhere, or where the
  /// kernel is older). The read would fault them in one at a time: 32 faults for a 130 KB
  /// trace, each 1.6 to 2 µs on the benchmark machine, where mapping them in one call costs a
  /// fraction. Only the first: later reads of a batch mostly get memory that earlier files
  /// freed, already mapped, and a system call per file to populate it again cost a 2,000-file
  /// batch 5% of its processor time.
  static func prefault(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard buffer.count >= 16 * page, page > 0, let base = buffer.baseAddress,
        firstLargeRead.exchange(false, ordering: .relaxed)
      else { return }
      let start = (Int(bitPattern: base) + page - 1) / page * page
      let end = (Int(bitPattern: base) + buffer.count) / page * page
      guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
      // 23 is MADV_POPULATE_WRITE; an older kernel says EINVAL and the read faults as before.
      _ = madvise(first, end - start, 23)
    #endif
  }

  /// Appends at most `count` more bytes to `bytes`; returns how many (0 at the end).
  ///
  /// Each call costs one system call and a copy of what it read, nothing in proportion to
  /// `count`: a file that another program keeps appending to is read until a read finds
  /// nothing new, which a slow reader would never see.
  @discardableResult
  func read(atMost count: Int, into bytes: inout [UInt8]) throws(InputError) -> Int {
    guard !atEnd, count > 0 else { return 0 }
    if scratch.count < min(count, Self.scratchSize) {
      scratch = [UInt8](repeating: 0, count: min(count, Self.scratchSize))
    }
    let wanted = min(count, scratch.count)
    var code: Int32 = 0
    let got = scratch.withUnsafeMutableBytes { buffer -> Int in
      while true {
        let got = SystemCall.read(descriptor, buffer.baseAddress, wanted)
        if got >= 0 { return got }
        if errno != EINTR {
          code = errno
          return 0
        }
      }
    }
    if code != 0 { throw Self.failure(code) }
    if got == 0 { atEnd = true }
    bytesRead += got
    if bytesRead > limit { throw Self.tooLarge(limit) }
    bytes.append(contentsOf: scratch[..<got])
    return got
  }

  /// The buffer reads land in before they are appended.
  private var scratch: [UInt8] = []
  /// The most one read takes.
  private static let scratchSize = 1 << 18

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
