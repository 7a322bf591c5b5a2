/// For a `marker-state` rule: the keyboard state a marker of some kind must find.
///
/// `{"marker": "editing-began", "state": "shown", "expected": "…", "quirk": "…",
///   "unlessNext": "editing-began", "nextQuirk": "…"}`
public struct MarkerExpectation: Sendable {
  /// The marker kind.
  public var marker: String
  /// The keyboard state the marker must find.
  public var state: String
  /// What should have happened, in words for the message.
  public var expected: String
  /// A quirk that explains the marker in another state.
  public var quirk: String?
  /// A marker kind that, coming next with no keyboard notification between, explains the
  /// marker in another state (focus moving from one field to the next).
  public var unlessNext: String?
  /// The quirk that explains it then.
  public var nextQuirk: String?
  /// Where it is declared.
  public var position: SourcePosition
}

/// For a `marker-window` rule: notifications that must not be delivered while a window that
/// markers close and open is closed (an observer whose view has disappeared).
///
/// `{"closedBy": ["view-did-disappear"], "openedBy": ["view-will-appear"], "forbids": ["@keyboard"],
///   "expected": "…"}`
public struct MarkerWindow: Sendable {
  /// Marker kinds that close the window.
  public var closedBy: [String]
  /// Marker kinds that open it again.
  public var openedBy: [String]
  /// The notifications that must not come while it is closed.
  public var forbids: [String]
  /// What should have happened, in words for the message.
  public var expected: String
  /// Where it is declared.
  public var position: SourcePosition
}
