#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps kbcheck from writing into what it reads: an output path (a report, a converted
/// trace, a baseline being recorded) that names the same file as an input — a trace, the
/// spec, the configuration — is refused before anything is written.
enum InputProtection {
  /// A file's identity: the same file under any path, link or `..`.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// The error for the first output that is one of `inputs` or `settings` (the spec and
  /// configuration files), or nil when none is.
  ///
  /// Only outputs that exist can be inputs, so the inputs are looked at only then: a run that
  /// writes new files costs no extra work per input.
  static func clash(
    outputs: [String], inputs: some Sequence<String>, settings: [String] = []
  ) -> KBCheckError? {
    let existing = outputs.compactMap { output in Identity(output).map { (output, $0) } }
    guard !existing.isEmpty else { return nil }
    for input in settings + inputs {
      guard let identity = Identity(input),
        let output = existing.first(where: { $0.1 == identity })?.0
      else { continue }
      return .outputIsInput(output: output, input: input)
    }
    return nil
  }
}
