/// The `geometry` check: the rectangles and points of payloads relate as the rule's relations
/// say (`visible`, `hidden`, `pair-agrees`, `continues`, `same-size`, `center-of`; see
/// ``GeometryRelation``). The spec names the keys, notifications, tolerances and quirks; the
/// check knows only the relations.
struct GeometryCheck: OrderCheck {
  /// The relations the rule checks.
  var relations: [GeometryRelation]

  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {
    for relation in relations { try relation.validate(rule, in: spec) }
  }

  /// Relations within one payload hold for a payload without a name too.
  var readsUnnamedPayloads: Bool { relations.contains { $0.readsOnePayload } }

  /// The relations' quirks, and for `continues` the quirks of the sequences (a sequence that
  /// is itself a quirk explains a jump).
  func quirks(in spec: Spec) -> [String] {
    var ids = relations.flatMap { $0.quirks + $0.otherQuirks }
    if relations.contains(where: { $0.kind == .continues }) {
      ids += spec.sequences.compactMap(\.quirk)
    }
    return ordered(ids, in: spec)
  }

  /// Every finding of `rule` on the trace, whose rectangles and points `table` holds.
  func findings(
    _ context: TraceContext, _ rule: RuleSpec, _ run: SequenceRun, _ table: GeometryTable
  ) -> [Finding] {
    GeometryEvaluation.findings(context, rule, run, table)
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension GeometryCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    guard let options else {
      throw InputError("a geometry check needs \"options\" with its \"relations\"", at: nil)
    }
    try options.rejectUnknown(["relations"], "option of a geometry check")
    relations = try reader.list(options, "relations") { value throws(InputError) in
      try GeometryRelation(value, reader)
    }
    guard !relations.isEmpty else {
      throw InputError(
        "a geometry check needs at least one relation in \"relations\"", at: options.value.position)
    }
  }
}
