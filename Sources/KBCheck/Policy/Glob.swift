/// A path pattern: `*` matches within one path segment, `**` any number of segments, `?` one
/// character; everything else matches itself. Paths use `/`.
struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  let pattern: String
  private let segments: [Substring]
  /// The segments as characters, made once: a directory scan matches every file.
  private let characters: [[Character]]

  /// Creates a glob.
  init(_ pattern: String) {
    self.pattern = pattern
    segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    characters = segments.map(Array.init)
  }

  /// The pattern as written.
  var description: String { pattern }

  /// Whether a string holds any wildcard.
  static func isPattern(_ text: String) -> Bool {
    text.contains("*") || text.contains("?")
  }

  /// Whether the path matches (a leading `./` is ignored).
  func matches(_ path: String) -> Bool {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    return Self.match(characters[...], parts[...])
  }

  /// The leading segments that hold no wildcard: the directory to walk to find matches.
  var base: String {
    let fixed = segments.prefix { !Self.isPattern(String($0)) }
    let prefix = pattern.hasPrefix("/") ? "/" : ""
    return prefix + fixed.joined(separator: "/")
  }

  private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty }
    if first == ["*", "*"] {
      let rest = pattern.dropFirst()
      var tail = path
      while true {
        if match(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let segment = path.first, matchSegment(first, Array(segment)) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
    var memo = [[Bool?]](
      repeating: [Bool?](repeating: nil, count: text.count + 1), count: pattern.count + 1)
    func go(_ p: Int, _ t: Int) -> Bool {
      if let known = memo[p][t] { return known }
      let result: Bool
      if p == pattern.count {
        result = t == text.count
      } else if pattern[p] == "*" {
        result = go(p + 1, t) || (t < text.count && go(p, t + 1))
      } else if t < text.count, pattern[p] == "?" || pattern[p] == text[t] {
        result = go(p + 1, t + 1)
      } else {
        result = false
      }
      memo[p][t] = result
      return result
    }
    return go(0, 0)
  }
}
