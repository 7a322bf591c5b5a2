import Foundation

/// Checks a kbcheck JSON report against the faults the generator injected: every fault must be
/// found (an error or warning within two events of it), and no clean file may have one or be
/// reported unreadable.
public enum FaultCheck {
  /// What the report says about the faults.
  public struct Outcome: Sendable {
    /// Faults with a finding near them.
    public var found: Int
    /// Faults without one.
    public var missed: [CorpusGenerator.Fault]
    /// Files without a fault that have an error or warning, and files reported unreadable.
    public var falsePositives: [String]
  }

  /// Compares the JSON report at `report` with the injected faults.
  public static func check(report: URL, faults: [CorpusGenerator.Fault]) throws -> Outcome {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
    let files = object?["files"] as? [[String: Any]] ?? []
    var flagged: [String: [Int]] = [:]
    var unreadable: [String] = []
    for file in files {
      guard let path = file["path"] as? String else { continue }
      let name = (path as NSString).lastPathComponent
      if (file["status"] as? String) == "error" { unreadable.append(name) }
      let findings = file["findings"] as? [[String: Any]] ?? []
      for finding in findings where (finding["severity"] as? String) != "info" {
        // A finding without an event (the trace as a whole) locates no fault.
        if let event = finding["event"] as? Int { flagged[name, default: []].append(event) }
      }
    }
    var outcome = Outcome(found: 0, missed: [], falsePositives: [])
    for fault in faults {
      let events = flagged[fault.file] ?? []
      if events.contains(where: { abs($0 - fault.event) <= 2 }) {
        outcome.found += 1
      } else {
        outcome.missed.append(fault)
      }
    }
    let faulty = Set(faults.map(\.file))
    outcome.falsePositives = Set(flagged.keys.filter { !faulty.contains($0) } + unreadable)
      .sorted()
    return outcome
  }
}
