import Foundation
import Testing

@testable import KBCheck

/// The README's examples, as a new user copies them.
@Suite struct ReadmeExampleTests {
  /// The JSON block under the README's "Trace format" heading.
  static func traceFormatExample() throws -> String {
    let readme = try String(
      contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Trace format `keyboard-trace/1`"))
    let rest = readme[section.upperBound...]
    let open = try #require(rest.range(of: "```json\n"))
    let close = try #require(rest[open.upperBound...].range(of: "```"))
    return String(rest[open.upperBound..<close.lowerBound])
  }

  @Test("the trace format's example, copied from the README, is read and checked clean")
  func traceFormatExampleIsClean() throws {
    let text = try Self.traceFormatExample()
    #expect(text.contains("\"format\": \"keyboard-trace/1\""))
    let report = Check.lint(Array(text.utf8), path: "example.json")
    #expect(report.error == nil && report.problems.isEmpty, "\(report.problems)")
    #expect(report.events == 2)
    #expect(
      report.findings.filter { $0.severity != .info }.isEmpty,
      "\(report.findings.map(\.message))")
  }
}
