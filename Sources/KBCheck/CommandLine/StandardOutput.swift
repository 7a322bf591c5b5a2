/// Writes the program's standard output, turning a failed write (a full disk, `> /dev/full`)
/// into an error the program reports and exits 2 for, instead of a trap.
public final class StandardOutput: @unchecked Sendable {
  /// Why a write failed, if one did; later writes are then skipped.
  public private(set) var failure: String?
  private let lock = ConditionLock()

  /// A writer for the process's standard output.
  public init() {}

  /// Writes `text`, unless an earlier write failed.
  public func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil, !text.isEmpty else { return }
    failure = Self.write(text, to: 1)
  }

  /// Writes `text` to standard error: the program's last words, or the progress line; a
  /// failure there has nowhere to be reported.
  public static func writeError(_ text: String) {
    guard !text.isEmpty else { return }
    _ = write(text, to: 2)
  }

  /// Writes the text's own bytes (not a Data made from its UTF-8 view: that generic conversion
  /// searched the binary's protocol conformances at every start, 200,000 instructions); why
  /// it failed in the system's words (`Bad file descriptor` for a closed standard output),
  /// or nil.
  private static func write(_ text: String, to descriptor: Int32) -> String? {
    var text = text
    return text.withUTF8 { OutputFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
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
