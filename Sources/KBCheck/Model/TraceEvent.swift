/// One delivered notification (a keyboard notification or any other event, such as a marker).
public struct TraceEvent: Sendable {
  /// The notification name, or nil when the input did not say (a bare userInfo dump).
  public var name: Symbol?
  /// Seconds since an arbitrary origin, when recorded.
  public var time: Double?
  /// The notification's `object`: absent when not recorded, `.null` for nil.
  public var object: PayloadValue?
  /// The `userInfo` entries in input order (duplicates kept), or nil when none was recorded
  /// (an order-only log) or the notification had none (see ``userInfoIsNil``).
  public var userInfo: [PayloadEntry]? {
    get {
      guard let anchor = entryAnchor, let entries else { return entries }
      return entries.map {
        PayloadEntry(key: $0.key, value: $0.value, position: $0.position.placed(at: anchor))
      }
    }
    set {
      entries = newValue
      entryAnchor = nil
      payload = -1
    }
  }
  /// The entries as stored, for reading keys and values: a userInfo the file repeats shares
  /// one array among its events, its positions relative to ``entryAnchor`` (see
  /// ``entry(_:)`` for an entry in place).
  private(set) var entries: [PayloadEntry]?
  /// Where the userInfo starts when its entries' positions are relative to it.
  private var entryAnchor: SourcePosition?
  /// Which userInfo of its file this one repeats, byte for byte (a number the reader gives,
  /// from 0), or -1: events with the same number carry the same keys and values in the same
  /// order, so what the checks derive from them can be worked out once. Replacing
  /// ``userInfo`` clears it.
  private(set) var payload: Int32 = -1
  /// Whether the notification was posted with a nil userInfo (`"userInfo": null`,
  /// `userInfo = nil`), as opposed to a userInfo that was not recorded.
  public var userInfoIsNil = false
  /// Where the event starts in the input.
  public var position: SourcePosition
  /// Event fields this version does not know, kept for conversion.
  public var extensions: [JSONMember] = []

  /// The userInfo entry at `index`, at its place in the input.
  func entry(_ index: Int) -> PayloadEntry {
    guard let entries else { preconditionFailure("no userInfo") }
    guard let anchor = entryAnchor else { return entries[index] }
    var entry = entries[index]
    entry.position = entry.position.placed(at: anchor)
    return entry
  }

  /// Sets a userInfo the reader numbered; `anchor`, when given, is where it starts and its
  /// entries' positions are relative to it (see ``SourcePosition/relative(to:)``).
  mutating func setUserInfo(
    _ entries: [PayloadEntry], payload: Int32, anchor: SourcePosition? = nil
  ) {
    self.entries = entries
    self.payload = payload
    entryAnchor = anchor
  }

  /// Creates an event.
  public init(
    name: Symbol?, time: Double? = nil, object: PayloadValue? = nil,
    userInfo: [PayloadEntry]? = nil, position: SourcePosition = .start
  ) {
    self.name = name
    self.time = time
    self.object = object
    self.entries = userInfo
    self.position = position
  }
}

/// One `userInfo` key and its value, with the key's place in the input.
public struct PayloadEntry: Sendable {
  /// The userInfo key.
  public var key: Symbol
  /// The value as recorded.
  public var value: PayloadValue
  /// Where the key appears in the input.
  public var position: SourcePosition

  /// Creates an entry.
  public init(key: Symbol, value: PayloadValue, position: SourcePosition = .start) {
    self.key = key
    self.value = value
    self.position = position
  }
}
