/// One relation a `geometry` rule checks between the rectangles and points that payloads carry.
///
/// The vocabulary is small and knows no key or notification: the spec says which key each
/// relation reads, on which notifications, with which tolerance, and which quirk explains a
/// deviation.
struct GeometryRelation: Sendable {
  /// The kinds of relation.
  enum Kind: String, Sendable, CaseIterable {
    /// The rectangle at `key` overlaps the screen (`device.screen`) by a positive area.
    case visible
    /// The rectangle at `key` does not overlap the screen (an infinite or empty one never
    /// does).
    case hidden
    /// The rectangle at `key` reaches the screen's bottom edge: it ends there or below it (a
    /// docked keyboard is attached to the bottom of the screen).
    case reachesBottom = "reaches-bottom"
    /// On a second notification of `pairs`, the value at `key` equals the one the latest first
    /// notification of any pair carried (a Did reports what the last Will announced).
    case pairAgrees = "pair-agrees"
    /// The first value at `key` in each matched sequence equals the last value at `of` in the
    /// sequence before it; two rectangles that both lie off the screen count as equal. One
    /// that is the last moved straight down (same size and x) is the quirk's: the user dragged
    /// the keyboard without a notification.
    case continues
    /// The rectangle at `key` has the size of the rectangle at `of` in the same payload.
    case sameSize = "same-size"
    /// The point at `key` is the mid-point of the rectangle at `of` in the same payload.
    case centerOf = "center-of"
  }

  /// The kind of relation.
  var kind: Kind
  /// The key whose value the relation is about.
  var key: String
  /// The other key, for `continues`, `same-size` and `center-of`.
  var of: String?
  /// The notifications it applies to (empty: every notification that carries the key).
  var notifications: [String]
  /// For `pair-agrees`: the notifications that come in pairs, first then second.
  var pairs: [[String]]
  /// How far apart two coordinates may be and still count as equal, in points.
  var tolerance: Double
  /// The devices the relation holds on.
  var when: DeviceCondition
  /// The quirks that explain a deviation (`visible`: a rectangle that shows at most
  /// `visibleAtMost` points; `same-size`, `center-of`: the axes swapped; `continues`: moved
  /// straight down; `hidden`, `reaches-bottom`, `pair-agrees`: any). On a trace the first that
  /// may apply to its device explains it, so one relation can name a quirk per kind of device.
  var quirks: [String]
  /// For `same-size` and `center-of`: the quirks that explain a deviation of another shape than
  /// `quirks`' (centres that disagree with their frames in another way than turned), picked
  /// as `quirks` are.
  var otherQuirks: [String] = []
  /// For `visible` with a quirk: the visible height the quirk explains.
  var visibleAtMost: Double?
  /// Whether the rectangle spans the screen's width as the screen is oriented (a docked
  /// keyboard): then one as wide as the screen is tall was measured with the screen turned.
  var spansScreenWidth = false
  /// For `continues` on rectangles that span the screen's width: the least ratio of a
  /// screen's long side to its short one. With it, a trace that gives no screen (a log) still
  /// counts two rectangles as off the screen when they lie off one screen in its two
  /// orientations, as a rotation leaves them; two widths closer than this are two screens.
  var screenAspect: Double?
  /// Where it is declared.
  var position: SourcePosition

  /// Whether the relation judges each event on its own (not a pair or a sequence against the
  /// one before), so it can hold in some sequences of a trace and not others.
  var readsEventsAlone: Bool {
    kind != .pairAgrees && kind != .continues
  }

  /// Whether the relation reads one payload alone, whatever its notification, so it applies
  /// to a payload printed without a name too.
  var readsOnePayload: Bool {
    notifications.isEmpty && (kind == .sameSize || kind == .centerOf)
  }

  /// The screen as `frame` was measured: turned when the rectangle spans the screen's width
  /// and is as wide as the screen is tall (see ``Rect/screen(_:)``), else `screen` as given.
  func screen(for frame: Rect, on screen: Rect) -> Rect {
    spansScreenWidth ? frame.screen(screen) : screen
  }
}

