extension SpecValidator {
  /// Rejects marker expectations and windows that name what the spec does not declare, and
  /// options given to a rule of another check.
  static func validateMarkerOptions(of rule: RuleSpec, in spec: Spec) throws(InputError) {
    let kinds = Set(spec.markers.map(\.kind))
    let states = Set(spec.states)
    let quirks = Set(spec.quirks.map(\.id))
    let notifications = Set(spec.notifications.map(\.name))
    let options = rule.options
    func fail(_ problem: String, _ position: SourcePosition) -> InputError {
      InputError("rule \"\(rule.id)\" \(problem)", at: position)
    }
    if !options.expectations.isEmpty, rule.check != .markerState {
      throw fail("has \"expectations\", which only a marker-state rule takes", rule.position)
    }
    if options.window != nil, rule.check != .markerWindow {
      throw fail("has \"window\", which only a marker-window rule takes", rule.position)
    }
    if rule.check == .markerState, options.expectations.isEmpty {
      throw fail("needs \"expectations\": the state each marker kind must find", rule.position)
    }
    if rule.check == .markerWindow, options.window == nil {
      throw fail("needs a \"window\" that markers close and open", rule.position)
    }
    for expectation in options.expectations {
      let place = expectation.position
      for kind in [expectation.marker] + [expectation.unlessNext].compactMap({ $0 })
      where !kinds.contains(kind) {
        throw fail("names the unknown marker kind \"\(kind)\"", place)
      }
      guard states.contains(expectation.state) else {
        throw fail("names the unknown state \"\(expectation.state)\"", place)
      }
      for quirk in [expectation.quirk, expectation.nextQuirk].compactMap({ $0 })
      where !quirks.contains(quirk) {
        throw fail("names the unknown quirk \"\(quirk)\"", place)
      }
    }
    if let window = options.window {
      for kind in window.closedBy + window.openedBy where !kinds.contains(kind) {
        throw fail("names the unknown marker kind \"\(kind)\"", window.position)
      }
      for name in window.forbids where !notifications.contains(name) {
        throw fail("names the unknown notification \"\(name)\"", window.position)
      }
    }
  }
}
