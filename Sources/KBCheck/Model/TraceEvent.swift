/// One delivered notification (a keyboard notification or any other event, such as a marker).
struct TraceEvent: Sendable {
  /// The notification name, or nil when the input did not say (a bare userInfo dump).
  var name: Symbol?
  /// Seconds since an arbitrary origin, when recorded.
  var time: Double?
  /// The notification's `object`: absent when not recorded, `.null` for nil.
  var object: PayloadValue? {
    get { objectBox?.value }
    set { objectBox = newValue.map(ObjectBox.init) }
  }
  /// Whether an object was recorded (`.null` included): cheaper to ask than ``object``,
  /// whose copy of an absent value still goes through the optional's generic copy.
  var hasObject: Bool { objectBox != nil }
  /// The object, behind a reference: most events record none, and a value held inline would
  /// take 70 of every event's bytes (a long log holds its events until they are checked).
  private var objectBox: ObjectBox?
  /// The `userInfo` entries in input order (duplicates kept), or nil when none was recorded
  /// (an order-only log) or the notification had none (see ``userInfoIsNil``).
  var userInfo: [PayloadEntry]? {
    get {
      guard let shift = entryShift, let entries else { return entries }
      return entries.map {
        PayloadEntry(key: $0.key, value: $0.value, position: shift.apply($0.position))
      }
    }
    set {
      entries = newValue
      entryShift = nil
      payload = -1
    }
  }
  /// The entries as stored, for reading keys and values: a userInfo the file repeats shares
  /// one array among its events, with the positions of its first occurrence (see
  /// ``entry(_:)`` for an entry in place).
  private(set) var entries: [PayloadEntry]?
  /// How the stored positions move to this occurrence, when it repeats an earlier one.
  private var entryShift: PositionShift?
  /// Which userInfo of its file this one repeats, byte for byte (a number the reader gives,
  /// from 0), or -1: events with the same number carry the same keys and values in the same
  /// order, so what the checks derive from them can be worked out once. Replacing
  /// ``userInfo`` clears it.
  private(set) var payload: Int32 = -1
  /// Whether the notification was posted with a nil userInfo (`"userInfo": null`,
  /// `userInfo = nil`), as opposed to a userInfo that was not recorded.
  var userInfoIsNil = false
  /// Whether the userInfo was printed only in part (entries pasted without the brackets of
  /// their dictionary), so keys it lacks may simply not have been copied.
  var userInfoIsPartial = false
  /// Where the event starts in the input.
  var position: SourcePosition
  /// Event fields this version does not know, kept for conversion.
  var extensions: [JSONMember] = []

  /// The userInfo entry at `index`, at its place in the input.
  func entry(_ index: Int) -> PayloadEntry {
    guard let entries else { preconditionFailure("no userInfo") }
    var entry = entries[index]
    entry.position = entryPosition(index)
    return entry
  }

  /// Where the userInfo entry at `index` is in the input (for a repeat: its own place, not the
  /// first occurrence's).
  func entryPosition(_ index: Int) -> SourcePosition {
    guard let entries else { preconditionFailure("no userInfo") }
    return entryShift?.apply(entries[index].position) ?? entries[index].position
  }

  /// Sets a userInfo the reader numbered; `shift`, when given, moves the entries' positions
  /// (those of an earlier occurrence) to this one.
  mutating func setUserInfo(_ entries: [PayloadEntry], payload: Int32, shift: PositionShift?) {
    self.entries = entries
    self.payload = payload
    entryShift = shift
  }

  /// Numbers a userInfo whose stored entries are payload `id`'s own array (the reader shared
  /// it), keeping the shift to this occurrence.
  mutating func setPayloadNumber(_ id: Int32) {
    payload = id
  }

  /// Drops the payload number of a userInfo the file does not repeat after all.
  mutating func forgetPayloadNumber() {
    payload = -1
  }

  /// An event of no name and nothing recorded yet, at `position`: what a reader fills in.
  /// (Through the full initializer, each one was built twice and copied.)
  init(at position: SourcePosition) {
    self.position = position
  }

  /// Creates an event.
  init(
    name: Symbol?, time: Double? = nil, object: PayloadValue? = nil,
    userInfo: [PayloadEntry]? = nil, position: SourcePosition = .start
  ) {
    self.init(at: position)
    self.name = name
    self.time = time
    if let object { objectBox = ObjectBox(object) }
    self.entries = userInfo
  }
}

/// One `userInfo` key and its value, with the key's place in the input.
struct PayloadEntry: Sendable {
  /// The userInfo key.
  var key: Symbol
  /// The value as recorded.
  var value: PayloadValue
  /// Where the key appears in the input.
  var position: SourcePosition

  /// Creates an entry.
  init(key: Symbol, value: PayloadValue, position: SourcePosition = .start) {
    self.key = key
    self.value = value
    self.position = position
  }
}

/// A notification's object, held by reference and never changed (so events that share one
/// still behave as values).
private final class ObjectBox: Sendable {
  let value: PayloadValue

  init(_ value: PayloadValue) {
    self.value = value
  }
}
