import Foundation
import Testing

@testable import KBCheck

/// What every device in a quirk's range does is accepted: kept with `--verbose`, dropped
/// otherwise, and then neither tallied nor put in words.
@Suite struct AcceptedQuirkTests {
  static let curve = "UIKeyboardAnimationCurveUserInfoKey"

  /// A show on iOS 17 with the private curve 7, which every device since iOS 7 sends.
  static var trace: Trace {
    var builder = TraceBuilder(os: "17.4")
    for name in TraceBuilder.show {
      builder.add(name) { entries in
        for index in entries.indices where entries[index].key.text == curve {
          entries[index].value = .typed(type: "NSUInteger", value: .number(7, isInteger: true))
        }
      }
    }
    return builder.trace
  }

  @Test("an accepted quirk is dropped without --verbose and kept with it")
  func dropsAcceptedOnlyWithoutVerbose() throws {
    let quirk = try #require(Check.spec.spec.quirks.firstIndex { $0.id == "private-curve-7" })
    for verbose in [false, true] {
      var engine = Engine(spec: Check.spec)
      engine.verbose = verbose
      let context = engine.context(Self.trace)
      #expect(context.dropsAccepted(quirk) == !verbose, "verbose: \(verbose)")
      let findings = engine.check(context).filter { $0.quirk == "private-curve-7" }
      #expect(findings.count == (verbose ? 1 : 0), "verbose: \(verbose)")
    }
    // A quirk that applies only on its known devices is never dropped as accepted.
    let partial = try #require(Check.spec.spec.quirks.firstIndex { !$0.everyDevice })
    #expect(!Engine(spec: Check.spec).context(Self.trace).dropsAccepted(partial))
  }

  @Test("an undocumented value's words are written when a message asks for them")
  func problemInWords() throws {
    let key = try #require(Check.spec.spec.keys.firstIndex { $0.name == Self.curve })
    let context = Engine(spec: Check.spec).context(Self.trace)
    let outcome = ValueDomainCheck.outcome(
      .untyped(.number(7, isInteger: true)), key: key, context: context)
    #expect(outcome.problem.hasPrefix("documented values are 0, 1, 2, 3"), "\(outcome.problem)")
    let fine = ValueDomainCheck.outcome(
      .untyped(.number(3, isInteger: true)), key: key, context: context)
    #expect(fine == .fine && fine.problem.isEmpty)
  }
}
