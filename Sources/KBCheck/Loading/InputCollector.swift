#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input to check: a file, standard input, or a path that could not be used.
enum Input: Sendable, Equatable {
  /// A file to read.
  case file(String)
  /// Standard input, reported under a name (`-` unless `--stdin-filename` gives one).
  case standardInput(name: String)
  /// A path that names nothing checkable, with why.
  case unusable(String, InputError)

  /// The path shown in reports.
  var path: String {
    switch self {
    case .file(let path), .unusable(let path, _), .standardInput(let path): path
    }
  }
}

/// Expands command-line paths into inputs: files as given, directories into every file below
/// them that the include globs take and the exclude globs leave (by default every `*.json`
/// and `*.log`), in sorted order, globs into the files they match, `-` into standard input.
/// Nothing is dropped silently: a path that does not exist, a glob that matches nothing, or
/// a directory with no traces becomes an unusable input. A file named twice (`dir` and
/// `dir/a.json`, `a.json` and `./a.json`) is an input once.
struct InputCollector: Sendable {
  /// Globs of files a directory scan takes.
  var include: [Glob] = [Glob("**/*.json"), Glob("**/*.log")]
  /// Globs of files a directory scan leaves out.
  var exclude: [Glob] = []
  /// Where the exclude globs are written (a configuration's directory): a file is also left
  /// out when its path relative to that directory matches one.
  var excludePaths: RelativePath?
  /// The name standard input is reported under.
  var standardInputName = "-"
  /// The run's own files (its reports, baseline, spec, configuration), which a directory
  /// walk leaves out.
  var ownFiles: Set<FileIdentity> = []

  /// A collector with the default globs.
  init() {}

  /// Expands the paths with the default settings.
  static func collect(_ paths: [String]) -> InputList {
    InputCollector().collect(paths)
  }

  /// Expands the paths, keeping their order.
  func collect(_ paths: [String]) -> InputList {
    var walked = Set<FileIdentity>()
    return collect(paths, walked: &walked)
  }

  /// Expands the paths, keeping their order; `walked` gets every directory the scans of
  /// directories walked, by identity (through links too): where a report would be read next
  /// time.
  func collect(_ paths: [String], walked: inout Set<FileIdentity>) -> InputList {
    var inputs = InputList()
    for path in paths {
      if path == "-" {
        inputs.append(.standardInput(name: standardInputName))
      } else if Glob.isPattern(path), !FileReader.exists(path) {
        // A file whose name holds a wildcard (`trace[1].json`) is that file.
        if add(matchesOf: Glob(path), to: &inputs) == 0 {
          inputs.append(.unusable(path, InputError("no file matches this pattern", at: nil)))
        }
      } else {
        expand(path, into: &inputs, walked: &walked)
      }
    }
    return inputs.withoutRepeatedFiles(ownFiles: ownFiles)
  }

  private func expand(
    _ path: String, into inputs: inout InputList, walked: inout Set<FileIdentity>
  ) {
    guard let isDirectory = FileIdentity(path)?.isDirectory else {
      inputs.append(.unusable(path, InputError(Self.missing(path), at: nil)))
      return
    }
    guard isDirectory else { return inputs.append(.file(path)) }
    guard access(path, R_OK | X_OK) == 0 else {
      return inputs.append(.unusable(path, DirectoryWalker.unreadableDirectory(errno)))
    }
    let prefix = PathText.directoryPrefix(path)
    var unusable: [(String, InputError)] = []
    var directories = Set<FileIdentity>()
    let added = inputs.appendFiles(prefix: prefix) { add in
      directories = DirectoryWalker.visitFiles(under: path) { relative in
        if takes(relative, prefix: prefix) { add(relative) }
      } unusable: { relative, error in
        // A directory that cannot be read may hold traces; another entry counts when its
        // name is one a scan takes (a `trace.json` that is a broken link).
        if error.message.hasBytePrefix("this directory") || takes(relative, prefix: prefix) {
          unusable.append((prefix + relative, error))
        }
      }
    }
    walked.formUnion(directories)
    for (path, error) in unusable.sorted(by: { $0.0 < $1.0 }) {
      inputs.append(.unusable(path, error))
    }
    if added == 0 && unusable.isEmpty {
      let globs = include.map(\.pattern).joinedText(separator: ", ")
      inputs.append(
        .unusable(path, InputError("the directory holds no file matching \(globs)", at: nil)))
    }
  }

  /// The first of `paths` (directories named on the command line) whose scan would take the
  /// file at `file`, existing or not: a report written there would be read as a trace by the
  /// next run.
  func scanningDirectory(of file: String, among paths: [String]) -> String? {
    let target = FileIdentity.location(of: file)
    for path in paths where path != "-" && !Glob.isPattern(path) {
      guard FileIdentity(path)?.isDirectory == true else { continue }
      let root = FileIdentity.resolved(path) ?? FileIdentity.location(of: path)
      let prefix = PathText.directoryPrefix(root)
      guard target.hasBytePrefix(prefix) else { continue }
      let relative = String(target.dropFirst(prefix.count))
      if takes(relative, prefix: PathText.directoryPrefix(path)) { return path }
    }
    return nil
  }

