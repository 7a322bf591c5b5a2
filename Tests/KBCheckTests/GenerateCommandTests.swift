import Foundation
import Testing

@testable import KBCheck

/// `kbcheck generate` on the built binary: what it writes, where, and how it refuses.
@Suite struct GenerateCommandTests {
  @Test("generate writes a trace that the same binary lints clean, the same each time")
  func writesCleanTrace() throws {
    let workspace = try Workspace()
    let arguments = ["generate", "hide", "--device", "iphone-15", "--os-version", "17.4"]
    let first = try workspace.run(arguments)
    #expect(first.status == 0, "\(first.errorOutput)")
    #expect(
      first.output.hasPrefix("{\n  \"format\": \"keyboard-trace/1\",\n  \"source\": \"synthetic\""))
    #expect(try workspace.run(arguments).output == first.output)
    // From iOS 16.1 the object is the screen.
    #expect(first.output.contains("\"object\": \"UIScreen\""))
    try workspace.write("hide.json", first.output)
    let lint = try workspace.run(["lint", "hide.json"])
    #expect(lint.status == 0)
    #expect(lint.output == "kbcheck: 1 file (8 events): 0 errors, 0 warnings, 0 notes\n")
  }

  @Test("generate rotation --device iphone-15 --os-version 17.4 writes the golden trace")
  func rotationGolden() throws {
    let run = try CommandLineTests.run([
      "generate", "rotation", "--device", "iphone-15", "--os-version", "17.4",
    ])
    #expect(run.status == 0)
    let golden = try String(
      contentsOf: Paths.root.appendingPathComponent(
        "Tests/KBCheckTests/Golden/generated/rotation-iphone-15-17.4.json"), encoding: .utf8)
    #expect(run.output == golden)
  }

  @Test("--out writes through a temporary file; it never writes over the spec it reads")
  func out() throws {
    let workspace = try Workspace()
    let run = try workspace.run(["generate", "show", "--device", "iphone-xr", "--out", "show.json"])
    #expect(run.status == 0 && run.output.isEmpty, "\(run.errorOutput)")
    #expect(try workspace.read("show.json").contains("\"osVersion\": \"18.0\""))
    let spec = try String(
      contentsOf: Paths.root.appendingPathComponent("Specs/uikit-keyboard.json"), encoding: .utf8)
    try workspace.write("team.json", spec)
    try workspace.write(
      "team.devices.json",
      try String(
        contentsOf: Paths.root.appendingPathComponent("Specs/uikit-keyboard.devices.json"),
        encoding: .utf8))
    let clash = try workspace.run(["generate", "show", "--spec", "team.json", "--out", "team.json"])
    #expect(clash.status == 2)
    #expect(try workspace.read("team.json") == spec)
    // The catalog beside the spec is found by its name; the built-in spec by its name has
    // the built-in catalog.
    #expect(try workspace.run(["generate", "show", "--spec", "team.json"]).status == 0)
    #expect(try workspace.run(["generate", "show", "--spec", "uikit-keyboard"]).status == 0)
  }

  @Test("--list names the scenarios, the devices with their versions, and the quirks")
  func list() throws {
    let run = try CommandLineTests.run(["generate", "--list"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("SCENARIOS:\n  show "))
    #expect(run.output.contains("  interactive-dismissal  the keyboard appears, is dragged"))
    #expect(
      run.output.contains("  iphone-15    iPhone 15, phone, 393x852 pt, iOS 17.0 and later\n"))
    #expect(run.output.contains("  rotation-delivered-twice    a rotation's hide and show pair"))
  }

  @Test("a spec without a device catalog still checks; generate says what the catalog gives")
  func specWithoutCatalog() throws {
    let workspace = try Workspace(["clean/iphone-show-hide-ios17.json"])
    try workspace.write(
      "bare.json", String(decoding: try Paths.bytes("../Specs/text-editing.json"), as: UTF8.self))
    #expect(try workspace.run(["lint", "--spec", "bare.json", "traces"]).status != 2)
    let run = try workspace.run(["generate", "show", "--spec", "bare.json"])
    #expect(run.status == 2)
    #expect(run.errorOutput.contains("the spec has no device catalog"), "\(run.errorOutput)")
    for part in ["\"frames\"", "\"values\"", "\"timing\"", "\"devices\"", "bare.devices.json"] {
      #expect(run.errorOutput.contains(part), "\(part)")
    }
  }

  @Test("what cannot be generated is a usage error with exit status 2, saying why")
  func refusals() throws {
    let cases: [([String], String)] = [
      (["generate"], "usage: kbcheck generate SCENARIO"),
      (
        ["generate", "dance"],
        "unknown scenario 'dance'; scenarios: show, hide, rotation, resize, interactive-dismissal, hardware-keyboard, undock, dock, floating-drag"
      ),
      (["generate", "show", "--device", "nokia"], "no device \"nokia\" in the device catalog"),
      (
        ["generate", "show", "--device", "iphone-6", "--os-version", "17.0"],
        "iPhone 6 (QuickType bar off) runs iOS 8.0 up to"
      ),
      (["generate", "show", "--format", "yaml"], "generate writes --format json"),
      (
        ["generate", "rotation", "--device", "iphone-4s", "--os-version", "9.3"],
        "gives no landscape keyboard height for iPhone 4s"
      ),
    ]
    for (arguments, message) in cases {
      let run = try CommandLineTests.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.errorOutput.contains(message), "\(arguments): \(run.errorOutput)")
    }
  }

  @Test("a broken catalog is an error at its line and column")
  func brokenCatalog() throws {
    let workspace = try Workspace()
    try workspace.write("devices.json", "{\"format\": \"kbcheck-devices/1\", \"frames\": 3}")
    let run = try workspace.run(["generate", "show", "--devices", "devices.json"])
    #expect(run.status == 2)
    #expect(
      run.errorOutput.contains(
        "devices.json:1:43: error: invalid device catalog: \"frames\" must be a JSON object, found a number"
      ),
      "\(run.errorOutput)")
    // A catalog that names a key its spec does not know cannot produce a valid payload.
    let built = try String(
      contentsOf: Paths.root.appendingPathComponent("Specs/uikit-keyboard.devices.json"),
      encoding: .utf8)
    try workspace.write(
      "renamed.json",
      built.replacingOccurrences(
        of: "\"end\": \"UIKeyboardFrameEndUserInfoKey\"", with: "\"end\": \"EndFrame\""))
    let renamed = try workspace.run(["generate", "show", "--devices", "renamed.json"])
    #expect(renamed.status == 2)
    #expect(
      renamed.errorOutput.contains(
        "renamed.json:7:12: error: invalid device catalog: names the key \"EndFrame\", which the spec does not know"
      ),
      "\(renamed.errorOutput)")
  }
}
