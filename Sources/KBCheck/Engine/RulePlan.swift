/// The enabled rules sorted by how they run, worked out once per engine rather than per trace:
/// the rules that read the order of the notifications, and the payload pass for the others.
struct RulePlan: Sendable {
  /// The rules that read the order, in spec order.
  let orderRules: [RuleSpec]
  /// The pass that runs the payload rules, fresh for each trace it is copied to; nil when no
  /// payload rule is enabled.
  let payloadPass: PayloadPass?

  /// The plan for `rules`.
  init(_ rules: [RuleSpec]) {
    orderRules = rules.filter(\.check.definition.readsOrder)
    payloadPass = PayloadPass(rules: rules)
  }
}
