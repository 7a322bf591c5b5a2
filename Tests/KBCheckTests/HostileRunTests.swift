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

  @Test("a file named through a directory, itself and ./ is checked and counted once")
  func inputsNamedTwiceAreCheckedOnce() throws {
    let workspace = try Workspace([Self.violation])
    let run = try workspace.run([
      "lint", "--format", "sarif", "traces", "traces/availability-ios4-changeframe.json",
      "./traces/availability-ios4-changeframe.json",
    ])
    #expect(run.status == 1)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let runs = try #require(sarif["runs"] as? [[String: Any]])
    let artifacts = try #require(runs.first?["artifacts"] as? [[String: Any]])
    #expect(artifacts.count == 1, "\(artifacts)")
    let text = try workspace.run(["lint", "traces", "./traces/availability-ios4-changeframe.json"])
    #expect(text.output.contains("kbcheck: 1 file (5 events): 2 errors"), "\(text.output)")
  }

  @Test("standard input named twice is a usage error; closed standard input is an error")
  func standardInputOnce() throws {
    let twice = try CommandLineTests.run(["lint", "-", "-"], input: "")
    #expect(twice.status == 2)
    #expect(twice.errorOutput.contains("standard input (-) can be read once"))
    let binary = try #require(Paths.binary).path
    let closed = try BinaryRun.run(
      ["-c", "exec '\(binary)' lint - <&-"], in: Paths.root,
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(closed.status == 2)
    #expect(!closed.crashed)
    #expect(closed.output.contains("standard input is closed"), "\(closed.output)")
  }

  @Test("an input past --max-input-size is an error, from a file and from standard input")
  func inputSizeLimit() throws {
    let trace = "Traces/clean/iphone-show-hide-ios17.json"
    let file = try CommandLineTests.run(["lint", "--max-input-size", "1K", trace])
    #expect(file.status == 2)
    #expect(file.output.contains("holds more than 1 KiB"), "\(file.output)")
    let text = String(decoding: try Paths.bytes("clean/iphone-show-hide-ios17.json"), as: UTF8.self)
    let piped = try CommandLineTests.run(["lint", "--max-input-size", "1K", "-"], input: text)
    #expect(piped.status == 2)
    #expect(piped.output.contains("-:1:1: error: holds more than 1 KiB"), "\(piped.output)")
    // Within the limit, the same input is read as before.
    #expect(try CommandLineTests.run(["lint", "-"], input: text).status == 0)
    #expect(try CommandLineTests.run(["lint", "--max-input-size", "0", trace]).status == 2)
  }

  @Test("a file name that is not UTF-8 is reported under an escaped name, never swapped")
  func nonUTF8FileName() throws {
    let workspace = try Workspace()
    // tr\xE9ce.json (Latin-1) holds a violation; trécé.json (UTF-8) is clean.
    let directory = workspace.url.appendingPathComponent("traces").path
    let latin1 = Array(directory.utf8) + Array("/tr".utf8) + [0xE9] + Array("ce.json".utf8) + [0]
    let violation = try Paths.bytes(Self.violation)
    let descriptor = latin1.withUnsafeBufferPointer { name in
      name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: latin1.count) {
        open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      }
    }
    #expect(descriptor >= 0)
    _ = violation.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    try FileManager.default.copyItem(
      atPath: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json").path,
      toPath: directory + "/trécé.json")
    for path in ["traces", "traces/*.json"] {
      let run = try workspace.run(["lint", path])
      #expect(run.status == 2, "\(path): \(run.output)")
      #expect(
        run.output.contains(
          #"traces/tr\xE9ce.json:1:1: error: the file's name is not valid UTF-8"#),
        "\(path): \(run.output)")
      #expect(run.output.contains("2 files"), "\(path): \(run.output)")
    }
  }
}
