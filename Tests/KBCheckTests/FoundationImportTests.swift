import Foundation
import Testing

/// The library and the command reach Foundation through FoundationEssentials wherever that
/// module exists (Linux): all of Foundation brings ICU and CoreFoundation into the binary, and
/// with them tens of thousands of pointers the loader rewrites at every start (`--version`
/// took 1.68 ms with them and 1.29 without, on the benchmark machine).
@Suite struct FoundationImportTests {
  /// The folders of the code the `kbcheck` binary is built from.
  static let folders = ["Sources/KBCheck", "Sources/KeyboardTraceFormat", "Sources/kbcheck"]

  @Test("an import of Foundation only stands where FoundationEssentials cannot be imported")
  func foundationOnlyInTheFallback() throws {
    var files = 0
    for folder in Self.folders {
      let root = Paths.root.appendingPathComponent(folder)
      let walker = try #require(FileManager.default.enumerator(atPath: root.path))
      for case let path as String in walker where path.hasSuffix(".swift") {
        files += 1
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, line) in lines.enumerated()
        where line.hasPrefix("import") && line.split(separator: " ").last == "Foundation" {
          let guarded =
            index >= 3 && lines[index - 1] == "#else"
            && lines[index - 3] == "#if canImport(FoundationEssentials)"
          #expect(guarded, "\(folder)/\(path):\(index + 1): \(line) outside the fallback")
        }
      }
    }
    #expect(files > 200)
  }
}
