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
