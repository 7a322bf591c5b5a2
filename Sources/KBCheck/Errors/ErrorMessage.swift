/// The one place an error becomes text, in the form compilers use, so editors and CI logs
/// link it to its file: `path:line:col: error: message`, or `kbcheck: message` when no file
/// is at fault.
extension KBCheckError: CustomStringConvertible {
  /// The error as one line of text.
  public var description: String {
    switch self {
    case .usage(let error):
      return "kbcheck: \(error.message)"
    case .input(let path, let error):
      return "\(Self.place(path, error.position)) error: \(error.message)"
    case .invalid(let role, let path, let error):
      return "\(Self.place(path, error.position)) error: invalid \(role.rawValue): \(error.message)"
    case .unwritable(let role, let path, let reason):
      let what = role == .report ? "" : "the \(role.rawValue) "
      return "kbcheck: cannot write \(what)\(path)\(reason.isEmpty ? "" : ": \(reason)")"
    case .outputIsInput(let output, let input):
      let same = output == input ? "" : " (\(input))"
      return "kbcheck: refusing to write \(output): it is a file this run reads\(same) (a trace, "
        + "the spec or one it extends, the configuration or the baseline), and kbcheck never "
        + "writes into what it reads; choose another output path"
    }
  }

  /// `path:line:col:`, or `path:` for an error without a place.
  private static func place(_ path: String, _ position: SourcePosition?) -> String {
    "\(path):\(position.map { "\($0):" } ?? "")"
  }
}
