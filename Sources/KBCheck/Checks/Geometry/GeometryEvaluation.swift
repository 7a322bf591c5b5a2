/// One `geometry` rule evaluated on one trace: the rectangles and points of its payloads relate
/// as the rule's relations say (see ``GeometryRelation``). A value that is missing or of another
/// shape is left to the payload rules, and so is a rectangle that is infinite or empty: one
/// fault, one finding.
struct GeometryEvaluation {
  let rule: RuleSpec
  let context: TraceContext
  let table: GeometryTable
  private var findings: [Finding] = []
  private var tally = QuirkTally()
  /// Per event, whether the relation being checked applies there, when that depends on the
  /// sequence (a condition on the keyboard's mode, read from each sequence's frames).
  private var only: [Bool]?

  private init(rule: RuleSpec, context: TraceContext, table: GeometryTable) {
    self.rule = rule
    self.context = context
    self.table = table
    screen = context.device.screen.flatMap { Rect($0) }
  }

  /// Every finding of `rule` on the trace, whose values `table` holds.
  static func findings(
    _ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun, _ table: GeometryTable
  ) -> [Finding] {
    var check = GeometryEvaluation(rule: rule, context: context, table: table)
    var modes: SequenceModes?
    for relation in context.spec.relations[rule.id] ?? [] {
      let when = relation.relation.when
      check.only = nil
      if !when.surelyMatches(context.device) {
        // A keyboard the trace does not name may be what the condition needs in some of its
        // sequences: the relation holds in those, as their frames show them.
        guard context.device.keyboard == nil, when.mayMatch(context.device),
          relation.relation.readsEventsAlone
        else { continue }
        let sequenceModes = modes ?? SequenceModes(context, run)
        modes = sequenceModes
        var only = Array(repeating: false, count: context.trace.events.count)
        for (index, episode) in run.episodes.enumerated()
        where episode.start <= episode.end
          && when.surelyMatches(sequenceModes.device(context, episode: index))
        {
          for event in episode.start...episode.end { only[event] = true }
        }
        guard only.contains(true) else { continue }
        check.only = only
      }
      switch relation.relation.kind {
      case .visible, .hidden: check.screen(relation)
      case .reachesBottom: check.bottoms(relation)
      case .pairAgrees: check.pairs(relation)
      case .continues: check.continuity(relation, run)
      case .sameSize: check.sizes(relation)
      case .centerOf: check.centres(relation)
      }
    }
    return check.findings + check.tally.findings(context, rule)
  }

  // MARK: - Reading values

  /// A value the relation reads: what it says, and the event and key it is at.
  private struct Value<Shape: CustomStringConvertible> {
    var shape: Shape
    var event: Int
    var key: Symbol

    var text: String { shape.description }
  }

  /// A point of a payload.
  private struct Point: CustomStringConvertible {
    var x: Double
    var y: Double

    var description: String { ValueReader.describe(.point(Numbers([x, y]))) }
  }

  /// The finite, non-empty rectangle at `key` in an event's payload.
  private func rect(_ event: Int, _ key: Symbol) -> Value<Rect>? {
    table.rect(event, key).map { Value(shape: $0, event: event, key: key) }
  }

  /// The finite point at `key` in an event's payload.
  private func point(_ event: Int, _ key: Symbol) -> Value<Point>? {
    table.point(event, key).map { Value(shape: Point(x: $0.x, y: $0.y), event: event, key: key) }
  }

  /// Where the value's key is in the input.
  private func position(_ value: Value<some CustomStringConvertible>) -> SourcePosition? {
    let event = context.trace.events[value.event]
    return event.entries?.firstIndex { $0.key == value.key }.map { event.entryPosition($0) }
  }

  /// The device's screen, when the trace says it.
  private let screen: Rect?

  /// The screen as `frame` was measured: turned, when the relation says its rectangles span
  /// the screen's width and this one is as wide as the screen is tall (see
  /// ``Rect/screen(_:)``).
  private func screen(for frame: Rect, _ relation: CompiledRelation) -> Rect? {
    Self.screen(for: frame, relation, on: screen)
  }

  /// ``screen(for:_:)`` on `screen`, for the static helpers (which copy no evaluation).
  private static func screen(for frame: Rect, _ relation: CompiledRelation, on screen: Rect?)
    -> Rect?
  {
    screen.map { relation.relation.screen(for: frame, on: $0) }
  }

  /// The event's name and place: `NAME (event 3, line 40)`.
  private func describe(_ event: Int) -> String {
    "\(context.name(of: event)) (\(context.describe(event: event)))"
  }

