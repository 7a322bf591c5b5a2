import Foundation
import Testing

@testable import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run reads and writes around the traces (issue #18): configurations nobody chose,
/// inputs named twice or by odd names, standard input, and outputs that would land on
/// something the run reads. Each case is refused, or done once under the right name, before
/// anything is written.
@Suite struct HostileRunTests {
  /// A violating trace: any configuration that hides its errors is visible in the status.
  static let violation = "violations/availability-ios4-changeframe.json"

  @Test(
    "a .kbcheck.json in a parent directory owned by another user is not used, and said so",
    .enabled(if: geteuid() == 0, "changing a file's owner needs root (CI runs as root)"))
  func foreignConfigurationIgnored() throws {
    let workspace = try Workspace([Self.violation])
    try workspace.write(
      ".kbcheck.json", #"{"rules": {"sequence-order": "off", "availability": "off"}}"#)
    #expect(chown(workspace.path(".kbcheck.json"), 65_534, 65_534) == 0)
    let traces = workspace.url.appendingPathComponent("traces")
    let run = try BinaryRun.run(["lint", "availability-ios4-changeframe.json"], in: traces)
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        "not using \(workspace.path(".kbcheck.json")): it belongs to another "
          + "user (uid 65534)"), "\(run.output)")
    #expect(run.output.contains("pass --config"), "\(run.output)")
    // Named on the command line, it is the user's choice.
    let chosen = try BinaryRun.run(
      ["lint", "--config", "../.kbcheck.json", "availability-ios4-changeframe.json"], in: traces)
    #expect(chosen.status == 0, "\(chosen.output)")
    // Owned by the user again, it is found as before.
    #expect(chown(workspace.path(".kbcheck.json"), geteuid(), getegid()) == 0)
    #expect(
      try BinaryRun.run(["lint", "availability-ios4-changeframe.json"], in: traces).status == 0)
  }
}
