import KeyboardTraceFormat

/// Writes one generated trace: walks a scenario's steps, keeping the keyboard's state, place,
/// orientation and the clock.
struct GenerationWriter {
  let spec: Spec
  let catalog: DeviceCatalog
  let device: DeviceModel
  let profile: DeviceProfile
  let keyboard: DeviceModel.KeyboardHeights
  /// The spec's state the keyboard is in.
  private var state: String
  /// Where the keyboard is.
  private var place = KeyboardPlace.hidden
  /// Whether the interface is in landscape.
  private var landscape = false
  /// Whether frames keep the portrait screen's axes in landscape (before iOS 8, as the
  /// spec's rotation check says).
  private var portraitFixed = false
  /// The time of the next event, in milliseconds.
  private var clock: Int
  /// The events so far.
  private var events: [RecordedEvent] = []
  /// The words of the spec's patterns, with the asked quirks.
  private var words: PatternWord
  /// The payloads' writer.
  private let payloads: GeneratedPayload
  /// The quirks produced by whole sequences (a repeated show) or a repeated rotation.
  private var sequenceQuirks: Set<String> = []
  /// The quirk the scenario's variant is, if any.
  private var variantQuirk: String?

  init(
    spec: Spec, catalog: DeviceCatalog, device: DeviceModel, profile: DeviceProfile,
    keyboard: DeviceModel.KeyboardHeights, quirks: Set<String>
  ) {
    self.spec = spec
    self.catalog = catalog
    self.device = device
    self.profile = profile
    self.keyboard = keyboard
    state = spec.initialState
    clock = Self.milliseconds(catalog.timing.pause)
    words = PatternWord(spec: spec, quirks: quirks)
    payloads = GeneratedPayload(spec: spec, catalog: catalog, profile: profile)
  }

  /// The asked quirks the trace shows.
  var producedQuirks: Set<String> { words.produced.union(sequenceQuirks) }

  /// Writes the steps of a scenario's `variant`; `rotation` is the spec's rotation check,
  /// whose quirk says whether a rotation's pair comes twice.
  mutating func write(_ variant: ScenarioVariant, rotation: RotationCheck?) throws(KBCheckError) {
    variantQuirk = variant.quirk
    for step in variant.steps {
      switch step {
      case .move(let kind, let to):
        try move(kind, to: to)
      case .marker(let kind):
        try marker(kind)
      case .turn:
        try turn(rotation)
      case .drag:
        place = .dragged
      case .pause:
        clock += Self.milliseconds(catalog.timing.pause)
      case .rotationRepeated(let pair):
        // Only where the rotation check's quirk of a pair delivered twice was asked for.
        guard let quirk = rotation?.repeatQuirk, words.quirks.contains(quirk) else { continue }
        sequenceQuirks.insert(quirk)
        for case .move(let kind, let to) in pair { try move(kind, to: to) }
      }
    }
  }

  /// The trace written.
  func trace(version: OSVersion) -> RecordedTrace {
    let fields: [(String, JSONTree)] = [
      ("idiom", .string(device.idiom)), ("os", .string(device.os)),
      ("osVersion", .string(version.text)),
      ("screen", .array([0, 0, device.width, device.height].map(Self.number))),
      ("keyboard", .string(profile.keyboard ?? "docked")),
    ]
    return RecordedTrace(source: TraceSource.synthetic.rawValue, device: fields, events: events)
  }

  // MARK: Steps

  private mutating func move(_ kind: String, to target: KeyboardPlace) throws(KBCheckError) {
    let sequence = try sequence(kind)
    let begin = try frame(place)
    let end = try frame(target)
    post(sequence, begin: begin, end: end)
    state = sequence.to
    place = target
    // A quirk that repeats a whole sequence (a show while shown) follows the one it repeats.
    for repeated in spec.sequences
    where repeated.kind == kind && repeated.from == state
      && repeated.to == state && repeated.when.surelyMatches(profile)
    {
      guard let quirk = repeated.quirk, words.quirks.contains(quirk),
        !sequenceQuirks.contains(quirk)
      else { continue }
      sequenceQuirks.insert(quirk)
      post(repeated, begin: end, end: end)
    }
  }

  /// The sequence of `kind` from the current state: the one an asked quirk names, else the
  /// plain one for the device.
  private mutating func sequence(_ kind: String) throws(KBCheckError) -> SequenceSpec {
    let candidates = spec.sequences.filter {
      $0.kind == kind && $0.from == state && $0.when.surelyMatches(profile)
    }
    // An asked quirk shows once; the quirk the scenario is, wherever its sequences fit.
    if let quirky = candidates.first(where: {
      $0.quirk.map {
        $0 == variantQuirk || (words.quirks.contains($0) && !sequenceQuirks.contains($0))
      } ?? false
    }), let quirk = quirky.quirk {
      sequenceQuirks.insert(quirk)
      return quirky
    }
    guard let plain = candidates.first(where: { $0.quirk == nil }) else {
      throw .usage(
        "the spec has no \(kind) sequence from the state \(state) on \(device.name) with "
          + "\(device.os) \(profile.versions)")
    }
    return plain
  }

