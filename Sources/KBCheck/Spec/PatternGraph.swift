/// Walks patterns with their named references: finds unknown names, cycles and empty matches.
struct PatternGraph {
  private let named: [String: Pattern]
  private let notifications: Set<String>
  private let markers: Set<String>
  private let quirks: Set<String>
  /// Named patterns already checked through, with how many levels each spans, so shared
  /// references are walked once.
  private var heights: [String: Int] = [:]

  init(spec: Spec) {
    var named: [String: Pattern] = [:]
    for pattern in spec.patterns { named[pattern.name] = pattern.pattern }
    self.named = named
    notifications = Set(spec.notifications.map(\.name))
    markers = Set(spec.markers.map(\.name))
    quirks = Set(spec.quirks.map(\.id))
  }

  /// How deep patterns may nest, counting each reference as a level: the compiler and the
  /// checks walk them recursively, on worker threads too, so the depth is bounded here.
  static let maximumDepth = 128

  /// Checks names, cycles and depth below `pattern`, which sits `depth` levels down; `path`
  /// holds the references being expanded. Returns how many levels the pattern itself spans.
  @discardableResult
  mutating func check(_ pattern: Pattern, path: [String], used: inout Set<String>, depth: Int = 1)
    throws(InputError) -> Int
  {
    guard depth <= Self.maximumDepth else {
      throw InputError(
        "patterns nest more than \(Self.maximumDepth) levels deep (counting each reference as "
          + "one): \(path.suffix(3).joinedText(separator: " -> ")) …; flatten the references",
        at: pattern.position)
    }
    switch pattern {
    case .event(let name, let position):
      if markers.contains(name) {
        throw InputError(
          "\"\(name)\" is a marker; patterns order notifications only", at: position)
      }
      guard notifications.contains(name) else {
        throw InputError("pattern names the unknown notification \"\(name)\"", at: position)
      }
      return 1
    case .sequence(let parts), .choice(let parts):
      var height = 0
      for part in parts {
        height = max(height, try check(part, path: path, used: &used, depth: depth + 1))
      }
      return height + 1
    case .optional(let part), .repetition(let part, _, _):
      return try check(part, path: path, used: &used, depth: depth + 1) + 1
    case .quirk(let id, let part, let position):
      guard quirks.contains(id) else { throw InputError("unknown quirk \"\(id)\"", at: position) }
      return try check(part, path: path, used: &used, depth: depth + 1) + 1
    case .reference(let name, let position):
      guard let target = named[name] else {
        throw InputError("reference to the unknown pattern \"\(name)\"", at: position)
      }
      used.insert(name)
      if path.contains(name) {
        throw InputError(
          "patterns refer to each other in a cycle: \((path + [name]).joinedText(separator: " -> "))",
          at: position)
      }
      // A pattern checked before is not walked again; its height says whether it still fits.
      let height: Int
      if let known = heights[name] {
        height = known
      } else {
        height = try check(target, path: path + [name], used: &used, depth: depth + 1)
        heights[name] = height
      }
      guard depth + height <= Self.maximumDepth else {
        throw InputError(
          "patterns nest more than \(Self.maximumDepth) levels deep (counting each reference "
            + "as one) through \"\(name)\"; flatten the references", at: position)
      }
      return height + 1
    }
  }

  /// Whether the pattern can match the empty sequence (references must be acyclic); `memo`
  /// remembers named patterns so shared references are walked once.
  func matchesEmpty(_ pattern: Pattern, memo: inout [String: Bool]) -> Bool {
    switch pattern {
    case .event:
      return false
    case .sequence(let parts):
      for part in parts where !matchesEmpty(part, memo: &memo) { return false }
      return true
    case .choice(let parts):
      for part in parts where matchesEmpty(part, memo: &memo) { return true }
      return false
    case .optional:
      return true
    case .repetition(let part, let minimum, _):
      return minimum == 0 || matchesEmpty(part, memo: &memo)
    case .quirk(_, let part, _):
      return matchesEmpty(part, memo: &memo)
    case .reference(let name, _):
      if let known = memo[name] { return known }
      let result = named[name].map { matchesEmpty($0, memo: &memo) } ?? false
      memo[name] = result
      return result
    }
  }
}
