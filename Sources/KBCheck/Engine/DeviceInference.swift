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
      guard let event = trace.events.firstIndex(where: { holds(fact.sign, on: $0) }) else {
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
      result.contradiction = [lowest?.reason, below?.reason].compactMap { $0 }.joined(
        separator: "; ")
    } else {
      result.versions = range
      result.reasons = [lowest?.reason, below?.reason].compactMap { $0 }
    }
    result.screenWidth = screenWidth(trace, keys: spec.inference.screenWidthKeys)
    if let width = result.screenWidth,
      let fact = spec.inference.idioms.first(where: {
        width <= ($0.widthAtMost ?? .infinity) && width >= ($0.widthAtLeast ?? 0)
      })
    {
      result.idiom = fact.idiom
      result.keyboard = fact.keyboard
    }
    return result
  }

  /// Whether an event shows a sign.
  private static func holds(_ sign: VersionEvidence.Sign, on event: TraceEvent) -> Bool {
    switch sign {
    case .notification(let name):
      return event.name?.text == name
    case .object(let type):
      guard case .string(let text)? = event.object?.raw else { return false }
      return text == type
    case .key(let key, let value):
      guard let entry = event.entries?.first(where: { $0.key.text == key }) else {
        return false
      }
      guard let value else { return true }
      return ValueReader.read(entry.value.raw) == ValueReader.read(value)
    case .withoutKey(let key, let with):
      guard let keys = event.entries.map({ Set($0.map(\.key.text)) }), !event.userInfoIsPartial
      else { return false }
      return !keys.contains(key) && with.allSatisfy(keys.contains)
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
    var counts: [Double: Int] = [:]
    for event in trace.events {
      for entry in event.entries ?? [] where keys.contains(entry.key.text) {
        guard case .rect(let rect) = ValueReader.read(entry.value.raw), rect[0] == 0,
          rect[2] > 0, rect[2] >= rect[3], rect[2].isFinite
        else { continue }
        counts[rect[2], default: 0] += 1
      }
    }
    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
  }
}
