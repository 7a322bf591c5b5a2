/// Works out what a capture that does not say its device implies about it, from the facts the
/// spec declares (``InferenceSpec``): the range of OS versions its payloads are possible on, the
/// screen width its frames span, and the idiom and keyboard that width means.
///
/// Evidence only narrows: with none, every version stays possible. Evidence that contradicts
/// itself (a payload of before 9.0 and a `UIScreen` object of 16.1) leaves every version
/// possible and says so: a guess would be an error on a real capture.
enum DeviceInference {
  /// What a trace implies.
  struct Result: Sendable, Equatable {
    /// The versions the trace may be from.
    var versions = VersionRange.any
    /// The evidence that bounds them, in words with its line (`SomeKey, line 12: 9.0 or
    /// later`).
    var reasons: [String] = []
    /// The evidence that contradicted itself, when it did.
    var contradiction: String?
    /// The width the frames span, in points.
    var screenWidth: Double?
    /// The idiom that width means.
    var idiom: String?
    /// The keyboard mode such a device has.
    var keyboard: String?
  }

  /// What `trace` implies under `spec`'s facts.
  static func infer(_ trace: Trace, spec: Spec) -> Result {
    var result = Result()
    var lowest: (version: OSVersion, reason: String)?
    var below: (version: OSVersion, reason: String)?
    for fact in spec.inference.versions {
      let test = Sign(fact.sign)
      guard let event = trace.events.firstIndex(where: { test.holds(on: $0) }) else {
        continue
      }
      let line = trace.events[event].position.line
      let sign = describe(fact.sign)
      if let minimum = fact.minimum, minimum > lowest?.version ?? OSVersion(components: [0]) {
        lowest = (minimum, "\(sign), line \(line): \(minimum) or later")
      }
      if let bound = fact.below, below.map({ bound < $0.version }) ?? true {
        below = (bound, "\(sign), line \(line): before \(bound)")
      }
    }
    let range = VersionRange(lowest: lowest?.version, below: below?.version)
    if range.isEmpty {
      result.contradiction = [lowest?.reason, below?.reason].compactMap { $0 }.joinedText(
        separator: "; ")
    } else {
      result.versions = range
      result.reasons = [lowest?.reason, below?.reason].compactMap { $0 }
    }
    result.screenWidth = screenWidth(trace, keys: spec.inference.screenWidthKeys)
    if let width = result.screenWidth,
      let fact = spec.inference.idioms.first(where: { fact in
        if let widths = fact.widths { return widths.contains { abs($0 - width) <= 0.5 } }
        return width <= (fact.widthAtMost ?? .infinity) && width >= (fact.widthAtLeast ?? 0)
      })
    {
      result.idiom = fact.idiom
      result.keyboard = fact.keyboard
    }
    return result
  }

  /// A sign with its names as symbols, tested against every event of a trace until it holds.
  private enum Sign {
    case notification(Symbol)
    case object(String)
    case key(Symbol, ValueReader.Reading?)
    case withoutKey(Symbol, with: [Symbol])

    init(_ sign: VersionEvidence.Sign) {
      switch sign {
      case .notification(let name): self = .notification(Symbol(name))
      case .object(let type): self = .object(type)
      case .key(let key, let value): self = .key(Symbol(key), value.map(ValueReader.read))
      case .withoutKey(let key, let with):
        self = .withoutKey(Symbol(key), with: with.map { Symbol($0) })
      }
    }

    /// Whether an event shows the sign.
    func holds(on event: TraceEvent) -> Bool {
      switch self {
      case .notification(let name):
        return event.name == name
      case .object(let type):
        guard case .string(let text)? = event.object?.raw else { return false }
        return text == type
      case .key(let key, let value):
        guard let entry = event.entries?.first(where: { $0.key == key }) else { return false }
        guard let value else { return true }
        return ValueReader.read(entry.value.raw) == value
      case .withoutKey(let key, let with):
        guard let entries = event.entries, !event.userInfoIsPartial else { return false }
        func has(_ key: Symbol) -> Bool { entries.contains { $0.key == key } }
        return !has(key) && with.allSatisfy(has)
      }
    }
  }

  /// A sign in words.
  private static func describe(_ sign: VersionEvidence.Sign) -> String {
    switch sign {
    case .notification(let name): name
    case .object(let type): "a \(type) object"
    case .key(let key, nil): key
    case .key(let key, let value?): "\(key) \(ValueReader.describe(ValueReader.read(value)))"
    case .withoutKey(let key, _): "a payload without \(key)"
    }
  }

  /// The width most of the frames that span a screen have: frames at x = 0, wider than tall
  /// (a portrait-fixed landscape frame is tall and does not count).
  private static func screenWidth(_ trace: Trace, keys: [String]) -> Double? {
    let keys = keys.map { Symbol($0) }
    var counts: [Double: Int] = [:]
    // A payload the trace repeats spans the same widths each time: they are read once. So is a
    // frame printed as text that comes again in another payload (a log's `NSRect: {{…}}`).
    var repeats = RepeatCache<[Double]>()
    var printed = PrintedWidths()
    // In place: iterating the events copies each one (its arrays retained and released).
    trace.events.withUnsafeBufferPointer { events in
      for index in events.indices {
        let payload = events[index].payload
        let widths =
          repeats.value(for: payload)
          ?? spannedWidths(events[index].entries ?? [], keys: keys, &printed)
        repeats.store(widths, for: payload)
        for width in widths { counts[width, default: 0] += 1 }
      }
    }
    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
  }

  /// The widths of the frames among `entries` (at `keys`) that span a screen.
  private static func spannedWidths(
    _ entries: [PayloadEntry], keys: [Symbol], _ printed: inout PrintedWidths
  ) -> [Double] {
    var widths: [Double] = []
    for entry in entries where keys.contains(entry.key) {
      guard let width = printed.width(of: entry.value.raw) else { continue }
      widths.append(width)
    }
    return widths
  }

  /// The width a frame spans, read once per text for frames printed as text: a log prints
  /// the same few frames thousands of times, and reading one is a parse. Keeps at most
  /// ``limit`` texts, so memory does not grow with the log.
  private struct PrintedWidths {
    static let limit = 1_024
    private var widths: [String: Double?] = [:]

    /// The width of `raw` when it is a frame at x = 0, wider than tall; else nil.
    mutating func width(of raw: RawValue) -> Double? {
      guard case .string(let text) = raw else { return Self.read(raw) }
      if let known = widths[text] { return known }
      let width = Self.read(raw)
      if widths.count < Self.limit { widths[text] = width }
      return width
    }

    private static func read(_ raw: RawValue) -> Double? {
      guard case .rect(let rect) = ValueReader.read(raw), rect[0] == 0,
        rect[2] > 0, rect[2] >= rect[3], rect[2].isFinite
      else { return nil }
      return rect[2]
    }
  }
}
