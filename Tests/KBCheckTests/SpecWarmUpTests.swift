import Testing

@testable import KBCheck

/// The built-in spec compiled ahead on a second thread (``SpecWarmUp``): the run takes the one
/// compilation the process makes, whichever thread made it.
@Suite struct SpecWarmUpTests {
  @Test func aRunTakesTheCompilationTheThreadMade() throws {
    SpecWarmUp.start()
    let first = try CompiledSpec.builtIn()
    SpecWarmUp.start()
    #expect(try CompiledSpec.builtIn() === first)
    #expect(SpecWarmUp.processorsAvailable >= 1)
  }

  @Test func aLintWithTheWarmUpReportsWhatOneWithoutItReports() throws {
    // A run that names the spec file starts no warm-up; the default one does.
    let trace = Paths.root.appendingPathComponent(
      "Traces/violations/sequence-order-missing-didshow.json"
    ).path
    let warmed = KBCheckCommand.run(["lint", "--no-config", "--format", "json", trace])
    let named = KBCheckCommand.run([
      "lint", "--no-config", "--format", "json", "--spec",
      Paths.root.appendingPathComponent("Specs/uikit-keyboard.json").path, trace,
    ])
    #expect(warmed.status == named.status)
    #expect(warmed.output == named.output)
  }
}
