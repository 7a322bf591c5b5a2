/// The help texts.
enum Usage {
  /// The version `kbcheck --version` prints.
  static let version =
    "kbcheck \(Report.toolVersion) (built-in spec \(BuiltInSpec.name) \(BuiltInSpec.version))"

  /// `kbcheck --help`.
  static let main = """
    kbcheck: check traces of iOS keyboard notifications against a declarative spec.

    USAGE:
      kbcheck lint [options] PATH...    check traces and captured logs (files, directories,
                                        or - for standard input)
      kbcheck convert [options] INPUT   write a trace or a log as keyboard-trace/1 JSON
      kbcheck rules [--spec FILE]       list the rules and quirks of the spec
      kbcheck spec check FILE           validate a spec and print what it resolves to
      kbcheck explain ID|TRACE          explain a rule or quirk, or a trace at --event N
      kbcheck merge REPORT.json...      merge the JSON reports of --shard runs into one
      kbcheck generate SCENARIO         write the notifications a device posts for a scenario
                                        (generate --list names scenarios, devices and quirks)
      kbcheck completions bash|zsh|fish print a completion script for the shell
      kbcheck help --man                print the man page (roff)
      kbcheck --version                 print the version and the spec it embeds
      kbcheck --help                    print this help

    Run 'kbcheck lint --help' or 'kbcheck convert --help' for their options.
    """

  /// The options every command that reads inputs takes.
  static let inputOptions = """
      --input auto|json|log
                       how to read inputs: auto (default) reads *.json and anything that
                       parses as JSON as keyboard-trace/1, everything else as a console log
      --observed NAME,...
                       the notifications the app observed (default for a log: the names
                       that occur in it; for a trace: its "observed" field)
      --name NAME      the notification name of userInfo dictionaries printed without one
      --os-version V, --idiom phone|pad|…, --keyboard docked|split|undocked|floating
                       device facts for inputs that do not give them (logs never do); a
                       trace's own "device" wins; the idioms are the spec's (phone, pad, mac,
                       tv, carPlay, vision), in any case or spelling it lists (iPad is pad)
      --max-input-size SIZE
                       the most one input (a file or standard input) may hold, like 512M or
                       2G (default 256M); a larger one is an error, not read
    """

  /// `kbcheck lint --help`.
  static let lint = """
    USAGE: kbcheck lint [options] [input options] PATH...

    PATH is a keyboard-trace/1 JSON file, a captured console log (NSLog, print or po
    output of keyboard notifications), a directory (every *.json and *.log below it,
    sorted), a glob ('Traces/**/*.json'), or - for standard input (once). A path or glob
    that matches nothing is an error; a file named twice (a directory and a file in it) is
    checked once.

    OPTIONS:
      --spec FILE|NAME       check against this spec instead of the configured or built-in
                             uikit-keyboard spec
      --strict               hold traces to the documented contract: deviations a quirk
                             explains are reported at their rule's severity, not as notes
                             (behaviour every device in a range shows stays accepted)
      --verbose              also list, as notes, what was accepted because every device
                             in the trace's OS range does it
      --format FORMAT        text (default): path:line:col: severity: message [rule-id]
                             json: the machine-readable report (version 1)
                             sarif: SARIF 2.1.0 for GitHub code scanning
                             junit: JUnit XML, a test suite per file, a case per rule
                             github: workflow commands (pull-request annotations); with
                             $GITHUB_STEP_SUMMARY set, a Markdown job summary too
                             summary: a table of rules and counts for large batches
                             html: one self-contained page, each trace drawn as a
                             timeline with its sequences and findings
      --output FILE          write the report of the --format before it to FILE; a short
                             summary still goes to the terminal. Repeat --format/--output
                             pairs to write several reports in one run.
      --fail-on LEVEL        the lowest severity that fails the run: error (default),
                             warning, or info (also spelt note)
      --max-warnings N       fail when there are more than N warnings
      --config FILE          use FILE instead of the nearest .kbcheck.json
      --no-config            use no configuration, not even the nearest .kbcheck.json
      --baseline FILE        do not report the findings FILE records; fail on entries that
                             no longer match
      --write-baseline FILE  record this run's findings in FILE (they are accepted: the
                             run passes unless an input could not be read)
      --prune-baseline       drop the baseline's entries that no longer match (rewrites it)
      --stdin-filename NAME  the path to report standard input under
      --jobs N               check N inputs at once (default: the core count; one
                             when the inputs are under 256 KB in all)
      --shard K/N            check only shard K of N, a deterministic part of the inputs
                             (merge the shards' --format json reports with kbcheck merge)
      -q, --quiet            no progress line (it shows only on a terminal, never in CI)
    \(inputOptions)
      -h, --help             print this help

    EXIT STATUS:
      0  nothing at or above --fail-on, warnings within --max-warnings, baseline current
      1  a finding at or above --fail-on, too many warnings, or stale baseline entries
      2  something could not be checked (unreadable or malformed input, bad spec,
         configuration, baseline or arguments)
    """

