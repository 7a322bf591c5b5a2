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
    get { entries }
    set {
      entries = newValue
      payload = -1
    }
  }
  private var entries: [PayloadEntry]?
  /// Which userInfo of its file this one repeats, byte for byte (a number the reader gives,
  /// from 0), or -1: events with the same number carry the same keys and values in the same
  /// order, so what the checks derive from them can be worked out once. Replacing
  /// ``userInfo`` clears it.
  var payload: Int32 = -1
  /// Whether the notification was posted with a nil userInfo (`"userInfo": null`,
  /// `userInfo = nil`), as opposed to a userInfo that was not recorded.
  public var userInfoIsNil = false
  /// Where the event starts in the input.
  public var position: SourcePosition
  /// Event fields this version does not know, kept for conversion.
  public var extensions: [JSONMember] = []

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
