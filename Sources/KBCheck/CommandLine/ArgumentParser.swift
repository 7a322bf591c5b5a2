/// Parses `kbcheck`'s arguments (without the program name) into an ``Invocation``.
public enum ArgumentParser {
  /// Parses the arguments.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let command = arguments.first else { return .help(Usage.main) }
    switch command {
    case "-h", "--help", "help": return .help(Usage.main)
    case "--version", "version": return .version
    case "lint": return try parseLint(Array(arguments.dropFirst()))
    case "rules": return try parseRules(Array(arguments.dropFirst()))
    default:
      throw UsageError(
        message: "unknown command '\(command)'; try 'kbcheck lint PATH...' or 'kbcheck --help'")
    }
  }

  private static func parseLint(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = LintOptions()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
        options.paths.append(argument)
        index += 1
        continue
      }
      let (flag, inline) = splitInline(argument)
      var value: String? = inline
      if value == nil, ["--spec", "--format"].contains(flag) {
        index += 1
        guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
        value = arguments[index]
      }
      switch flag {
      case "--": onlyPaths = true
      case "-h", "--help": return .help(Usage.lint)
      case "--strict": options.strict = true
      case "--spec": options.specPath = value
      case "--format":
        let name = value ?? ""
        guard let format = ReportFormat(rawValue: name) else {
          let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(message: "unknown format '\(name)'; expected one of \(known)")
        }
        options.format = format
      default:
        throw UsageError(message: "unknown option '\(flag)'; see 'kbcheck lint --help'")
      }
      index += 1
    }
    guard !options.paths.isEmpty else {
      throw UsageError(message: "no traces given; usage: kbcheck lint [options] PATH...")
    }
    return .lint(options)
  }

  private static func parseRules(_ arguments: [String]) throws(UsageError) -> Invocation {
    switch arguments.count {
    case 0: return .rules(specPath: nil)
    case 1 where arguments[0] == "-h" || arguments[0] == "--help": return .help(Usage.rules)
    case 1 where arguments[0].hasPrefix("--spec="):
      return .rules(specPath: String(arguments[0].dropFirst(7)))
    case 2 where arguments[0] == "--spec": return .rules(specPath: arguments[1])
    default: throw UsageError(message: "usage: kbcheck rules [--spec FILE]")
    }
  }

  /// `--format=json` → (`--format`, `json`).
  private static func splitInline(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