  /// `kbcheck convert --help`.
  static let convert = """
    USAGE: kbcheck convert [--from auto|json|log] [--out FILE|-] [input options] INPUT

    Writes INPUT (a captured log, or a trace) as canonical keyboard-trace/1 JSON, keeping
    everything it holds: unknown keys and notifications, duplicate keys, untyped values.
    Linting the result finds what linting INPUT finds, except in what could not be read:
    convert leaves a payload it cannot read out (the notification keeps its place), says
    where, and exits 2, so a pipeline that converts and then lints must check that status.

    OPTIONS:
      --from auto|json|log   how to read INPUT (same as --input)
      --out FILE             write to FILE (through a temporary file); - or no --out: stdout
                             (also spelt --output, as lint spells it)
    \(inputOptions)
    """

  /// `kbcheck generate --help`.
  static let generate = """
    USAGE: kbcheck generate SCENARIO [--device ID] [--os-version V] [--quirk ID]...
                            [--format json|swift] [--out FILE|-] [--spec FILE] [--devices FILE]
           kbcheck generate --list [--spec FILE] [--devices FILE]

    Writes the keyboard notifications a device posts for SCENARIO, as a keyboard-trace/1
    trace: names in the order the spec's sequences give, payloads with the spec's keys and
    types for the OS version, frames from the device's screen and keyboard. The trace is
    checked with the same spec before it is written, so it lints clean; asked quirks are
    present and explained as notes. The same request always writes the same trace.

    OPTIONS:
      --list               name the scenarios, the devices and the quirks that can be asked for
      --device ID          the device (default: the catalog's first; --list names them)
      --os-version V       the OS version (default: the spec's, where the device runs it)
      --quirk ID           produce this documented quirk too (repeatable)
      --format json|swift  a keyboard-trace/1 trace (default), or a Swift function that posts
                           its notifications through NotificationCenter, for a test double
      --out FILE           write to FILE (through a temporary file); - or no --out: stdout
      --spec FILE          the spec to follow instead of the built-in one
      --devices FILE       the device catalog (default: FILE.devices.json beside the spec, or
                           the built-in one for the built-in spec and specs extending it)
    """

  /// `kbcheck merge --help`.
  static let merge = """
    USAGE: kbcheck merge [--spec FILE] [--config FILE | --no-config] [--format F [--output FILE]]...
                         [--fail-on LEVEL] [--max-warnings N] REPORT.json...

    Merges the --format json reports of kbcheck lint --shard K/N runs into the report one run
    over all the inputs gives (same files, order, findings and summary), in any format. The
    exit status follows the same policy as lint.
    """

  /// `kbcheck explain --help`.
  static let explain = """
    USAGE: kbcheck explain [--spec FILE] [--config FILE | --no-config] RULE|QUIRK
           kbcheck explain [input options] TRACE --event N

    For a rule or quirk id: its rationale, the facts it rests on, and a passing and a
    failing example (run through the engine). For a trace: the engine's view just before
    event N (0-based): the device it is checked as, the open sequence or keyboard state,
    what the spec accepts next, which quirks apply, and the findings at that event.

    INPUT OPTIONS:
    \(inputOptions)
    """

  /// `kbcheck spec --help`.
  static let spec = """
    USAGE: kbcheck spec check FILE

    Validates the spec FILE, with the specs it extends, and prints what it resolved to: its
    name and version, the specs it extends, what it changed in them (severities, disabled
    rules), its states and counts, and every rule with its severity and check. A bad spec is
    one located error line and exit status 2.
    """

  /// `kbcheck rules --help`.
  static let rules = """
    USAGE: kbcheck rules [--spec FILE]

    Lists each rule of the spec (id, severity, summary, rationale) and each quirk (id, where
    it applies, explanation, references). Without --spec, the built-in uikit-keyboard spec.
    """

  /// `kbcheck completions --help`.
  static let completions = """
    USAGE: kbcheck completions bash|zsh|fish

    Prints a script that completes kbcheck's commands, options and paths in the shell, made
    from these help texts. Load it for the session (bash: source <(kbcheck completions bash))
    or let Scripts/install put it where the shell looks (see the README's Quick start).
    """

  /// `kbcheck help --help`.
  static let help = """
    USAGE: kbcheck help [COMMAND | --man]

    Prints the help, a command's help, or with --man the man page in roff
    (kbcheck help --man > kbcheck.1).
    """
}
