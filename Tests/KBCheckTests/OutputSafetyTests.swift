import Foundation
import Testing

@testable import KBCheck

#if canImport(Glibc)
  import Glibc
#endif

/// kbcheck runs as root in CI containers and writes only its own outputs: a path that names a
/// descriptor is written where it stands, a link another user planted is not followed, a file
/// the run reads through standard input is not replaced, and what it replaces keeps its owner.
@Suite struct OutputSafetyTests {
  static func scratch() throws -> URL { try OutputTargetTests.scratch() }

  /// Runs `script` with `sh -c` in `directory`, `$K` the built kbcheck.
  static func shell(_ script: String, in directory: URL) throws -> BinaryRun {
    let binary = try #require(Paths.binary).path
    return try BinaryRun.run(
      ["-c", "K='\(binary)'; \(script)"], in: directory,
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  static func copyTrace(_ name: String, to url: URL) throws {
    try FileManager.default.copyItem(at: Paths.traces.appendingPathComponent(name), to: url)
  }

  @Test("a path that names an open descriptor appends to it where it stands, replacing nothing")
  func descriptorPathsWriteInPlace() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("build.log")
    try "step 1\n".write(to: log, atomically: true, encoding: .utf8)
    let descriptor = open(log.path, O_WRONLY | O_APPEND)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    var before = stat()
    #expect(stat(log.path, &before) == 0)
    for path in ["/proc/self/fd/\(descriptor)", "/dev/fd/\(descriptor)"] {
      #expect(OutputPath.descriptor(leadingTo: path) == descriptor)
      try OutputFile.write("report\n", to: path)
    }
    var after = stat()
    #expect(stat(log.path, &after) == 0 && after.st_ino == before.st_ino)
    #expect(try String(contentsOf: log, encoding: .utf8) == "step 1\nreport\nreport\n")
    #expect(OutputPath.descriptor(leadingTo: "/dev/stdout") == 1)
    #expect(OutputPath.descriptor(leadingTo: log.path) == nil)
  }

  @Test("--output /dev/stdout into a shell's redirected log keeps the log, and counts as '-'")
  func standardOutputByName() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: directory.appendingPathComponent("a.json"))
    let run = try Self.shell(
      #"exec >>build.log 2>&1; echo "step 1"; "$K" lint -q --format junit --output /dev/stdout a.json; echo "step 3 $?""#,
      in: directory)
    #expect(run.status == 0)
    let log = try String(
      contentsOf: directory.appendingPathComponent("build.log"), encoding: .utf8)
    #expect(log.hasPrefix("step 1\n<?xml"), "\(log)")
    #expect(log.hasSuffix("step 3 0\n"), "\(log)")
    // The report alone on standard output: no summary line after it breaks the JSON.
    let json = try Self.shell(
      #""$K" lint --format json --output /dev/stdout a.json > out.json"#, in: directory)
    #expect(json.status == 0)
    let data = try Data(contentsOf: directory.appendingPathComponent("out.json"))
    #expect(
      (try? JSONSerialization.jsonObject(with: data)) != nil,
      "\(String(decoding: data, as: UTF8.self))")
    let twice = try Self.shell(
      #""$K" lint --format json --output - --format sarif --output /dev/stdout a.json"#,
      in: directory)
    #expect(twice.status == 2)
    #expect(twice.errorOutput.contains("would both go to standard output"), "\(twice.errorOutput)")
    // A copy of standard output the shell made is standard output too.
    let copied = try Self.shell(
      #""$K" lint --format json --output - --format sarif --output /dev/fd/3 a.json 3>&1"#,
      in: directory)
    #expect(copied.status == 2)
    #expect(
      copied.errorOutput.contains("would both go to standard output"), "\(copied.errorOutput)")
  }

  @Test("an output that is the file standard input is redirected from is refused")
  func standardInputIsAnInput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.copyTrace("logs/lldb-po.log", to: directory.appendingPathComponent("capture.log"))
    let original = try Data(contentsOf: directory.appendingPathComponent("capture.log"))
    for script in [
      #""$K" convert --out capture.log - < capture.log"#,
      #""$K" lint --format json --output capture.log - < capture.log"#,
      #""$K" lint --format json --output /dev/stdin - < capture.log"#,
    ] {
      let run = try Self.shell(script, in: directory)
      #expect(run.status == 2, "\(script)")
      #expect(
        run.errorOutput.contains("it is a file this run reads (standard input)"),
        "\(script): \(run.errorOutput)")
      #expect(try Data(contentsOf: directory.appendingPathComponent("capture.log")) == original)
    }
  }

  @Test("standard output redirected into the scanned directory is not read as an input")
  func redirectedOutputIsNotAnInput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: directory.appendingPathComponent("a.json"))
    // Each run removes what it wrote, but the last, which the next assertions read.
    for script in [
      #""$K" lint -q . > kbcheck.log 2> errors.log; s=$?; rm kbcheck.log errors.log; exit $s"#,
      #""$K" lint -q --format json . > report.json; s=$?; rm report.json; exit $s"#,
      #""$K" lint -q '*' > kbcheck.log"#,
    ] {
      let run = try Self.shell(script, in: directory)
      #expect(run.status == 0, "\(script): \(run.errorOutput)")
    }
    let log = try String(
      contentsOf: directory.appendingPathComponent("kbcheck.log"), encoding: .utf8)
    #expect(log.hasPrefix("kbcheck: 1 file "), "\(log)")
    #if os(Linux)
      // Appended to a capture that is there already, the capture is left out, and said so.
      try FileManager.default.removeItem(at: directory.appendingPathComponent("kbcheck.log"))
      try Self.copyTrace("logs/lldb-po.log", to: directory.appendingPathComponent("capture.log"))
      let appended = try Self.shell(#""$K" lint -q . >> capture.log"#, in: directory)
      #expect(appended.status == 0, "\(appended.errorOutput)")
      let capture = try String(
        contentsOf: directory.appendingPathComponent("capture.log"), encoding: .utf8)
      #expect(capture.contains("capture.log: kbcheck's standard output is appended to it"))
      try FileManager.default.removeItem(at: directory.appendingPathComponent("capture.log"))
    #endif
    // Named on the command line, it is an input like any other.
    let named = try Self.shell(#""$K" lint -q a.json kbcheck.log >> kbcheck.log"#, in: directory)
    #expect(named.status == 2)
  }

  #if os(Linux)
    @Test("a run killed while it writes its reports leaves no file behind")
    func killedRunLeavesNothing() throws {
      let directory = try Self.scratch()
      defer { try? FileManager.default.removeItem(at: directory) }
      try Self.copyTrace(
        "clean/iphone-show-hide-ios17.json", to: directory.appendingPathComponent("a.json"))
      // The run waits on standard input, a FIFO held open, with its JSON report begun (it is
      // written file by file); it is killed once it holds the report open (unnamed, or
      // under a temporary name).
      let run = try Self.shell(
        #"mkfifo in; "$K" lint -q --format json --output r.json a.json - < in & pid=$!; "#
          + #"exec 3> in; i=0; "#
          + #"while [ $i -lt 200 ] && ! ls -l /proc/$pid/fd 2>/dev/null | grep -q 'r\.\|#'; "#
          + #"do sleep 0.05; i=$((i+1)); done; kill -9 $pid; wait $pid; exec 3>&-; ls -A"#,
        in: directory)
      #expect(run.output == "a.json\nin\n", "\(run.output)")
    }
  #endif

  @Test("a shard does not write over a trace another shard reads")
  func shardKeepsOtherShardsTraces() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: directory.appendingPathComponent("a.json"))
    try Self.copyTrace(
      "violations/sequence-order-swapped.json", to: directory.appendingPathComponent("b.json"))
    let original = try Data(contentsOf: directory.appendingPathComponent("b.json"))
    // Whichever shard b.json falls in, the other one must not replace it either.
    for script in [
      #""$K" lint -q --shard 1/2 --format json --output b.json a.json b.json"#,
      #""$K" lint -q --shard 2/2 --format json --output b.json a.json b.json"#,
      #""$K" lint -q --shard 1/2 --format json --output b.json '*.json'"#,
    ] {
      let run = try Self.shell(script, in: directory)
      #expect(run.status == 2, "\(script)")
      #expect(run.errorOutput.contains("refusing to write"), "\(script): \(run.errorOutput)")
      #expect(try Data(contentsOf: directory.appendingPathComponent("b.json")) == original)
    }
  }

  @Test("merge does not write over a trace its reports name")
  func mergeKeepsTraces() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let traces = directory.appendingPathComponent("traces")
    try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: traces.appendingPathComponent("a.json"))
    try Self.copyTrace(
      "violations/sequence-order-swapped.json", to: traces.appendingPathComponent("b.json"))
    let original = try Data(contentsOf: traces.appendingPathComponent("b.json"))
    let run = try Self.shell(
      #""$K" lint -q --shard 1/2 --format json --output m1.json traces; "#
        + #""$K" lint -q --shard 2/2 --format json --output m2.json traces; "#
        + #""$K" merge --format html --output traces/b.json m1.json m2.json"#,
      in: directory)
    #expect(run.status == 2)
    #expect(run.errorOutput.contains("refusing to write traces/b.json"), "\(run.errorOutput)")
    #expect(try Data(contentsOf: traces.appendingPathComponent("b.json")) == original)
  }

  @Test("a file left at a temporary name costs another try, not the report")
  func leftoverTemporaryFile() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let victim = directory.appendingPathComponent("victim.txt")
    try "keep me".write(to: victim, atomically: true, encoding: .utf8)
    let report = directory.appendingPathComponent("report.json")
    // The name an earlier version used, predictable from the process id, planted as a link.
    let planted = directory.appendingPathComponent(
      ".report.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
    try OutputFile.write("{}", to: report.path)
    #expect(try String(contentsOf: report, encoding: .utf8) == "{}")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        planted.lastPathComponent, "report.json", "victim.txt",
      ])
  }

  @Test(
    "as root: another user's link in a sticky directory is not followed; a replaced file keeps its owner",
    .enabled(if: geteuid() == 0, "needs root, as kbcheck runs in CI containers"))
  func rootWritesOnlyItsOwn() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shared = directory.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    #expect(chmod(shared.path, 0o1777) == 0)
    let victim = directory.appendingPathComponent("victim.txt")
    try "keep me".write(to: victim, atomically: true, encoding: .utf8)
    let link = shared.appendingPathComponent("kb.sarif")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    #expect(lchown(link.path, 65534, 65534) == 0)
    #expect(throws: InputError.self) { try OutputFile.write("{}", to: link.path) }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
    // Run as root, another user's link is not followed in any directory: whoever owns the
    // directory chooses where it leads.
    let plain = directory.appendingPathComponent("plain")
    try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
    let other = plain.appendingPathComponent("kb.sarif")
    try FileManager.default.createSymbolicLink(at: other, withDestinationURL: victim)
    #expect(lchown(other.path, 65534, 65534) == 0)
    #expect(throws: InputError.self) { try OutputFile.write("{}", to: other.path) }
    // The job summary, appended to, is resolved alike.
    #expect(throws: InputError.self) { try OutputFile.append("| a |", to: other.path) }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
    // Root's own link there is followed.
    #expect(lchown(link.path, 0, 0) == 0)
    try OutputFile.write("{}", to: link.path)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "{}")
    // A runner's report replaced by root stays the runner's.
    let owned = directory.appendingPathComponent("owned.json")
    try "old".write(to: owned, atomically: true, encoding: .utf8)
    #expect(chown(owned.path, 1001, 1001) == 0)
    try OutputFile.write("new", to: owned.path)
    var status = stat()
    #expect(stat(owned.path, &status) == 0 && status.st_uid == 1001 && status.st_gid == 1001)
  }

  /// Tests that run kbcheck as another user or with fewer capabilities: they need root and
  /// util-linux's `setpriv`.
  static let asAnotherUser = Testing.ConditionTrait.enabled(
    if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
    "needs root and util-linux's setpriv")

  @Test(
    "run as another user, an unreadable directory a pattern or a path names says so",
    Self.asAnotherUser)
  func unreadableDirectoryNamed() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(chmod(directory.path, 0o755) == 0)
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: locked.appendingPathComponent("a.json"))
    #expect(chmod(locked.path, 0o700) == 0)
    // A copy of the binary the other user may run (the build's own may lie in a private
    // directory, as a CI checkout made by mktemp does).
    let run = try Self.shell(
      #"cp "$K" kb && chmod 755 kb && /usr/bin/setpriv --reuid=65534 --regid=65534 "#
        + "--clear-groups ./kb lint --no-config 'locked/*.json' locked/a.json", in: directory)
    #expect(run.status == 2)
    #expect(
      run.output.contains("locked:1:1: error: this directory cannot be read"), "\(run.output)")
    #expect(run.output.contains("locked/a.json:1:1: error: cannot be reached"), "\(run.output)")
    #expect(!run.output.contains("no file matches"), "\(run.output)")
  }

  @Test(
    "as root without CAP_FOWNER (a hardened pod), a runner's report is still replaced and kept its",
    Self.asAnotherUser)
  func rootWithoutFileOwnerCapability() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.copyTrace(
      "clean/iphone-show-hide-ios17.json", to: directory.appendingPathComponent("a.json"))
    let report = directory.appendingPathComponent("r.json")
    try "old".write(to: report, atomically: true, encoding: .utf8)
    #expect(chown(report.path, 1001, 1001) == 0)
    // Linux links a file only for its owner, or a process with CAP_FOWNER: the report is
    // named while it is root's, then given to the runner.
    let run = try Self.shell(
      "/usr/bin/setpriv --inh-caps=-fowner,-dac_override --bounding-set=-fowner,-dac_override "
        + #"-- "$K" lint -q --format json --output r.json a.json"#, in: directory)
    #expect(run.status == 0, "\(run.errorOutput)")
    #expect(try String(contentsOf: report, encoding: .utf8).hasPrefix("{"))
    var status = stat()
    #expect(stat(report.path, &status) == 0 && status.st_uid == 1001 && status.st_gid == 1001)
  }
}
