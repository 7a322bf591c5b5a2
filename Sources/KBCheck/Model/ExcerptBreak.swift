/// A place where a pasted log leaves off and a later excerpt begins: a paragraph of the
/// author's own text between two of its notifications ("With the software keyboard, on device
/// rotation, we get a storm of …"), as bug reports join several captures.
///
/// What came between the two excerpts was cut, so the checks that compare an event with the
/// ones before it do not compare across a break: the sequence may start again (a note says
/// so, with the error it would otherwise be), and frames and times are compared only within
/// an excerpt.
struct ExcerptBreak: Sendable, Equatable {
  /// The first event after the break.
  var event: Int
  /// The author's text, its first line as written (for messages; trimmed).
  var text: String
  /// Where the author's text starts (or, in a trace, where the trace marks the break).
  var position: SourcePosition
}
