#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What every command that checks traces sets up first: the configuration file and an engine
/// for the spec it names, with its overrides.
struct RunSetup {
  let workingDirectory: String

  /// The configuration at `path`; with `none`, no configuration; else the nearest
  /// `.kbcheck.json`, which must belong to the user or root.
  ///
  /// A nearest one that belongs to another user is an error, not passed over: used unasked,
  /// it could turn rules off, suppress findings or name another spec (kbcheck runs as root in
  /// CI), and passed over, the run would check by other rules than the repository's with a
  /// line on standard error only, which a gate does not read.
  func configuration(path: String?, none: Bool = false) throws(KBCheckError) -> Configuration {
    if let path {
      guard !none else {
        throw .usage("--config and --no-config contradict each other; give one of them")
      }
      return try ConfigurationLoader.load(path)
    }
    if none { return Configuration() }
    let found = ConfigurationLoader.find(from: workingDirectory)
    if let foreign = found.foreign {
      throw .usage(
        "not using \(foreign.path): it belongs to another user (uid \(foreign.owner)), not to "
          + "you or root, so kbcheck does not use it unasked; pass --config \(foreign.path) "
          + "to use it, or --no-config to check without a configuration")
    }
    return try found.path.map(ConfigurationLoader.load) ?? Configuration()
  }

  /// An engine for the spec given on the command line, else the configured one, else the
  /// built-in one, with the configuration's rule, severity and quirk settings.
  func engine(_ configuration: Configuration, specPath: String?, strict: Bool) throws(KBCheckError)
    -> Engine
  {
    try engineAndSpecFiles(configuration, specPath: specPath, strict: strict).engine
  }

  /// Like ``engine(_:specPath:strict:)``, and also the spec files read (the spec and every
  /// spec it extends).
  func engineAndSpecFiles(_ configuration: Configuration, specPath: String?, strict: Bool)
    throws(KBCheckError) -> (engine: Engine, specFiles: [String])
  {
    let path =
      specPath ?? configuration.spec.map { $0 == BuiltInSpec.name ? $0 : configuration.resolve($0) }
    let (decoded, name, files) = try SpecLoader.decodeWithFiles(path: path)
    do {
      try configuration.validate(against: decoded)
    } catch {
      throw .invalid(
        .configuration, path: configuration.path ?? ConfigurationLoader.fileName, error)
    }
    // The configuration's rule settings change the spec before its one compilation; a run
    // against the unchanged built-in spec shares the one compilation its process makes.
    let spec =
      files.isEmpty && !configuration.changesSeverities
      ? try SpecLoader.compileBuiltIn(name: name)
      : try SpecLoader.compile(configuration.applying(to: decoded), name: name)
    let engine = Engine(
      spec: spec, strict: strict || configuration.strict == true,
      disabledRules: configuration.disabledRules, quirkOverrides: configuration.quirkOverrides)
    return (engine, files)
  }
}

extension Configuration {
  /// The reports the command line asks for, else one in the configured format (text by
  /// default) on standard output.
  func outputs(_ requested: [ReportOutput]) -> [ReportOutput] {
    requested.isEmpty ? [ReportOutput(format: format ?? .text, path: nil)] : requested
  }

  /// The fail policy of the command line's settings, else the configured ones.
  func policy(failOn: Severity?, maxWarnings: Int?) -> FailPolicy {
    FailPolicy(
      failOn: failOn ?? self.failOn ?? .error, maxWarnings: maxWarnings ?? self.maxWarnings)
  }

  /// A path from the configuration, relative to the configuration file's directory.
  func resolve(_ relative: String) -> String {
    Self.resolve(relative, against: path)
  }

  /// A path written in the configuration file at `file`, relative to that file's directory
  /// (as written, when there is no file or the path is absolute).
  static func resolve(_ relative: String, against file: String?) -> String {
    guard !relative.hasBytePrefix("/"), let file else { return relative }
    return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(relative)
      .path
  }
}
