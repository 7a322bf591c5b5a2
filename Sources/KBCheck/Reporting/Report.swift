/// The result of checking a set of inputs: one entry per input, in input order.
public struct Report: Sendable {
  /// One entry per input file, in the order the inputs were given (directories sorted).
  public var files: [FileReport]
  /// The rules that ran, in spec order, with the severities in force.
  var rules: [RuleSpec]
  /// The spec's name and version (`uikit-keyboard 1.0.0`).
  public var spec: String
  /// The directory report paths are relative to (for SARIF's `%SRCROOT%`), when known.
  public var baseDirectory: String?
  /// Things about the run itself a person should know: unused suppressions, stale baseline
  /// entries, results left out of a format's limits.
  public var notices: [String]
  /// The lowest severity that fails the run (`--fail-on`): a JUnit test case fails at it, so
  /// that the test report agrees with the exit status.
  public var failOn = Severity.error
  /// The part of a run this report holds (`--shard K/N`), so that `merge` can tell a missing
  /// shard; nil for a whole run.
  var shard: Shard?
  /// For a shard's report, what its engine checked by (``Engine/settingsDigest``): `merge`
  /// refuses shards that differ.
  var settings: String?
  /// For a shard's report, the part of ``settings`` a spec and a configuration decide
  /// (``Engine/rulesDigest``): `merge` refuses shards whose rules are not its own.
  var rulesDigest: String?
  /// What the end of the run settled about its baseline and suppressions.
  var settlement = Settlement()

  /// Creates a report (``Linter/report(_:)`` makes one for checked files).
  init(
    files: [FileReport], rules: [RuleSpec] = [], spec: String = "", baseDirectory: String? = nil,
    notices: [String] = []
  ) {
    self.files = files
    self.rules = rules
    self.spec = spec
    self.baseDirectory = baseDirectory
    self.notices = notices
  }

  /// The tool's name.
  public static let toolName = "kbcheck"
  /// The tool's version (semantic versioning).
  public static let toolVersion = "0.3.0"
  /// Where to read about the tool.
  public static let informationURI = "https://github.com/kbcheck/kbcheck"

  /// Counts over all files.
  public var summary: Summary {
    var summary = Summary()
    for file in files { summary.add(file) }
    return summary
  }

  /// Totals for a report.
  public struct Summary: Sendable, Equatable {
    /// Inputs checked or attempted: always `ok + withFindings + unreadable`.
    public var files = 0
    /// Inputs checked with nothing found (status `ok`).
    public var ok = 0
    /// Inputs checked with at least one finding (status `findings`).
    public var withFindings = 0
    /// Events read in all readable files.
    public var events = 0
    /// Findings of each severity.
    public var errors = 0
    /// Warnings.
    public var warnings = 0
    /// Notes.
    public var infos = 0
    /// Inputs that could not be checked, wholly or in part (status `error`).
    public var unreadable = 0
    /// Files with at least one error finding.
    public var failingFiles = 0
    /// Parts of inputs that could not be read (counted among `errors` too).
    public var problems = 0
    /// Notes on how inputs were read (a handler's name read as a notification, payloads
    /// without a name): not findings, so not among `infos`.
    public var inputNotes = 0

    /// Counts one more file.
    public mutating func add(_ file: FileReport) {
      files += 1
      switch file.status {
      case .ok: ok += 1
      case .findings: withFindings += 1
      case .error: unreadable += 1
      }
      errors += file.problems.count
      problems += file.problems.count
      inputNotes += file.notes.count
      if file.findings.contains(where: { $0.severity == .error }) { failingFiles += 1 }
      events += file.events
      for finding in file.findings {
        switch finding.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        }
      }
    }
  }
}

/// What checking one input produced.
public struct FileReport: Sendable {
  /// Whether the file was clean, had findings, or could not be checked.
  public enum Status: String, Sendable {
    /// Checked, nothing found.
    case ok
    /// Checked, something found.
    case findings
    /// Not checked: unreadable or malformed.
    case error
  }

  /// The path as given (or found in a directory); `-` for standard input.
  public var path: String
  /// The input's place among all the run's inputs before sharding, so the reports of shards
  /// merge back into one run's order.
  public var index: Int?
  /// Events read.
  public var events: Int
  /// Findings, ordered by place.
  public var findings: [Finding]
  /// Why the file could not be checked.
  public var error: InputError?
  /// Parts of the file that could not be read (a log's cut-off dictionary); the rest was
  /// checked.
  public var problems: [InputError]
  /// How the input was read or understood where it had to be interpreted: names taken from
  /// handler names, payloads without a name, the device inferred from the payloads.
  public var notes: [InputNote] = []
  /// The trace drawn as a timeline, for the HTML report (nil otherwise).
  var timeline: Timeline?

  /// The file's status: `error` when any of it could not be checked.
  public var status: Status {
    if error != nil || !problems.isEmpty { return .error }
    return findings.isEmpty ? .ok : .findings
  }

  /// Every input error: the fatal one, or the unreadable parts.
  public var inputErrors: [InputError] { (error.map { [$0] } ?? []) + problems }

  /// Creates a file report.
  public init(
    path: String, events: Int = 0, findings: [Finding] = [], error: InputError? = nil,
    problems: [InputError] = []
  ) {
    self.path = path
    self.events = events
    self.findings = findings
    self.error = error
    self.problems = problems
  }
}

extension Report {
  /// The reports of a run's shards as one: files in the order of the whole run (by input
  /// index, then path), notices kept, the spec of the first.
  public static func merging(_ reports: [Report]) -> Report {
    let files = reports.flatMap(\.files).enumerated().sorted { lhs, rhs in
      switch (lhs.element.index, rhs.element.index) {
      case (let left?, let right?) where left != right: left < right
      default: (lhs.element.path, lhs.offset) < (rhs.element.path, rhs.offset)
      }
    }.map(\.element)
    return Report(
      files: files, rules: reports.first?.rules ?? [], spec: reports.first?.spec ?? "",
      notices: reports.flatMap(\.notices))
  }
}
