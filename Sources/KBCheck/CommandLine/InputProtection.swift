#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps kbcheck from writing into what it reads, or writing one place twice: every output of
/// a run (reports, a converted trace, a baseline being recorded, the GitHub job summary) is
/// checked before anything is written, against every file the run reads (the inputs, the spec
/// and every spec it extends, the configuration, the baseline) and against the other outputs.
enum InputProtection {
  /// One place a run writes to.
  struct Output {
    /// The path, or nil for standard output.
    var path: String?
    /// What is written there, for messages ("the sarif report", "the baseline").
    var what: String
  }

  /// The error for the first problem with `outputs`, or nil when there is none: two outputs
  /// to standard output, two outputs to one file, or an output that is a file the run reads.
  ///
  /// Only outputs that exist can be inputs, so the inputs are looked at only then: a run that
  /// writes new files costs no extra work per input.
  static func check(
    _ outputs: [Output], reads settings: [String], inputs: some Sequence<String>,
    readsStandardInput: Bool = false
  ) -> KBCheckError? {
    // `/dev/stdout` and its spellings are standard output too, and so is a descriptor the
    // shell made a copy of it (`--output /dev/fd/3 3>&1`).
    let standardOutput = FileIdentity(descriptor: 1)
    let toStandardOutput = outputs.filter { output in
      guard let path = output.path else { return true }
      guard let descriptor = OutputPath.descriptor(leadingTo: path) else { return false }
      return descriptor == 1
        || standardOutput != nil && FileIdentity(descriptor: descriptor) == standardOutput
    }
    if toStandardOutput.count > 1 {
      let names = toStandardOutput.map(\.what).joinedText(separator: " and ")
      return .usage(
        "\(names) would both go to standard output, mixed into one stream; give all but one "
          + "of them --output PATH")
    }
    var places: [Place: Output] = [:]
    for output in outputs {
      guard let path = output.path, let place = Place(path) else { continue }
      if let first = places[place] {
        return .usage(
          "\(first.what) and \(output.what) would both write \(path), and one would be lost; "
            + "give each its own path")
      }
      places[place] = output
    }
    // Found before the run, not after a batch of thousands has been checked.
    for output in outputs {
      guard let path = output.path, let problem = OutputPath.unwritable(path) else { continue }
      return .usage("cannot write \(output.what) to \(path): \(problem)")
    }
    return clash(
      outputs: outputs.compactMap(\.path), inputs: inputs, settings: settings,
      readsStandardInput: readsStandardInput)
  }

  /// The error for the first output that is one of `inputs` or `settings` (the spec and
  /// configuration files), or nil when none is.
  ///
  /// Standard input, when the run reads it (`readsStandardInput`), is the file it is
  /// redirected from: `kbcheck convert --out capture.log - < capture.log` would replace the
  /// capture it reads.
  static func clash(
    outputs: [String], inputs: some Sequence<String>, settings: [String] = [],
    readsStandardInput: Bool = false
  ) -> KBCheckError? {
    let existing = outputs.compactMap { output in
      FileIdentity(output).flatMap { $0.isRegular ? (output, $0) : nil }
    }
    guard !existing.isEmpty else { return nil }
    if readsStandardInput, let identity = FileIdentity(descriptor: 0),
      let output = existing.first(where: { $0.1 == identity })?.0
    {
      return .outputIsInput(output: output, input: "standard input")
    }
    for input in settings + inputs {
      guard let identity = FileIdentity(input),
        let output = existing.first(where: { $0.1 == identity })?.0
      else { continue }
      return .outputIsInput(output: output, input: input)
    }
    return nil
  }

  /// The identities of the files among `paths` that exist: what a directory walk leaves out,
  /// so a report written inside a scanned directory is not read as a trace by the next run.
  static func identities(_ paths: [String]) -> Set<FileIdentity> {
    Set(paths.compactMap { FileIdentity($0) })
  }

  /// The regular files standard output and standard error are redirected to
  /// (`kbcheck lint . > lint.log`): the run's own output, which a directory walk or a glob
  /// leaves out rather than read half-written as a log.
  static var redirectedStandardStreams: Set<FileIdentity> {
    Set([1, 2].compactMap { FileIdentity(descriptor: $0) }.filter(\.isRegular))
  }

  /// The paths of the files standard output and standard error are appended to that already
  /// held something when the run began (`>> capture.log` onto a capture): a walk leaves such
  /// a file out as the run's own output, and the run says so, since it may be a trace. Linux
  /// only (the path is read from `/proc/self/fd`); empty elsewhere.
  static var appendedStandardStreams: [(stream: String, path: String)] {
    #if os(Linux)
      let streams: [(Int32, String)] = [(1, "standard output"), (2, "standard error")]
      var seen = Set<String>()  // `>> capture.log 2>&1` appends both to one file
      return streams.compactMap { descriptor, stream in
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
          status.st_size > 0,
          let path = FileIdentity.resolved("/proc/self/fd/\(descriptor)"),
          seen.insert(path).inserted
        else { return nil }
        return (stream, path)
      }
    #else
      return []
    #endif
  }

  /// Where an output lands: an existing regular file by identity, a new one by its absolute
  /// path; nil for anything written in place (a device, a FIFO), which two outputs may share.
  private enum Place: Hashable {
    case file(FileIdentity)
    case new(String)
    /// One of the process's open descriptors (`/dev/stderr`), by what it is open on: two
    /// reports there, or through two copies of it, would mix.
    case descriptor(FileIdentity)

    init?(_ path: String) {
      if let descriptor = OutputPath.descriptor(leadingTo: path) {
        guard let identity = FileIdentity(descriptor: descriptor) else { return nil }
        self = .descriptor(identity)
      } else if let identity = FileIdentity(path) {
        guard identity.isRegular else { return nil }
        self = .file(identity)
      } else {
        self = .new(FileIdentity.location(of: path))
      }
    }
  }
}
