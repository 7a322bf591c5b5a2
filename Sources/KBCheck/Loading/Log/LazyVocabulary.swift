/// A spec's log vocabulary, made the first time a log is read by it and then shared by every
/// copy of the options that hold it (a batch's workers): a run of traces alone never makes it,
/// which cost a small trace's lint a thirtieth of its time.
final class LazyVocabulary: Sendable, Equatable {
  private enum State {
    case unmade(Spec)
    case made(LogVocabulary)
  }

  private let state: Locked<State>

  /// The vocabulary of `spec`, made when it is first asked for.
  init(of spec: Spec) {
    state = Locked(.unmade(spec))
  }

  /// A vocabulary already made.
  init(_ vocabulary: LogVocabulary) {
    state = Locked(.made(vocabulary))
  }

  /// The vocabulary, made now if this is the first time it is asked for.
  var vocabulary: LogVocabulary {
    state.withLock { state in
      switch state {
      case .made(let vocabulary):
        return vocabulary
      case .unmade(let spec):
        let vocabulary = LogVocabulary(spec)
        state = .made(vocabulary)
        return vocabulary
      }
    }
  }

  /// Whether the vocabulary has been made.
  var isMade: Bool {
    state.withLock { state in
      if case .made = state { return true }
      return false
    }
  }

  /// Equal when the vocabularies are (they come from the same spec).
  static func == (lhs: LazyVocabulary, rhs: LazyVocabulary) -> Bool {
    lhs === rhs || lhs.vocabulary == rhs.vocabulary
  }
}
