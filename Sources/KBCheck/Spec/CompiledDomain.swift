/// A value domain prepared for checking many values: the documented values already read, the
/// quirks already resolved to indices, and the words for messages already written.
final class CompiledDomain: Sendable {
  let allowed: [ValueReader.Reading]?
  let minimum: Double?
  let finite: Bool
  let nonEmpty: Bool
  let quirkValues: [(values: [ValueReader.Reading], quirk: Int)]
  /// The quirk that explains each kind of problem, if one does.
  let quirkProblems: [DomainProblem: Int]
  /// `documented values are 0, 1, 2, 3`, for messages: written when a value is not one of
  /// them (written for every domain at start, it cost a fortieth of a small trace's lint).
  var allowedDescription: String? {
    allowed.map { values in
      "documented values are " + values.map(ValueReader.describe).joinedText(separator: ", ")
    }
  }

  init(_ domain: ValueDomain, quirkIndex: [String: Int]) {
    allowed = domain.allowed?.map(ValueReader.read)
    minimum = domain.minimum
    finite = domain.finite
    nonEmpty = domain.nonEmpty
    quirkProblems = domain.quirkProblems.compactMapValues { quirkIndex[$0] }
    quirkValues = domain.quirkValues.compactMap { entry in
      quirkIndex[entry.quirk].map { (entry.values.map(ValueReader.read), $0) }
    }
  }

  /// Whether something is wrong with the value (``problem(_:)`` says what).
  func hasProblem(_ reading: ValueReader.Reading) -> Bool {
    kindOfProblem(reading) != nil
  }

  /// What is wrong with the value, or nil when it is documented.
  func problem(_ reading: ValueReader.Reading) -> String? {
    switch kindOfProblem(reading) {
    case nil: return nil
    case .undocumented: return allowedDescription
    case .kind(.notFinite):
      if case .number = reading { return "expected a finite number" }
      return "expected finite coordinates"
    case .kind(.belowMinimum): return "expected at least \(ValueReader.format(minimum ?? 0))"
    case .kind(.empty): return "expected a rectangle with a width and a height"
    }
  }

  /// What is wrong with a value: a kind of problem a quirk may explain, or not being among the
  /// documented values. Words for it are written only when a finding needs them.
  private enum Problem {
    case kind(DomainProblem)
    case undocumented
  }

  /// The problem with a value, or nil when it is documented.
  private func kindOfProblem(_ reading: ValueReader.Reading) -> Problem? {
    switch reading {
    case .number(let value, _):
      if finite, !value.isFinite { return .kind(.notFinite) }
      if let minimum, value < minimum { return .kind(.belowMinimum) }
    case .rect(let values), .point(let values):
      if finite, !values.allSatisfy(\.isFinite) { return .kind(.notFinite) }
      if case .rect = reading, nonEmpty, values.count == 4, !(values[2] > 0 && values[3] > 0) {
        return .kind(.empty)
      }
    default: break
    }
    if let allowed, !allowed.contains(where: { Self.matches(reading, $0) }) {
      return .undocumented
    }
    return nil
  }

  /// The index of the quirk that explains the value, if one does.
  func quirk(_ reading: ValueReader.Reading) -> Int? {
    if case .kind(let kind) = kindOfProblem(reading), let quirk = quirkProblems[kind] {
      return quirk
    }
    return quirkValues.first { $0.values.contains { Self.matches(reading, $0) } }?.quirk
  }

  /// Whether a value equals a documented one.
  static func matches(_ reading: ValueReader.Reading, _ other: ValueReader.Reading) -> Bool {
    switch (reading, other) {
    case (.number(let left, _), .number(let right, _)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.bool(let flag), .number(let value, _)), (.number(let value, _), .bool(let flag)):
      value == (flag ? 1 : 0)
    case (.string(let left), .string(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }
}
