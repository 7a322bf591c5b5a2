/// Walks patterns with their named references: finds unknown names, cycles and empty matches.
struct PatternGraph {
  private let named: [String: Pattern]
  private let notifications: Set<String>
  private let markers: Set<String>
  private let quirks: Set<String>
  /// Named patterns already checked through, so shared references are walked once.
  private var checked: Set<String> = []

  init(spec: Spec) {
    var named: [String: Pattern] = [:]
    for pattern in spec.patterns { named[pattern.name] = pattern.pattern }
    self.named = named
    notifications = Set(spec.notifications.map(\.name))
    markers = Set(spec.markers.map(\.name))
    quirks = Set(spec.quirks.map(\.id))
  }

  /// Checks names and cycles below `pattern`; `path` holds the references being expanded.
  mutating func check(_ pattern: Pattern, path: [String], used: inout Set<String>)
    throws(InputError)
  {
    switch pattern {
    case .event(let name, let position):
      if markers.contains(name) {
        throw InputError(
          "\"\(name)\" is a marker; patterns order notifications only", at: position)
      }
      guard notifications.contains(name) else {
        throw InputError("pattern names the unknown notification \"\(name)\"", at: position)
      }
    case .sequence(let parts), .choice(let parts):
      for part in parts { try check(part, path: path, used: &used) }
    case .optional(let part), .repetition(let part, _, _):
      try check(part, path: path, used: &used)
    case .quirk(let id, let part, let position):
      guard quirks.contains(id) else { throw InputError("unknown quirk \"\(id)\"", at: position) }
      try check(part, path: path, used: &used)
    case .reference(let name, let position):
      guard let target = named[name] else {
        throw InputError("reference to the unknown pattern \"\(name)\"", at: position)
      }
      used.insert(name)
      if path.contains(name) {
        throw InputError(
          "patterns refer to each other in a cycle: \((path + [name]).joined(separator: " -> "))",
          at: position)
      }
      if checked.contains(name) { return }
      try check(target, path: path + [name], used: &used)
      checked.insert(name)
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
