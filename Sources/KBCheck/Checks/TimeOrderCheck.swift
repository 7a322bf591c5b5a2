/// The `time-order` check: events are in delivery order, so the times a trace records never go
/// back. One that does means the events were reordered, two captures were merged, or the
/// clock jumped: every rule that reads the order then reads a false one. Across the author's
/// text that parts a paste's excerpts (see ``ExcerptBreak``) it is a note.
struct TimeOrderCheck: OrderCheck {
  /// How far back a time may go and still count as in order, in seconds.
  var tolerance: Double

  /// Nothing to validate.
  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {}

  /// A printed payload's time still has its place among the others.
  var readsUnnamedPayloads: Bool { true }

  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] { [] }

  /// Each step where the time goes back: one finding at the first event of it, however many
  /// events follow at the earlier times.
  func findings(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    var latest: (time: Double, event: Int)?
    var findings: [Finding] = []
    let hasBreaks = !context.trace.excerptBreaks.isEmpty
    for (index, event) in context.trace.events.enumerated() {
      guard let time = event.time else { continue }
      defer { latest = (time, index) }
      if let previous = latest, time < previous.time - tolerance {
        // Excerpts a paste joins with the author's text between them may come from different
        // captures, in any order: a note.
        let cut = hasBreaks ? context.excerptBreak(after: previous.event, upTo: index) : nil
        findings.append(
          context.finding(
            rule,
            "\(context.name(of: index)) at \(ValueReader.format(time)) s comes after "
              + "\(context.name(of: previous.event)) at \(ValueReader.format(previous.time)) s "
              + "(\(context.describe(event: previous.event))): events are delivered in order, so "
              + "these were reordered, merged from two captures, or the clock went back"
              + (cut.map { "; \(context.describe($0)) parts the two: two captures" } ?? ""),
            event: index,
            related: RelatedLocation(
              event: previous.event, position: context.trace.events[previous.event].position,
              message: "the later time"), severity: cut == nil ? nil : .info))
      }
    }
    return findings
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension TimeOrderCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    try options?.rejectUnknown(["tolerance"], "option of a time-order check")
    tolerance =
      try options.flatMap { options throws(InputError) in
        try reader.amount(options, "tolerance", unit: "seconds")
      } ?? 0
  }
}
