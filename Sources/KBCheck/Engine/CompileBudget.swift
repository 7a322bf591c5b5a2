/// The work one automaton's construction may do: every ε-edge followed, every closure entry
/// stored and every step of the insertion search spends from it. A spec whose patterns need
/// more is an error, so no spec (and no trace's projection of one) can make the compiler run
/// for minutes or take gigabytes. The built-in spec's dearest configuration (a capture that
/// may start inside a sequence, observing two notifications) needs under 64,000 steps.
struct CompileBudget {
  /// Steps one compilation may take: about a tenth of a second and 100 MB at most (release
  /// build), 125 times what the built-in spec needs.
  static let steps = 8_000_000

  private var remaining: Int
  private let position: SourcePosition?

  /// A full budget; errors point at `position` (the spec's patterns).
  init(steps: Int = Self.steps, at position: SourcePosition?) {
    remaining = steps
    self.position = position
  }

  /// Spends `count` steps of work on `what`, or throws once the budget is gone.
  mutating func spend(_ count: Int, on what: String) throws(InputError) {
    remaining -= count
    guard remaining < 0 else { return }
    throw InputError(
      "the spec's patterns are too ambiguous to compile: \(what) takes more than "
        + "\(Self.steps) steps; nested optional parts inside repetitions, and repetitions over "
        + "many alternatives, multiply the paths (notifications a trace does not observe count "
        + "as optional)", at: position)
  }
}
