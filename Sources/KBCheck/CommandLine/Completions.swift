/// Shell completion scripts for kbcheck, made from ``CommandTable``: the commands, and each
/// command's options as its help text names them; paths complete as files.
enum Completions {
  /// The shells a script can be printed for.
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: "#compdef kbcheck\nautoload -U +X bashcompinit && bashcompinit\n" + bash
    case .fish: fish
    }
  }

  private static var names: String {
    CommandTable.commands.map(\.name).joinedText(separator: " ")
  }

  private static var bash: String {
    let cases = CommandTable.commands.map { command in
      let options = Set(CommandTable.options(in: command.help)).union(["--help"]).sorted()
      return "    \(command.name)) options=\"\(options.joinedText(separator: " "))\" ;;"
    }
    return """
      # kbcheck completion for bash (kbcheck completions bash)
      _kbcheck() {
        local current=${COMP_WORDS[COMP_CWORD]} options=""
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(names) --help --version" -- "$current"))
          return
        fi
        case ${COMP_WORDS[1]} in
      \(cases.joinedText(separator: "\n"))
        esac
        case ${COMP_WORDS[1]}:${COMP_WORDS[COMP_CWORD-1]} in
          *:--format) COMPREPLY=($(compgen -W "\(ReportFormat.allCases.map(\.rawValue).joinedText(separator: " "))" -- "$current")); return ;;
          *:--fail-on) COMPREPLY=($(compgen -W "\(Severity.allCases.map(\.rawValue).joinedText(separator: " "))" -- "$current")); return ;;
          completions:*) COMPREPLY=($(compgen -W "\(Shell.allCases.map(\.rawValue).joinedText(separator: " "))" -- "$current")); return ;;
        esac
        if [[ $current == -* ]]; then
          COMPREPLY=($(compgen -W "$options" -- "$current"))
        else
          COMPREPLY=($(compgen -f -- "$current"))
        fi
      }
      complete -o filenames -F _kbcheck kbcheck

      """
  }

  private static var fish: String {
    var lines = [
      "# kbcheck completion for fish (kbcheck completions fish)",
      "complete -c kbcheck -f -n __fish_use_subcommand -l help -d 'print the help'",
      "complete -c kbcheck -f -n __fish_use_subcommand -l version -d 'print the version'",
    ]
    for command in CommandTable.commands {
      lines.append(
        "complete -c kbcheck -f -n __fish_use_subcommand -a \(command.name) -d '\(command.summary)'"
      )
      for option in CommandTable.options(in: command.help) {
        let flag =
          option.hasBytePrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
        lines.append(
          "complete -c kbcheck -n '__fish_seen_subcommand_from \(command.name)' \(flag)")
      }
    }
    return lines.joinedText(separator: "\n") + "\n"
  }
}
