import Foundation
import Testing

@testable import KBCheck

/// Expanding directories into inputs: every trace below, sorted, links to files taken, links
/// to directories followed (each directory once), and nothing dropped without an unusable
/// entry.
@Suite struct InputCollectorTests {
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kbcheck-inputs-\(UUID())")

  private func make(_ relative: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: url)
  }

  @Test("a directory expands to its traces at every depth, in sorted order")
  func nestedDirectoriesInSortedOrder() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["b.json", "a/z.log", "a/deep/y.json", "c.txt", "a.json"] { try make(name) }
    let paths = InputCollector.collect([root.path]).map(\.path)
    let prefix = root.path + "/"
    #expect(
      paths == ["a.json", "a/deep/y.json", "a/z.log", "b.json"].map { prefix + $0 },
      "c.txt is not taken by the default globs")
  }

  @Test("hidden files and directories are left out of a scan, as a shell's * leaves them")
  func hiddenNamesLeftOut() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    for name in ["a.json", "._a.json", ".build/x.json", "b/.git/y.log", ".hidden.log"] {
      try make(name)
    }
    let prefix = root.path + "/"
    #expect(InputCollector.collect([root.path]).map(\.path) == [prefix + "a.json"])
    // Named, or matched by a pattern that names the dot, they are taken.
    #expect(InputCollector.collect([prefix + ".build"]).map(\.path) == [prefix + ".build/x.json"])
    #expect(InputCollector.collect([prefix + ".*.log"]).map(\.path) == [prefix + ".hidden.log"])
  }

  @Test("a linked directory is walked, once, after the tree: shared fixtures, and loops")
  func linkedDirectories() throws {
    let shared = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-shared-\(UUID())")
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: shared)
    }
    try make("own/a.json")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: shared.appendingPathComponent("f.json"))
    let manager = FileManager.default
    // A monorepo's fixtures linked in twice, a link back up the tree, one to the tree's own
    // subdirectory and one to `/`: the fixtures are listed once, under the first link; nothing
    // loops, and nothing around the scanned directory is taken in.
    for (name, target) in [
      ("fixtures", shared.path), ("more-fixtures", shared.path), ("own/up", ".."),
      ("alias", "own"), ("machine", "/"),
    ] {
      try manager.createSymbolicLink(
        atPath: root.appendingPathComponent(name).path, withDestinationPath: target)
    }
    // The link back into the fixtures from inside them adds nothing either.
    try manager.createSymbolicLink(
      atPath: shared.appendingPathComponent("back").path, withDestinationPath: root.path)
    let paths = InputCollector.collect([root.path]).map(\.path)
    let prefix = root.path + "/"
    let fixtures = ["fixtures/f.json", "more-fixtures/f.json"].map { prefix + $0 }
    #expect(paths.contains(prefix + "own/a.json"))
    #expect(paths.count == 2 && paths.contains { fixtures.contains($0) }, "\(paths)")
  }

  @Test("a link to a file is that file, checked once")
  func symbolicLinks() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try make("real/t.json")
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("link.json").path,
      withDestinationPath: root.appendingPathComponent("real/t.json").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("real/loop").path, withDestinationPath: root.path)
    let paths = InputCollector.collect([root.path]).map(\.path)
    // The link comes first in sorted order; its target is the same file (#18).
    #expect(paths == [root.path + "/link.json"])
    try make("other.json")
    try manager.removeItem(atPath: root.appendingPathComponent("link.json").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("link.json").path,
      withDestinationPath: root.appendingPathComponent("other.json").path)
    #expect(
      InputCollector.collect([root.path]).map(\.path) == [
        root.path + "/link.json", root.path + "/real/t.json",
      ])
  }

  @Test("a directory with no trace is an unusable input, not silence")
  func emptyDirectory() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try make("notes.txt")
    let inputs = InputCollector.collect([root.path])
    guard case .unusable(let path, let error)? = inputs.first, inputs.count == 1 else {
      Issue.record("expected one unusable input, got \(inputs)")
      return
    }
    #expect(path == root.path)
    #expect("\(error)".contains("holds no file matching"))
  }

  @Test("a glob says what it takes but cannot read, as a directory scan does")
  func globSaysUnusableMatches() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try make("good.json")
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("broken.json"),
      withDestinationURL: root.appendingPathComponent("missing.json"))
    #expect(mkfifo(root.appendingPathComponent("pipe.json").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("other.txt"),
      withDestinationURL: root.appendingPathComponent("missing.txt"))
    let inputs = InputCollector.collect([root.path + "/*.json"])
    let unusable = inputs.compactMap { input -> String? in
      guard case .unusable(let path, _) = input else { return nil }
      return URL(fileURLWithPath: path).lastPathComponent
    }
    #expect(unusable == ["broken.json", "pipe.json"], "what the pattern does not take is not said")
    #expect(inputs.count == 3)
  }

  @Test("a glob reaches into the directories its leading segments match, and no others")
  func globReachesDirectories() {
    #expect(Glob("**/*.json").reaches(into: "locked"))
    #expect(Glob("**/*.json").reaches(into: "a/b/c"))
    #expect(!Glob("**/*.json").reaches(into: ".hidden"), "** takes no hidden directory")
    #expect(Glob("**/.cache/*.json").reaches(into: ".cache"), "** may take no segment")
    #expect(Glob("**/.cache/*.json").reaches(into: "a/.cache"))
    #expect(!Glob("**/.cache/*.json").reaches(into: ".other"))
    #expect(!Glob("*.json").reaches(into: "locked"))
    #expect(Glob("traces/*/a.json").reaches(into: "traces/x"))
    #expect(Glob("./traces/*/a.json").reaches(into: "traces"))
    #expect(!Glob("traces/*/a.json").reaches(into: "traces/x/y"))
    #expect(!Glob("traces/*/a.json").reaches(into: "other"))
    #expect(Glob("t[ab]/**/x.log").reaches(into: "ta/deep/er"))
  }

  @Test("a shard without standard input does not read it")
  func shardWithoutStandardInput() {
    let inputs = InputCollector.collect(["-", Paths.traces.appendingPathComponent("clean").path])
    #expect(inputs.readsStandardInput)
    let rest = inputs.subset(1..<inputs.count)
    #expect(!rest.readsStandardInput)
    #expect(rest.map(\.path) == Array(inputs.dropFirst()).map(\.path))
  }
}
