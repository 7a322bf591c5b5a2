/// The `deprecated-keys` check: payloads that rely on deprecated keys.
///
/// Real devices put the deprecated keys into every payload, so a captured trace gets one note
/// per key with its count, or nothing with `"captured": "off"`. A synthetic trace (a test
/// double) gets the rule's severity at each event. A deprecated key without any of its
/// replacements is the `withoutReplacement` severity anywhere: whoever reads that payload can
/// only rely on the deprecated key.
struct DeprecatedKeysCheck: PayloadCheck {
  /// The severity of the one note per key in a captured trace (default: info).
  var captured: Severity?
  /// Whether a captured trace gets nothing for the keys its device sent.
  var capturedOff = false
  /// The severity of a deprecated key without any of its replacements (default: error).
  var withoutReplacement: Severity?

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

extension DeprecatedKeysCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    /// The rule's options.
    let check: DeprecatedKeysCheck
    private var findings: [Finding] = []
    private var counts: [Symbol: (first: Int, pointer: String, count: Int)] = [:]
    private var order: [Symbol] = []

    init(rule: RuleSpec, check: DeprecatedKeysCheck) {
      self.rule = rule
      self.check = check
    }

    /// Visits the deprecated key at index `key` of the spec, found in `event`'s payload.
    mutating func visit(
      _ entry: LocatedKey, key: Int, event: PayloadPass.Event, context: TraceContext
    ) {
      guard let deprecation = context.spec.spec.keys[key].deprecation,
        context.isAvailable(since: deprecation.since)
      else { return }
      // Whether a replacement exists on this device, and whether the payload carries one: read
      // from the spec's indices, with no name looked up or array made for each payload.
      var replaceable = false
      var replaced = false
      for replacement in context.spec.replacementKeys[key]
      where context.availableKeys.contains(replacement) {
        replaceable = true
        if event.present.contains(replacement) { replaced = true }
      }
      // A payload printed only in part may have had its replacement on a line not copied.
      let withoutReplacement = !event.isPartial && replaceable && !replaced
      // Captures carry deprecated keys in every payload and only count them: the words are
      // built for the findings made here.
      if context.trace.origin.isCaptured, !withoutReplacement {
        guard !check.capturedOff else { return }
        if counts[entry.key] == nil {
          order.append(entry.key)
          counts[entry.key] = (event.index, context.pointer(event: event.index, key: entry.key), 0)
        }
        counts[entry.key]?.count += 1
        return
      }
      let replacements = MessageText.list(deprecation.replacedBy)
      let since = deprecation.since.map { " since \(context.spec.spec.osName) \($0)" } ?? ""
      if withoutReplacement {
        findings.append(
          context.finding(
            rule,
            "\(entry.key) (deprecated\(since)) without \(replacements): code reading this "
              + "payload can only rely on the deprecated key",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position, severity: check.withoutReplacement ?? .error))
      } else {
        findings.append(
          context.finding(
            rule,
            "\(entry.key) is deprecated\(since): \(context.spec.spec.postedBy) still sends it, "
              + "but code under test should not need it; post \(replacements) and have the "
              + "code read those",
            event: event.index, pointer: context.pointer(event: event.index, key: entry.key),
            position: entry.position))
      }
    }

    func finish(_ context: TraceContext) -> [Finding] {
      var result = findings
      for key in order {
        guard let tally = counts[key], let spec = context.key(key.text) else { continue }
        let replacements = MessageText.list(spec.deprecation?.replacedBy ?? [])
        result.append(
          context.finding(
            rule,
            "\(key) is deprecated (on \(tally.count) event\(tally.count == 1 ? "" : "s") of this "
              + "capture, as devices send it); read \(replacements) instead",
            event: tally.first, pointer: tally.pointer, severity: check.captured ?? .info))
      }
      return result
    }
  }
}

/// Read from a spec in an extension, so the memberwise initializer stays: the built-in
/// spec's model (`BuiltInSpec+Model.swift`) calls it.
extension DeprecatedKeysCheck {
  init(_ options: ObjectReader?, _ reader: SpecPartsReader) throws(InputError) {
    try options?.rejectUnknown(
      ["captured", "withoutReplacement"], "option of a deprecated-keys check")
    if options?.member("captured")?.string == "off" {
      capturedOff = true
    } else {
      captured = try options.flatMap { options throws(InputError) in
        try reader.severity(options, "captured")
      }
    }
    withoutReplacement = try options.flatMap { options throws(InputError) in
      try reader.severity(options, "withoutReplacement")
    }
  }
}
