/// A path pattern: `*` matches within one path segment, `**` any number of segments, `?` one
/// character, `[abc]`, `[a-z]` one character of a set (`[!…]` or `[^…]` one not in it), as a
/// shell's patterns do; everything else matches itself. Paths use `/`.
///
/// As in a shell, a hidden name (one that starts with `.`) is matched only by a segment that
/// starts with `.` too: `**/*.json` takes neither `.build/x.json` nor a macOS `._x.json`.
struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  let pattern: String
  /// The segments as tokens, made once: a directory scan matches every file.
  private let characters: [[Token]]

  /// One element of a segment's pattern.
  private enum Token: Sendable, Equatable {
    /// This character.
    case character(Character)
    /// `?`: any one character.
    case any
    /// `*`: any run of characters.
    case star
    /// `[…]`: one character in (or, negated, not in) the ranges.
    case set([ClosedRange<Character>], negated: Bool)

    /// Whether the token matches `character`.
    func matches(_ character: Character) -> Bool {
      switch self {
      case .character(let own): own == character
      case .any: true
      case .star: false
      case .set(let ranges, let negated):
        ranges.contains { $0.contains(character) } != negated
      }
    }
  }

  /// `**`, a segment that matches any number of segments.
  private static let anySegments: [Token] = [.star, .star]

  /// The path a pattern without wildcards names, spelt as ``normalized(_:)`` spells it; nil
  /// for a pattern with wildcards.
  let literal: String?
  /// For a pattern `**/*SUFFIX` whose suffix is plain ASCII (`**/*.json`, the scan's default),
  /// the suffix's bytes: an ASCII path is then matched on its bytes, not character by character.
  private let anyDepthSuffix: [UInt8]?

  /// Creates a glob.
  init(_ pattern: String) {
    self.pattern = pattern
    anyDepthSuffix = Self.anyDepthSuffix(of: pattern)
    literal = Self.isPattern(pattern) ? nil : Self.normalized(pattern)
    // A path without wildcards is compared as a whole: a configuration of thousands of
    // suppressions of single files makes no characters for them.
    guard literal == nil else {
      characters = []
      return
    }
    // Runs of `*` match what one does, and runs of `**` what one does: collapsed, a pattern
    // of 100,000 stars costs what one costs.
    var characters: [[Token]] = []
    for bytes in Self.trimmed(pattern).utf8.split(separator: UInt8(ascii: "/")) {
      let segment = Substring(bytes)
      if segment == "**" {
        if characters.last != Self.anySegments { characters.append(Self.anySegments) }
        continue
      }
      characters.append(Self.tokens(segment))
    }
    self.characters = characters
  }

  /// The tokens of one segment; a `[` without its `]` is itself.
  private static func tokens(_ segment: Substring) -> [Token] {
    // A segment of ASCII without a set, what nearly every pattern is, is read byte by byte:
    // each byte is one character there, and reading characters runs the grapheme breaking.
    if segment.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D && $0 != UInt8(ascii: "[") }) {
      var tokens: [Token] = []
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "*") where tokens.last != .star: tokens.append(.star)
        case UInt8(ascii: "*"): continue
        case UInt8(ascii: "?"): tokens.append(.any)
        default: tokens.append(.character(Character(Unicode.Scalar(byte))))
        }
      }
      return tokens
    }
    var tokens: [Token] = []
    var index = segment.startIndex
    while index < segment.endIndex {
      let character = segment[index]
      index = segment.index(after: index)
      switch character {
      case "*" where tokens.last != .star: tokens.append(.star)
      case "*": continue
      case "?": tokens.append(.any)
      case "[":
        if let (set, end) = characterSet(segment[index...]) {
          tokens.append(set)
          index = end
        } else {
          tokens.append(.character("["))
        }
      default: tokens.append(.character(character))
      }
    }
    return tokens
  }

  /// The set that `text` (what follows a `[`) spells up to its `]`, and the index after it;
  /// nil when no `]` closes it. A `]` first in the set is one of its characters.
  private static func characterSet(_ text: Substring) -> (Token, Substring.Index)? {
    var index = text.startIndex
    var negated = false
    if index < text.endIndex, text[index] == "!" || text[index] == "^" {
      negated = true
      index = text.index(after: index)
    }
    var ranges: [ClosedRange<Character>] = []
    var first = true
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if character == "]", !first { return (.set(ranges, negated: negated), index) }
      first = false
      // `a-z`, unless the `-` is last (`[a-]` holds `a` and `-`).
      if index < text.endIndex, text[index] == "-" {
        let upper = text.index(after: index)
        if upper < text.endIndex, text[upper] != "]", character <= text[upper] {
          ranges.append(character...text[upper])
          index = text.index(after: upper)
          continue
        }
      }
      ranges.append(character...character)
    }
    return nil
  }

  /// The pattern as written.
  var description: String { pattern }

  /// Whether a string holds any wildcard: `*`, `?`, or a `[` closed by a `]`.
  static func isPattern(_ text: String) -> Bool {
    // Byte by byte, over the contiguous bytes: Foundation's substring search costs
    // microseconds a call on Linux, and iterating the UTF-8 view about 35 instructions a byte.
    var text = text
    return text.withUTF8 { bytes in
      var open = false
      for byte in bytes {
        if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") { return true }
        if byte == UInt8(ascii: "[") { open = true }
        if byte == UInt8(ascii: "]"), open { return true }
      }
      return false
    }
  }

  /// Whether the path matches (a leading `./` is ignored, in the path and in the pattern).
  func matches(_ path: String) -> Bool {
    if let literal { return Self.normalized(path) == literal }
    if let anyDepthSuffix, let matched = Self.matchesAnyDepth(path, suffix: anyDepthSuffix) {
      return matched
    }
    let parts = Self.trimmed(path).split(separator: "/", omittingEmptySubsequences: true)
    return Self.match(characters[...], parts[...])
  }

  /// Whether a path below the directory `directory` could match: the directory's segments
  /// match the pattern's first ones (`**` takes any number of them), and a segment of the
  /// pattern is left for what lies below. A directory a glob walks into but cannot read may
  /// hold files it would take; one it never reaches holds none.
  func reaches(into directory: String) -> Bool {
    let parts = Self.trimmed(directory).split(separator: "/", omittingEmptySubsequences: true)
    if let literal { return literal.hasBytePrefix(parts.joinedText(separator: "/") + "/") }
    return Self.reaches(characters[...], parts[...])
  }

  private static func reaches(_ pattern: ArraySlice<[Token]>, _ parts: ArraySlice<Substring>)
    -> Bool
  {
    guard let part = parts.first else { return !pattern.isEmpty }
    guard let first = pattern.first else { return false }
    if first == anySegments {
      // `**` takes this segment and may take more, unless it is hidden; it may also take none.
      return part.first != "." || reaches(pattern.dropFirst(), parts)
    }
    return matchSegment(first, Array(part)) && reaches(pattern.dropFirst(), parts.dropFirst())
  }

  /// `path` as a literal pattern is compared: without leading `./` and empty segments.
  static func normalized(_ path: String) -> String {
    // Most paths are spelt so already (a scan's own paths): they are checked, not rebuilt.
    if let path = alreadyNormalized(path) { return path }
    return trimmed(path).split(separator: "/", omittingEmptySubsequences: true).joinedText(
      separator: "/")
  }

  /// `normalized(_:)` without splitting and joining, for the paths that need at most their
  /// leading `/` dropped (no `./` prefix, no empty segment, no trailing `/`); nil for others.
  private static func alreadyNormalized(_ path: String) -> String? {
    /// What the path needs, read on its contiguous bytes (iterating the UTF-8 view cost about
    /// 35 instructions a byte): nothing, its leading slash dropped, or more.
    enum Need { case nothing, leadingSlash, more }
    let slash = UInt8(ascii: "/")
    var copy = path
    let need = copy.withUTF8 { bytes -> Need in
      if bytes.last == slash { return .more }
      if bytes.count >= 2, bytes[0] == UInt8(ascii: "."), bytes[1] == slash { return .more }
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == slash, previous == slash { return .more }
        previous = byte
      }
      return bytes.first == slash ? .leadingSlash : .nothing
    }
    switch need {
    case .nothing: return path
    case .leadingSlash: return String(path.dropFirst())
    case .more: return nil
    }
  }

  private static func trimmed(_ path: String) -> Substring {
    var trimmed = Substring(path)
    while trimmed.hasBytePrefix("./") { trimmed = Substring(trimmed.utf8.dropFirst(2)) }
    return trimmed
  }

  /// The leading segments that hold no wildcard: the directory to walk to find matches.
  var base: String {
    let segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    let fixed = segments.prefix { !Self.isPattern(String($0)) }
    let prefix = pattern.hasBytePrefix("/") ? "/" : ""
    return prefix + fixed.joinedText(separator: "/")
  }

  /// The suffix of a pattern `**/*SUFFIX` (printable ASCII, no wildcard, bracket or `/`); nil
  /// otherwise.
  private static func anyDepthSuffix(of pattern: String) -> [UInt8]? {
    guard pattern.hasBytePrefix("**/*") else { return nil }
    let suffix = Array(pattern.utf8.dropFirst(4))
    let special = Array("*?[]/".utf8)
    // Printable ASCII only: a line break could join the byte before it into one character.
    guard !suffix.isEmpty, suffix.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !special.contains($0) })
    else {
      return nil
    }
    return suffix
  }

  /// What `**/*SUFFIX` says of an ASCII path, read on its bytes: every segment but the last
  /// is not hidden (`**` never takes a hidden one), and the last is not hidden and ends with
  /// the suffix. Nil for a path that is not ASCII, which the general matcher reads (a
  /// character there may join bytes that the suffix would split).
  private static func matchesAnyDepth(_ path: String, suffix: [UInt8]) -> Bool? {
    var path = path
    return path.withUTF8 { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let slash = UInt8(ascii: "/")
      let dot = UInt8(ascii: ".")
      var start = 0
      while start + 1 < bytes.count, bytes[start] == dot, bytes[start + 1] == slash { start += 2 }
      // The segments, empty ones left out; the last one is checked once all are seen.
      var last: Range<Int>?
      var index = start
      while index < bytes.count {
        var end = index
        while end < bytes.count, bytes[end] != slash { end += 1 }
        if end > index {
          if let previous = last, bytes[previous.lowerBound] == dot { return false }
          last = index..<end
        }
        index = end + 1
      }
      guard let last, bytes[last.lowerBound] != dot, last.count >= suffix.count else {
        return false
      }
      return zip(bytes[(last.upperBound - suffix.count)..<last.upperBound], suffix).allSatisfy {
        $0 == $1
      }
    }
  }

  /// Matches segments the way a segment matches characters, `**` being the star.
  private static func match(_ pattern: ArraySlice<[Token]>, _ path: ArraySlice<Substring>)
    -> Bool
  {
    starMatch(
      Array(pattern), path.map(Array.init), isStar: { $0 == anySegments },
      starTakes: { $0.first != "." }, matches: matchSegment)
  }

  /// Whether one segment matches: `*` any run of characters, the other tokens one each; a
  /// hidden name's leading `.` only by a `.`.
  private static func matchSegment(_ pattern: [Token], _ text: [Character]) -> Bool {
    if text.first == ".", pattern.first != .character(".") { return false }
    return starMatch(
      pattern, text, isStar: { $0 == .star }, starTakes: { _ in true },
      matches: { $0.matches($1) })
  }

  /// Wildcard matching where a mismatch goes back only to the last star (enough where every
  /// token but the star matches exactly one item): no recursion, constant memory, and work at most the product
  /// of the two lengths, whatever the pattern.
  /// A star never takes an item `starTakes` refuses (a hidden segment).
  private static func starMatch<Part, Item>(
    _ pattern: [Part], _ text: [Item], isStar: (Part) -> Bool, starTakes: (Item) -> Bool,
    matches: (Part, Item) -> Bool
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
      } else if let last = star, starTakes(text[last.text]) {
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