  private mutating func marker(_ kind: String) throws(KBCheckError) {
    let chosen = catalog.markers.first { $0.kind == kind }?.name
    guard let name = chosen ?? spec.markers.first(where: { $0.kind == kind })?.name else {
      throw .usage("the spec has no marker of the kind \(kind)")
    }
    events.append(
      RecordedEvent(name: name, time: Self.seconds(clock), objectClass: nil, userInfo: nil))
    clock += Self.milliseconds(catalog.timing.apart)
  }

  private mutating func turn(_ rotation: RotationCheck?) throws(KBCheckError) {
    let changes = rotation?.orientation.filter { $0.when.surelyMatches(profile) } ?? []
    portraitFixed = changes.contains { $0.change == .aspect }
    landscape = true
  }

  // MARK: Events

  /// Posts the sequence's notifications, from `begin` to `end`.
  private mutating func post(_ sequence: SequenceSpec, begin: Rect, end: Rect) {
    let start = clock
    let apart = Self.milliseconds(catalog.timing.apart)
    var time = start
    var animated = false
    for name in words.word(sequence.pattern) {
      if !animated, catalog.afterAnimation.contains(name) {
        animated = true
        time = max(time, start + Self.milliseconds(catalog.timing.animation))
      }
      events.append(
        RecordedEvent(
          name: name, time: Self.seconds(time), objectClass: object(of: name),
          userInfo: payloads.entries(name, begin: begin, end: end)))
      time += apart
    }
    clock = time - apart + Self.milliseconds(catalog.timing.pause)
  }

  /// The class of the notification's object on the device: nil, or the class the spec allows.
  private func object(of name: String) -> String? {
    guard let notification = spec.notifications.first(where: { $0.name == name }),
      let domain = notification.objects.first(where: { $0.when.surelyMatches(profile) })
    else { return nil }
    guard case .string(let objectClass)? = domain.domain.allowed?.first else { return nil }
    return objectClass
  }

  // MARK: Geometry

  /// The keyboard's frame at `place` in the current orientation, in the screen's coordinates.
  ///
  /// Where frames keep the portrait screen's axes in landscape, the interface's rectangle is
  /// transposed: a landscape keyboard along the bottom edge of the turned interface lies along
  /// the portrait screen's right edge, as tall as the screen (seed 002: `{{158, 0}, {162,
  /// 480}}` on a 320x480 iPhone).
  private func frame(_ place: KeyboardPlace) throws(KBCheckError) -> Rect {
    let rect = try interfaceFrame(place)
    guard landscape, portraitFixed else { return rect }
    return Rect(x: rect.y, y: rect.x, width: rect.height, height: rect.width)
  }

  /// The keyboard's frame at `place` in the interface's coordinates.
  private func interfaceFrame(_ place: KeyboardPlace) throws(KBCheckError) -> Rect {
    let (width, height) =
      landscape ? (device.height, device.width) : (device.width, device.height)
    let heights: (portrait: Double, landscape: Double?)
    if place == .resized {
      guard let resized = keyboard.resized else { throw lacking("height after a resize") }
      heights = (resized.portrait, resized.landscape)
    } else {
      heights = (keyboard.portrait, keyboard.landscape)
    }
    let keyboardHeight: Double
    if landscape {
      guard let height = heights.landscape else { throw lacking("landscape keyboard height") }
      keyboardHeight = height
    } else {
      keyboardHeight = heights.portrait
    }
    switch place {
    case .hidden:
      return Rect(x: 0, y: height, width: width, height: keyboardHeight)
    case .dragged:
      return Rect(
        x: 0, y: height - (keyboardHeight / 2).rounded(), width: width, height: keyboardHeight)
    case .shown, .resized:
      return Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
    case .shortcutsBar:
      guard let bar = catalog.hardwareKeyboard.shortcutsBar else {
        throw lacking("shortcuts bar height (\"hardwareKeyboard\")")
      }
      return Rect(x: 0, y: height - bar, width: width, height: keyboardHeight)
    case .accessoryView:
      guard let accessory = catalog.hardwareKeyboard.accessoryView else {
        throw lacking("accessory view height (\"hardwareKeyboard\")")
      }
      return Rect(x: 0, y: height - accessory, width: width, height: keyboardHeight + accessory)
    case .undocked:
      return Rect(
        x: 0, y: ((height - keyboardHeight) / 2).rounded(), width: width, height: keyboardHeight)
    case .undockedRaised:
      return Rect(
        x: 0, y: ((height - keyboardHeight) / 4).rounded(), width: width, height: keyboardHeight)
    case .floatingDragged:
      return Rect(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// The error for a number the catalog does not give.
  private func lacking(_ what: String) -> KBCheckError {
    .usage(
      "the device catalog gives no \(what) for \(device.name) with \(device.os) "
        + "\(profile.versions) (no public capture gives one); add it in a catalog of your own "
        + "(--devices FILE)")
  }

  // MARK: Units

  static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

  static func seconds(_ milliseconds: Int) -> Double { Double(milliseconds) / 1000 }

  static func number(_ value: Double) -> JSONTree { .number(JSONText.number(value)) }
}
