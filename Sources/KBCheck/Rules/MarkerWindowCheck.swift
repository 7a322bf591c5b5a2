/// The `marker-window` check: the notifications a rule forbids are not delivered while its
/// closing markers have closed the window and no opening marker has opened it again (an
/// observer still registered after its view disappeared). One finding per closed window, at
/// the first notification delivered in it.
enum MarkerWindowCheck {
  static func check(_ context: TraceContext, _ rule: RuleSpec) -> [Finding] {
    guard let window = rule.options.window, let forbidden = context.spec.windowForbids[rule.id]
    else { return [] }
    var closedAt: Int?
    var delivered: [Int] = []
    var findings: [Finding] = []
    func report() {
      guard let closed = closedAt, let first = delivered.first else { return }
      let more =
        delivered.count > 1
        ? " (\(delivered.count) notifications in all, the last at \(context.describe(event: delivered.last!)))"
        : ""
      findings.append(
        context.finding(
          rule,
          "\(context.name(of: first)) at \(context.describe(event: first)) was delivered after "
            + "\(context.name(of: closed)) at \(context.describe(event: closed))\(more); "
            + window.expected,
          event: first,
          related: RelatedLocation(
            event: closed, position: context.trace.events[closed].position,
            message: "the window closed here")))
    }
    for (index, event) in context.trace.events.enumerated() {
      let notification = context.notificationIndices[index]
      if notification >= 0 {
        if closedAt != nil, forbidden[notification] { delivered.append(index) }
      } else if let name = event.name, let kind = context.spec.markerKinds[name] {
        if window.closedBy.contains(kind), closedAt == nil {
          closedAt = index
        } else if window.openedBy.contains(kind) {
          report()
          closedAt = nil
          delivered = []
        }
      }
    }
    report()
    return findings
  }
}
