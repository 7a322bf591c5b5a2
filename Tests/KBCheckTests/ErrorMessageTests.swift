import Testing

@testable import KBCheck

/// Every error becomes text in one place, in the form compilers use.
@Suite struct ErrorMessageTests {
  private let place = SourcePosition(line: 3, column: 7)

  @Test("each kind of error has its one form")
  func forms() {
    let cases: [(KBCheckError, String)] = [
      (.usage("--jobs needs a value"), "kbcheck: --jobs needs a value"),
      (.input(path: "a.log", InputError("cut off", at: place)), "a.log:3:7: error: cut off"),
      (.input(path: "a.log", InputError("empty", at: nil)), "a.log: error: empty"),
      (
        .invalid(.spec, path: "s.json", InputError("unknown key", at: place)),
        "s.json:3:7: error: invalid spec: unknown key"
      ),
      (
        .unwritable(.baseline, path: "b.json", reason: "read-only"),
        "kbcheck: cannot write the baseline b.json: read-only"
      ),
      (
        .unwritable(.report, path: "r.sarif", reason: "full"), "kbcheck: cannot write r.sarif: full"
      ),
      (
        .unwritable(.jobSummary, path: "s.md", reason: ""),
        "kbcheck: cannot write the job summary s.md"
      ),
    ]
    for (error, text) in cases { #expect(error.description == text) }
    #expect(
      KBCheckError.outputIsInput(output: "x", input: "./x").description.hasPrefix(
        "kbcheck: refusing to write x: it is a file this run reads (./x)"))
  }

  @Test("a failed command prints each error on its own line and exits 2")
  func failedCommand() {
    let result = CommandResult.failure([
      .usage("one"), .input(path: "p", InputError("two", at: nil)),
    ])
    #expect(result.errorOutput == "kbcheck: one\np: error: two\n")
    #expect(result.status == .failure)
    #expect(result.status.rawValue == 2)
    #expect(result.output.isEmpty)
  }
}
