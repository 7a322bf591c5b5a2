import Foundation
import Testing

@testable import KBCheck

/// The HTML report: its structure fixed by a golden outline (not its pixels), self-contained,
/// deterministic, escaped, and light for large inputs. `Scripts/html-check` opens it in a
/// real browser.
@Suite struct HTMLReporterTests {
  static let examples = [
    "clean/iphone-show-hide-ios17.json", "violations/sequence-order-missing-didshow.json",
    "violations/rotation-pair-no-show.json", "logs/violation-cut-off.log",
    "clean/rotation-iphone-ios12.json",
  ]

  /// A report of `paths` with timelines, as `--format html` makes it.
  static func report(_ paths: [String]) throws -> Report {
    var linter = Linter(engine: Engine(spec: Check.spec))
    linter.timelines = true
    let files = try paths.map { path in
      linter.check(bytes: try Paths.bytes(path), path: "Traces/" + path)
    }
    return Report(files: files, rules: Check.spec.spec.rules, spec: linter.specName)
  }

  /// One line per drawn or listed thing: sections, lanes, spans, events, pins, findings, with
  /// the attributes that say what they are.
  static func outline(_ html: String) -> String {
    let pattern =
      ##"<(section|rect class="span"|rect class="pair"|circle|a href="#[^"]*"><path|li id="[^"]*"|text class="lane")[^>]*>([^<]*)"##
    let regex = try! NSRegularExpression(pattern: pattern)
    let text = html as NSString
    var lines: [String] = []
    for match in regex.matches(in: html, range: NSRange(location: 0, length: text.length)) {
      let tag = text.substring(with: match.range)
      let attributes = try! NSRegularExpression(pattern: #"(id|data-[a-z]+|class)="([^"]*)""#)
        .matches(in: tag, range: NSRange(location: 0, length: (tag as NSString).length))
        .map { (tag as NSString).substring(with: $0.range) }
      let kind = text.substring(with: match.range(at: 1)).split(separator: " ").first ?? ""
      let content = text.substring(with: match.range(at: 2))
        .trimmingCharacters(in: .whitespacesAndNewlines)
      lines.append(
        ([String(kind)] + attributes + (content.isEmpty ? [] : ["\"\(content)\""]))
          .joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("the structure of the report of a few examples matches its golden outline")
  func goldenOutline() throws {
    let html = HTMLReporter.render(try Self.report(Self.examples))
    let actual = Self.outline(html)
    let url = Paths.golden.appendingPathComponent("reports/report.html.outline.txt")
    if GoldenTests.record {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "the HTML report's structure changed; KBCHECK_RECORD=1 re-records")
  }

  @Test("the page is self-contained and the same every time")
  func selfContainedAndDeterministic() throws {
    let report = try Self.report(Self.examples)
    let html = HTMLReporter.render(report)
    #expect(html == HTMLReporter.render(try Self.report(Self.examples)))
    #expect(!html.contains("<script"))
    #expect(!html.contains("<link"))
    #expect(!html.contains("src="))
    let external = html.components(separatedBy: "http").count - 1
    #expect(external == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
    // Each finding of each file is listed with its place and pinned when it has an event.
    for (index, file) in report.files.enumerated() {
      for (number, finding) in file.findings.enumerated() {
        #expect(html.contains("<li id=\"f\(index)-\(number)\""))
        if finding.event != nil { #expect(html.contains("<a href=\"#f\(index)-\(number)\">")) }
      }
    }
  }

  @Test("paths and messages are escaped")
  func escaping() {
    let file = FileReport(
      path: "<script>alert(1)</script>.json", events: 1,
      findings: [
        Finding(
          ruleId: "r\"x", severity: .error, message: "a <b> & 'c'", event: 0, position: .start)
      ])
    let html = HTMLReporter.render(Report(files: [file], rules: [], spec: ""))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;.json"))
    #expect(html.contains("a &lt;b&gt; &amp; &apos;c&apos;"))
  }

  /// A timeline of `count` events cycling through the six notification lanes.
  static func timeline(events count: Int) -> Timeline {
    Timeline(
      lanes: ["A", "B", "C", "D", "E", "F"], notificationLanes: 6,
      events: (0..<count).map {
        Timeline.Event(
          index: $0, lane: $0 % 6, time: Double($0) * 0.01, line: $0 + 1,
          visibleHeight: $0 % 8 < 4 ? 300 : 0)
      },
      spans: stride(from: 0, to: count - 3, by: 4).map {
        Timeline.Span(id: "s", kind: "k", start: $0, end: $0 + 3, quirk: nil)
      }, screenHeight: 800, frameKey: "End")
  }

  @Test("200,000 events draw bars of counts, one bar per column for spans and the chart")
  func denseTrace() {
    var file = FileReport(path: "big.json", events: 200_000)
    file.timeline = Self.timeline(events: 200_000)
    let html = HTMLReporter.render(Report(files: [file], rules: [], spec: ""))
    #expect(!html.contains("<circle"))
    #expect(html.contains("class=\"dense\""))
    // 50,000 spans and 100,000 chart steps, folded into the plot's 259 columns.
    #expect(html.utf8.count < 400_000, "\(html.utf8.count) bytes")
  }

  @Test("a sequence error draws its repair: a ghost for a missing event, a cross for a swap")
  func repairsAreDrawn() throws {
    let html = HTMLReporter.render(
      try Self.report([
        "violations/sequence-order-missing-didshow.json", "violations/sequence-order-swapped.json",
      ]))
    #expect(
      html.contains(
        #"<circle class="ghost" data-before="11""#), "no ghost before event 11")
    #expect(html.contains("<title>missing UIKeyboardDidShowNotification: insert "))
    #expect(html.contains(#"<path class="swap" data-event="0""#))
    // Each drawn event says what it is: index, line, time, name and payload.
    #expect(html.contains("<title>event 0, line "))
    #expect(html.contains(": UIKeyboardWillShowNotification: UIKeyboardFrameBeginUserInfoKey = "))
  }

  @Test("a 2,000-file batch draws at most a hundred of its worst files")
  func largeBatch() {
    let files = (0..<2_000).map { index -> FileReport in
      var file = FileReport(
        path: "traces/\(index).json", events: 200,
        findings: index % 50 == 0
          ? [Finding(ruleId: "r", severity: .error, message: "m", event: 3, position: .start)] : [])
      file.timeline = Self.timeline(events: 200)
      return file
    }
    let html = HTMLReporter.render(Report(files: files, rules: [], spec: ""))
    #expect(html.components(separatedBy: "<svg class=\"timeline\"").count - 1 == 40)
    #expect(html.components(separatedBy: "<section class=\"trace\"").count - 1 == 2_000)
    #expect(html.utf8.count < 12_000_000, "\(html.utf8.count) bytes")
    // When every file has an error, the hundred first of the worst are drawn.
    let failing = files.map { file in
      var file = file
      file.findings = [
        Finding(ruleId: "r", severity: .error, message: "m", event: 3, position: .start)
      ]
      return file
    }
    let all = HTMLReporter.render(Report(files: failing, rules: [], spec: ""))
    #expect(
      all.components(separatedBy: "<svg class=\"timeline\"").count - 1 == HTMLReporter.fullBatch)
  }

  @Test("kbcheck lint --format html --output writes the report; the exit status is the run's")
  func commandLine() throws {
    let workspace = try Workspace(["violations/sequence-order-missing-didshow.json"])
    let run = try workspace.run(["lint", "--format", "html", "--output", "r.html", "traces"])
    #expect(run.status == 1)
    let html = try workspace.read("r.html")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<svg class=\"timeline\""))
    #expect(html.contains("data-rule=\"sequence-order\""))
  }
}
