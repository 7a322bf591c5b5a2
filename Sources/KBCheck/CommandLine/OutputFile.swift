#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place kbcheck writes files: reports, converted traces and baselines through a
/// temporary file and a rename, so an interrupted run never leaves half a file behind (on
/// Linux, where the temporary file has no name until it is complete, nothing at all), and the
/// job summary by appending.
enum OutputFile {
  /// An output file being written: text goes to a temporary file beside it, which
  /// ``commit()`` renames into place.
  final class Pending {
    /// Where the file goes.
    let path: String
    /// The temporary file renamed onto the target at the end, or nil when the target is not
    /// a regular file (a device, a FIFO) and is written in place, or while an unnamed file
    /// is written.
    private var temporary: String?
    /// Whether the file is unnamed (Linux's `O_TMPFILE`) and gets its temporary name only when
    /// it holds everything: a run killed while it writes (by a CI job's timeout, the
    /// out-of-memory killer, a broken pipe) leaves nothing behind.
    private let unnamed: Bool
    /// The mode and owner of the file replaced, which the new one takes.
    private var keeps: (mode: mode_t, owner: uid_t, group: gid_t)?
    /// The regular file the rename replaces: the target, or the file its link points to.
    private let target: String
    /// The open file (or descriptor) written, closed once by ``close()``.
    private let descriptor: Int32
    /// Text not yet written: a batch report arrives file by file, and a write per file cost
    /// more than rendering it.
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16
    /// Why a write failed, if one did: the file is then never renamed into place.
    private var writeFailure: String?

    /// Starts writing `path` (see ``OutputPath`` for how it is resolved). A regular file (or
    /// a link to one) is replaced through a temporary file beside it, keeping its mode and,
    /// for root, its owner; anything else that exists (`/dev/null`, a FIFO, a terminal) is
    /// written in place and never unlinked (kbcheck runs as root in CI containers, where
    /// replacing a device node breaks the machine); a path that names an open descriptor
    /// (`/dev/stdout`) writes to it where it stands, as `-` does.
    init(path: String) throws(InputError) {
      self.path = path
      let resolved: String
      switch try OutputPath.resolve(path) {
      case .descriptor(let number):
        let descriptor = dup(number)
        guard descriptor >= 0 else {
          throw InputError("descriptor \(number) is not open", at: nil)
        }
        temporary = nil
        unnamed = false
        target = path
        self.descriptor = descriptor
        return
      case .file(let file):
        resolved = file
      }
      var status = stat()
      let exists = stat(resolved, &status) == 0
      if exists, status.st_mode & S_IFMT != S_IFREG {
        let descriptor = open(resolved, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw InputError(String(cString: strerror(errno)), at: nil)
        }
        temporary = nil
        unnamed = false
        target = resolved
        self.descriptor = descriptor
        return
      }
      // A link is followed: the file it points to is replaced (or made), and the link stays.
      target = resolved
      let mode = exists ? mode_t(status.st_mode & 0o7777) : 0o644
      let (descriptor, temporaryPath) = try Self.createTemporary(beside: resolved, mode: mode)
      // The process's umask narrowed the mode open gave it: the replaced file keeps its own,
      // and its owner (root replacing a runner's file leaves it the runner's).
      keeps = exists ? (mode, status.st_uid, status.st_gid) : nil
      temporary = temporaryPath
      unnamed = temporaryPath == nil
      self.descriptor = descriptor
      // An unnamed file takes them once named: Linux lets a process without CAP_FOWNER link
      // only a file it may read and write, so a file given to the runner first could not be.
      if !unnamed { keepOwnerAndMode() }
    }

    /// Creates the temporary file beside `target`: an unnamed one where the system makes them
    /// (no name is returned), else a new file, never one already there nor a link's
    /// target, whose name is unpredictable, so a file left by a killed run, or put there by
    /// anyone, costs another try, not the run.
    private static func createTemporary(beside target: String, mode: mode_t) throws(InputError)
      -> (Int32, String?)
    {
      if let unnamed = UnnamedFile.open(in: PathText.split(target).directory, mode: mode) {
        return (unnamed, nil)
      }
      return try temporaryName(beside: target) { candidate in
        open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      }
    }

    /// Tries unpredictable temporary names beside `target` until `make` makes one (returns a
    /// value of at least 0) or fails for another reason than the name being taken.
    private static func temporaryName(
      beside target: String, _ make: (String) -> Int32
    ) throws(InputError) -> (Int32, String) {
      let (directory, base) = PathText.split(target)
      var lastError: Int32 = 0
      var lastName = ""
      for _ in 0..<8 {
        let name = ".\(base).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let candidate = PathText.join(directory, name)
        let result = make(candidate)
        if result >= 0 { return (result, candidate) }
        lastError = errno
        lastName = candidate
        guard lastError == EEXIST else { break }
      }
      throw InputError(
        "cannot create \(lastName): \(String(cString: strerror(lastError)))", at: nil)
    }

