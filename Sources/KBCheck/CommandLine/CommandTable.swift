/// The commands and their help texts: the one table `--help`, the shell completions and the
/// man page are all made from, so none of them can name an option another does not.
enum CommandTable {
  /// One command: its name, what it does in a line, and its help text.
  struct Command {
    var name: String
    var summary: String
    var help: String
  }

  /// Every command, in the order the help lists them.
  static let commands: [Command] = [
    Command(name: "lint", summary: "check traces and captured logs", help: Usage.lint),
    Command(
      name: "convert", summary: "write a trace or a log as keyboard-trace/1 JSON",
      help: Usage.convert),
    Command(name: "rules", summary: "list the rules and quirks of the spec", help: Usage.rules),
    Command(name: "spec", summary: "validate a spec (spec check FILE)", help: Usage.spec),
    Command(
      name: "explain", summary: "explain a rule or quirk, or a trace at --event N",
      help: Usage.explain),
    Command(
      name: "generate", summary: "write the notifications a device posts for a scenario",
      help: Usage.generate),
    Command(
      name: "merge", summary: "merge the JSON reports of --shard runs into one", help: Usage.merge),
    Command(
      name: "completions", summary: "print a completion script for bash, zsh or fish",
      help: Usage.completions),
    Command(
      name: "help", summary: "print the help, or the man page (help --man)", help: Usage.help),
  ]

  /// The options a help text declares (`--format`, `-q`), in order, each once: those on its
  /// USAGE lines and on the lines that list options, not those its prose mentions.
  static func options(in help: String) -> [String] {
    var found: [String] = []
    var usage = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasBytePrefix("USAGE:") { usage = true } else if trimmed.isEmpty { usage = false }
      guard usage || trimmed.hasBytePrefix("-") else { continue }
      for option in options(onLine: String(trimmed)) where !found.contains(option) {
        found.append(option)
      }
    }
    return found
  }

  /// The options written on one line.
  private static func options(onLine line: String) -> [String] {
    // Words as a help line separates them; an option is one or two dashes, then a name that
    // starts with a letter (`--max-input-size`, `-q`), and nothing after it (`--out:` is prose).
    line.split(whereSeparator: { " ,[]()|".contains($0) }).compactMap { word in
      let name = word.drop { $0 == "-" }
      guard (1...2).contains(word.count - name.count), name.first?.isLetter == true,
        !name.hasByteSuffix("-"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
      else { return nil }
      return String(word)
    }
  }
}