  /// The first of `paths` (globs named on the command line) that takes the file at `file`,
  /// existing or not: a report written there would be read as a trace by the next run. The
  /// file is matched where it lies (links of its directories and `..` resolved), as an
  /// absolute pattern sees it or, for a relative one, relative to `workingDirectory`.
  func matchingPattern(of file: String, among paths: [String], workingDirectory: String)
    -> String?
  {
    let target = FileIdentity.location(of: file)
    for path in paths where path != "-" && Glob.isPattern(path) && !FileReader.exists(path) {
      // The pattern's fixed start (`../t`, a link) where it leads, the rest as written.
      let glob = Glob(path)
      let base = glob.base
      let start = PathText.absolute(base, in: workingDirectory)
      guard let resolved = FileIdentity.resolved(start) else { continue }
      let rest = path.hasBytePrefix(base) ? path.dropFirst(base.count) : Substring(path)
      let anchored = resolved + (rest.hasBytePrefix("/") ? "" : "/") + rest
      if Glob(anchored).matches(target), !excluded(target, workingDirectory: workingDirectory) {
        return path
      }
    }
    return nil
  }

  /// Whether the exclude globs leave out the file at the absolute `location`, as written in
  /// the configuration's directory or relative to the working directory.
  private func excluded(_ location: String, workingDirectory: String) -> Bool {
    guard !exclude.isEmpty else { return false }
    let root = FileIdentity.resolved(workingDirectory) ?? workingDirectory
    let prefix = PathText.directoryPrefix(root)
    return isExcluded(location)
      || (location.hasBytePrefix(prefix) && isExcluded(String(location.dropFirst(prefix.count))))
  }

  /// Whether a directory scan of this run would read a report at `file` next time: it lies
  /// in a directory the scan walked (by identity, so through links too) and the scan's globs
  /// take its name. A glob is judged by ``matchingPattern(of:among:workingDirectory:)``.
  func walkReads(_ file: String, walked: Set<FileIdentity>) -> Bool {
    let (directory, name) = PathText.split(file)
    guard let identity = FileIdentity(directory), walked.contains(identity) else { return false }
    // The name as the include globs see it, the path as the exclude globs do.
    return takes(name, prefix: "") && !isExcluded(file)
  }

  /// Whether the exclude globs leave out the file at `path` (as written, or as the
  /// configuration's directory sees it): the same test for scans, globs and outputs.
  private func isExcluded(_ path: String) -> Bool {
    guard !exclude.isEmpty else { return false }
    let declared = excludePaths?.relative(path)
    return exclude.contains { $0.matches(path) || declared.map($0.matches) == true }
  }

  /// Whether a directory scan takes the file at `relative` (below `prefix`).
  private func takes(_ relative: String, prefix: String) -> Bool {
    let full = prefix + relative
    guard include.contains(where: { $0.matches(relative) || $0.matches(full) }) else {
      return false
    }
    return !isExcluded(full) && !exclude.contains(where: { $0.matches(relative) })
  }

  /// Why a path that does not lead to a file or directory is unusable: a symbolic link that
  /// loops or leads nowhere is not "no such file".
  private static func missing(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      // A directory on the way that may not be entered hides what is there.
      return errno == EACCES
        ? "cannot be reached: a directory on its path may not be entered (check its permissions)"
        : "no such file or directory"
    }
    guard status.st_mode & S_IFMT == S_IFLNK else { return "no such file or directory" }
    var target = stat()
    return stat(path, &target) == 0
      ? "no such file or directory" : DirectoryWalker.reason(errno)
  }

  /// Adds the files a glob matches; returns how many.
  private func add(matchesOf glob: Glob, to inputs: inout InputList) -> Int {
    let base = glob.base.isEmpty ? "." : glob.base
    guard let isDirectory = FileIdentity(base)?.isDirectory else { return 0 }
    guard isDirectory else {
      guard glob.matches(base) else { return 0 }
      inputs.append(.file(base))
      return 1
    }
    // The pattern's own directory, unreadable, hides every file it could match.
    guard access(base, R_OK | X_OK) == 0 else {
      inputs.append(.unusable(base, DirectoryWalker.unreadableDirectory(errno)))
      return 1
    }
    let prefix = base == "." ? "" : PathText.directoryPrefix(base)
    var unusable: [(String, InputError)] = []
    let added = inputs.appendFiles(prefix: prefix) { add in
      DirectoryWalker.visitFiles(under: base) { relative in
        let path = prefix + relative
        if glob.matches(path) && !isExcluded(path) { add(relative) }
      } unusable: { relative, error in
        // As a directory scan does: an entry the pattern takes (a broken link, a FIFO, a name
        // that is not UTF-8) is said, never skipped, and so is a directory that cannot be read
        // but that the pattern reaches into.
        let path = prefix + relative
        let reached =
          error.message.hasBytePrefix("this directory")
          ? glob.reaches(into: path) : glob.matches(path)
        if reached, !isExcluded(path) {
          unusable.append((path, error))
        }
      }
    }
    for (path, error) in unusable.sorted(by: { $0.0 < $1.0 }) {
      inputs.append(.unusable(path, error))
    }
    return added + unusable.count
  }
}
