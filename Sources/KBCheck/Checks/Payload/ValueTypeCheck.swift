/// The `value-type` check: each known key's value reads as the type the spec declares.
struct ValueTypeCheck: PayloadCheck {
  /// The severity of another NSNumber type that still fits, in a synthetic trace (default: the
  /// rule's, at most a warning).
  var bridges: Severity?
  /// The severity of such a value in a captured trace (default: not reported: CFNumber keeps no
  /// signedness, so a recorder on a device sees NSUInteger values as NSInteger).
  var captured: Severity?

  /// Nothing to validate.
  func validate(_ rule: RuleSpec, in spec: Spec) throws(InputError) {}

  /// It applies no quirk.
  func quirks(in spec: Spec) -> [String] {
    []
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule, check: self)
  }
}

extension ValueTypeCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    /// The rule's options.
    let check: ValueTypeCheck
    private(set) var findings: [Finding] = []

    init(rule: RuleSpec, check: ValueTypeCheck) {
      self.rule = rule
      self.check = check
    }

    mutating func visit(
      _ entry: LocatedKey, _ type: ValueType, grade: ValueReader.Grade, event: PayloadPass.Event,
      context: TraceContext
    ) {
      guard grade != .exact else { return }  // the common case, before any wording
      let expected = ValueReader.article(type)
      let poster = context.spec.spec.postedBy
      switch grade {
      case .exact:
        break
      case .bridges(let actual):
        // CFNumber keeps no signedness, so a recorder on a device sees NSUInteger values as
        // NSInteger: in a capture a value that bridges is only reported if the spec says so.
        let severity =
          context.trace.origin.isCaptured
          ? check.captured : check.bridges ?? min(rule.severity, .warning)
        guard let severity else { return }
        findings.append(
          context.finding(
            rule,
            "\(entry.key) is \(actual); \(poster) sends \(expected). Consumers still read it, "
              + "but the payload is not what \(poster) posts",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position, severity: severity))
      case .unknownType(let name):
        let names = ValueType.allCases.map(\.rawValue)
        let hint =
          MessageText.closestLoosely(to: name, in: names).map { ", did you mean \($0)?" } ?? ""
        findings.append(
          context.finding(
            rule,
            "\(entry.key) has the type \(MessageText.quoted(name)), which the trace format does "
              + "not know (\(names.joinedText(separator: ", ")), or a Swift type such as "
              + "Double\(hint)); \(poster) sends \(expected)",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position))
      case .breaks(let actual):
        findings.append(
          context.finding(
            rule,
            "\(entry.key) is \(actual); expected \(expected), so a consumer reading it as "
              + "\(type.rawValue) gets nil or garbage",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position))
      }
    }
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension ValueTypeCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    try options?.rejectUnknown(["bridges", "captured"], "option of a value-type check")
    bridges = try options.flatMap { options throws(InputError) in
      try reader.severity(options, "bridges")
    }
    captured = try options.flatMap { options throws(InputError) in
      try reader.severity(options, "captured")
    }
  }
}
