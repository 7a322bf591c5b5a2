import Foundation
import KeyboardTraceFormat
import Testing

@testable import KBCheck

/// `kbcheck generate`: every scenario on every catalog device and OS version lints clean,
/// asked quirks are present and explained, and the output is the same every time.
@Suite struct GenerationTests {
  static let generator: TraceGenerator = {
    do { return try TraceGenerator() } catch { fatalError("the built-in catalog: \(error)") }
  }()

  /// The OS versions the matrix tries on each device that runs them.
  static let versions = [
    "4.3", "5.1", "6.1", "7.1", "8.3", "8.4", "9.3", "10.3", "12.4", "13.7", "15.8", "16.0",
    "16.1", "17.4", "18.0",
  ].compactMap(OSVersion.init)

  /// Every scenario × device × version the generator accepts, with why it refused the others.
  static var matrix: [(TraceGenerator.Request, String)] {
    var requests: [(TraceGenerator.Request, String)] = []
    for scenario in Scenario.allCases {
      for device in generator.catalog.devices {
        for version in versions where device.runs(version) {
          requests.append(
            (
              TraceGenerator.Request(
                scenario: scenario, device: device.id, osVersion: version.text),
              "\(scenario.rawValue) on \(device.id) with \(version.text)"
            ))
        }
      }
    }
    return requests
  }

  /// The findings of linting `trace` as a file, the way `kbcheck lint` reads one.
  static func lint(_ trace: RecordedTrace) -> FileReport {
    Linter(engine: Engine(spec: generator.spec)).check(
      bytes: Array(trace.jsonText.utf8), path: "generated.json")
  }

