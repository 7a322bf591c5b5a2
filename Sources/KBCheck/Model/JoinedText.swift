extension Sequence where Element: StringProtocol {
  /// The strings one after another, with `separator` between them: what `joined(separator:)`
  /// gives, without the cost of its first call.
  ///
  /// The standard library's `joined(separator:)` is not specialized for arrays on Linux. Its
  /// first call in a process looks up an associated type by its mangled name, a search
  /// through every protocol conformance in the binary: 230,000 instructions, about 8% of what
  /// linting a small trace costs beyond `kbcheck --version` (callgrind, Swift 6.3.1).
  /// This one is specialized where it is called; the library uses it throughout, so no run
  /// pays that search.
  func joinedText(separator: String = "") -> String {
    var text = ""
    var first = true
    for part in self {
      if !first { text += separator }
      text += String(part)
      first = false
    }
    return text
  }
}
