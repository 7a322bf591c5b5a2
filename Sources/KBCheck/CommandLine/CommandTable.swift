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
      if trimmed.hasPrefix("USAGE:") { usage = true } else if trimmed.isEmpty { usage = false }
      guard usage || trimmed.hasPrefix("-") else { continue }
      for option in options(onLine: String(trimmed)) where !found.contains(option) {
        found.append(option)
      }
    }
    return found
  }

  /// The options written on one line.
  private static func options(onLine help: String) -> [String] {
    var found: [String] = []
    var index = help.startIndex
    while let dash = help[index...].firstIndex(of: "-") {
      let before = dash == help.startIndex ? " " : help[help.index(before: dash)]
      var end = dash
      while end < help.endIndex, help[end] == "-" || help[end].isLetter || help[end].isNumber {
        end = help.index(after: end)
      }
      let word = String(help[dash..<end])
      let dashes = word.prefix { $0 == "-" }.count
      let name = word.dropFirst(dashes)
      if " ,([|".contains(before), (1...2).contains(dashes), name.first?.isLetter == true,
        !name.hasSuffix("-"), !found.contains(word)
      {
        found.append(word)
      }
      index = end == dash ? help.index(after: dash) : end
    }
    return found
  }
}
