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
    "a nearest .kbcheck.json owned by another user stops the run (exit 2) until one is chosen",
    .enabled(if: geteuid() == 0, "changing a file's owner needs root (CI runs as root)"))
  func foreignConfigurationRefused() throws {
    let workspace = try Workspace([Self.violation])
    try workspace.write(
      ".kbcheck.json", #"{"rules": {"sequence-order": "off", "availability": "off"}}"#)
    #expect(chown(workspace.path(".kbcheck.json"), 65_534, 65_534) == 0)
    let traces = workspace.url.appendingPathComponent("traces")
    // Passed over, the run would check by other rules than the repository's: a gate that
    // passes or fails for the wrong reason, with a line on standard error.
    let run = try BinaryRun.run(["lint", "availability-ios4-changeframe.json"], in: traces)
    #expect(run.status == 2, "\(run.output)")
    #expect(
      run.errorOutput.contains(
        "not using \(workspace.path(".kbcheck.json")): it belongs to another "
          + "user (uid 65534)"), "\(run.errorOutput)")
    #expect(run.errorOutput.contains("pass --config"), "\(run.errorOutput)")
    // Named on the command line, it is the user's choice; --no-config checks without it.
    let chosen = try BinaryRun.run(
      ["lint", "--config", "../.kbcheck.json", "availability-ios4-changeframe.json"], in: traces)
    #expect(chosen.status == 0, "\(chosen.output)")
    let without = try BinaryRun.run(
      ["lint", "--no-config", "availability-ios4-changeframe.json"], in: traces)
    #expect(without.status == 1, "\(without.output)")
    // A link another user planted, to a configuration of root's, is that user's choice too.
    try FileManager.default.moveItem(
      atPath: workspace.path(".kbcheck.json"), toPath: workspace.path("root-owned.json"))
    #expect(chown(workspace.path("root-owned.json"), 0, 0) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path(".kbcheck.json"), withDestinationPath: "root-owned.json")
    #expect(lchown(workspace.path(".kbcheck.json"), 65_534, 65_534) == 0)
    let linked = try BinaryRun.run(["lint", "availability-ios4-changeframe.json"], in: traces)
    #expect(linked.status == 2, "\(linked.output)")
    try FileManager.default.removeItem(atPath: workspace.path(".kbcheck.json"))
    try FileManager.default.moveItem(
      atPath: workspace.path("root-owned.json"), toPath: workspace.path(".kbcheck.json"))
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

  // MARK: - Outputs

  /// Runs `arguments` in a workspace holding the violating trace as `t.json`, and returns the
  /// run with the trace's bytes afterwards.
  static func guarded(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    BinaryRun, Workspace
  ) {
    let workspace = try Workspace()
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent(violation),
      to: workspace.url.appendingPathComponent("t.json"))
    try workspace.write(
      "base.json", #"{"format": "kbcheck-spec/1", "name": "base", "extends": "uikit-keyboard"}"#)
    try workspace.write(
      "top.json", #"{"format": "kbcheck-spec/1", "name": "top", "extends": "base.json"}"#)
    let run = try BinaryRun.run(arguments, in: workspace.url, environment: environment)
    return (run, workspace)
  }

  @Test("outputs that would land on what the run reads, or on each other, are refused first")
  func outputsRefusedBeforeWriting() throws {
    let original = try Paths.bytes(Self.violation)
    let cases: [(arguments: [String], environment: [String: String], message: String)] = [
      (
        ["lint", "--format", "sarif", "--format", "json", "t.json"], [:],
        "both go to standard output"
      ),
      (
        ["lint", "--format", "json", "--format", "text", "--output", "-", "t.json"], [:],
        "both go to standard output"
      ),
      (
        [
          "lint", "--format", "sarif", "--output", "r.json", "--format", "json", "--output",
          "./r.json", "t.json",
        ], [:], "would both write ./r.json"
      ),
      (
        ["lint", "--spec", "top.json", "--format", "json", "--output", "base.json", "t.json"], [:],
        "refusing to write base.json"
      ),
      (
        ["lint", "--format", "github", "t.json"], ["GITHUB_STEP_SUMMARY": "t.json"],
        "refusing to write t.json"
      ),
      (
        ["lint", "--format", "github", "--output", "g.txt", "--write-baseline", "g.txt", "t.json"],
        [:], "would both write g.txt"
      ),
    ]
    for (arguments, environment, message) in cases {
      let (run, workspace) = try Self.guarded(arguments, environment: environment)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorOutput.contains(message), "\(arguments): \(run.errorOutput)")
      #expect(
        try Array(Data(contentsOf: workspace.url.appendingPathComponent("t.json"))) == original)
      #expect(!FileManager.default.fileExists(atPath: workspace.path("r.json")), "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: workspace.path("g.txt")), "\(arguments)")
      #expect(try workspace.read("base.json").contains("extends"))
    }
    let (baseline, workspace) = try Self.guarded(["lint", "--write-baseline", "b.json", "t.json"])
    #expect(baseline.status == 0)
    let recorded = try workspace.read("b.json")
    let over = try BinaryRun.run(
      ["lint", "--baseline", "b.json", "--format", "json", "--output", "b.json", "t.json"],
      in: workspace.url)
    #expect(over.status == 2)
    #expect(try workspace.read("b.json") == recorded)
  }

  @Test("an output that cannot be written is refused before anything is checked")
  func unwritableOutputBeforeTheRun() throws {
    let workspace = try Workspace([Self.violation])
    try FileManager.default.createDirectory(
      atPath: workspace.path("adir"), withIntermediateDirectories: false)
    for (arguments, message) in [
      (
        ["--format", "json", "--output", "adir"],
        "cannot write the json report to adir: it is a directory"
      ),
      (["--format", "sarif", "--output", "no/r.sarif"], "no: No such file or directory"),
      (["--format", "json", "--output", "new/"], "it names a directory (it ends with /)"),
      (
        ["--write-baseline", "traces/availability-ios4-changeframe.json/b.json"],
        "is not a directory"
      ),
    ] {
      let run = try workspace.run(["lint"] + arguments + ["traces"])
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorOutput.contains(message), "\(arguments): \(run.errorOutput)")
      #expect(run.output.isEmpty, "nothing was checked: \(run.output)")
    }
  }

  @Test("a report is not written where a scan or a pattern reaches through a link or '..'")
  func reportReachedThroughLinks() throws {
    let workspace = try Workspace([Self.violation])
    let scanned = workspace.url.appendingPathComponent("traces")
    let shared = workspace.url.appendingPathComponent("shared")
    try FileManager.default.createSymbolicLink(
      at: workspace.url.appendingPathComponent("linked"), withDestinationURL: scanned)
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: scanned.appendingPathComponent("fixtures"), withDestinationURL: shared)
    // A link named as the scanned directory, a linked directory inside the scan, a pattern
    // through a link, and a pattern that climbs with `..` (run inside traces).
    for arguments in [
      ["--output", "traces/r.json", "linked"], ["--output", "shared/r.json", "traces"],
      ["--output", "traces/r.json", "linked/*.json"], ["--output", "r.json", "../traces/*.json"],
    ] {
      let directory = arguments.last!.hasPrefix("..") ? scanned : workspace.url
      let run = try BinaryRun.run(["lint", "--format", "json"] + arguments, in: directory)
      #expect(run.status == 2, "\(arguments): \(run.output)\(run.errorOutput)")
      #expect(run.errorOutput.contains("refusing to write"), "\(arguments): \(run.errorOutput)")
    }
    // A link at the output path, even one to nothing yet, is followed to where it leads.
    try FileManager.default.createSymbolicLink(
      at: workspace.url.appendingPathComponent("rl.json"),
      withDestinationURL: scanned.appendingPathComponent("r.json"))
    let linkedOutput = try workspace.run([
      "lint", "--format", "json", "--output", "rl.json", "traces",
    ])
    #expect(linkedOutput.status == 2, "\(linkedOutput.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: scanned.appendingPathComponent("r.json").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).isEmpty)
    // What the configuration's excludes leave out is no input next time, wherever the run
    // is started: the scan and the pattern leave it out, and the output there is written.
    try workspace.write(".kbcheck.json", #"{"exclude": ["traces/reports/**"]}"#)
    try FileManager.default.createDirectory(
      at: scanned.appendingPathComponent("reports"), withIntermediateDirectories: true)
    for (arguments, directory) in [
      (["--output", "traces/reports/r.json", "traces"], workspace.url),
      (["--output", "reports/r.json", "**/*.json"], scanned),
    ] {
      let run = try BinaryRun.run(["lint", "--format", "json"] + arguments, in: directory)
      #expect(run.status == 1, "\(arguments): \(run.errorOutput)")
      let again = try BinaryRun.run(["lint", "--format", "json"] + arguments, in: directory)
      #expect(again.status == 1, "\(arguments), run again: \(again.errorOutput)")
    }
    try FileManager.default.removeItem(at: workspace.url.appendingPathComponent(".kbcheck.json"))
    try FileManager.default.removeItem(at: scanned.appendingPathComponent("reports"))
    // What the scan's globs do not take, and what the pattern does not, is written.
    for arguments in [
      ["--output", "shared/r.sarif", "traces"], ["--output", "traces/r.json", "linked/a*.json"],
    ] {
      let run = try workspace.run(["lint", "--format", "json"] + arguments)
      #expect(run.status == 1, "\(arguments): \(run.errorOutput)")
    }
  }

  @Test("a report is not written where a scan would read it; a baseline there is not a trace")
  func reportInsideScannedDirectory() throws {
    let workspace = try Workspace([Self.violation])
    for (format, path) in [("sarif", "traces/report.sarif.json"), ("text", "traces/deep/../r.log")]
    {
      let run = try workspace.run(["lint", "--format", format, "--output", path, "traces"])
      #expect(run.status == 2, "\(run.output)\(run.errorOutput)")
      #expect(
        run.errorOutput.contains("it is inside traces, which this run scans"), "\(run.errorOutput)")
    }
    // Nor where a pattern of the run would take it.
    for (pattern, path) in [("traces/*.json", "traces/r.json"), ("**/*.json", "./r.json")] {
      let run = try workspace.run(["lint", "--format", "json", "--output", path, pattern])
      #expect(run.status == 2, "\(run.output)\(run.errorOutput)")
      #expect(
        run.errorOutput.contains("the pattern \(pattern) of this run takes it"),
        "\(run.errorOutput)")
    }
    #expect(!FileManager.default.fileExists(atPath: workspace.path("r.json")))
    // Matched where the file lies: through `..`, and by an absolute pattern; a relative
    // pattern never reaches outside the working directory.
    for (pattern, path) in [
      ("traces/*.json", "./traces/../traces/r.json"),
      (workspace.url.path + "/**/*.json", "r.json"),
    ] {
      let run = try workspace.run(["lint", "--format", "json", "--output", path, pattern])
      #expect(run.status == 2, "\(pattern) \(path): \(run.output)\(run.errorOutput)")
    }
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-outside-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: outside) }
    let elsewhere = try workspace.run([
      "lint", "--format", "json", "--output", outside.path, "**/*.json",
    ])
    #expect(elsewhere.status == 1, "\(elsewhere.errorOutput)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: workspace.path("traces")).count == 1)
    // Outside the include globs, or outside the directory, a report is fine.
    let beside = try workspace.run([
      "lint", "--format", "sarif", "--output", "traces/r.sarif", "traces",
    ])
    #expect(beside.status == 1, "\(beside.errorOutput)")
    // A baseline kept among the traces (recorded there for the one trace) is read as the
    // baseline, and left out of the scan.
    let traces = workspace.url.appendingPathComponent("traces")
    let recorded = try BinaryRun.run(
      ["lint", "--write-baseline", "b.json", "availability-ios4-changeframe.json"], in: traces)
    #expect(recorded.status == 0, "\(recorded.errorOutput)")
    let baselined = try workspace.run(["lint", "--baseline", "traces/b.json", "traces"])
    #expect(baselined.status == 0, "\(baselined.output)\(baselined.errorOutput)")
    #expect(baselined.output.contains("kbcheck: 1 file (5 events)"), "\(baselined.output)")
    // Refreshing that baseline where it lies is allowed: the runs that read it skip it.
    let refreshed = try workspace.run([
      "lint", "--baseline", "traces/b.json", "--write-baseline", "traces/b.json", "traces",
    ])
    #expect(refreshed.status == 0, "\(refreshed.output)\(refreshed.errorOutput)")
    #expect(refreshed.output.contains("wrote the baseline traces/b.json"), "\(refreshed.output)")
  }

  @Test("baseline, suppression and exclude paths mean the same from any directory, in any spelling")
  func settingsPathsRelativeToTheirFile() throws {
    let workspace = try Workspace([Self.violation, "clean/iphone-show-hide-ios17.json"])
    let traces = workspace.url.appendingPathComponent("traces")
    let recorded = try workspace.run(["lint", "--write-baseline", "b.json", "./traces"])
    #expect(recorded.status == 0)
    // Written from the root for ./traces, the paths are relative to the baseline's directory.
    let written = try workspace.read("b.json")
    #expect(written.contains("\"traces/availability-ios4-changeframe.json\""), "\(written)")
    for (arguments, directory) in [
      (["lint", "--baseline", "b.json", "traces"], workspace.url),
      (["lint", "--baseline", "../b.json", "."], traces),
      (["lint", "--baseline", "../b.json", "availability-ios4-changeframe.json"], traces),
      (
        ["lint", "--baseline", "b.json", "traces/../traces/availability-ios4-changeframe.json"],
        workspace.url
      ),
    ] {
      let run = try BinaryRun.run(arguments, in: directory)
      #expect(run.status == 0, "\(arguments) in \(directory.lastPathComponent): \(run.output)")
      #expect(run.output.contains("matched the baseline"), "\(arguments): \(run.output)")
    }
    // A configuration at the root suppresses and excludes by paths relative to itself.
    try workspace.write(
      ".kbcheck.json",
      #"""
      {"suppressions": [{"path": "traces/availability-*.json", "rule": "availability", "reason": "old"},
                        {"path": "traces/availability-*.json", "rule": "sequence-order", "reason": "old"}],
       "exclude": ["traces/iphone-*.json"]}
      """#)
    for (arguments, directory) in [(["lint", "traces"], workspace.url), (["lint", "."], traces)] {
      let run = try BinaryRun.run(arguments, in: directory)
      #expect(run.status == 0, "\(arguments): \(run.output)")
      #expect(
        run.output.contains("kbcheck: 1 file (5 events): 0 errors"), "\(arguments): \(run.output)")
    }
  }

  @Test(
    "several reports are replaced all or none",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is Linux's"))
  func reportsAllOrNone() throws {
    let workspace = try Workspace([Self.violation])
    try workspace.write("old.sarif", "old")
    for format in ["sarif", "json"] {  // the whole-report and the streamed writers
      let run = try workspace.run([
        "lint", "--format", format, "--output", "old.sarif", "--format", "junit", "--output",
        "/dev/full", "traces",
      ])
      #expect(run.status == 2, "\(format)")
      #expect(run.errorOutput.contains("cannot write /dev/full"), "\(run.errorOutput)")
      #expect(try workspace.read("old.sarif") == "old", "\(format)")
      let left = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path)
      #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    }
  }

  @Test("merge refuses a shard given twice, a copy of a shard, and reports of different specs")
  func mergeRefusesMismatchedShards() throws {
    let workspace = try Workspace([Self.violation, "clean/iphone-show-hide-ios17.json"])
    for shard in ["1/2", "2/2"] {
      let run = try workspace.run([
        "lint", "--shard", shard, "--format", "json", "--output", "s\(shard.first!).json", "traces",
      ])
      #expect(run.status != 2, "\(run.errorOutput)")
    }
    try FileManager.default.copyItem(
      atPath: workspace.path("s1.json"), toPath: workspace.path("copy.json"))
    let twice = try workspace.run(["merge", "s1.json", "s2.json", "./s1.json"])
    #expect(twice.status == 2)
    #expect(twice.errorOutput.contains("./s1.json is s1.json again"), "\(twice.errorOutput)")
    let copy = try workspace.run(["merge", "s1.json", "s2.json", "copy.json"])
    #expect(copy.status == 2)
    #expect(copy.errorOutput.contains("the same shard given twice"), "\(copy.errorOutput)")
    try workspace.write(
      "top.json", #"{"format": "kbcheck-spec/1", "name": "top", "extends": "uikit-keyboard"}"#)
    let otherSpec = try workspace.run([
      "lint", "--spec", "top.json", "--shard", "2/2", "--format", "json", "--output", "t2.json",
      "traces",
    ])
    #expect(otherSpec.status != 2, "\(otherSpec.errorOutput)")
    let mixed = try workspace.run(["merge", "s1.json", "t2.json"])
    #expect(mixed.status == 2)
    #expect(mixed.errorOutput.contains("reports of different specs"), "\(mixed.errorOutput)")
    #expect(try workspace.run(["merge", "s1.json", "s2.json"]).status == 1)
    // A shard checked with --strict, or with a configuration's rule off, is another run.
    try workspace.write("off.kbcheck.json", #"{"rules": {"availability": "off"}}"#)
    for (name, options) in [
      ("strict.json", ["--strict"]), ("off.json", ["--config", "off.kbcheck.json"]),
      ("verbose.json", ["--verbose"]),
    ] {
      let run = try workspace.run(
        ["lint", "--shard", "2/2", "--format", "json", "--output", name] + options + ["traces"])
      #expect(run.status != 2, "\(run.errorOutput)")
      let merged = try workspace.run(["merge", "s1.json", name])
      #expect(merged.status == 2, "\(name)")
      #expect(
        merged.errorOutput.contains("was checked by other rules than s1.json"),
        "\(merged.errorOutput)")
    }
    // Shards of different runs: two inputs at one place of the run, each report named with
    // its own file.
    func files(_ name: String) throws -> (object: [String: Any], files: [[String: Any]]) {
      let data = try Data(contentsOf: URL(fileURLWithPath: workspace.path(name)))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return (object, try #require(object["files"] as? [[String: Any]]))
    }
    let one = try files("s1.json")
    var other = try files("s2.json")
    other.files[0]["index"] = one.files[0]["index"]
    other.object["files"] = other.files
    try JSONSerialization.data(withJSONObject: other.object).write(
      to: URL(fileURLWithPath: workspace.path("other.json")))
    // Shards run alike with a configuration merge by it, not without it.
    for shard in ["1/2", "2/2"] {
      _ = try workspace.run([
        "lint", "--shard", shard, "--config", "off.kbcheck.json", "--format", "json", "--output",
        "c\(shard.first!).json", "traces",
      ])
    }
    let without = try workspace.run(["merge", "c1.json", "c2.json"])
    #expect(without.status == 2)
    #expect(
      without.errorOutput.contains("give merge the --spec and --config"), "\(without.errorOutput)")
    let with = try workspace.run(["merge", "--config", "off.kbcheck.json", "c1.json", "c2.json"])
    #expect(with.status != 2, "\(with.errorOutput)")
    // Shards of runs over other paths leave places of the run in no report.
    try FileManager.default.createDirectory(
      at: workspace.url.appendingPathComponent("more"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json"),
      to: workspace.url.appendingPathComponent("more/z.json"))
    for shard in ["1/2", "2/2"] {
      _ = try workspace.run([
        "lint", "--shard", shard, "--format", "json", "--output", "m\(shard.first!).json",
        "more", "traces",
      ])
    }
    // The other run's inputs come first, so the places of the two runs differ: whichever
    // shard z.json falls in, one of the two mixes leaves a place out or holds one twice.
    let mixedRuns = [
      try workspace.run(["merge", "m1.json", "s2.json"]),
      try workspace.run(["merge", "s1.json", "m2.json"]),
    ]
    #expect(mixedRuns.contains { $0.status == 2 }, "\(mixedRuns.map(\.errorOutput))")
    let different = try workspace.run(["merge", "s1.json", "other.json"])
    #expect(different.status == 2)
    #expect(
      different.errorOutput.contains(
        "s1.json holds \(try #require(one.files[0]["path"] as? String)) and other.json holds "
          + "\(try #require(other.files[0]["path"] as? String)), both as input"),
      "\(different.errorOutput)")
  }

  @Test(
    "every write to a full device is exit 2 with one line, never a trap",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is Linux's"))
  func writeErrors() throws {
    let trace = "Traces/" + Self.violation
    let binary = try #require(Paths.binary).path
    let cases: [(command: String, message: String)] = [
      // The system's own words, not a Foundation error domain and number.
      (
        "lint --format sarif --output /dev/full \(trace)",
        "kbcheck: cannot write /dev/full: No space left on device"
      ),
      ("lint --format json --output /dev/full \(trace)", "kbcheck: cannot write /dev/full: "),
      ("convert \(trace) --out /dev/full", "kbcheck: cannot write the trace /dev/full: "),
      (
        "lint --write-baseline /dev/full \(trace)", "kbcheck: cannot write the baseline /dev/full: "
      ),
      (
        "lint --format github \(trace) > /dev/null",
        "kbcheck: cannot write the job summary /dev/full: "
      ),
      ("lint \(trace) > /dev/full", "kbcheck: cannot write standard output: No space left on"),
      ("--help > /dev/full", "kbcheck: cannot write standard output: "),
      ("lint \(trace) >&-", "kbcheck: cannot write standard output: Bad file descriptor"),
    ]
    for (command, message) in cases {
      let run = try BinaryRun.run(
        ["-c", "exec '\(binary)' \(command)"], in: Paths.root,
        executable: URL(fileURLWithPath: "/bin/sh"),
        environment: ["GITHUB_STEP_SUMMARY": "/dev/full"])
      #expect(run.status == 2, "\(command): \(run.errorOutput)")
      #expect(!run.crashed, "\(command)")
      #expect(run.errorOutput.contains(message), "\(command): \(run.errorOutput)")
      #expect(!run.errorOutput.contains("Fatal error"), "\(command)")
    }
  }
}
