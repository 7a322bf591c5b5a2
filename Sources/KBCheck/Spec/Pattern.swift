/// An ordering pattern over event names, as a spec writes it.
indirect enum Pattern: Sendable {
  /// One event with this name.
  case event(String, SourcePosition)
  /// The parts one after another.
  case sequence([Pattern])
  /// Any one of the alternatives.
  case choice([Pattern])
  /// The part, or nothing.
  case optional(Pattern)
  /// The part repeated at least `min` and at most `max` times (`max` nil: unbounded).
  case repetition(Pattern, min: Int, max: Int?)
  /// The named pattern.
  case reference(String, SourcePosition)
  /// The part, matched only as a documented deviation named by the quirk id.
  case quirk(String, Pattern, SourcePosition)
}

extension Pattern {
  /// Where the pattern's first named part is written, if any part carries a place.
  var position: SourcePosition? {
    switch self {
    case .event(_, let position), .reference(_, let position), .quirk(_, _, let position):
      return position
    case .sequence(let parts), .choice(let parts):
      return parts.lazy.compactMap(\.position).first
    case .optional(let part), .repetition(let part, _, _):
      return part.position
    }
  }
}

extension Pattern {
  /// The ids of the quirks the pattern's parts are matched under, outermost first.
  var quirkIDs: [String] {
    switch self {
    case .event, .reference: []
    case .sequence(let parts), .choice(let parts): parts.flatMap(\.quirkIDs)
    case .optional(let part), .repetition(let part, _, _): part.quirkIDs
    case .quirk(let id, let part, _): [id] + part.quirkIDs
    }
  }
}
