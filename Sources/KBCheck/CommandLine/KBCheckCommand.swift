import Foundation

/// What running `kbcheck` produced: the text for each stream and the exit status.
public struct CommandResult: Sendable {
  /// Text for standard output.
  public var output: String
  /// Text for standard error.
  public var errorOutput: String
  /// The exit status.
  public var status: ExitStatus
}

/// The whole `kbcheck` program as a function, so tests run it in-process.
public enum KBCheckCommand {
  /// Runs `kbcheck` with the arguments after the program name.
  public static func run(
    _ arguments: [String], standardInput: () -> [UInt8] = { [] },
    standardOutput: ((String) -> Void)? = nil
  ) -> CommandResult {
    let invocation: Invocation
    do {
      invocation = try ArgumentParser.parse(arguments)
    } catch {
      return failure("kbcheck: \(error.message)")
    }
    switch invocation {
    case .help(let text):
      return CommandResult(output: text + "\n", errorOutput: "", status: .success)
    case .version:
      return CommandResult(output: Usage.version + "\n", errorOutput: "", status: .success)
    case .lint(let options):
      return LintRun(options: options, environment: .current, standardOutput: standardOutput)
        .run(standardInput: standardInput)
    case .convert(let options):
      return convert(options, standardInput: standardInput)
    case .explain(let options):
      return explain(options, standardInput: standardInput)
    case .merge(let options):
      return MergeRun(options: options, environment: .current).run()
    case .specCheck(let path):
      do {
        let (spec, name) = try SpecLoader.decode(path: path)
        _ = try SpecLoader.compile(spec, name: name)
        return CommandResult(
          output: SpecSummary.render(spec, path: path), errorOutput: "", status: .success)
      } catch {
        return failure(error.description)
      }
    case .rules(let specPath):
      do {
        let spec = try SpecLoader.load(path: specPath)
        return CommandResult(
          output: RulesListing.render(spec.spec), errorOutput: "", status: .success)
      } catch {
        return failure(error.description)
      }
    }
  }

  private static func failure(_ message: String) -> CommandResult {
    CommandResult(output: "", errorOutput: message + "\n", status: .failure)
  }

  /// The engine of the spec a configuration and `--spec` choose, as `lint` would build it.
  private static func engine(configPath: String?, specPath: String?) throws -> Engine {
    let setup = RunSetup(workingDirectory: FileManager.default.currentDirectoryPath)
    return try setup.engine(
      try setup.configuration(path: configPath), specPath: specPath, strict: false)
  }

  private static func explain(_ options: ExplainOptions, standardInput: () -> [UInt8])
    -> CommandResult
  {
    let engine: Engine
    do {
      engine = try Self.engine(configPath: options.configPath, specPath: options.specPath)
    } catch {
      return failure("\(error)")
    }
    if let text = Explanation.explain(id: options.target, engine: engine) {
      return CommandResult(output: text, errorOutput: "", status: .success)
    }
    let path = options.target
    guard path == "-" || FileReader.exists(path) else {
      let spec = engine.spec.spec
      let ids = spec.rules.map(\.id) + spec.quirks.map(\.id)
      let hint = MessageText.closest(to: path, in: ids).map { "; did you mean \($0)?" } ?? ""
      return failure(
        "kbcheck: '\(path)' is neither a rule, a quirk nor a file\(hint) (see 'kbcheck rules')")
    }
    guard let event = options.event else {
      return failure("kbcheck: explaining a trace needs --event N (the 0-based event index)")
    }
    do {
      let bytes = path == "-" ? standardInput() : try FileReader.read(path)
      let trace = try TraceLoader.load(bytes, path: path, options: options.load).trace
      guard event < trace.events.count else {
        return failure(
          "kbcheck: \(path) has \(trace.events.count) events; --event \(event) is past the end")
      }
      return CommandResult(
        output: Explanation.explain(trace: trace, path: path, event: event, engine: engine),
        errorOutput: "",
        status: .success)
    } catch {
      return failure(error.line(in: path))
    }
  }

  private static func convert(_ options: ConvertOptions, standardInput: () -> [UInt8])
    -> CommandResult
  {
    let path = options.input
    let loaded: TraceLoader.Loaded
    do {
      let bytes = path == "-" ? standardInput() : try FileReader.read(path)
      loaded = try TraceLoader.load(bytes, path: path, options: options.load)
    } catch {
      return failure(error.line(in: path))
    }
    if let clash = InputProtection.clash(outputs: [options.output], inputs: [path]) {
      return failure(clash)
    }
    let text = TraceWriter.text(loaded.trace)
    var result = CommandResult(output: "", errorOutput: "", status: .success)
    if options.output == "-" {
      result.output = text
    } else {
      do {
        try OutputFile.write(text, to: options.output)
      } catch {
        return failure("kbcheck: cannot write \(options.output): \(error.message)")
      }
    }
    for problem in loaded.problems {
      result.errorOutput += "\(path):\(problem.position ?? .start): error: \(problem.message)\n"
      result.status = .failure
    }
    return result
  }
}