    /// Gives the file the replaced one's mode and, for root, its owner.
    private func keepOwnerAndMode() {
      guard let keeps else { return }
      fchmod(descriptor, keeps.mode)
      if geteuid() == 0 { _ = fchown(descriptor, keeps.owner, keeps.group) }
    }

    /// Appends text.
    func write(_ text: String) {
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= Self.bufferSize { flush() }
    }

    private func flush() {
      guard !buffer.isEmpty else { return }
      if writeFailure == nil {
        writeFailure = OutputFile.writeAll(buffer, to: descriptor)
      }
      buffer.removeAll(keepingCapacity: true)
    }

    /// Whether the file was closed (after which only a rename or a discard is left).
    private var closed = false

    /// Writes what is buffered and closes the file; throws when any write failed, since a
    /// file that did not close may not hold everything written to it.
    private func close() throws(InputError) {
      guard !closed else { return }
      closed = true
      flush()
      var failure = writeFailure
      if failure == nil, unnamed {
        // Everything is written: the unnamed file gets its temporary name, for the rename.
        let descriptor = descriptor
        do {
          temporary = try Self.temporaryName(beside: target) { candidate in
            UnnamedFile.link(descriptor, to: candidate)
          }.1
          keepOwnerAndMode()
        } catch {
          failure = error.message
        }
      }
      if SystemCall.close(descriptor) != 0, failure == nil {
        failure = String(cString: strerror(errno))
      }
      if let failure { throw InputError(failure, at: nil) }
    }

    /// Closes the file and removes the temporary file: the target is left as it was.
    func discard() {
      if !closed {
        closed = true
        // A target written in place (a FIFO, standard output) has had the report up to here:
        // the rest follows, so its reader gets it whole. An unnamed file is gone once closed.
        if temporary == nil, !unnamed { flush() }
        _ = SystemCall.close(descriptor)
      }
      if let temporary { unlink(temporary) }
    }

    /// Closes the temporary file and renames it into place (removing it when that fails); a
    /// target written in place is only closed.
    func commit() throws(InputError) {
      do {
        try close()
      } catch {
        discard()
        throw error
      }
      guard let temporary else { return }
      if rename(temporary, target) != 0 {
        let reason = String(cString: strerror(errno))
        unlink(temporary)  // best effort: the error says why
        throw InputError(reason, at: nil)
      }
    }

    /// Commits every file or none: each is closed first, and only when all of them hold
    /// everything written are they renamed into place; otherwise every temporary file is
    /// removed and the targets stay as they were. Returns the failures, by path.
    static func commitAll(_ files: [Pending]) -> [(path: String, error: InputError)] {
      var failures: [(path: String, error: InputError)] = []
      for file in files {
        do {
          try file.close()
        } catch {
          failures.append((file.path, error))
        }
      }
      guard failures.isEmpty else {
        for file in files { file.discard() }
        return failures
      }
      for file in files {
        do {
          try file.commit()
        } catch {
          failures.append((file.path, error))
        }
      }
      return failures
    }
  }

  /// Appends `text` to `path`, creating it if need be: for a file that collects what several
  /// programs write, like GitHub's job summary. O_APPEND needs no seek, so a FIFO or a device
  /// works too; a failed write is an error, never a trap.
  static func append(_ text: String, to path: String) throws(InputError) {
    // Resolved as any output is: another user's planted link is not followed, and a
    // descriptor is written where it stands.
    let descriptor =
      switch try OutputPath.resolve(path) {
      case .descriptor(let number): dup(number)
      case .file(let file): open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
      }
    guard descriptor >= 0 else { throw InputError(String(cString: strerror(errno)), at: nil) }
    var failure = writeAll(Array(text.utf8), to: descriptor)
    if SystemCall.close(descriptor) != 0, failure == nil {
      failure = String(cString: strerror(errno))
    }
    if let failure { throw InputError(failure, at: nil) }
  }

  /// Writes every byte to `descriptor`, again after an interrupted or short write; returns
  /// why it failed (the system's words: "No space left on device"), or nil.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes every byte of `buffer` to `descriptor`, as ``writeAll(_:to:)`` does.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < buffer.count {
      let written = SystemCall.write(
        descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return written < 0 ? String(cString: strerror(errno)) : "the write made no progress"
      }
    }
    return nil
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws(InputError) {
    let file = try Pending(path: path)
    file.write(text)
    try file.commit()
  }
}
