/// The built-in spec's commonest automata, compiled when the package is built
/// (`BuiltInAutomata.swift`, which Scripts/embed-default-spec writes): a run whose trace is on
/// such a configuration takes its automaton instead of compiling one, which cost a tenth of
/// linting one small trace.
///
/// They are the configurations of the spec's default device (``Spec/defaults``) observing every
/// notification, for a synthetic trace and for a capture: what most traces are (a phone on a
/// recent iOS), and what a synthetic trace that names no device is checked as.
enum BuiltInAutomata {
  /// The configurations compiled when the package is built, for `spec`.
  static func configurations(of spec: CompiledSpec) -> [CompiledSpec.AutomatonKey] {
    [TraceSource.synthetic, .device].map { source in
      let trace = Trace(source: source, device: spec.spec.defaults, events: [])
      let context = TraceContext(trace: trace, spec: spec, strict: false)
      return SequenceMatcher.key(
        context, observed: spec.spec.notifications.map { _ in true })
    }
  }
}
