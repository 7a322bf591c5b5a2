import Foundation
import KeyboardTraceFormat
import Testing

@testable import KBCheck

/// `kbcheck generate --format swift`: the snippet compiles (against a stand-in for the UIKit
/// names it uses) and posts exactly the notifications of the JSON form.
@Suite struct SwiftSnippetTests {
  /// Requests with different shapes: the screen as object (iOS 16.1+), curve 0 and no
  /// IsLocal (iOS 6), a marker and a quirk's repeated pair (iOS 8.3).
  static let requests = [
    TraceGenerator.Request(scenario: .hide, device: "iphone-15", osVersion: "17.4"),
    TraceGenerator.Request(scenario: .show, device: "iphone-4s", osVersion: "6.1"),
    TraceGenerator.Request(
      scenario: .rotation, device: "iphone-6", osVersion: "8.3",
      quirks: ["rotation-delivered-twice"]),
  ]

  /// What the stand-in's observer prints for one event of the JSON form.
  static func line(_ event: RecordedEvent) -> String {
    var line = event.name + " object=" + (event.objectClass == nil ? "nil" : "UIScreen")
    for (key, value) in (event.userInfo ?? []).sorted(by: { $0.0 < $1.0 }) {
      let text: String
      switch value {
      case .rect(let x, let y, let width, let height): text = "rect(\(x),\(y),\(width),\(height))"
      case .point(let x, let y): text = "point(\(x),\(y))"
      case .floating(_, let number): text = "number(\(number))"
      case .integer(_, let number): text = "number(\(Double(number)))"
      case .bool(let flag): text = "bool(\(flag))"
      case .string(let string): text = "string(\(string))"
      }
      line += " \(key)=\(text)"
    }
    return line
  }

  @Test("the Swift form compiles and posts the same notifications as the JSON form")
  func compilesAndPostsTheTrace() throws {
    let generator = try TraceGenerator()
    let workspace = try Workspace()
    let standIn = Paths.root.appendingPathComponent("Tests/KBCheckTests/Fixtures/uikit-stand-in")
    var main = try String(contentsOf: standIn.appendingPathComponent("main.swift"), encoding: .utf8)
    var expected: [String] = []
    var sources: [String] = []
    for request in Self.requests {
      let trace = try generator.generate(request)
      let function = "postKeyboard" + request.scenario.rawValue.capitalized
      let run = try workspace.run(
        [
          "generate", request.scenario.rawValue, "--device", request.device, "--os-version",
          request.osVersion ?? "", "--format", "swift",
        ] + request.quirks.flatMap { ["--quirk", $0] })
      #expect(run.status == 0, "\(run.errorOutput)")
      #expect(run.output.contains("func \(function)("))
      let file = "\(function).swift"
      try workspace.write(file, run.output)
      sources.append(workspace.path(file))
      main += "record { \(function)(to: $0, object: UIScreen.main) }\n"
      expected += trace.events.map(Self.line) + ["--"]
    }
    try workspace.write("main.swift", main)
    let directory = workspace.url.path
    try Self.swiftc(
      [
        "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "UIKit",
        standIn.appendingPathComponent("UIKit.swift").path, "-o", directory + "/libUIKit.a",
      ], in: directory)
    try Self.swiftc(
      ["-I", directory, "-L", directory, "-lUIKit", workspace.path("main.swift")] + sources
        + ["-o", directory + "/posts"], in: directory)
    let posted = try BinaryRun.run(
      [], in: workspace.url, executable: URL(fileURLWithPath: directory + "/posts"))
    #expect(posted.status == 0, "\(posted.errorOutput)")
    #expect(posted.output.split(separator: "\n").map(String.init) == expected)
  }

  @Test("values are boxed as a device boxes them")
  func boxing() {
    #expect(
      SwiftSnippet.expression(.rect(0, 516, 393, 336))
        == "NSValue(cgRect: CGRect(x: 0, y: 516, width: 393, height: 336))")
    #expect(
      SwiftSnippet.expression(.point(196.5, 684)) == "NSValue(cgPoint: CGPoint(x: 196.5, y: 684))")
    #expect(
      SwiftSnippet.expression(.floating(type: "double", 0.25)) == "NSNumber(value: 0.25 as Double)")
    #expect(
      SwiftSnippet.expression(.integer(type: "NSUInteger", 7)) == "NSNumber(value: 7 as UInt)")
    #expect(
      SwiftSnippet.expression(.integer(type: "NSInteger", -1)) == "NSNumber(value: -1 as Int)")
    #expect(SwiftSnippet.expression(.bool(true)) == "NSNumber(value: true)")
    #expect(SwiftSnippet.literal("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
  }

  /// Runs the toolchain's `swiftc` (found on PATH) with `arguments`; its failure fails the test.
  static func swiftc(_ arguments: [String], in directory: String) throws {
    let run = try BinaryRun.run(
      ["swiftc"] + arguments, in: URL(fileURLWithPath: directory), seconds: 300,
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(run.status == 0, "\(arguments.prefix(3)): \(run.output)\(run.errorOutput)")
  }
}
