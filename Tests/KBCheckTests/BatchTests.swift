import Foundation
import Testing

@testable import KBCheck

/// Batch features on the built binary: jobs, shards and their merge, no progress in a pipe.
@Suite struct BatchTests {
  @Test(
    "the output is the same whatever the number of jobs",
    arguments: [[], ["--verbose"], ["--strict"]])
  func jobsDoNotChangeTheOutput(options: [String]) throws {
    let one = try CommandLineTests.run(
      ["lint", "--jobs", "1", "--format", "json"] + options + ["Traces"])
    let many = try CommandLineTests.run(
      ["lint", "--jobs", "4", "--format", "json"] + options + ["Traces"])
    #expect(one.output == many.output)
    #expect(one.status == many.status)
    #expect(one.errorOutput.isEmpty, "no progress line in a pipe")
  }

  @Test("a linter makes its spec's log vocabulary when it first reads a log, never for traces")
  func logVocabularyOnlyForLogs() throws {
    let linter = Linter(engine: Engine(spec: try SpecLoader.load(path: nil)), jobs: 1)
    let trace = linter.check(
      file: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json").path)
    #expect(trace.error == nil && trace.events > 0)
    #expect(!linter.madeLogVocabulary)
    let log = linter.check(
      file: Paths.traces.appendingPathComponent("logs/comment-leaders.log").path)
    #expect(log.error == nil && log.events > 0)
    #expect(linter.madeLogVocabulary)
  }

  @Test("each worker's engine has its own compiled spec and the same settings")
  func replicaIsTheSameEngine() throws {
    let spec = try SpecLoader.load(path: nil)
    var engine = Engine(
      spec: spec, strict: true, disabledRules: ["frame-agreement"],
      quirkOverrides: ["odd-frames": false])
    engine.verbose = true
    let replica = engine.replica()
    // The flag alone, not the whole engine, in a failure's message.
    let verbose = replica.verbose
    #expect(verbose)
    #expect(replica.spec !== engine.spec)
    #expect(replica.strict && replica.disabledRules == ["frame-agreement"])
    #expect(replica.quirkOverrides == ["odd-frames": false])
    #expect(replica.rules.map(\.id) == engine.rules.map(\.id))
    // The automata compiled when the package was built come along: without them each extra
    // thread compiled the commonest one again.
    let builtIn = Engine(spec: try CompiledSpec.builtIn())
    #expect(builtIn.spec.prebuiltAutomata > 0)
    #expect(builtIn.replica().spec.prebuiltAutomata == builtIn.spec.prebuiltAutomata)
  }

  @Test(
    "a batch is checked in full when the system starts fewer threads than it asks for",
    .timeLimit(.minutes(1)))
  func threadsRefused() throws {
    let inputs = InputCollector.collect([Paths.traces.path])
    let serial = Linter(engine: Engine(spec: try SpecLoader.load(path: nil)), jobs: 1)
    let expected = serial.check(inputs, standardInput: .bytes([])).files
    // None started (a process limit reached), or one and then no more.
    let one = Locked(1)
    for refuse in [
      { @Sendable (_: @escaping @Sendable () -> Void) in false },
      { @Sendable (body: @escaping @Sendable () -> Void) in
        one.withLock { left in
          guard left > 0 else { return false }
          left -= 1
          return WorkerThread.start(body)
        }
      },
    ] {
      var linter = serial
      linter.jobs = 4
      linter.startThread = refuse
      let files = linter.check(inputs, standardInput: .bytes([])).files
      #expect(files.map(\.path) == expected.map(\.path))
      #expect(files.map(\.findings.count) == expected.map(\.findings.count))
    }
  }

  @Test("a small batch is checked on one thread unless --jobs says otherwise; a large one is not")
  func smallBatchOnOneThread() throws {
    let linter = Linter(engine: Engine(spec: try SpecLoader.load(path: nil)))
    let clean = Paths.traces.appendingPathComponent("clean")
    let names = try FileManager.default.contentsOfDirectory(atPath: clean.path).sorted()
    let small = InputList(names.prefix(3).map { .file(clean.appendingPathComponent($0).path) })
    let nothing = Result<[UInt8], InputError>.success([])
    #expect(linter.workerCount(small, stdin: nothing) == 1)
    var asked = linter
    asked.jobs = 3
    #expect(asked.workerCount(small, stdin: nothing) == 3, "--jobs is taken as given")
    asked.jobs = 8
    #expect(asked.workerCount(small, stdin: nothing) == 3, "never more threads than inputs")

    let cores = ProcessInfo.processInfo.activeProcessorCount
    let workspace = try Workspace()
    try workspace.write("large.json", String(repeating: " ", count: Linter.serialBatchBytes))
    let large = InputList([.file(workspace.path("large.json")), small[0]])
    #expect(linter.workerCount(large, stdin: nothing) == min(cores, 2))
    let piped = InputList([.standardInput(name: "-"), small[0]])
    #expect(linter.workerCount(piped, stdin: nothing) == 1)
    let read = Result<[UInt8], InputError>.success(Array(repeating: 32, count: 300_000))
    #expect(linter.workerCount(piped, stdin: read) == min(cores, 2), "standard input as read")
    let many = InputList(Array(repeating: small[0], count: 65))
    #expect(linter.workerCount(many, stdin: nothing) == min(cores, 65), "sizes not looked up")
  }

  @Test("shards cover every input once, and their merge is the single run's report")
  func shardsMergeIntoTheSingleRun() throws {
    let workspace = try Workspace()
    defer { withExtendedLifetime(workspace) {} }  // the files are read after its last use
    let single = try CommandLineTests.run(["lint", "--format", "json", "Traces"])
    var reports: [String] = []
    var files = 0
    for shard in 1...3 {
      let path = workspace.path("shard-\(shard).json")
      let run = try CommandLineTests.run([
        "lint", "--shard", "\(shard)/3", "--format", "json", "--output", path, "Traces",
      ])
      #expect(run.output.hasPrefix("kbcheck: "), "a report written to a file leaves a summary line")
      let report = try JSONReportDecoder.decode(
        Array(try Data(contentsOf: URL(fileURLWithPath: path))))
      files += report.files.count
      reports.append(path)
    }
    let all = try JSONReportDecoder.decode(Array(single.output.utf8))
    #expect(files == all.files.count)
    let merged = try CommandLineTests.run(["merge", "--format", "json"] + reports)
    #expect(merged.output == single.output)
    #expect(merged.status == single.status)
    // A shard missing (its job failed, its report not uploaded), given twice, or a whole
    // run's report among shards': the merge would pass inputs nobody checked.
    let single2 = workspace.path("whole.json")
    try Data(single.output.utf8).write(to: URL(fileURLWithPath: single2))
    for (given, message) in [
      (Array(reports.dropFirst()), "shard 1 of 3 is missing"),
      ([reports[0], reports[0]] + reports.dropFirst(), "is \(reports[0]) again"),
      ([single2] + reports, "is a whole run's report"),
    ] {
      let run = try CommandLineTests.run(["merge"] + given)
      #expect(run.status == 2, "\(message)")
      #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
    }
    // Every format, byte for byte: SARIF's fingerprints come through the JSON reports, and
    // the HTML timelines from the traces merge reads again (#19).
    for format in ReportFormat.allCases {
      let one = workspace.path("one.\(format.rawValue)")
      let joined = workspace.path("merged.\(format.rawValue)")
      let run = try CommandLineTests.run([
        "lint", "--format", format.rawValue, "--output", one, "Traces",
      ])
      let merge = try CommandLineTests.run(
        ["merge", "--format", format.rawValue, "--output", joined] + reports)
      #expect(merge.status == run.status, "\(format)")
      let expected = try Data(contentsOf: URL(fileURLWithPath: one))
      #expect(try Data(contentsOf: URL(fileURLWithPath: joined)) == expected, "\(format)")
      if format == .sarif {
        #expect(String(decoding: expected, as: UTF8.self).contains("partialFingerprints"))
      }
      if format == .html {
        #expect(String(decoding: expected, as: UTF8.self).contains("class=\"legend\""))
      }
    }
  }

  @Test("merged shards settle a baseline and suppressions as one run: status and every format")
  func mergeSettlesBaselineAndSuppressions() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Paths.traces.appendingPathComponent("violations").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    let workspace = try Workspace(names.map { "violations/" + $0 })
    _ = try workspace.run(["lint", "-q", "--write-baseline", "base.json", "traces"])
    // A baselined problem fixed: its entry is stale, in one shard only.
    try FileManager.default.removeItem(atPath: workspace.path("traces/sequence-order-swapped.json"))
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json"),
      to: URL(fileURLWithPath: workspace.path("traces/sequence-order-swapped.json")))
    // A glob suppression that covers files of several shards and matches in some; one stale.
    try workspace.write(
      ".kbcheck.json",
      """
      { "suppressions": [
        { "path": "traces/payload-type-*.json", "rule": "payload-type", "reason": "doubles" },
        { "path": "traces/availability-tvos.json", "rule": "deprecated-key", "reason": "stale" } ] }
      """)
    var reports: [String] = []
    for shard in 1...3 {
      reports.append("s\(shard).json")
      _ = try workspace.run([
        "lint", "-q", "--shard", "\(shard)/3", "--baseline", "base.json", "--format", "json",
        "--output", "s\(shard).json", "traces",
      ])
    }
    for format in ReportFormat.allCases {
      let one = try workspace.run([
        "lint", "-q", "--baseline", "base.json", "--format", format.rawValue, "--output",
        "one.\(format.rawValue)", "traces",
      ])
      let merged = try workspace.run(
        ["merge", "--format", format.rawValue, "--output", "m.\(format.rawValue)"] + reports)
      #expect(one.status == 1 && merged.status == 1, "\(format)")
      #expect(
        try workspace.read("m.\(format.rawValue)") == workspace.read("one.\(format.rawValue)"),
        "\(format)")
    }
    let text = try workspace.read("m.text")
    #expect(text.contains("baseline entry no longer matches: traces/sequence-order-swapped.json"))
    #expect(text.contains("the suppression of deprecated-key in traces/availability-tvos.json"))
    #expect(!text.contains("the suppression of payload-type"), "used in some shard")
    // Merged under another configuration, or with a shard run without the baseline, the
    // settlement would be judged by rules the shards did not run with.
    let otherConfiguration = try workspace.run(["merge", "--no-config"] + reports)
    #expect(otherConfiguration.status == 2)
    #expect(otherConfiguration.errorOutput.contains("other suppressions than this merge's"))
    _ = try workspace.run([
      "lint", "-q", "--shard", "1/3", "--format", "json", "--output", "s1.json", "traces",
    ])
    let noBaseline = try workspace.run(["merge"] + reports)
    #expect(noBaseline.status == 2)
    #expect(noBaseline.errorOutput.contains("the shards of one run share one baseline"))
  }

  @Test("a report edited by hand is a located error for merge, never a crash or a pass")
  func editedReportsAreErrors() throws {
    let workspace = try Workspace(["violations/sequence-order-swapped.json"])
    _ = try workspace.run(["lint", "-q", "--format", "json", "--output", "r.json", "traces"])
    let report = try workspace.read("r.json")
    let file = try #require(report.range(of: #"{"path""#)).lowerBound
    let files = try #require(report.range(of: "],\"summary\"")).lowerBound
    let entry = String(report[file..<files])
    for (edited, message) in [
      (
        report.replacingOccurrences(
          of: #""line":"#, with: #""line":1000000000000000000000000000000,"x":"#),
        "\"line\" must be"
      ),
      (
        report.replacingOccurrences(
          of: "],\"summary\"",
          with: "],\"settlement\":{\"baseline\":{\"path\":\"b\",\"stale\":\"x\"}},\"summary\""),
        "\"stale\" must be an array"
      ),
      (report.replacingOccurrences(of: entry, with: entry + "," + entry), "holds traces/"),
    ] {
      try workspace.write("edited.json", edited)
      let run = try workspace.run(["merge", "edited.json"])
      #expect(run.status == 2, "\(message): \(run.output)")
      #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
    }
  }

  @Test("merge follows the configuration's policy and format, as lint does")
  func mergeFollowsTheConfiguration() throws {
    let workspace = try Workspace()
    defer { withExtendedLifetime(workspace) {} }  // the files are read after its last use
    let report = workspace.path("shard.json")
    let trace = "Traces/warnings/sequence-incomplete-cut-off.json"  // warnings only
    _ = try CommandLineTests.run(["lint", "--format", "json", "--output", report, trace])
    #expect(try CommandLineTests.run(["merge", report]).status == 0)
    // lint's -q is taken too, so one set of flags serves both in a CI script.
    #expect(try CommandLineTests.run(["merge", "-q", report]).status == 0)
    try workspace.write("kbcheck.json", #"{ "failOn": "warning", "format": "summary" }"#)
    let config = workspace.path("kbcheck.json")
    let lint = try CommandLineTests.run(["lint", "--config", config, trace])
    let merged = try CommandLineTests.run(["merge", "--config", config, report])
    #expect(lint.status == 1)
    #expect(merged.status == lint.status)
    #expect(merged.output == lint.output)
  }

  @Test func badBatchArguments() throws {
    #expect(try CommandLineTests.run(["lint", "--shard", "4/3", "Traces"]).status == 2)
    #expect(try CommandLineTests.run(["lint", "--jobs", "0", "Traces"]).status == 2)
    // `note` names the info severity everywhere; a count past Int.max says so.
    let note = try CommandLineTests.run(["lint", "--fail-on", "bogus", "Traces"])
    #expect(note.errorOutput.contains("--fail-on takes one of info (or note), warning, error"))
    let large = try CommandLineTests.run(["lint", "--max-warnings", "99999999999999999999", "x"])
    #expect(large.errorOutput.contains("is too large"), "\(large.errorOutput)")
    // A shard's baseline would drop the other shards' findings.
    let shardBaseline = try CommandLineTests.run([
      "lint", "--shard", "1/2", "--write-baseline", "/nonexistent/b.json", "Traces",
    ])
    #expect(shardBaseline.status == 2)
    #expect(shardBaseline.errorOutput.contains("record the baseline from a run without --shard"))
    let missing = try CommandLineTests.run(["merge", "no-such-report.json"])
    #expect(missing.status == 2)
    #expect(missing.errorOutput.contains("no-such-report.json"))
  }

  @Test func progressLineText() {
    var counts = Progress.Counts(total: 2000)
    #expect(counts.line(elapsed: 2) == "kbcheck: 0/2000 files, 0 files/s, 0 findings")
    counts.completed = 1000
    counts.findings = 12
    #expect(counts.line(elapsed: 2) == "kbcheck: 1000/2000 files, 500 files/s, 12 findings")
  }

  @Test("each recorded file reaches the observer with the counts so far")
  func progressObserver() {
    let seen = Locked<[Int]>([])
    let progress = Progress(total: 2) { counts in seen.withLock { $0.append(counts.findings) } }
    progress.record(findings: 3)
    progress.record(findings: 1)
    #expect(seen.withLock { $0 } == [3, 4])
  }
}
