import Foundation
import Testing

@testable import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nothing lost (issue #6): every input of a batch that mixes good, bad and unreadable files
/// is accounted for in every report format, the counts by status add up to the number of
/// inputs, and kbcheck never writes into what it reads.
@Suite struct AccountingTests {
  /// A batch directory `traces/` with one input of every kind, and the status each must get.
  static func mixedBatch() throws -> (Workspace, [String: FileReport.Status]) {
    let workspace = try Workspace([
      "clean/iphone-show-hide-ios17.json", "quirks/repeated-show-ios14.json", "logs/order-only.log",
    ])
    let traces = workspace.url.appendingPathComponent("traces")
    try "{\"format\": \"keyboard-trace/1\", \"events\": [".write(
      to: traces.appendingPathComponent("truncated.json"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: traces.appendingPathComponent("dangling.json").path, withDestinationPath: "gone.json")
    try FileManager.default.createSymbolicLink(
      atPath: traces.appendingPathComponent("loop.json").path, withDestinationPath: "loop.json")
    #expect(mkfifo(traces.appendingPathComponent("pipe.log").path, 0o600) == 0)
    var expected: [String: FileReport.Status] = [
      "traces/iphone-show-hide-ios17.json": .ok,
      "traces/repeated-show-ios14.json": .findings,  // a note only
      "traces/order-only.log": .ok,
      "traces/truncated.json": .error,
      "traces/dangling.json": .error,
      "traces/loop.json": .error,
      "traces/pipe.log": .error,
      "missing.json": .error,
    ]
    // Without read permission (which root ignores, so only when it holds).
    let locked = traces.appendingPathComponent("locked.json")
    try FileManager.default.copyItem(
      at: traces.appendingPathComponent("iphone-show-hide-ios17.json"), to: locked)
    #expect(chmod(locked.path, 0) == 0)
    expected["traces/locked.json"] = access(locked.path, R_OK) == 0 ? .ok : .error
    return (workspace, expected)
  }

  static func object(_ text: String) throws -> [String: Any]? {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }

  static let outputs: [(ReportFormat, String)] = [
    (.json, "r.json"), (.sarif, "r.sarif"), (.junit, "r.xml"), (.github, "r.github.txt"),
    (.summary, "r.summary.txt"), (.text, "r.txt"),
  ]

  @Test("a batch of good, bad and unreadable files: every input in every report, counts add up")
  func everyInputIsAccountedFor() throws {
    let (workspace, expected) = try Self.mixedBatch()
    var arguments = ["lint", "traces", "missing.json"]
    for (format, path) in Self.outputs {
      arguments += ["--format", format.rawValue, "--output", path]
    }
    let run = try workspace.run(arguments)
    #expect(run.status == 2, "\(run.errorOutput)")
    let counts = (
      ok: expected.values.filter { $0 == .ok }.count,
      findings: expected.values.filter { $0 == .findings }.count,
      error: expected.values.filter { $0 == .error }.count
    )
    let line =
      "; \(counts.ok) ok, \(counts.findings) with findings, \(counts.error) could not be read in full"

    // JSON: each input once, with its status; the summary's counts add up.
    let json = try #require(Self.object(try workspace.read("r.json")))
    let files = try #require(json["files"] as? [[String: Any]])
    var statuses: [String: String] = [:]
    for file in files {
      let path = try #require(file["path"] as? String)
      #expect(statuses[path] == nil, "\(path) twice")
      statuses[path] = file["status"] as? String
    }
    #expect(statuses == expected.mapValues(\.rawValue))
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == expected.count)
    #expect(summary["ok"] as? Int == counts.ok)
    #expect(summary["withFindings"] as? Int == counts.findings)
    #expect(summary["unreadable"] as? Int == counts.error)

    // SARIF: every input an artifact with its status.
    let sarif = try #require(Self.object(try workspace.read("r.sarif")))
    let run0 = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let artifacts = try #require(run0["artifacts"] as? [[String: Any]])
    var sarifStatuses: [String: String] = [:]
    for artifact in artifacts {
      let uri = try #require((artifact["location"] as? [String: Any])?["uri"] as? String)
      sarifStatuses[uri.removingPercentEncoding ?? uri] =
        (artifact["properties"] as? [String: Any])?["status"] as? String
    }
    #expect(sarifStatuses == expected.mapValues(\.rawValue))

    // JUnit: a test suite per input; an unreadable one has an error.
    let junit = try workspace.read("r.xml")
    for (path, status) in expected {
      let suite = try #require(
        junit.split(separator: "\n").first { $0.contains("<testsuite name=\"\(path)\"") },
        "\(path) has no test suite")
      #expect(suite.contains("errors=\"0\"") == (status != .error), "\(suite)")
    }

    // Human formats: every input that is not ok is named; the counts add up.
    for name in ["r.txt", "r.github.txt"] {
      let text = try workspace.read(name)
      #expect(text.contains("kbcheck: \(expected.count) files"), "\(name): \(text)")
      #expect(text.contains(line + "\n"), "\(name): \(text)")
      for (path, status) in expected where status != .ok {
        #expect(text.contains(path), "\(name) does not name \(path)")
      }
    }
    let table = try workspace.read("r.summary.txt")
    for path in expected.filter({ $0.value == .error }).keys {
      #expect(table.contains(path), "the summary does not name \(path)")
    }
    // The terminal gets the short summary line, which adds up too.
    #expect(run.output.contains(line + "\n"), "\(run.output)")
  }

  @Test("an output path that is one of the inputs is refused before anything is written")
  func outputIntoAnInputIsRefused() throws {
    let workspace = try Workspace(["clean/iphone-show-hide-ios17.json"])
    let input = "traces/iphone-show-hide-ios17.json"
    let original = try workspace.read(input)
    let spec = workspace.path("spec.json")
    try FileManager.default.copyItem(
      at: Paths.root.appendingPathComponent("Specs/uikit-keyboard.json"),
      to: URL(fileURLWithPath: spec))
    let attempts: [[String]] = [
      ["lint", "--format", "json", "--output", input, input],
      ["lint", "--format", "sarif", "--output", "traces/../" + input, "traces"],
      ["lint", "--write-baseline", input, "traces"],
      ["lint", "--spec", "spec.json", "--format", "json", "--output", "spec.json", "traces"],
      ["convert", input, "--out", input],
    ]
    for arguments in attempts {
      let run = try workspace.run(arguments)
      #expect(run.status == 2, "\(arguments): \(run.output)")
      #expect(
        run.errorOutput.contains("it is a file this run reads"),
        "\(arguments): \(run.errorOutput)")
    }
    #expect(try workspace.read(input) == original)
    #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("\"format\""))
    // A merge's output may not replace a report it merges, nor a report the baseline it reads.
    _ = try workspace.run(["lint", "--format", "json", "--output", "shard.json", "traces"])
    _ = try workspace.run(["lint", "--write-baseline", "baseline.json", "traces"])
    let shard = try workspace.read("shard.json")
    let baseline = try workspace.read("baseline.json")
    for arguments in [
      ["merge", "--format", "json", "--output", "shard.json", "shard.json"],
      [
        "lint", "--baseline", "baseline.json", "--format", "json", "--output", "baseline.json",
        "traces",
      ],
    ] {
      let run = try workspace.run(arguments)
      #expect(run.status == 2, "\(arguments): \(run.output)")
      #expect(
        run.errorOutput.contains("it is a file this run reads"), "\(arguments): \(run.errorOutput)")
    }
    #expect(try workspace.read("shard.json") == shard)
    #expect(try workspace.read("baseline.json") == baseline)
    // A new output next to the inputs is fine.
    let fine = try workspace.run(["lint", "--format", "json", "--output", "r.json", "traces"])
    #expect(fine.status == 0, "\(fine.errorOutput)")
  }
}
