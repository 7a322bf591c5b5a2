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

    /// Starts writing `path`.
    init(path: String) throws(InputError) {
      let url = URL(fileURLWithPath: path)
      temporary = url.deletingLastPathComponent()
        .appendingPathComponent(
          ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
        let handle = try? FileHandle(forWritingTo: temporary)
      else {
        throw InputError("cannot create a file in \(url.deletingLastPathComponent().path)", at: nil)
      }
      self.path = path
      self.handle = handle
    }

    /// Appends text.
    func write(_ text: String) {
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= Self.bufferSize { flush() }
    }

    private func flush() {
      guard !buffer.isEmpty else { return }
      handle.write(Data(buffer))
      buffer.removeAll(keepingCapacity: true)
    }

    /// Closes the temporary file and renames it into place (removing it when that fails).
    func commit() throws(InputError) {
      flush()
      try? handle.close()
      guard rename(temporary.path, path) != 0 else { return }
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw InputError(reason, at: nil)
    }
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws(InputError) {
    let file = try Pending(path: path)
    file.write(text)
    try file.commit()
  }
}
