/// The notifications a device posts for a pattern: the pattern's plainest word, with the parts
/// that only a documented quirk produces left out unless that quirk was asked for.
struct PatternWord {
  /// The spec's named patterns, by name.
  let named: [String: Pattern]
  /// The quirks to produce.
  let quirks: Set<String>
  /// The asked quirks the word contains.
  private(set) var produced: Set<String> = []

  /// Creates a reader of words over the spec's named patterns.
  init(spec: Spec, quirks: Set<String>) {
    named = Dictionary(spec.patterns.map { ($0.name, $0.pattern) }) { first, _ in first }
    self.quirks = quirks
  }

  /// The names, in order, that `pattern` stands for on a device showing the asked quirks.
  mutating func word(_ pattern: Pattern) -> [String] {
    switch pattern {
    case .event(let name, _):
      return [name]
    case .sequence(let parts):
      return parts.flatMap { word($0) }
    case .choice(let alternatives):
      // The first alternative, unless a later one holds an asked quirk the first lacks.
      let asked = alternatives.first { producesAskedQuirk($0) }
      return (asked ?? alternatives.first).map { word($0) } ?? []
    case .optional(let part):
      return producesAskedQuirk(part) ? word(part) : []
    case .repetition(let part, let minimum, _):
      let count = minimum == 0 && producesAskedQuirk(part) ? 1 : minimum
      return (0..<count).flatMap { _ in word(part) }
    case .reference(let name, _):
      return named[name].map { word($0) } ?? []
    case .quirk(let id, let part, _):
      // An asked quirk shows once, at its first place.
      guard quirks.contains(id), !produced.contains(id) else { return [] }
      produced.insert(id)
      return word(part)
    }
  }

  /// Whether some part of `pattern` is an asked quirk.
  private func producesAskedQuirk(_ pattern: Pattern, depth: Int = 0) -> Bool {
    // References may nest; a spec's patterns are checked acyclic, and the depth bounds the
    // search all the same.
    guard depth < 64 else { return false }
    switch pattern {
    case .event: return false
    case .sequence(let parts), .choice(let parts):
      return parts.contains { producesAskedQuirk($0, depth: depth + 1) }
    case .optional(let part), .repetition(let part, _, _):
      return producesAskedQuirk(part, depth: depth + 1)
    case .reference(let name, _):
      return named[name].map { producesAskedQuirk($0, depth: depth + 1) } ?? false
    case .quirk(let id, let part, _):
      return (quirks.contains(id) && !produced.contains(id))
        || producesAskedQuirk(part, depth: depth + 1)
    }
  }
}
