/// The `required-keys` check: each notification carries the keys the spec requires of it.
///
/// A key is required where it exists on every OS version the trace may be from. Where the trace
/// does not say its version and its payloads leave open whether the key existed yet, a missing
/// key is one note per key, saying what `--os-version` would decide: never a guessed error.
struct RequiredKeysCheck: PayloadCheck, OptionlessCheck {
  /// It applies no quirk (a missing key is one; the keys' quirks only document it).
  func quirks(in spec: Spec) -> [String] {
    []
  }

  /// The check on one trace: its rule, what it found, what it tallies.
  func pass(_ rule: RuleSpec) -> Pass {
    Pass(rule: rule)
  }
}

extension RequiredKeysCheck {
  /// The check on one trace, fed by the payload pass.
  struct Pass: Sendable {
    let rule: RuleSpec
    private(set) var findings: [Finding] = []
    /// Keys missing where the version leaves it open: the first event and how many.
    private var open: [Int: (first: Int, count: Int)] = [:]

    init(rule: RuleSpec) {
      self.rule = rule
    }

    /// `recorded` says whether the event's userInfo was recorded, `isNil` whether it was
    /// posted without one.
    mutating func visit(
      _ event: PayloadPass.Event, recorded: Bool, isNil: Bool, context: TraceContext
    ) {
      // A userInfo printed in part may have had the key on a line that was not copied.
      guard !event.isPartial else { return }
      // A payload without a name must carry what every notification carries.
      let unnamed = event.notificationIndex == TraceContext.unnamed
      guard event.notificationIndex >= 0 || unnamed else { return }
      let documented =
        unnamed
        ? context.spec.keysRequiredEverywhere : context.spec.requiredKeys[event.notificationIndex]
      let required = documented.intersection(context.availableKeys)
      // Only a trace whose version is a range has keys whose requirement is open.
      let undecided = documented.intersection(context.possibleKeys).subtracting(required)
      // A notification posted without a userInfo lacks every key, as an empty one does.
      if recorded || isNil, !undecided.isEmpty {
        for key in undecided.subtracting(event.present).indices {
          open[key, default: (event.index, 0)].count += 1
        }
      }
      guard !required.isEmpty else { return }
      guard recorded else {
        // A userInfo that was not recorded (an order-only log) says nothing about its keys.
        guard isNil else { return }
        report(event, "has no userInfo; it must carry", required, unnamed: unnamed, context)
        return
      }
      let missing = required.subtracting(event.present)
      guard !missing.isEmpty else { return }
      report(event, "is missing", missing, unnamed: unnamed, context)
    }

    /// Reports that `event` lacks `keys`; `what` says how. The words are made here, for a
    /// finding: made for every event, they cost as much as the rest of the check.
    private mutating func report(
      _ event: PayloadPass.Event, _ what: String, _ keys: KeySet, unnamed: Bool,
      _ context: TraceContext
    ) {
      let spec = context.spec.spec
      let name =
        unnamed ? "this payload without a name" : spec.notifications[event.notificationIndex].name
      let every = unnamed ? ", which every notification of the spec carries" : ""
      findings.append(
        context.finding(
          rule,
          "\(name) \(what) \(MessageText.list(keys.indices.map { spec.keys[$0].name }, "and"))\(every)",
          event: event.index, pointer: context.pointer(event: event.index)))
    }

    /// The findings, with one note per key whose absence the trace's version leaves open.
    func finish(_ context: TraceContext) -> [Finding] {
      var result = findings
      let os = context.spec.spec.osName
      for (key, tally) in open.sorted(by: { $0.value.first < $1.value.first }) {
        let spec = context.spec.spec.keys[key]
        let since = spec.since.map { " from \(os) \($0)" } ?? ""
        let times = tally.count == 1 ? "" : " (on \(tally.count) events, the first here)"
        result.append(
          context.finding(
            rule,
            "\(context.name(of: tally.first)) has no \(spec.name)\(times), which \(context.spec.spec.postedBy) "
              + "sends\(since); the trace does not say its \(os) version and its payloads leave it "
              + "open (\(context.deviceDescription)): --os-version decides",
            event: tally.first, pointer: context.pointer(event: tally.first), severity: .info))
      }
      return result
    }
  }
}
