/// A path pattern: `*` matches within one path segment, `**` any number of segments, `?` one
/// character; everything else matches itself. Paths use `/`.
struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  let pattern: String
  /// The segments as characters, made once: a directory scan matches every file.
  private let characters: [[Character]]

  /// The path a pattern without wildcards names, spelt as ``normalized(_:)`` spells it; nil
  /// for a pattern with wildcards.
  let literal: String?

  /// Creates a glob.
  init(_ pattern: String) {
    self.pattern = pattern
    literal = Self.isPattern(pattern) ? nil : Self.normalized(pattern)
    // A path without wildcards is compared as a whole: a configuration of thousands of
    // suppressions of single files makes no characters for them.
    guard literal == nil else {
      characters = []
      return
    }
    // Runs of `*` match what one does, and runs of `**` what one does: collapsed, a pattern
    // of 100,000 stars costs what one costs.
    var characters: [[Character]] = []
    for segment in Self.trimmed(pattern).split(separator: "/", omittingEmptySubsequences: true) {
      var collapsed: [Character] = []
      for character in segment where !(character == "*" && collapsed.last == "*" && segment != "**")
      {
        collapsed.append(character)
      }
      if segment == "**", characters.last == ["*", "*"] { continue }
      characters.append(segment == "**" ? ["*", "*"] : collapsed)
    }
    self.characters = characters
  }

  /// The pattern as written.
  var description: String { pattern }

  /// Whether a string holds any wildcard.
  static func isPattern(_ text: String) -> Bool {
    // Byte by byte: Foundation's substring search costs microseconds a call on Linux.
    text.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
  }

  /// Whether the path matches (a leading `./` is ignored, in the path and in the pattern).
  func matches(_ path: String) -> Bool {
    if let literal { return Self.normalized(path) == literal }
    let parts = Self.trimmed(path).split(separator: "/", omittingEmptySubsequences: true)
    return Self.match(characters[...], parts[...])
  }

  /// `path` as a literal pattern is compared: without leading `./` and empty segments.
  static func normalized(_ path: String) -> String {
    // Most paths are spelt so already (a scan's own paths): they are checked, not rebuilt.
    if let path = alreadyNormalized(path) { return path }
    return trimmed(path).split(separator: "/", omittingEmptySubsequences: true).joined(
      separator: "/")
  }

  /// `normalized(_:)` without splitting and joining, for the paths that need at most their
  /// leading `/` dropped (no `./` prefix, no empty segment, no trailing `/`); nil for others.
  private static func alreadyNormalized(_ path: String) -> String? {
    let slash = UInt8(ascii: "/")
    guard !path.hasPrefix("./"), path.utf8.last != slash else { return nil }
    var previous: UInt8 = 0
    for byte in path.utf8 {
      if byte == slash, previous == slash { return nil }
      previous = byte
    }
    return path.utf8.first == slash ? String(path.dropFirst()) : path
  }

  private static func trimmed(_ path: String) -> Substring {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    return trimmed
  }

  /// The leading segments that hold no wildcard: the directory to walk to find matches.
  var base: String {
    let segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    let fixed = segments.prefix { !Self.isPattern(String($0)) }
    let prefix = pattern.hasPrefix("/") ? "/" : ""
    return prefix + fixed.joined(separator: "/")
  }

  /// Matches segments the way a segment matches characters, `**` being the star.
  private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    starMatch(
      Array(pattern), path.map(Array.init), isStar: { $0 == ["*", "*"] }, matches: matchSegment)
  }

  /// Whether one segment matches: `*` any run of characters, `?` one.
  private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
    starMatch(pattern, text, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
  }

  /// Wildcard matching where a mismatch goes back only to the last star (enough for patterns
  /// without character classes): no recursion, constant memory, and work at most the product
  /// of the two lengths, whatever the pattern.
  private static func starMatch<Part, Item>(
    _ pattern: [Part], _ text: [Item], isStar: (Part) -> Bool, matches: (Part, Item) -> Bool
  ) -> Bool {
    var p = 0
    var t = 0
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, isStar(pattern[p]) {
        star = (p, t)
        p += 1
      } else if p < pattern.count, matches(pattern[p], text[t]) {
        p += 1
        t += 1
      } else if let last = star {
        // The last star takes one more item; what follows it is tried again from there.
        star = (last.pattern, last.text + 1)
        p = last.pattern + 1
        t = last.text + 1
      } else {
        return false
      }
    }
    while p < pattern.count, isStar(pattern[p]) { p += 1 }
    return p == pattern.count
  }
}
