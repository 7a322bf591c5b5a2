/// A userInfo's entries as the importer gives them to an event: an array, perhaps shared with
/// an earlier event whose text was the same, and the shift that moves its positions here.
struct PlacedEntries {
  /// The entries, with the positions of the occurrence they were read at.
  var entries: [PayloadEntry]
  /// How those positions move to this occurrence (nil: they are its own).
  var shift: PositionShift?

  /// Entries read here, or shared with the occurrence `shift` moves them from.
  init(_ entries: [PayloadEntry], shift: PositionShift? = nil) {
    self.entries = entries
    self.shift = shift
  }
}

/// The entries a printed userInfo became, remembered with its text (see
/// ``LogImporter/entries(of:)``), tagged with the length of its text.
struct ConvertedPayload {
  /// Where its text starts.
  var position: SourcePosition
  /// The entries, at their places.
  var entries: [PayloadEntry]
}

extension TraceEvent {
  /// Sets the userInfo to entries the importer placed (not yet numbered).
  mutating func setUserInfo(_ placed: PlacedEntries) {
    setUserInfo(placed.entries, payload: -1, shift: placed.shift)
  }
}
