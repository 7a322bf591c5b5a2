/// A value domain prepared for checking many values: the documented values already read, the
/// quirks already resolved to indices, and the words for messages already written.
final class CompiledDomain: Sendable {
  let allowed: [ValueReader.Reading]?
  let minimum: Double?
  let finite: Bool
  let quirkValues: [(values: [ValueReader.Reading], quirk: Int)]
  /// `documented values are 0, 1, 2, 3`, for messages.
  let allowedDescription: String?

  init(_ domain: ValueDomain, quirkIndex: [String: Int]) {
    allowed = domain.allowed?.map(ValueReader.read)
    minimum = domain.minimum
    finite = domain.finite
    quirkValues = domain.quirkValues.compactMap { entry in
      quirkIndex[entry.quirk].map { (entry.values.map(ValueReader.read), $0) }
    }
    allowedDescription = allowed.map { values in
      "documented values are " + values.map(ValueReader.describe).joined(separator: ", ")
    }
  }

  /// What is wrong with the value, or nil when it is documented.
  func problem(_ reading: ValueReader.Reading) -> String? {
    if case .number(let value, _) = reading {
      if finite, !value.isFinite { return "expected a finite number" }
      if let minimum, value < minimum { return "expected at least \(ValueReader.format(minimum))" }
    }
    if let allowed, !allowed.contains(where: { Self.matches(reading, $0) }) {
      return allowedDescription
    }
    return nil
  }

  /// The index of the quirk that explains the value, if one does.
  func quirk(_ reading: ValueReader.Reading) -> Int? {
    quirkValues.first { $0.values.contains { Self.matches(reading, $0) } }?.quirk
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
