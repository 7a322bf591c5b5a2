extension Array where Element == UInt8 {
  /// Whether the bytes from `offset` spell `literal`, all of it before `end`: a comparison in
  /// place, where making an array of the literal's bytes cost an allocation per line.
  func matches(_ literal: StaticString, at offset: Int, end: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset >= 0, offset + count <= Swift.min(end, self.count) else { return false }
    return literal.withUTF8Buffer { expected in
      for index in 0..<count where self[offset + index] != expected[index] { return false }
      return true
    }
  }
}
