/// What happens to each checked file of a run before it is reported, in order: it takes its
/// place in the whole run (a merged shard's file keeps the place it has), its path is anchored to the report's base directory, the
/// configuration's suppressions remove findings, a baseline being written records what is
/// left, the current baseline removes what it covers, the findings of one problem are grouped,
/// and the run's counts include it.
struct FilePipeline {
  /// Each input's place in the whole run, when this run checks a shard of it.
  var places: [Int]?
  /// How a reported path is made relative to the report's base directory.
  var anchor: (String) -> String = { $0 }
  /// The configuration's suppressions.
  var suppressions = SuppressionFilter([])
  /// Whether the suppressions remove findings here: not in a merge, whose shards applied them
  /// (and settled their use, which the merge takes whole).
  var appliesSuppressions = true
  /// A baseline being written, recording findings before the current baseline removes any.
  var recording: Baseline.Builder?
  /// The current baseline.
  var baseline: BaselineMatcher?
  /// How paths are written in the current baseline, in the one being recorded, and in the
  /// configuration's suppressions: relative to the directory of the file that holds them, so
  /// the working directory and the spelling of a path do not matter. Nil: as reported.
  var baselinePaths: RelativePath?
  var recordingPaths: RelativePath?
  var suppressionPaths: RelativePath?
  /// The counts of every file passed so far.
  private(set) var summary = Report.Summary()

  /// Passes the file checked at `position` of the run's inputs through every stage.
  mutating func pass(_ checked: FileReport, at position: Int) -> FileReport {
    var file = checked
    file.index = places?[position] ?? file.index ?? position
    file.path = anchor(file.path)
    if appliesSuppressions {
      suppressions.filter(&file, alsoAs: suppressionPaths?.relative(checked.path))
    }
    recording?.add(file, as: recordingPaths?.relative(checked.path) ?? file.path)
    baseline?.filter(&file, as: baselinePaths?.relative(checked.path) ?? file.path)
    file.findings = FindingGroups.group(file.findings)
    summary.add(file)
    return file
  }
}
