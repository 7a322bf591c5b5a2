extension Spec {
  /// The quirks no rule can report: no sequence, pattern, value domain or rule option of the
  /// spec's rules names them, so they can never explain a finding.
  var unusedQuirks: [String] {
    let used = Set(rules.flatMap { $0.check.definition.quirks(in: self) })
    return quirks.map(\.id).filter { !used.contains($0) }
  }
}