  private mutating func report(
    _ message: String, at event: Int, _ value: Value<some CustomStringConvertible>,
    quirk: Int? = nil, across cut: ExcerptBreak? = nil
  ) {
    let pointer = context.pointer(event: event, key: value.key)
    // Two values the author's text parts may not follow each other: a note, not a finding.
    if let cut {
      findings.append(
        context.finding(
          rule,
          message + "; \(context.describe(cut)) parts the two, and the paste may have cut what "
            + "came between", event: event, pointer: pointer, position: position(value),
          severity: .info))
      return
    }
    if let quirk {
      tally.add(
        context, rule, key: value.key, quirk: quirk, event: event, pointer: pointer,
        position: position(value), message: message)
      return
    }
    findings.append(
      context.finding(
        rule, message, event: event, pointer: pointer, position: position(value)))
  }

  /// Whether the relation applies to the event at `index`. (A loop over the events asks this
  /// in its `where` clause: a lazy filter's closure held a copy of the whole evaluation, made
  /// for every relation.)
  private func applies(_ relation: CompiledRelation, at index: Int) -> Bool {
    relation.applies(to: context.notificationIndices[index]) && only?[index] != false
  }

  // MARK: - The relations

  /// `visible` and `hidden`: the rectangle against the device's screen.
  private mutating func screen(_ relation: CompiledRelation) {
    let wantVisible = relation.relation.kind == .visible
    for event in context.notificationIndices.indices where applies(relation, at: event) {
      guard let value = rect(event, relation.key), let screen = screen(for: value.shape, relation)
      else {
        continue
      }
      let shared = value.shape.overlap(with: screen)
      let visible = shared.width > 0 && shared.height > 0
      func placed() -> String {
        "\(relation.key) is \(value.text) on the screen \(screen.description)"
      }
      if wantVisible, !visible {
        report(
          "\(describe(event)): \(placed()), entirely off it; here it must reach the screen "
            + "(a frame is visible when it intersects the screen bounds)", at: event, value)
      } else if !wantVisible, visible {
        report(
          "\(describe(event)): \(placed()), still covering \(Self.size(shared)) of it; here it "
            + "must leave the screen", at: event, value, quirk: relation.quirkForDevice(context))
      } else if wantVisible, let limit = relation.relation.visibleAtMost,
        min(shared.width, shared.height) <= limit, let quirk = relation.quirk(context)
      {
        report(
          "\(describe(event)): \(placed()), showing only \(Self.size(shared)) of it",
          at: event, value, quirk: quirk)
      }
    }
  }

  /// `pair-agrees`: a second notification carries the value the latest first one announced
  /// (a resize announced by a later WillChangeFrame is what the DidShow reports).
  private mutating func pairs(_ relation: CompiledRelation) {
    var latest: (event: Int, value: Value<Rect>)?
    let tolerance = relation.relation.tolerance
    let hasBreaks = !context.trace.excerptBreaks.isEmpty
    for (event, notification) in context.notificationIndices.enumerated() {
      // A payload without a name may have been an announcement: what came before it is no
      // longer known to be the latest.
      if notification == TraceContext.unnamed { latest = nil }
      guard notification >= 0 else { continue }
      if relation.isFirst[notification] {
        latest = rect(event, relation.key).map { (event, $0) }
      } else if relation.isSecond[notification], let first = latest,
        let value = rect(event, relation.key),
        !value.shape.matches(first.value.shape, tolerance: tolerance)
      {
        report(
          "\(describe(event)) carries \(relation.key) \(value.text), but the latest "
            + "announcement, \(describe(first.event)), said \(first.value.text); a Did "
            + "notification reports the frame its Will announced"
            + (context.trace.origin.isCaptured
              ? " (in a capture a frame change the recorder missed may lie between them)"
              : " (the test double should post the same end frame in both)"),
          at: event, value, quirk: relation.quirkForDevice(context),
          across: hasBreaks ? context.excerptBreak(after: first.event, upTo: event) : nil)
      }
    }
  }

  /// `reaches-bottom`: the rectangle ends at the screen's bottom edge or below it.
  private mutating func bottoms(_ relation: CompiledRelation) {
    let tolerance = relation.relation.tolerance
    for event in context.notificationIndices.indices where applies(relation, at: event) {
      guard let value = rect(event, relation.key), let screen = screen(for: value.shape, relation)
      else { continue }
      let gap = screen.maxY - value.shape.maxY
      guard gap > tolerance else { continue }
      report(
        "\(describe(event)): \(relation.key) is \(value.text), ending \(ValueReader.format(gap)) pt "
          + "above the bottom of the screen \(screen.description); a docked keyboard is attached "
          + "to the screen's bottom edge", at: event, value, quirk: relation.quirkForDevice(context)
      )
    }
  }

