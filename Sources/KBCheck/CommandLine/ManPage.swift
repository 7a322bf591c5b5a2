/// `kbcheck help --man`: the man page, in roff, made from ``CommandTable`` (the same help
/// texts `--help` prints), for packagers (`kbcheck help --man > kbcheck.1`).
enum ManPage {
  /// The page.
  static var text: String {
    var page = [
      ".TH KBCHECK 1 \"\" \"kbcheck \(Report.toolVersion)\" \"User Commands\"",
      ".SH NAME",
      "kbcheck \\- " + escaped(tagline),
      ".SH SYNOPSIS",
    ]
    for command in CommandTable.commands where command.name != "help" {
      page.append(".B kbcheck \(command.name)")
      page.append("\\- \(escaped(command.summary))")
      page.append(".br")
    }
    page.append(".SH DESCRIPTION")
    page += block(Usage.main)
    for command in CommandTable.commands where command.name != "help" {
      page.append(".SH \(command.name.uppercased())")
      page += block(command.help)
    }
    page += [
      ".SH EXIT STATUS",
      "0 when nothing is at or above --fail-on; 1 when something is; 2 when something could not",
      "be checked (an unreadable trace, a bad spec, configuration or arguments).",
    ]
    return page.joinedText(separator: "\n") + "\n"
  }

  /// What kbcheck is, from the help's first line (`kbcheck: check …` without its period).
  private static var tagline: String {
    let first = Usage.main.prefix { $0 != "\n" }
    return String(first.dropFirst("kbcheck: ".count).trimming("."))
  }

  /// A help text as a preformatted block.
  private static func block(_ text: String) -> [String] {
    [".nf"]
      + text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let escaped = escaped(String(line))
        // A line that starts with a dot or an apostrophe would be a roff request.
        return escaped.hasBytePrefix(".") || escaped.hasBytePrefix("'") ? "\\&" + escaped : escaped
      } + [".fi"]
  }

  private static func escaped(_ text: String) -> String {
    text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
  }
}
