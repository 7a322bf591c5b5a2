import Foundation

/// A scratch directory (with copies of some example traces under `traces/`), removed
/// afterwards.
final class Workspace {
  let url: URL

  init(_ traces: [String] = []) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-test-\(UUID())")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("traces"), withIntermediateDirectories: true)
    for trace in traces {
      try FileManager.default.copyItem(
        at: Paths.traces.appendingPathComponent(trace),
        to: url.appendingPathComponent("traces/" + (trace as NSString).lastPathComponent))
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` inside the workspace.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }

  func run(_ arguments: [String]) throws -> CommandLineTests.Run {
    try CommandLineTests.run(arguments, in: url)
  }
}
