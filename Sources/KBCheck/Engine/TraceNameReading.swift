/// A trace's event names and `observed` names read by the spec's words, as a log's are.
///
/// A spelling the spec lists (a handler's name, the name without its suffix, a qualified
/// Swift name) becomes the name it stands for, and a note says so. A name a typo away from one
/// of the spec's (a letter left out of `…Notification`) is an error that names it. Any other
/// name whose payload holds the spec's keys gets a note. Taken as written, each of these made
/// the event no notification of the spec: no rule saw it or its payload, and a test double's
/// broken values passed without a word.
enum TraceNameReading {
  /// Reads a trace's names (a log's are read by the spec's words already).
  static func read(
    _ loaded: inout TraceLoader.Loaded, spec: CompiledSpec, vocabulary: LazyVocabulary
  ) {
    guard !loaded.isLog else { return }
    // The common case, every name the spec's, costs a lookup per event and no vocabulary.
    let unknown = loaded.trace.events.indices.filter { index in
      loaded.trace.events[index].name.map { !isKnown($0, spec) } ?? false
    }
    let observed = loaded.trace.observed.map { names in
      names.filter { !isKnown(Symbol($0), spec) }
    }
    guard !unknown.isEmpty || !(observed?.isEmpty ?? true) else { return }
    var reader = Reader(vocabulary: vocabulary.vocabulary, spec: spec)
    for index in unknown { reader.readEvent(index, in: &loaded) }
    for name in (observed ?? []).sorted() { reader.readObserved(name, in: &loaded) }
    loaded.notes += reader.notes()
  }

  /// Whether `name` is one of the spec's notifications or markers.
  private static func isKnown(_ name: Symbol, _ spec: CompiledSpec) -> Bool {
    spec.notificationIndex(of: name) >= 0 || spec.markerKinds[name] != nil
  }

  /// The most edits a name may be from one of the spec's to be taken for a typo of it: a
  /// letter left out, doubled or swapped, not another notification of the same family (the
  /// text view's is no typo of the text field's).
  static let typoEdits = 2

  private struct Reader {
    let vocabulary: LogVocabulary
    let spec: CompiledSpec
    /// Each name read as another, with where it first was.
    var renamed: [(written: String, name: String, position: SourcePosition)] = []
    /// Events that hold the spec's keys under a name that is none of its notifications.
    var strangers: [(name: String, position: SourcePosition)] = []

    init(vocabulary: LogVocabulary, spec: CompiledSpec) {
      self.vocabulary = vocabulary
      self.spec = spec
    }

    mutating func readEvent(_ index: Int, in loaded: inout TraceLoader.Loaded) {
      let event = loaded.trace.events[index]
      guard let written = event.name?.text else { return }
      if let spelling = vocabulary.spelling(of: written) {
        loaded.trace.events[index].name = Symbol(spelling.name)
        if !renamed.contains(where: { $0.written == written }) {
          renamed.append((written, spelling.name, event.position))
        }
      } else if let typo = typo(of: written) {
        loaded.problems.append(
          InputError(
            "event \(index)'s name \(MessageText.quoted(written)) names no notification of the "
              + "spec; did you mean \(typo)? No rule checked the event or its payload",
            at: event.position))
      } else if event.userInfo?.contains(where: { spec.keyIndex(of: $0.key) >= 0 }) == true {
        strangers.append((written, event.position))
      }
    }

    mutating func readObserved(_ written: String, in loaded: inout TraceLoader.Loaded) {
      if let spelling = vocabulary.spelling(of: written) {
        loaded.trace.observed?.remove(written)
        loaded.trace.observed?.insert(spelling.name)
      } else if let typo = typo(of: written) {
        loaded.problems.append(
          InputError(
            "\"observed\" names \(MessageText.quoted(written)), no notification of the spec; "
              + "did you mean \(typo)? The trace is checked as if the app did not observe \(typo)",
            at: loaded.trace.observedPosition))
      }
    }

    /// The spec's name `written` is a typo of (of the name or of a spelling of it), if any.
    private func typo(of written: String) -> String? {
      let candidates = vocabulary.spellings.keys.sorted() + vocabulary.markers.sorted()
      return MessageText.closest(
        to: written, in: candidates, maximumEdits: TraceNameReading.typoEdits
      ).map { vocabulary.spelling(of: $0)?.name ?? $0 }
    }

    func notes() -> [InputNote] {
      var notes: [InputNote] = []
      if let first = renamed.first {
        let list = renamed.map { "\(MessageText.quoted($0.written)) as \($0.name)" }
        notes.append(
          InputNote(
            "read the event name " + list.joinedText(separator: ", ")
              + ", as the spec spells it", at: first.position))
      }
      if let first = strangers.first {
        let names = Array(Set(strangers.map(\.name))).sorted().map { MessageText.quoted($0) }
        let count = strangers.count == 1 ? "1 event" : "\(strangers.count) events"
        notes.append(
          InputNote(
            "\(count) named \(names.joinedText(separator: ", ")) carry the spec's userInfo keys "
              + "but are no notification of it (the first here): no rule checked them",
            at: first.position))
      }
      return notes
    }
  }
}
