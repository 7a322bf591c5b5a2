import Testing

@testable import KBCheck

/// The digest of a configuration's suppressions, which shard reports carry and `kbcheck merge`
/// compares: its value may not change with how it is computed, or shards written by one
/// build would not merge with those of another.
@Suite struct SuppressionDigestTests {
  private static func suppression(_ path: String, _ rule: String) -> Suppression {
    Suppression(
      path: Glob(path), rule: Located(value: rule, position: .start), reason: "accepted",
      position: .start)
  }

  @Test("the digest is FNV-1a of the paths and rules joined, as it always was")
  func pinnedValue() {
    let suppressions = [
      Self.suppression("traces/a.json", "unknown-key"),
      Self.suppression("traces/é/*.json", "sequence-order"),
    ]
    // FNV-1a of "traces/a.json␟unknown-key␞traces/é/*.json␟sequence-order" (U+001F, U+001E),
    // worked out apart from kbcheck.
    #expect(Settlement.SuppressionUse.digest(of: suppressions) == "4bc593ac541fa2e3")
    #expect(
      Settlement.SuppressionUse.digest(of: suppressions)
        == Fingerprint.hash(
          "traces/a.json\u{1F}unknown-key\u{1E}traces/é/*.json\u{1F}sequence-order"))
  }

  @Test("no suppressions digest to the hash's starting value")
  func empty() {
    #expect(Settlement.SuppressionUse.digest(of: []) == "cbf29ce484222325")
  }
}
