import Foundation
import Testing

@testable import KBCheck

/// The library's own text joining, which start-up depends on (see `JoinedText.swift`).
struct JoinedTextTests {
  @Test("joins strings and substrings as joined(separator:) does")
  func joinsLikeTheStandardLibrary() {
    #expect([String]().joinedText(separator: ", ") == "")
    #expect(["a"].joinedText(separator: ", ") == "a")
    #expect(["a", "", "c"].joinedText(separator: ", ") == "a, , c")
    #expect(["x", "y"].joinedText() == "xy")
    let parts = "usr/local/bin".split(separator: "/")
    #expect(parts.joinedText(separator: "/") == "usr/local/bin")
    #expect(parts.dropFirst().joinedText(separator: "/") == "local/bin")
    // Non-ASCII text, a combining mark at a seam, and more than the buffer first holds.
    let mixed = ["弹出", "e", "\u{301}x", String(repeating: "ab", count: 300)]
    #expect(mixed.joinedText(separator: " · ") == mixed.joined(separator: " · "))
    #expect(mixed.joinedText() == mixed.joined())
    // The same through the general join (substrings) and the arrays' own (strings).
    let substrings = mixed.map { $0[...] }
    #expect(substrings.joinedText(separator: " · ") == mixed.joined(separator: " · "))
    #expect(mixed.joinedText(separator: "") == substrings.joinedText())
  }

  @Test("the library never calls the standard library's joined(separator:)")
  func libraryUsesItsOwnJoin() throws {
    var offenders: [String] = []
    for (path, text) in try Paths.librarySources() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(".joined(")
      {
        offenders.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(offenders == [])
  }
}