  /// Whether `next` is `last` moved straight down: the same size and x, a greater y.
  private static func movedDown(_ last: Rect, _ next: Rect, _ relation: CompiledRelation) -> Bool {
    let tolerance = relation.relation.tolerance
    return Rect.close(last.x, next.x, tolerance) && Rect.close(last.width, next.width, tolerance)
      && Rect.close(last.height, next.height, tolerance) && next.y > last.y + tolerance
  }

  /// `continues`: each sequence starts where the one before it left the keyboard.
  private mutating func continuity(_ relation: CompiledRelation, _ run: SequenceRun) {
    guard let of = relation.of else { return }
    let sequences = context.spec.spec.sequences
    var previous: (event: Int, value: Value<Rect>, sequence: Int)?
    // Payloads without a name between two sequences may have moved the keyboard.
    let unnamed = context.notificationIndices.indices.filter {
      context.notificationIndices[$0] == TraceContext.unnamed
    }
    var nextUnnamed = 0
    let hasBreaks = !context.trace.excerptBreaks.isEmpty
    for episode in run.episodes {
      // A sequence the repair completed may have no event of its own.
      guard episode.start <= episode.end else { continue }
      let range = episode.start...episode.end
      // Where the run started again after the author's text, the excerpt before was cut
      // where the keyboard was: nothing to compare with.
      if hasBreaks, let last = previous,
        run.restarts.contains(where: { $0.event > last.event && $0.event <= episode.start })
      {
        previous = nil
      }
      while nextUnnamed < unnamed.count, unnamed[nextUnnamed] < episode.start {
        if let last = previous, unnamed[nextUnnamed] > last.event { previous = nil }
        nextUnnamed += 1
      }
      if let (event, value) = Self.firstRect(
        in: range, relation, relation.key, notifications: context.notificationIndices,
        table: table),
        let last = previous,
        !Self.continues(last.value.shape, value.shape, relation, screen: screen)
      {
        // A sequence that is itself a quirk (a hide with no show before it) explains the jump;
        // so does the relation's quirk when the keyboard was moved straight down (dragged).
        let quirk =
          sequences[episode.sequence].quirk.flatMap { context.spec.quirkIndex[$0] }
          ?? (Self.movedDown(last.value.shape, value.shape, relation)
            ? relation.quirk(context) : nil)
        report(
          "the \(sequences[episode.sequence].id) sequence starts with \(relation.key) "
            + "\(value.text) at \(describe(event)), but the \(sequences[last.sequence].id) "
            + "sequence before it left \(of) at \(last.value.text) (\(describe(last.event))); "
            + "a sequence begins where the last one ended", at: event, value, quirk: quirk,
          across: hasBreaks ? context.excerptBreak(after: last.event, upTo: event) : nil)
      }
      // A sequence that leaves no readable rectangle (an empty end frame of a cross-faded hide,
      // an order-only log) leaves the keyboard somewhere unknown: the next one is not compared
      // with an older sequence's.
      previous = Self.firstRect(
        in: range.reversed(), relation, of, notifications: context.notificationIndices,
        table: table
      ).map {
        ($0.0, $0.1, episode.sequence)
      }
    }
  }

  /// Without the screen (a log): whether `last` and `next` lie off one screen in its two
  /// orientations, as a rotation leaves a keyboard that spans the screen's width; screens' long
  /// sides are at least `aspect` times their short ones.
  ///
  /// Rectangles in the orientation's own coordinates (both wider than tall) each span the
  /// screen's width as it was oriented, so the other's width is that screen's height, and each
  /// lies at or below it. Rectangles in the portrait screen's coordinates: the one taller than
  /// wide spans the screen's height, off its side; the other is as wide as it and below it.
  private static func turnedBelowScreen(
    _ last: Rect, _ next: Rect, aspect: Double, tolerance: Double
  ) -> Bool {
    guard !Rect.close(last.width, next.width, tolerance) else { return false }
    let upright = { (frame: Rect) in frame.width >= frame.height }
    if upright(last), upright(next) {
      // Two widths closer than a screen's two sides are two screens, not a turn.
      let (short, long) = (min(last.width, next.width), max(last.width, next.width))
      guard Rect.close(last.x, 0, tolerance), Rect.close(next.x, 0, tolerance),
        long >= short * aspect
      else {
        return false
      }
      return last.y >= next.width - tolerance && next.y >= last.width - tolerance
    }
    guard upright(last) != upright(next) else { return false }
    let (portrait, landscape) = upright(last) ? (last, next) : (next, last)
    let width = portrait.width
    return landscape.height >= width * aspect && Rect.close(portrait.x, 0, tolerance)
      && Rect.close(landscape.y, 0, tolerance)
      && portrait.y >= landscape.height - tolerance
      && (landscape.x >= width - tolerance || landscape.x + landscape.width <= tolerance)
  }

