extension CompiledSpec {
  /// The built-in spec, compiled once per process and never freed: every run of the command
  /// line that checks against it as it is, and every ``KeyboardTraceCheck/builtIn`` check,
  /// shares it and the automata it has compiled.
  ///
  /// Its commonest automata were compiled when the package was built (``BuiltInAutomata``).
  ///
  /// Never freed matters to start-up: freeing a compiled spec and its automata when a run
  /// ended cost over 100,000 instructions, about a tenth of what setting the spec up costs.
  static func builtIn() throws(InputError) -> CompiledSpec {
    try compiledBuiltIn.get()
  }

  private static let compiledBuiltIn = Result { () throws(InputError) -> CompiledSpec in
    try CompiledSpec(SpecDecoder.decodeBuiltIn(), prebuilt: BuiltInAutomata.compiled())
  }
}
