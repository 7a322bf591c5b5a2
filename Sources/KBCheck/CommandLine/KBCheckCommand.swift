/// The whole `kbcheck` program as a function, so tests run it in-process: the arguments
/// become an ``Invocation``, each command a run that returns its ``CommandResult``.
public enum KBCheckCommand {
  /// Runs `kbcheck` with the arguments after the program name.
  public static func run(
    _ arguments: [String], standardInput: StandardInput = .bytes([]),
    standardOutput: ((String) -> Void)? = nil
  ) -> CommandResult {
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments)
    } catch {
      return .failure(.usage(error))
    }
    switch invocation {
    case .help(let text):
      return .success(text + "\n")
    case .version:
      return .success(Usage.version + "\n")
    case .lint(let options):
      return LintRun(options: options, environment: .current, standardOutput: standardOutput)
        .run(standardInput: standardInput)
    case .convert(let options):
      return ConvertRun(options: options).run(standardInput: standardInput)
    case .explain(let options):
      return ExplainRun(options: options, environment: .current).run(standardInput: standardInput)
    case .merge(let options):
      return MergeRun(options: options, environment: .current).run()
    case .generate(let options):
      return GenerateRun(options: options).run()
    case .specCheck(let path):
      do {
        let (spec, name) = try SpecLoader.decode(path: path)
        _ = try SpecLoader.compile(spec, name: name)
        return .success(SpecSummary.render(spec, path: path))
      } catch {
        return .failure(error)
      }
    case .rules(let specPath):
      do {
        return .success(RulesListing.render(try SpecLoader.load(path: specPath).spec))
      } catch {
        return .failure(error)
      }
    }
  }
}