extension GeometryRelation {
  /// Reads one relation of a `geometry` rule: `{"relation": "visible", "key": "…", "in": […],
  /// …}`.
  init(_ value: JSONValue, _ reader: SpecPartsReader) throws(InputError) {
    let object = try ObjectReader(value, what: "a geometry relation")
    try object.rejectUnknown(
      [
        "relation", "key", "of", "in", "pairs", "tolerance", "when", "quirk", "quirkOtherwise",
        "visibleAtMost", "spansScreenWidth", "screenAspect",
      ], "key in a geometry relation")
    var pairs: [[String]] = []
    if let list = object.member("pairs") {
      for element in list.elements ?? [] {
        let pair = try ObjectReader.strings(element, what: "a pair")
        guard pair.count == 2 else {
          throw InputError(
            "a pair names two notifications, the first and the second, found \(pair.count)",
            at: element.position)
        }
        pairs.append(pair)
      }
    }
    kind = try object.requiredCase("relation", "geometry relation")
    key = try object.requiredString("key").value
    of = try object.optionalString("of")?.value
    notifications = try reader.names(object, "in")
    self.pairs = pairs
    tolerance = try reader.points(object, "tolerance") ?? 0.5
    when = try reader.condition(object.member("when"))
    func ids(_ key: String) throws(InputError) -> [String] {
      if let single = object.member(key)?.string { return [single] }
      return try reader.strings(object, key)
    }
    quirks = try ids("quirk")
    otherQuirks = try ids("quirkOtherwise")
    if !otherQuirks.isEmpty, kind != .sameSize, kind != .centerOf {
      throw InputError(
        "\"quirkOtherwise\" is for \"same-size\" and \"center-of\", whose \"quirk\" explains one "
          + "shape of deviation", at: object.member("quirkOtherwise")?.position ?? value.position)
    }
    visibleAtMost = try reader.points(object, "visibleAtMost")
    spansScreenWidth = try reader.flag(object, "spansScreenWidth")
    screenAspect = try reader.amount(object, "screenAspect", unit: "a screen's long side per short")
    position = value.position
  }

  /// Rejects a relation that names what the spec does not declare, reads a key of the wrong
  /// type, or lacks what its kind needs.
  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    let place = "relation \"\(kind.rawValue)\" of rule \"\(rule.id)\""
    func fail(_ problem: String) -> InputError {
      InputError("\(place) \(problem)", at: position)
    }
    let types = Dictionary(spec.keys.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
    func expect(_ key: String, _ type: ValueType) throws(InputError) {
      guard let found = types[key] else { throw fail("names the unknown key \"\(key)\"") }
      guard found == type else {
        throw fail("needs a \(type.rawValue) key, and \"\(key)\" is a \(found.rawValue)")
      }
    }
    try expect(key, kind == .centerOf ? .cgPoint : .cgRect)
    switch kind {
    case .continues, .sameSize, .centerOf:
      guard let of else { throw fail("needs \"of\": the key it compares with") }
      try expect(of, .cgRect)
    case .pairAgrees:
      guard !pairs.isEmpty else { throw fail("needs \"pairs\" of notifications") }
    case .visible, .hidden, .reachesBottom:
      guard !notifications.isEmpty else {
        throw fail("needs \"in\": the notifications after which the frame is \(kind)")
      }
    }
    if let screenAspect, kind != .continues || !spansScreenWidth || screenAspect <= 1 {
      throw fail(
        "has \"screenAspect\", which only a \"continues\" relation with \"spansScreenWidth\" "
          + "takes, above 1")
    }
    if visibleAtMost != nil, kind != .visible || quirks.isEmpty {
      throw fail("has \"visibleAtMost\", which only a \"visible\" relation with a quirk takes")
    }
    let known = Set(spec.notifications.map(\.name))
    for name in notifications + pairs.flatMap({ $0 }) where !known.contains(name) {
      throw fail("names the unknown notification \"\(name)\"")
    }
    for quirk in quirks + otherQuirks where !spec.quirks.contains(where: { $0.id == quirk }) {
      let field = quirks.contains(quirk) ? "quirk" : "quirkOtherwise"
      let hint =
        MessageText.closest(to: quirk, in: spec.quirks.map(\.id)).map { "; did you mean \($0)?" }
        ?? ""
      throw fail("names the unknown quirk \"\(quirk)\" in \"\(field)\"\(hint)")
    }
  }
}
