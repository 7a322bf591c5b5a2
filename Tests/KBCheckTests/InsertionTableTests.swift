import Foundation
import Testing

@testable import KBCheck

/// The repairs' insertion table: searched when a repair first asks, within a budget.
@Suite struct InsertionTableTests {
  /// The built-in spec's automaton with every notification, sequence and quirk.
  static func automaton() throws -> (CompiledSpec, Automaton) {
    let spec = try SpecLoader.load(path: nil)
    return (spec, try spec.automaton(for: spec.everything))
  }

  @Test("compiling searches nothing; the first lookup searches, once, and copies share it")
  func searchedWhenAsked() throws {
    let (spec, automaton) = try Self.automaton()
    #expect(automaton.insertions.cells == 0)
    let boundary = automaton.boundaries[try #require(spec.stateIndex["hidden"])]
    let didShow = Int32(try #require(spec.notificationIndex["UIKeyboardDidShowNotification"]))
    // From hidden, a DidShow needs the show's first notifications before it.
    let word = try #require(try automaton.insertions.word(from: boundary, accepting: didShow))
    #expect(!word.isEmpty && word.count <= InsertionTable.maximumLength)
    let names = word.map { spec.notificationNames[Int($0)] }
    #expect(names.contains("UIKeyboardWillShowNotification"), "\(names)")
    let searched = automaton.insertions.cells
    #expect(searched > 0)
    // The cached automaton is the same table: it is not searched again.
    let again = try spec.automaton(for: spec.everything)
    #expect(try again.insertions.word(from: boundary, accepting: didShow) == word)
    #expect(again.insertions.cells == searched)
  }

  @Test("a search past the budget is an error at every lookup, not a repair without insertions")
  func budgetIsKept() throws {
    let (spec, automaton) = try Self.automaton()
    let table = InsertionTable(
      automaton, symbolCount: spec.spec.notifications.count,
      budget: CompileBudget(steps: 10, at: nil))
    #expect(throws: InputError.self) { try table.searchAll() }
    for _ in 0..<2 {
      do {
        _ = try table.word(from: automaton.boundaries[0], accepting: 0)
        Issue.record("the lookup should have run out of budget")
      } catch {
        #expect(error.message.contains("too ambiguous to compile"), "\(error)")
      }
    }
    #expect(table.cells == 0)
    // With the whole budget every state is searched.
    let whole = InsertionTable(
      automaton, symbolCount: spec.spec.notifications.count, budget: CompileBudget(at: nil))
    try whole.searchAll()
    #expect(whole.cells > 0)
  }
}
