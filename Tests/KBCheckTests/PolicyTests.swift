import Foundation
import Testing

@testable import KBCheck

/// `--fail-on`, `--max-warnings`, the configuration file and baselines, on the built binary:
/// each shows the exit status changing as documented.
@Suite struct PolicyTests {
  static let unknownKey = "warnings/unknown-key-misspelt.json"  // one warning
  static let missingDidShow = "violations/sequence-order-missing-didshow.json"  // one error

  @Test func failOnAndMaxWarnings() throws {
    let workspace = try Workspace([Self.unknownKey])
    #expect(try workspace.run(["lint", "traces"]).status == 0)
    #expect(try workspace.run(["lint", "--fail-on", "warning", "traces"]).status == 1)
    #expect(try workspace.run(["lint", "--fail-on", "info", "traces"]).status == 1)
    // The failure message and the text report call info `note`, so `note` is taken too.
    #expect(try workspace.run(["lint", "--fail-on", "note", "traces"]).status == 1)
    // In any case, as people write them.
    #expect(try workspace.run(["lint", "--fail-on", "WARNING", "traces"]).status == 1)
    #expect(
      try workspace.run(["lint", "--fail-on", "Note", "--format", "SARIF", "traces"]).status == 1)
    #expect(try workspace.run(["lint", "--max-warnings", "0", "traces"]).status == 1)
    #expect(try workspace.run(["lint", "--max-warnings", "1", "traces"]).status == 0)
    let failed = try workspace.run(["lint", "--fail-on", "warning", "traces"])
    #expect(failed.output.contains("kbcheck: failed: 1 finding at or above --fail-on warning"))
  }

  @Test("a configuration file is found, applied, and overridden by the command line")
  func configuration() throws {
    let workspace = try Workspace([Self.unknownKey, Self.missingDidShow])
    #expect(try workspace.run(["lint", "traces"]).status == 1)
    try workspace.write(
      ".kbcheck.json",
      """
      {
        "rules": { "sequence-order": "warning", "unknown-key": "off" },
        "failOn": "warning"
      }
      """)
    let configured = try workspace.run(["lint", "traces"])
    #expect(configured.status == 1)
    #expect(configured.output.contains("warning: expected UIKeyboardDidShowNotification"))
    #expect(!configured.output.contains("[unknown-key]"))
    #expect(try workspace.run(["lint", "--fail-on", "error", "traces"]).status == 0)
    try workspace.write(
      ".kbcheck.json", #"{ "rules": { "sequence-order": "off" }, "exclude": ["**/unknown-*"] }"#)
    let excluded = try workspace.run(["lint", "traces"])
    #expect(excluded.status == 0)
    #expect(excluded.output.contains("kbcheck: 1 file"))
  }

  @Test("a configuration is looked for in the directory, then each one above it, to the root")
  func configurationCandidates() throws {
    #expect(
      ConfigurationLoader.candidates(from: "/work/./app/../repo//traces/")
        == [
          "/work/repo/traces/.kbcheck.json", "/work/repo/.kbcheck.json", "/work/.kbcheck.json",
          "/.kbcheck.json",
        ])
    #expect(ConfigurationLoader.candidates(from: "/") == ["/.kbcheck.json"])
    #expect(ConfigurationLoader.candidates(from: "/a/../..") == ["/.kbcheck.json"])
    #expect(
      ConfigurationLoader.candidates(from: "traces").first
        == URL(fileURLWithPath: "traces").standardizedFileURL.path + "/.kbcheck.json")
    // From a subdirectory of a workspace, the workspace's configuration is found.
    let workspace = try Workspace([Self.unknownKey])
    try workspace.write(".kbcheck.json", #"{ "rules": { "unknown-key": "off" } }"#)
    let nested = workspace.url.appendingPathComponent("traces").path + "/../traces/."
    #expect(
      ConfigurationLoader.find(from: nested).path
        == workspace.url.appendingPathComponent(".kbcheck.json").standardizedFileURL.path)
  }

  @Test("a configured severity holds for traces of every source, synthetic ones too")
  func configuredSeverityOverridesSource() throws {
    let workspace = try Workspace(["violations/frame-agreement-did-show-differs-synthetic.json"])
    let strict = try workspace.run(["lint", "traces"])
    #expect(strict.status == 1)
    #expect(strict.output.contains("error: UIKeyboardDidShowNotification"))
    try workspace.write(".kbcheck.json", #"{ "rules": { "frame-agreement": "warning" } }"#)
    let configured = try workspace.run(["lint", "traces"])
    #expect(configured.status == 0)
    #expect(configured.output.contains("warning: UIKeyboardDidShowNotification"))
  }

  @Test("runs against the built-in spec share its one compilation, unless a severity changes it")
  func builtInSpecCompiledOnce() throws {
    let setup = RunSetup(workingDirectory: "/")
    let shared = try CompiledSpec.builtIn()
    let plain = try setup.engine(Configuration(), specPath: nil, strict: false)
    #expect(plain.spec === shared)
    // Turning a rule off leaves the spec as it is: the engine skips the rule.
    let start = SourcePosition(line: 1, column: 1)
    var disabling = Configuration()
    disabling.rules = [RuleSetting(id: Located(value: "unknown-key", position: start))]
    let disabled = try setup.engine(disabling, specPath: nil, strict: false)
    #expect(disabled.spec === shared)
    #expect(disabled.disabledRules == ["unknown-key"])
    var raising = Configuration()
    raising.rules = [
      RuleSetting(id: Located(value: "unknown-key", position: start), severity: .error)
    ]
    let raised = try setup.engine(raising, specPath: nil, strict: false)
    #expect(raised.spec !== shared)
    #expect(raised.spec.spec.rules.first { $0.id == "unknown-key" }?.severity == .error)
    #expect(shared.spec.rules.first { $0.id == "unknown-key" }?.severity != .error)
  }

  @Test("the configuration's format and quirk settings apply")
  func configuredFormatAndQuirks() throws {
    let workspace = try Workspace(["quirks/repeated-show-ios14.json"])
    #expect(try workspace.run(["lint", "traces"]).status == 0)
    try workspace.write(
      ".kbcheck.json", #"{ "quirks": { "disabled": ["repeated-show"] }, "format": "json" }"#)
    let disabled = try workspace.run(["lint", "traces"])
    #expect(disabled.status == 1)
    #expect(disabled.output.hasPrefix("{\"version\":1,"))
    #expect(disabled.output.contains("the configuration disables it"))
    #expect(
      try workspace.run(["lint", "--format", "text", "traces"]).output.contains("[sequence-order]"))
    let older = try Workspace(["violations/sequence-order-repeated-show-out-of-range-ios7.json"])
    #expect(try older.run(["lint", "traces"]).status == 1)
    try older.write(".kbcheck.json", #"{ "quirks": { "enabled": ["repeated-show"] } }"#)
    #expect(try older.run(["lint", "traces"]).status == 0)
  }

  @Test(
    "a bad configuration is a located error, exit 2",
    arguments: [
      (
        #"{ "rulez": {} }"#,
        #".kbcheck.json:1:3: error: invalid configuration: unknown configuration key "rulez" (did you mean "rules"?)"#
      ),
      (
        #"{ "rules": { "sequence-ordr": "off" } }"#,
        #".kbcheck.json:1:14: error: invalid configuration: unknown rule id "sequence-ordr"; did you mean "sequence-order"?"#
      ),
      (
        #"{ "rules": { "unknown-key": "loud" } }"#,
        "unknown setting \"loud\" for rule \"unknown-key\""
      ),
      (#"{ "quirks": { "disabled": ["nope"] } }"#, "unknown quirk id \"nope\""),
      (
        #"{ "suppressions": [{ "path": "**", "rule": "unknown-key" }] }"#,
        "a suppression needs a \"reason\""
      ),
      (#"{ "failOn": "fatal" }"#, "unknown severity \"fatal\""),
    ])
  func badConfiguration(_ text: String, _ message: String) throws {
    let workspace = try Workspace([Self.unknownKey])
    try workspace.write(".kbcheck.json", text)
    let run = try workspace.run(["lint", "traces"])
    #expect(run.status == 2)
    #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
  }

  @Test func suppressionsNeedAReasonAndUnusedOnesAreReported() throws {
    let workspace = try Workspace([Self.unknownKey])
    try workspace.write(
      "kb.json",
      """
      { "suppressions": [
          { "path": "traces/unknown-*.json", "rule": "unknown-key", "reason": "a private key of our test double" },
          { "path": "traces/none-*.json", "rule": "missing-key", "reason": "stale" } ] }
      """)
    let run = try workspace.run(["lint", "--config", "kb.json", "--fail-on", "warning", "traces"])
    #expect(run.status == 0)
    #expect(!run.output.contains("[unknown-key]"))
    // Its pattern names no file at all: stale in any run.
    #expect(
      run.output.contains(
        "kb.json:3:5: the suppression of missing-key in traces/none-*.json names no file that "
          + "exists; remove it"), "\(run.output)")
  }

  @Test("a run over some files says nothing of the suppressions of the files it did not check")
  func partialRunsLeaveOtherSuppressionsAlone() throws {
    let workspace = try Workspace([Self.unknownKey, Self.missingDidShow])
    try workspace.write(
      ".kbcheck.json",
      """
      { "suppressions": [
          { "path": "traces/unknown-key-misspelt.json", "rule": "unknown-key", "reason": "ours" },
          { "path": "traces/sequence-order-missing-didshow.json", "rule": "payload-type", "reason": "stale" },
          { "path": "traces/gone.json", "rule": "unknown-key", "reason": "deleted" },
          { "path": "traces/*.json", "rule": "unknown-key", "reason": "a pattern" } ] }
      """)
    // A pre-commit hook checks the one file that changed: the other file's suppression is
    // neither used nor stale as far as this run knows; the deleted file's is stale anywhere.
    let hook = try workspace.run(["lint", "traces/unknown-key-misspelt.json"])
    #expect(!hook.output.contains("sequence-order-missing-didshow.json matched"), "\(hook.output)")
    #expect(hook.output.contains("traces/gone.json names no file that exists"), "\(hook.output)")
    // A pattern that covers the checked file and another: unused here, maybe used there.
    let other = try workspace.run(["lint", "traces/sequence-order-missing-didshow.json"])
    #expect(!other.output.contains("in traces/*.json matched"), "\(other.output)")
    // The whole run says the payload-type suppression matched nothing.
    let whole = try workspace.run(["lint", "traces"])
    #expect(
      whole.output.contains(
        "the suppression of payload-type in traces/sequence-order-missing-didshow.json matched "
          + "no finding; remove it"), "\(whole.output)")
  }

  @Test("a configuration names the info severity note too, as the command line does")
  func configurationNote() throws {
    let workspace = try Workspace([Self.unknownKey])
    try workspace.write(".kbcheck.json", #"{"failOn": "note", "rules": {"unknown-key": "note"}}"#)
    let run = try workspace.run(["lint", "traces"])
    #expect(run.status == 1, "\(run.output)\(run.errorOutput)")
    #expect(run.output.contains("note:"), "\(run.output)")
  }

  @Test("a baseline hides today's findings, fails on entries that no longer match, and prunes them")
  func baselines() throws {
    let workspace = try Workspace([Self.missingDidShow, Self.unknownKey])
    // Recording accepts today's findings: the adopting step passes.
    #expect(try workspace.run(["lint", "--write-baseline", "baseline.json", "traces"]).status == 0)
    #expect(try workspace.read("baseline.json").contains("\"format\": \"kbcheck-baseline/1\""))
    let adopted = try workspace.run([
      "lint", "--baseline", "baseline.json", "--fail-on", "info", "traces",
    ])
    #expect(adopted.status == 0, "\(adopted.output)")
    #expect(adopted.output.contains("matched the baseline"))

    // An unrelated edit (a marker event inserted at the start) moves every line: still matched.
    var trace = try workspace.read("traces/sequence-order-missing-didshow.json")
    trace = trace.replacingOccurrences(
      of: "\"events\": [\n",
      with: "\"events\": [\n    {\n      \"name\": \"AppDidLaunch\"\n    },\n")
    try workspace.write("traces/sequence-order-missing-didshow.json", trace)
    #expect(try workspace.run(["lint", "--baseline", "baseline.json", "traces"]).status == 0)

    // Fixing the trace leaves a stale entry: the run fails until the baseline is pruned.
    try FileManager.default.removeItem(
      at: workspace.url.appendingPathComponent("traces/sequence-order-missing-didshow.json"))
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent("clean/iphone-show-hide-ios17.json"),
      to: workspace.url.appendingPathComponent("traces/sequence-order-missing-didshow.json"))
    let stale = try workspace.run(["lint", "--baseline", "baseline.json", "traces"])
    #expect(stale.status == 1)
    #expect(stale.output.contains("--prune-baseline"))
    // The test report and the annotations fail with the run, on the baseline file.
    let junit = try workspace.run([
      "lint", "--baseline", "baseline.json", "--format", "junit", "traces",
    ])
    #expect(junit.status == 1)
    #expect(junit.output.contains(#"<testsuites name="kbcheck" tests=""#), "\(junit.output)")
    #expect(junit.output.contains(#"failures="1""#), "\(junit.output)")
    #expect(junit.output.contains(#"<testsuite name="baseline.json" tests="1" failures="1""#))
    #expect(junit.output.contains(#"name="stale-entries""#))
    let github = try workspace.run([
      "lint", "--baseline", "baseline.json", "--format", "github", "traces",
    ])
    #expect(
      github.output.contains(
        "::error file=baseline.json,title=kbcheck baseline::baseline entry no longer matches: "),
      "\(github.output)")
    #expect(!github.output.contains("::notice title=kbcheck::baseline entry no longer matches"))
    #expect(
      try workspace.run(["lint", "--baseline", "baseline.json", "--prune-baseline", "traces"])
        .status == 0)
    #expect(try workspace.run(["lint", "--baseline", "baseline.json", "traces"]).status == 0)
    #expect(!(try workspace.read("baseline.json")).contains("\"ruleId\": \"sequence-order\""))
  }

  @Test("the baseline a configuration names is written by the first run that records one")
  func configuredBaselineIsWrittenFirst() throws {
    let workspace = try Workspace([Self.unknownKey])
    try workspace.write(
      ".kbcheck.json", #"{"baseline": "kbcheck-baseline.json"}"#)
    // Without a baseline yet, a run that records one writes it; one that only reads it fails.
    #expect(try workspace.run(["lint", "traces"]).status == 2)
    let recorded = try workspace.run([
      "lint", "--write-baseline", "kbcheck-baseline.json", "traces",
    ])
    #expect(recorded.status != 2, "\(recorded.output)")
    #expect(try workspace.read("kbcheck-baseline.json").contains("kbcheck-baseline/1"))
    #expect(try workspace.run(["lint", "--fail-on", "info", "traces"]).status == 0)
  }

  @Test("a baseline keeps each place of a grouped problem; the report still groups what is left")
  func baselineOfAGroupedProblem() throws {
    let workspace = try Workspace(["violations/payload-type-same-key-every-event-synthetic.json"])
    #expect(try workspace.run(["lint", "--write-baseline", "b.json", "traces"]).status == 0)
    let baseline = try workspace.read("b.json")
    #expect(baseline.contains("\"count\""), "\(baseline)")
    let run = try workspace.run(["lint", "--baseline", "b.json", "traces"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("8 findings matched the baseline"), "\(run.output)")
  }

  @Test("a new finding is reported despite the baseline")
  func newFindingsStillFail() throws {
    let workspace = try Workspace([Self.unknownKey])
    _ = try workspace.run(["lint", "--write-baseline", "baseline.json", "traces"])
    try FileManager.default.copyItem(
      at: Paths.traces.appendingPathComponent(Self.missingDidShow),
      to: workspace.url.appendingPathComponent("traces/new.json"))
    let run = try workspace.run(["lint", "--baseline", "baseline.json", "traces"])
    #expect(run.status == 1)
    #expect(run.output.contains("traces/new.json:"))
  }

  @Test("globs and --stdin-filename; a pattern that matches nothing is an error")
  func globsAndStandardInputName() throws {
    let workspace = try Workspace([Self.unknownKey, Self.missingDidShow])
    let glob = try workspace.run(["lint", "traces/unknown-*.json"])
    #expect(glob.status == 0)
    #expect(glob.output.contains("kbcheck: 1 file"))
    let set = try workspace.run(["lint", "traces/[su]*-*.json"])
    #expect(set.output.contains("kbcheck: 2 files"), "\(set.output)")
    // A file whose name looks like a pattern is that file.
    try workspace.write(
      "traces/copy[1].json", try workspace.read("traces/unknown-key-misspelt.json"))
    let literal = try workspace.run(["lint", "traces/copy[1].json"])
    #expect(literal.output.contains("kbcheck: 1 file"), "\(literal.output)")
    let none = try workspace.run(["lint", "traces/*.nothing"])
    #expect(none.status == 2)
    #expect(none.output.contains("traces/*.nothing:1:1: error: no file matches this pattern"))
    let text = try workspace.read("traces/sequence-order-missing-didshow.json")
    let named = try CommandLineTests.run(
      ["lint", "--stdin-filename", "App/Trace.json", "-"], input: text, in: workspace.url)
    #expect(named.output.contains("App/Trace.json:133:5: error:"))
  }
}
