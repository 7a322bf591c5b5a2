import Foundation

/// Writes the program's standard output, turning a failed write (a full disk, `> /dev/full`)
/// into an error the program reports and exits 2 for, instead of a trap.
public final class StandardOutput: @unchecked Sendable {
  /// Why a write failed, if one did; later writes are then skipped.
  public private(set) var failure: String?
  private let lock = NSLock()

  /// A writer for the process's standard output.
  public init() {}

  /// Writes `text`, unless an earlier write failed.
  public func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil, !text.isEmpty else { return }
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      failure = error.localizedDescription
    }
  }

  /// The result with the write failure, if there was one, added as an error (exit 2).
  public func settle(_ result: CommandResult) -> CommandResult {
    guard let failure else { return result }
    var settled = result
    settled.errorOutput += CommandResult.text([
      .unwritable(.report, path: "standard output", reason: failure)
    ])
    settled.status = .failure
    return settled
  }
}
