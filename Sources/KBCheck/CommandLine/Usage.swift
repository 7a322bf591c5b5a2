/// The help texts.
public enum Usage {
  /// The version `kbcheck --version` prints.
  public static let version = "kbcheck 0.1.0"

  /// `kbcheck --help`.
  public static let main = """
    kbcheck: check traces of iOS keyboard notifications against a declarative spec.

    USAGE:
      kbcheck lint [options] PATH...    check traces (files, directories, or - for stdin)
      kbcheck rules [--spec FILE]       list the rules and quirks of the spec
      kbcheck --version                 print the version
      kbcheck --help                    print this help

    Run 'kbcheck lint --help' for the lint options.
    """

  /// `kbcheck rules --help`.
  public static let rules = """
    USAGE: kbcheck rules [--spec FILE]

    Lists each rule of the spec (id, severity, summary, rationale) and each quirk (id, where
    it applies, explanation, references). Without --spec, the built-in uikit-keyboard spec.
    """

  /// `kbcheck lint --help`.
  public static let lint = """
    USAGE: kbcheck lint [--spec FILE] [--strict] [--format text|json] PATH...

    PATH is a keyboard-trace/1 JSON file, a directory (every *.json below it, sorted), or -
    for standard input.

    OPTIONS:
      --spec FILE      check against this spec instead of the built-in uikit-keyboard spec
      --strict         hold traces to the documented contract: deviations that a quirk
                       explains are reported at their rule's severity instead of as notes
      --format FORMAT  text (default): path:line:col: severity: message [rule-id]
                       json: a machine-readable report (version 1)
      -h, --help       print this help

    EXIT STATUS:
      0  no finding is an error
      1  at least one finding is an error
      2  something could not be checked (unreadable or malformed input, bad spec, bad arguments)
    """
}
