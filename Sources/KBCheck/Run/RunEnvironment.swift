#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run reads from its surroundings (the working directory and the environment), and
/// what follows from them for reports: the directory paths are relative to, and the GitHub job
/// summary.
struct RunEnvironment {
  let workingDirectory: String
  /// One environment variable's value, or nil when it is not set.
  let variable: (String) -> String?
  /// The directory report paths are relative to: the GitHub workspace when there is one,
  /// else the working directory. Read once: every file's path is anchored to it.
  let baseDirectory: String

  /// Surroundings with this working directory and these variables.
  init(workingDirectory: String, variable: @escaping (String) -> String?) {
    self.workingDirectory = workingDirectory
    self.variable = variable
    let workspace = variable("GITHUB_WORKSPACE") ?? ""
    baseDirectory = workspace.isEmpty ? workingDirectory : workspace
  }

  /// The process's own surroundings. Variables are read one at a time (`getenv`): copying
  /// the whole environment into a dictionary cost a small trace's lint a twentieth of its time.
  static var current: RunEnvironment {
    RunEnvironment(
      workingDirectory: PathText.workingDirectory,
      variable: { name in getenv(name).map { String(cString: $0) } })
  }

  /// A reported path, relative to ``baseDirectory``: inside a GitHub workspace, a relative
  /// path gains the working directory's place in it.
  func anchored(_ path: String) -> String {
    let cwd = workingDirectory
    let base = baseDirectory
    guard base != cwd, !path.hasBytePrefix("/"), path != "-" else { return path }
    let root = PathText.directoryPrefix(base)
    guard cwd.hasBytePrefix(root) else { return path }
    return String(cwd.dropFirst(root.count)) + "/" + path
  }

  /// The job summary file a run with these reports appends to: `$GITHUB_STEP_SUMMARY`, when
  /// a GitHub report is written.
  func stepSummaryPath(outputs: [ReportOutput]) -> String? {
    guard outputs.contains(where: { $0.format == .github }),
      let path = variable("GITHUB_STEP_SUMMARY"), !path.isEmpty
    else { return nil }
    return path
  }

  /// Appends the Markdown job summary to `$GITHUB_STEP_SUMMARY` when a GitHub report is written.
  func writeStepSummary(_ report: Report, outputs: [ReportOutput]) -> KBCheckError? {
    guard let path = stepSummaryPath(outputs: outputs) else { return nil }
    do {
      try OutputFile.append(GitHubReporter.markdownSummary(report), to: path)
    } catch {
      return .unwritable(.jobSummary, path: path, reason: error.message)
    }
    return nil
  }
}
