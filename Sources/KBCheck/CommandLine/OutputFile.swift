import Foundation

/// Writes output files through a temporary file and a rename, so an interrupted run never
/// leaves half a file behind.
public enum OutputFile {
  /// Writes `text` to `path`.
  public static func write(_ text: String, to path: String) throws(InputError) {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw InputError(reason, at: nil)
      }
    } catch let error as InputError {
      throw error
    } catch {
      throw InputError(error.localizedDescription, at: nil)
    }
  }
}
