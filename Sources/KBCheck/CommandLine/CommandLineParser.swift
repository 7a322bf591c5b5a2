/// Parses `kbcheck`'s arguments (without the program name) into an ``Invocation``.
enum CommandLineParser {
  /// Parses the arguments.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let command = arguments.first else { return .help(Usage.main) }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help": return .help(Usage.main)
    case "help":
      if rest == ["--man"] { return .help(ManPage.text) }
      if let topic = rest.first,
        let command = CommandTable.commands.first(where: { $0.name == topic })
      {
        return .help(command.help)
      }
      return .help(Usage.main)
    case "completions":
      if rest.contains("-h") || rest.contains("--help") { return .help(Usage.completions) }
      guard rest.count == 1, let shell = Completions.Shell(rawValue: rest[0]) else {
        throw UsageError(message: "usage: kbcheck completions bash|zsh|fish")
      }
      return .help(Completions.script(for: shell))
    case "--version", "version": return .version
    case "lint": return try parseLint(rest)
    case "convert": return try parseConvert(rest)
    case "rules": return try parseRules(rest)
    case "spec": return try parseSpec(rest)
    case "explain": return try parseExplain(rest)
    case "merge": return try parseMerge(rest)
    case "generate": return try parseGenerate(rest)
    default:
      throw UsageError(
        message: "unknown command '\(command)'; try 'kbcheck lint PATH...' or 'kbcheck --help'")
    }
  }

  /// The options that take a value, for the completions' tests.
  static var valuedOptions: Set<String> { valued }

  /// Whether `option` takes a value.
  static func takesValue(_ option: String) -> Bool { valued.contains(option) }

  /// Options that take a value.
  private static let valued: Set<String> = [
    "--spec", "--format", "--input", "--from", "--observed", "--name", "--os-version", "--idiom",
    "--keyboard", "--out", "--output", "--config", "--fail-on", "--max-warnings", "--baseline",
    "--write-baseline", "--stdin-filename", "--event", "--jobs", "--shard", "--max-input-size",
    "--device", "--devices", "--quirk",
  ]

  /// Splits arguments into options (with their values) and operands.
  private static func scan(
    _ arguments: [String], _ handle: (String, String?) throws(UsageError) -> Void
  ) throws(UsageError) -> [String] {
    var operands: [String] = []
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || argument == "-" || !argument.hasBytePrefix("-") {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      var (flag, value) = splitInline(argument)
      if value == nil, valued.contains(flag) {
        guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
        value = arguments[index]
        index += 1
      }
      try handle(flag, value)
    }
    return operands
  }

  /// Reads an option every reading command shares; returns false when `flag` is not one.
  private static func loadOption(
    _ flag: String, _ value: String?, _ options: inout TraceLoader.Options
  ) throws(UsageError) -> Bool {
    switch flag {
    case "--input", "--from":
      options.kind = try choice(value, flag, TraceLoader.Kind.self)
    case "--observed":
      options.log.observed = Set((value ?? "").split(separator: ",").map { String($0).trimmed })
    case "--name": options.log.bareName = value
    case "--os-version":
      guard let version = value.flatMap(OSVersion.init) else {
        throw UsageError(message: "--os-version needs a version like 17.4")
      }
      options.device.osVersion = version
    case "--idiom": options.device.idiom = value
    case "--max-input-size":
      guard let size = value.flatMap(ByteCount.parse) else {
        throw UsageError(message: "--max-input-size takes a size like 512M or 2G")
      }
      options.maximumSize = size
    case "--keyboard": options.device.keyboard = value
    default: return false
    }
    return true
  }

  /// Reads an option every reporting command shares (`--format`, `--output`, `--fail-on`,
  /// `--max-warnings`); returns false when `flag` is not one.
  private static func reportOption(
    _ flag: String, _ value: String?, _ outputs: inout [ReportOutput], _ failOn: inout Severity?,
    _ maxWarnings: inout Int?
  ) throws(UsageError) -> Bool {
    switch flag {
    case "--format":
      outputs.append(ReportOutput(format: try choice(value, flag, ReportFormat.self), path: nil))
    case "--output":
      guard let last = outputs.indices.last, outputs[last].path == nil else {
        throw UsageError(message: "--output \(value ?? "") must follow the --format it writes")
      }
      // `-` is standard output, as for every other path kbcheck takes.
      // `/dev/stdout` and its spellings are standard output, as `-` is: no summary line
      // follows the report there.
      outputs[last].path =
        value == "-" || value.map({ OutputPath.descriptor(leadingTo: $0) == 1 }) == true
        ? nil : value
    // `note` is how the text report spells `info`, and how the failure message names it.
    case "--fail-on":
      guard let value, let severity = Severity.named(value.lowercased()) else {
        throw UsageError(message: "--fail-on takes one of \(Severity.names)")
      }
      failOn = severity
    case "--max-warnings":
      guard let count = value.flatMap({ Int($0) }), count >= 0 else {
        if let value, !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
          throw UsageError(message: "--max-warnings \(value) is too large (at most \(Int.max))")
        }
        throw UsageError(message: "--max-warnings takes a whole number of at least 0")
      }
      maxWarnings = count
    default: return false
    }
    return true
  }

  private static func choice<T: RawRepresentable & CaseIterable>(
    _ value: String?, _ flag: String, _ type: T.Type
  ) throws(UsageError) -> T where T.RawValue == String {
    // In any case, as people write them (`--fail-on WARNING`, `--format SARIF`).
    guard let value, let parsed = T(rawValue: value) ?? T(rawValue: value.lowercased()) else {
      let known = T.allCases.map(\.rawValue).joinedText(separator: ", ")
      throw UsageError(message: "\(flag) takes one of \(known)")
    }
    return parsed
  }

  private static func parseLint(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = LintOptions()
    var wantsHelp = false
    options.paths = try scan(arguments) { (flag, value) throws(UsageError) in
      if try loadOption(flag, value, &options.load) { return }
      if try reportOption(flag, value, &options.outputs, &options.failOn, &options.maxWarnings) {
        return
      }
      switch flag {
      case "-h", "--help": wantsHelp = true
      case "--strict": options.strict = true
      case "--verbose": options.verbose = true
      case "--spec": options.specPath = value
      case "--config": options.configPath = value
      case "--no-config": options.noConfig = true
      case "--baseline": options.baseline = value
      case "--write-baseline": options.writeBaseline = value
      case "--prune-baseline": options.pruneBaseline = true
      case "--stdin-filename": options.stdinFilename = value
      case "--jobs":
        guard let jobs = value.flatMap({ Int($0) }), jobs >= 1 else {
          throw UsageError(message: "--jobs takes a number of at least 1")
        }
        options.jobs = jobs
      case "--shard":
        let parts = (value ?? "").split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
          throw UsageError(message: "--shard takes K/N with 1 <= K <= N, such as 2/8")
        }
        options.shard = Shard(index: parts[0], count: parts[1])
      case "--quiet", "-q": options.quiet = true
      default: throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck lint --help'")
      }
    }
    if wantsHelp { return .help(Usage.lint) }
    guard options.paths.filter({ $0 == "-" }).count <= 1 else {
      throw UsageError(message: "standard input (-) can be read once; name it once")
    }
    guard !options.paths.isEmpty else {
      throw UsageError(message: "no traces given; usage: kbcheck lint [options] PATH...")
    }
    // A shard sees its own inputs' findings only: the baseline it wrote would drop the others'.
    if options.shard != nil, options.writeBaseline != nil {
      throw UsageError(
        message: "--write-baseline records the findings of every input, and a --shard run "
          + "checks only some: record the baseline from a run without --shard")
    }
    return .lint(options)
  }

  private static func parseConvert(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = ConvertOptions()
    var wantsHelp = false
    let operands = try scan(arguments) { (flag, value) throws(UsageError) in
      if try loadOption(flag, value, &options.load) { return }
      switch flag {
      case "-h", "--help": wantsHelp = true
      // lint writes its reports with --output: convert takes that spelling too.
      case "--out", "--output": options.output = value ?? "-"
      default: throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck convert --help'")
      }
    }
    if wantsHelp { return .help(Usage.convert) }
    guard operands.count == 1 else {
      throw UsageError(message: "usage: kbcheck convert [--from log|json] [--out FILE|-] INPUT")
    }
    options.input = operands[0]
    return .convert(options)
  }

  private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = GenerateOptions()
    var wantsHelp = false
    let operands = try scan(arguments) { (flag, value) throws(UsageError) in
      switch flag {
      case "-h", "--help": wantsHelp = true
      case "--list": options.list = true
      case "--device": options.device = value
      case "--os-version": options.osVersion = value
      case "--quirk": options.quirks += value.map { [$0] } ?? []
      case "--spec": options.specPath = value
      case "--devices": options.devicesPath = value
      case "--out": options.output = value ?? "-"
      case "--format":
        switch value {
        case "json": options.swift = false
        case "swift": options.swift = true
        default:
          throw UsageError(
            message: "generate writes --format json (a keyboard-trace/1 trace) or swift (code "
              + "that posts it), not '\(value ?? "")'")
        }
      default: throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck generate --help'")
      }
    }
    if wantsHelp { return .help(Usage.generate) }
    if options.list, operands.isEmpty { return .generate(options) }
    guard operands.count == 1, !options.list else {
      throw UsageError(
        message: "usage: kbcheck generate SCENARIO [--device ID] [--os-version V] [--quirk ID]... "
          + "or kbcheck generate --list")
    }
    guard let scenario = Scenario(rawValue: operands[0]) else {
      throw UsageError(
        message: "unknown scenario '\(operands[0])'; scenarios: "
          + Scenario.allCases.map(\.rawValue).joinedText(separator: ", "))
    }
    options.scenario = scenario
    return .generate(options)
  }

  private static func parseMerge(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = MergeOptions()
    var wantsHelp = false
    options.reports = try scan(arguments) { (flag, value) throws(UsageError) in
      if try reportOption(flag, value, &options.outputs, &options.failOn, &options.maxWarnings) {
        return
      }
      switch flag {
      case "-h", "--help": wantsHelp = true
      case "--spec": options.specPath = value
      case "--config": options.configPath = value
      case "--no-config": options.noConfig = true
      // A merge shows no progress line; accepted as lint accepts it, so one set of flags
      // serves both in a CI script.
      case "-q", "--quiet": break
      default: throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck merge --help'")
      }
    }
    if wantsHelp { return .help(Usage.merge) }
    guard !options.reports.isEmpty else {
      throw UsageError(
        message: "usage: kbcheck merge [--format F [--output FILE]]... REPORT.json...")
    }
    return .merge(options)
  }

  private static func parseExplain(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = ExplainOptions()
    var wantsHelp = false
    let operands = try scan(arguments) { (flag, value) throws(UsageError) in
      if try loadOption(flag, value, &options.load) { return }
      switch flag {
      case "-h", "--help": wantsHelp = true
      case "--spec": options.specPath = value
      case "--config": options.configPath = value
      case "--no-config": options.noConfig = true
      case "--event":
        guard let event = value.flatMap({ Int($0) }), event >= 0 else {
          throw UsageError(message: "--event takes an event index (0-based)")
        }
        options.event = event
      default: throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck explain --help'")
      }
    }
    if wantsHelp { return .help(Usage.explain) }
    guard operands.count == 1 else {
      throw UsageError(
        message: "usage: kbcheck explain RULE|QUIRK or kbcheck explain TRACE --event N")
    }
    options.target = operands[0]
    return .explain(options)
  }

  private static func parseRules(_ arguments: [String]) throws(UsageError) -> Invocation {
    var specPath: String?
    var wantsHelp = false
    let operands = try scan(arguments) { (flag, value) throws(UsageError) in
      switch flag {
      case "-h", "--help": wantsHelp = true
      case "--spec": specPath = value
      default: throw UsageError(message: "usage: kbcheck rules [--spec FILE]")
      }
    }
    if wantsHelp { return .help(Usage.rules) }
    guard operands.isEmpty else { throw UsageError(message: "usage: kbcheck rules [--spec FILE]") }
    return .rules(specPath: specPath)
  }

  private static func parseSpec(_ arguments: [String]) throws(UsageError) -> Invocation {
    let usage = "usage: kbcheck spec check FILE"
    if arguments.contains("-h") || arguments.contains("--help") { return .help(Usage.spec) }
    guard arguments.count == 2, arguments[0] == "check", !arguments[1].hasBytePrefix("-") else {
      throw UsageError(message: usage)
    }
    return .specCheck(path: arguments[1])
  }

  /// `--format=json` → (`--format`, `json`).
  private static func splitInline(_ argument: String) -> (String, String?) {
    // Searched as bytes: searching characters brought the grapheme breaking's code and tables
    // into every run.
    guard argument.hasBytePrefix("--"), let equals = argument.utf8.firstIndex(of: UInt8(ascii: "="))
    else {
      return (argument, nil)
    }
    return (
      String(decoding: argument.utf8[..<equals], as: UTF8.self),
      String(decoding: argument.utf8[argument.utf8.index(after: equals)...], as: UTF8.self)
    )
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