  @Test("every scenario on every device and OS version lints clean, with no finding at all")
  func matrixLintsClean() throws {
    var generated: Set<Scenario> = []
    for (request, label) in Self.matrix {
      let trace: RecordedTrace
      do {
        trace = try Self.generator.generate(request)
      } catch {
        // The refusals the matrix allows: a number no source gives (the catalog leaves it
        // out), and a scenario that is a quirk on a device where the quirk does not occur.
        let text = "\(error)"
        #expect(
          text.contains("the device catalog gives no ")
            || text.contains("scenario is what the spec documents as")
            || text.contains("scenario needs a floating keyboard"), "\(label): \(error)")
        continue
      }
      generated.insert(request.scenario)
      let report = Self.lint(trace)
      #expect(report.error == nil && report.problems.isEmpty, "\(label)")
      // Nothing at all, but the notes on what the scenario is (a drag nothing announced).
      let variants = request.scenario.variants.map {
        Set([$0.quirk].compactMap { $0 } + $0.companions)
      }
      let documented = variants.reduce(Set<String>()) { $0.union($1) }
      let unexpected = report.findings.filter {
        !($0.severity == .info && $0.quirk.map(documented.contains) == true)
      }
      #expect(unexpected.isEmpty, "\(label): \(unexpected.map(\.message))")
      // A scenario that is a quirk shows exactly the quirks of one of its variants.
      let shown = Set(report.findings.compactMap(\.quirk))
      #expect(variants.contains(shown), "\(label): \(shown)")
      #expect(report.events == trace.events.count, "\(label)")
    }
    #expect(generated == Set(Scenario.allCases))
  }

  @Test(
    "the built-in catalog is Specs/uikit-keyboard.devices.json (run Scripts/embed-default-spec)")
  func builtInCatalogMatchesFile() throws {
    let file = try String(
      contentsOf: Paths.root.appendingPathComponent("Specs/uikit-keyboard.devices.json"),
      encoding: .utf8)
    #expect(BuiltInDevices.json == file.trimmingCharacters(in: .newlines))
  }

  @Test("every device, height and value in the built-in catalog names its source")
  func catalogSources() throws {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(BuiltInDevices.json.utf8)) as? [String: Any])
    var sourced: [[String: Any]] = (root["values"] as? [[String: Any]] ?? [])
    sourced += [root["frames"], root["timing"], root["hardwareKeyboard"]].compactMap {
      $0 as? [String: Any]
    }
    sourced += root["keyboardModes"] as? [[String: Any]] ?? []
    for device in root["devices"] as? [[String: Any]] ?? [] {
      sourced.append(device)
      let heights = device["keyboard"] as? [[String: Any]] ?? []
      sourced += heights
      sourced += heights.compactMap { $0["resized"] as? [String: Any] }
    }
    #expect(sourced.count > 10)
    for object in sourced {
      #expect((object["source"] as? String).map { !$0.isEmpty } == true, "\(object)")
    }
  }

  @Test("before iOS 8 a landscape frame keeps the portrait screen's axes (seed 002's iPhone)")
  func portraitFixedRotation() throws {
    let trace = try Self.generator.generate(
      .init(scenario: .rotation, device: "iphone-4s", osVersion: "6.1"))
    let ends = trace.events.compactMap { event -> TypedValue? in
      event.userInfo?.first { $0.0 == "UIKeyboardFrameEndUserInfoKey" }?.1
    }
    #expect(ends.first == .rect(0, 264, 320, 216))
    #expect(ends.last == .rect(158, 0, 162, 480))
    #expect(Self.lint(trace).findings.isEmpty)
  }

  @Test("a hardware keyboard: nothing before iOS 9, then the shortcuts bar or the accessory")
  func hardwareKeyboard() throws {
    let cases: [(String, String, String, Int)] = [
      ("iphone-4s", "6.1", "hardware-keyboard", 2),
      ("ipad-9.7", "12.4", "mostly-offscreen-show", 10),
      ("iphone-15", "17.4", "accessory-only-show", 10),
    ]
    for (device, version, quirk, events) in cases {
      let trace = try Self.generator.generate(
        .init(scenario: .hardwareKeyboard, device: device, osVersion: version))
      #expect(trace.events.count == events, "\(device)")
      let report = Self.lint(trace)
      #expect(report.findings.map(\.quirk) == [quirk], "\(device): \(report.findings)")
    }
  }

  @Test("undock: a hide, then frame changes only, on an iPad whose trace says undocked")
  func undock() throws {
    let trace = try Self.generator.generate(.init(scenario: .undock, device: "ipad-9.7"))
    #expect(trace.device.contains { $0.0 == "keyboard" && $0.1 == .string("undocked") })
    let names = trace.events.map(\.name).map { $0.dropFirst(10).dropLast(12) }
    #expect(
      names.suffix(4) == ["WillChangeFrame", "DidChangeFrame", "WillChangeFrame", "DidChangeFrame"])
    #expect(Set(Self.lint(trace).findings.map(\.quirk)) == ["split-or-floating-keyboard"])
  }

  @Test("dock: after the undocked moves, a show from where the keyboard was left")
  func dock() throws {
    let trace = try Self.generator.generate(.init(scenario: .dock, device: "ipad-9.7"))
    let names = trace.events.map(\.name).map { $0.dropFirst(10).dropLast(12) }
    #expect(names.suffix(4) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    let raised = trace.events[11].userInfo?.first { $0.0 == "UIKeyboardFrameEndUserInfoKey" }?.1
    let begin = trace.events[12].userInfo?.first { $0.0 == "UIKeyboardFrameBeginUserInfoKey" }?.1
    #expect(raised != nil && begin == raised)
    #expect(Set(Self.lint(trace).findings.map(\.quirk)) == ["split-or-floating-keyboard"])
  }

  @Test("floating drag: a hide, then CGRectZero frame changes, on an iPad from iPadOS 13 only")
  func floatingDrag() throws {
    let trace = try Self.generator.generate(.init(scenario: .floatingDrag, device: "ipad-10.2"))
    #expect(trace.device.contains { $0.0 == "keyboard" && $0.1 == .string("floating") })
    let names = trace.events.map(\.name).map { $0.dropFirst(10).dropLast(12) }
    #expect(
      names.dropFirst(4).prefix(4) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    #expect(
      names.suffix(4) == ["WillChangeFrame", "DidChangeFrame", "WillChangeFrame", "DidChangeFrame"])
    let ends = trace.events.suffix(4).map { event in
      event.userInfo?.first { $0.0 == "UIKeyboardFrameEndUserInfoKey" }?.1
    }
    #expect(ends.allSatisfy { $0 == .rect(0, 0, 0, 0) })
    #expect(
      Set(Self.lint(trace).findings.map(\.quirk)) == ["split-or-floating-keyboard", "odd-frames"])
    // No floating keyboard before iPadOS 13, nor on an iPhone.
    for device in ["ipad-9.7", "iphone-15"] {
      #expect(throws: KBCheckError.self) {
        try Self.generator.generate(.init(scenario: .floatingDrag, device: device))
      }
    }
  }

  @Test("the same request writes the same trace")
  func deterministic() throws {
    let request = TraceGenerator.Request(scenario: .rotation, device: "iphone-6")
    let first = try Self.generator.generate(request).jsonText
    let second = try TraceGenerator().generate(request).jsonText
    #expect(first == second)
  }

  @Test("rotation on an iPhone 15 with iOS 17.4: frames turn to landscape; payloads typed exactly")
  func rotationGolden() throws {
    let trace = try Self.generator.generate(
      TraceGenerator.Request(scenario: .rotation, device: "iphone-15", osVersion: "17.4"))
    let golden = Paths.root.appendingPathComponent(
      "Tests/KBCheckTests/Golden/generated/rotation-iphone-15-17.4.json")
    if GoldenTests.record {
      try trace.jsonText.write(to: golden, atomically: true, encoding: .utf8)
    }
    #expect(trace.jsonText == (try String(contentsOf: golden, encoding: .utf8)))
    // Before the rotation marker frames span the portrait width, after it the landscape one.
    let marker = try #require(trace.events.firstIndex { $0.userInfo == nil })
    let widths = trace.events.map { event -> Double? in
      guard
        case .rect(_, _, let width, _)? = event.userInfo?.first(where: {
          $0.0 == "UIKeyboardFrameEndUserInfoKey"
        })?.1
      else { return nil }
      return width
    }
    #expect(widths[..<marker].allSatisfy { $0 == 393 })
    #expect(widths[(marker + 1)...].suffix(4).allSatisfy { $0 == 852 })
    // Every value has the exact type the spec declares for its key.
    let types = Dictionary(
      uniqueKeysWithValues: Self.generator.spec.spec.keys.map { ($0.name, $0.type.rawValue) })
    for event in trace.events {
      for (key, value) in event.userInfo ?? [] {
        #expect(Self.typeName(value) == types[key], "\(event.name) \(key)")
      }
    }
  }

  static func typeName(_ value: TypedValue) -> String {
    switch value {
    case .rect: "CGRect"
    case .point: "CGPoint"
    case .floating(let type, _), .integer(let type, _): type
    case .bool: "BOOL"
    case .string: "NSString"
    }
  }

  @Test("each quirk generate can produce appears when asked and is explained as a note")
  func askedQuirks() throws {
    let spec = Self.generator.spec.spec
    let producible = spec.quirks.filter { GenerationListing.producible($0.id, in: spec) }
    #expect(producible.count >= 4)
    var produced: Set<String> = []
    for quirk in producible {
      // The first scenario, device and version where the quirk occurs and can be produced.
      search: for (request, label) in Self.matrix {
        var asked = request
        asked.quirks = [quirk.id]
        guard let trace = try? Self.generator.generate(asked) else { continue }
        let report = Self.lint(trace)
        #expect(!report.findings.isEmpty, "\(label) with \(quirk.id)")
        for finding in report.findings {
          #expect(finding.quirk == quirk.id && finding.severity == .info, "\(label): \(finding)")
        }
        produced.insert(quirk.id)
        break search
      }
    }
    // Interleaved shows and hidden frame changes need scenarios generate does not have yet.
    let expected: Set = [
      "several-will-change-frame", "repeated-show", "rotation-delivered-twice",
      "interleaved-first-show",
    ]
    #expect(expected.isSubset(of: produced), "\(produced.sorted())")
  }

  @Test("a quirk outside its devices, an unknown device, a version the device never ran: errors")
  func refusals() throws {
    func message(_ request: TraceGenerator.Request) -> String {
      do {
        _ = try Self.generator.generate(request)
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message(.init(scenario: .rotation, device: "iphone-15", quirks: ["rotation-delivered-twice"]))
        .contains("does not occur on iPhone 15 with iOS 18.0: it occurs iOS 8.3 up to"))
    #expect(message(.init(scenario: .show, device: "iphone-1")).contains("devices: "))
    #expect(
      message(.init(scenario: .show, device: "iphone-15", osVersion: "12.0"))
        .contains("iPhone 15 runs iOS 17.0 and later"))
    #expect(
      message(.init(scenario: .show, device: "iphone-15", quirks: ["no-such-quirk"]))
        .contains("no quirk \"no-such-quirk\""))
    // No source gives an iPhone 4s keyboard with the QuickType bar in landscape.
    #expect(
      message(.init(scenario: .rotation, device: "iphone-4s", osVersion: "9.3"))
        .contains("gives no landscape keyboard height for iPhone 4s with iOS 9.3"))
  }
}