  /// The first event among `events` the relation applies to with a rectangle at `key`.
  /// (Static, with the two tables it reads: as a method, each call copied the evaluation.)
  private static func firstRect(
    in events: some Sequence<Int>, _ relation: CompiledRelation, _ key: Symbol,
    notifications: [Int], table: GeometryTable
  ) -> (Int, Value<Rect>)? {
    for event in events where relation.applies(to: notifications[event]) {
      if let rect = table.rect(event, key) {
        return (event, Value(shape: rect, event: event, key: key))
      }
    }
    return nil
  }

  /// Whether `next` continues from `last`: the same rectangle, or both off the screen.
  /// (Static, with the screen: as a method, each call copied the evaluation.)
  private static func continues(
    _ last: Rect, _ next: Rect, _ relation: CompiledRelation, screen: Rect?
  ) -> Bool {
    if next.matches(last, tolerance: relation.relation.tolerance) { return true }
    guard let lastScreen = Self.screen(for: last, relation, on: screen),
      let nextScreen = Self.screen(for: next, relation, on: screen)
    else {
      guard let aspect = relation.relation.screenAspect else { return false }
      return Self.turnedBelowScreen(
        last, next, aspect: aspect, tolerance: relation.relation.tolerance)
    }
    return !last.overlaps(lastScreen) && !next.overlaps(nextScreen)
  }

  /// `same-size`: two rectangles of one payload have the same size.
  private mutating func sizes(_ relation: CompiledRelation) {
    guard let of = relation.of else { return }
    let tolerance = relation.relation.tolerance
    for event in context.notificationIndices.indices where applies(relation, at: event) {
      guard let value = rect(event, relation.key), let other = rect(event, of) else { continue }
      let (size, target) = (value.shape, other.shape)
      if Rect.close(size.width, target.width, tolerance),
        Rect.close(size.height, target.height, tolerance)
      {
        continue
      }
      let message =
        "\(describe(event)): \(relation.key) \(value.text) is not the size of \(of) "
        + "\(other.text)"
      if let quirk = relation.quirk(context), Rect.close(size.width, target.height, tolerance),
        Rect.close(size.height, target.width, tolerance)
      {
        report(
          message + " but its size with width and height swapped", at: event, value, quirk: quirk)
      } else {
        report(
          message + "; the payload contradicts itself", at: event, value,
          quirk: relation.otherQuirk(context))
      }
    }
  }

  /// `center-of`: a point of the payload is the mid-point of one of its rectangles.
  private mutating func centres(_ relation: CompiledRelation) {
    guard let of = relation.of else { return }
    let tolerance = relation.relation.tolerance
    for event in context.notificationIndices.indices where applies(relation, at: event) {
      guard let value = point(event, relation.key), let frame = rect(event, of) else { continue }
      let (point, mid) = (value.shape, frame.shape.mid)
      if Rect.close(point.x, mid.x, tolerance), Rect.close(point.y, mid.y, tolerance) { continue }
      let message =
        "\(describe(event)): \(relation.key) is \(value.text), not the mid-point of \(of) "
        + "\(frame.text), which is \(ValueReader.describe(.point(Numbers([mid.x, mid.y]))))"
      if let quirk = relation.quirk(context),
        let turned = Self.turned(frame.shape, point, screen: screen, tolerance: tolerance)
      {
        report(message + " \(turned)", at: event, value, quirk: quirk)
      } else {
        report(
          message + "; the payload contradicts itself (read the frames, not the centres)",
          at: event, value, quirk: relation.otherQuirk(context))
      }
    }
  }

  /// How `point` is the mid-point of `frame` in the interface turned a quarter. A keyboard
  /// right of x = 0 in the portrait screen is the orientation whose axes are simply swapped;
  /// one at x = 0 or left of it is the other, where the interface y is the screen's width
  /// less the mid-point's x (checked where the screen is known). Nil when it is neither.
  private static func turned(_ frame: Rect, _ point: Point, screen: Rect?, tolerance: Double)
    -> String?
  {
    let mid = frame.mid
    guard Rect.close(point.x, mid.y, tolerance) else { return nil }
    guard frame.x <= tolerance else {
      return Rect.close(point.y, mid.x, tolerance) ? "with its axes swapped" : nil
    }
    guard let screen else {
      return
        "with its axes swapped and turned (the screen's width is unknown, so its y is not checked)"
    }
    guard Rect.close(point.y, screen.width - mid.x, tolerance) else { return nil }
    return "with its axes swapped and turned (y = \(ValueReader.format(screen.width)) − x)"
  }

  /// `320 × 55 pt`.
  private static func size(_ size: (width: Double, height: Double)) -> String {
    "\(ValueReader.format(size.width)) × \(ValueReader.format(size.height)) pt"
  }
}
