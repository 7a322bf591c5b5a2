/// Keeps kbcheck from writing into what it reads: an output path (a report, a converted
/// trace, a baseline being recorded) that names the same file as an input — a trace, the
/// spec, the configuration — is refused before anything is written.
enum InputProtection {
  /// The error for the first output that is one of `inputs` or `settings` (the spec and
  /// configuration files), or nil when none is.
  ///
  /// Only outputs that exist can be inputs, so the inputs are looked at only then: a run that
  /// writes new files costs no extra work per input.
  static func clash(
    outputs: [String], inputs: some Sequence<String>, settings: [String] = []
  ) -> KBCheckError? {
    let existing = outputs.compactMap { output in
      FileIdentity(output).flatMap { $0.isRegular ? (output, $0) : nil }
    }
    guard !existing.isEmpty else { return nil }
    for input in settings + inputs {
      guard let identity = FileIdentity(input),
        let output = existing.first(where: { $0.1 == identity })?.0
      else { continue }
      return .outputIsInput(output: output, input: input)
    }
    return nil
  }
}
