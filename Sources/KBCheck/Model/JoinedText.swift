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
  ///
  /// The parts' bytes are copied into one buffer: appending string to string checks each
  /// seam and grows the result, about 400 instructions a part (a batch's thousands of notices
  /// are made of ten parts each).
  func joinedText(separator: String = "") -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    var separator = separator
    var first = true
    for part in self {
      if !first, !separator.isEmpty { separator.withUTF8 { bytes.append(contentsOf: $0) } }
      var part = String(part)
      part.withUTF8 { bytes.append(contentsOf: $0) }
      first = false
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Array where Element == String {
  /// The strings one after another, with `separator` between them (see
  /// ``Swift/Sequence/joinedText(separator:)``): for an array, the parts' bytes are counted
  /// first and copied once into the string's own storage, with no buffer in between (an
  /// unused suppression's notice, eleven parts, cost 3,500 instructions through the buffer).
  func joinedText(separator: String = "") -> String {
    guard count > 1 else { return first ?? "" }
    var separator = separator
    var total = separator.utf8.count * (count - 1)
    for part in self { total += part.utf8.count }
    return String(unsafeUninitializedCapacity: total) { buffer in
      var offset = 0
      func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + offset).update(from: source, count: bytes.count)
        offset += bytes.count
      }
      for index in indices {
        if index > 0, !separator.isEmpty { separator.withUTF8(copy) }
        var part = self[index]
        part.withUTF8(copy)
      }
      return offset
    }
  }
}
