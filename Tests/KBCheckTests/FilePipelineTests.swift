import Testing

@testable import KBCheck

/// The stages every checked file passes through before it is reported, in their order.
@Suite struct FilePipelineTests {
  private func finding(_ rule: String) -> Finding {
    Finding(
      ruleId: rule, severity: .error, message: "\(rule) message", event: 0, position: .start)
  }

  private func file(_ path: String, _ rules: [String]) -> FileReport {
    FileReport(path: path, events: 1, findings: rules.map(finding))
  }

  @Test("a suppressed finding is not recorded; a baselined one is recorded, then removed")
  func stagesRunInOrder() {
    var pipeline = FilePipeline()
    pipeline.suppressions = SuppressionFilter([
      Suppression(
        path: Glob("*.json"), rule: Located(value: "suppressed", position: .start),
        reason: "test", position: .start)
    ])
    pipeline.recording = Baseline.Builder()
    var known = Baseline.Builder()
    known.add(file("a.json", ["baselined"]), as: "a.json")
    pipeline.baseline = BaselineMatcher(known.baseline)
    let passed = pipeline.pass(file("a.json", ["suppressed", "baselined", "new"]), at: 0)
    #expect(passed.findings.map(\.ruleId) == ["new"])
    #expect(pipeline.recording?.baseline.entries.map(\.ruleId).sorted() == ["baselined", "new"])
    #expect(pipeline.summary.errors == 1)
  }

  @Test("a shard's file takes its place in the whole run; a merged file keeps its own")
  func places() {
    var shard = FilePipeline()
    shard.places = [4, 9]
    shard.anchor = { "sub/" + $0 }
    let checked = shard.pass(file("a.json", []), at: 1)
    #expect(checked.index == 9)
    #expect(checked.path == "sub/a.json")
    var merge = FilePipeline()
    #expect(merge.pass(checked, at: 0).index == 9)
    #expect(merge.pass(file("b.json", []), at: 3).index == 3)
  }

  @Test("a path is spelt one way for comparison, whether or not it needed rebuilding")
  func normalizedSpellings() {
    for (path, expected) in [
      ("a/b.json", "a/b.json"), ("/a/b.json", "a/b.json"), ("./a/b.json", "a/b.json"),
      ("././a//b.json", "a/b.json"), ("a/b/", "a/b"), ("//a", "a"), ("/", ""), ("", ""),
      ("a/./b", "a/./b"), ("x.json", "x.json"),
    ] {
      #expect(Glob.normalized(path) == expected, "\(path)")
      // A pattern without wildcards matches every spelling of the path it names.
      #expect(Glob(path).matches(expected) == true, "\(path)")
      #expect(Glob(expected).matches(path) == true, "\(path)")
    }
    #expect(!Glob("a/b.json").matches("a/b.jsonx"))
    #expect(!Glob("a/b.json").matches("b.json"))
  }

  @Test("a set in brackets matches one character of it, and a hidden name only a dot, as in sh")
  func characterSets() {
    let cases: [(String, String, Bool)] = [
      ("[0-9]*.log", "001-omni.log", true), ("[0-9]*.log", "omni.log", false),
      ("[!0-9]*.log", "omni.log", true), ("[^0-9]*.log", "7.log", false),
      ("trace-[ab].json", "trace-b.json", true), ("trace-[ab].json", "trace-c.json", false),
      ("[]x].json", "].json", true), ("[a-].json", "-.json", true), ("[a-].json", "b.json", false),
      ("**/[lL]ogs/*.log", "Traces/Logs/x.log", true), ("x[0-9].log", "x10.log", false),
      // A `[` that nothing closes is itself.
      ("a[b.log", "a[b.log", true), ("*[b.log", "xa[b.log", true),
      // A hidden name only where the pattern names its dot.
      ("*.json", ".x.json", false), ("?x.json", ".x.json", false), ("[.]x.json", ".x.json", false),
      ("**/*.json", ".build/x.json", false), ("**/*.json", "a/.git/b/x.json", false),
      ("**/*.log", "._x.log", false), (".*.json", ".x.json", true),
      ("**/.github/*.json", "a/.github/x.json", true), ("a/**", "a/b/.c", false),
    ]
    for (pattern, path, expected) in cases {
      #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }
    #expect(Glob.isPattern("[0-9].log") && !Glob.isPattern("a[b.log"))
  }

  @Test("suppressions by path and by pattern remove what they name, in any spelling")
  func suppressionIndex() {
    func suppression(_ path: String, _ rule: String) -> Suppression {
      Suppression(
        path: Glob(path), rule: Located(value: rule, position: .start), reason: "test",
        position: .start)
    }
    // 2,000 suppressions of one file each, one of them spelt with ./, and two patterns.
    var suppressions = (0..<2_000).map { suppression("traces/t\($0).json", "a") }
    suppressions.append(suppression("./traces//special.json", "b"))
    suppressions.append(suppression("traces/p*.json", "c"))
    suppressions.append(suppression("**/deep/*.json", "a"))
    var filter = SuppressionFilter(suppressions)
    var cases: [(String, [String], [String])] = [
      ("traces/t7.json", ["a", "b"], ["b"]),
      ("./traces/t1999.json", ["a"], []),
      ("traces/special.json", ["a", "b"], ["a"]),
      ("traces/p1.json", ["a", "c"], ["a"]),
      ("x/deep/y.json", ["a", "c"], ["c"]),
    ]
    cases += (0..<2_000).map { ("traces/t\($0).json", ["a"], []) }
    for (path, rules, left) in cases {
      var checked = file(path, rules)
      filter.filter(&checked)
      #expect(checked.findings.map(\.ruleId) == left, "\(path)")
    }
    #expect(filter.unused { _ in 1 }.isEmpty)
  }
}

/// The byte-level reading of `**/*SUFFIX` against the general matcher.
@Suite struct AnyDepthGlobTests {
  @Test("**/*.json reads a path on its bytes exactly as the character-by-character matcher does")
  func agreesWithTheGeneralMatcher() {
    var generator = SystemRandomNumberGenerator()
    // `**/*.jso[n]` means the same and takes the general matcher.
    let pairs = [
      (Glob("**/*.json"), Glob("**/*.jso[n]")), (Glob("**/*.log"), Glob("**/*.lo[g]")),
      (Glob("**/*x"), Glob("**/*[x]")),
    ]
    let pieces = [
      "a", "b.json", ".hidden", "x.log", ".", "..", "./", "/", "//", "json", ".json", "trace-01",
      "x", "é", "\u{600}", "\r\n", "dir", "a.json.bak", "ab.lo",
    ]
    for _ in 0..<4_000 {
      let path = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joinedText(separator: Bool.random(using: &generator) ? "/" : "")
      for (fast, general) in pairs {
        #expect(fast.matches(path) == general.matches(path), "\(fast) on \(path.debugDescription)")
      }
    }
    #expect(Glob("**/*.json").matches("traces/2024/show.json"))
    #expect(!Glob("**/*.json").matches(".build/show.json"))
    #expect(!Glob("**/*.json").matches("traces/._show.json"))
    #expect(Glob("**/*.json").matches("./traces//show.json"))
  }
}
