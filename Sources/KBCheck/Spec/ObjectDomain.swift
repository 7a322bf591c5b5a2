/// What a notification's `object` must be on some devices: `{"when": {…}, "allowed": […]}` in
/// a notification's `object` list (a single domain without `when` holds everywhere).
struct ObjectDomain: Sendable {
  /// The devices it holds on.
  var when: DeviceCondition
  /// The values allowed there.
  var domain: ValueDomain
}
