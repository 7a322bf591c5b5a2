import Foundation

/// Writes output files through a temporary file and a rename, so an interrupted run never
/// leaves half a file behind.
enum OutputFile {
  /// An output file being written: text goes to a temporary file beside it, which
  /// ``commit()`` renames into place.
  final class Pending {
    /// Where the file goes.
    let path: String
    private let temporary: URL
    private let handle: FileHandle
    /// Text not yet written: a batch report arrives file by file, and a write per file cost
    /// more than rendering it.
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16
    /// Why a write failed, if one did: the file is then never renamed into place.
    private var writeFailure: String?

    /// Starts writing `path`.
    init(path: String) throws(InputError) {
      let url = URL(fileURLWithPath: path)
      temporary = url.deletingLastPathComponent()
        .appendingPathComponent(
          ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
      let directory = url.deletingLastPathComponent().path
      // A new file or nothing: never one that is already there, nor a link's target (kbcheck
      // runs as root in CI containers; the temporary name is predictable).
      let descriptor = open(
        temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw InputError(
          "cannot create a file in \(directory): \(String(cString: strerror(errno)))", at: nil)
      }
      handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      self.path = path
    }

    /// Appends text.
    func write(_ text: String) {
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= Self.bufferSize { flush() }
    }

    private func flush() {
      guard !buffer.isEmpty else { return }
      if writeFailure == nil {
        do {
          try handle.write(contentsOf: buffer)
        } catch {
          writeFailure = "cannot write \(path): \(error.localizedDescription)"
        }
      }
      buffer.removeAll(keepingCapacity: true)
    }

    /// Closes the temporary file and renames it into place (removing it when that fails).
    func commit() throws(InputError) {
      flush()
      var failure = writeFailure
      do {
        try handle.close()
      } catch {
        // A file that did not close may not hold everything written to it: never rename it.
        failure = error.localizedDescription
      }
      if failure == nil, rename(temporary.path, path) != 0 {
        failure = String(cString: strerror(errno))
      }
      guard let failure else { return }
      try? FileManager.default.removeItem(at: temporary)  // best effort: the error says why
      throw InputError(failure, at: nil)
    }
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws(InputError) {
    let file = try Pending(path: path)
    file.write(text)
    try file.commit()
  }
}
