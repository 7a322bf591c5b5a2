import KeyboardTraceFormat

/// SARIF results, locations and the invocation with its notifications.
extension SARIFReporter {
  /// One finding as a SARIF result.
  static func result(
    _ finding: Finding, path: String, ruleIndex: [String: Int], _ report: Report
  ) -> JSONTree {
    var members: [(String, JSONTree)] = [("ruleId", .string(finding.ruleId))]
    if let index = ruleIndex[finding.ruleId] { members.append(("ruleIndex", number(index))) }
    members.append(("level", .string(level(finding.severity))))
    members.append(("message", text(finding.message.isEmpty ? finding.ruleId : finding.message)))
    let artifact = artifactLocation(path, base: report.baseDirectory)
    members.append(
      ("locations", .array([location(artifact, at: finding.position, message: nil, id: nil)])))
    // The same problem at other events: each a related location, so code scanning shows every
    // place of the one result.
    let related =
      [finding.related].compactMap { $0 }
      + finding.also.map {
        RelatedLocation(event: $0.event, position: $0.position, message: "the same problem here")
      }
    if !related.isEmpty {
      let places = related.enumerated().map { index, place in
        location(artifact, at: place.position, message: place.message, id: index + 1)
      }
      members.append(("relatedLocations", .array(places)))
    }
    if let fingerprint = finding.fingerprint {
      members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
    }
    var properties: [(String, JSONTree)] = []
    if let event = finding.event { properties.append(("event", number(event))) }
    if let name = finding.eventName { properties.append(("eventName", .string(name))) }
    if let quirk = finding.quirk { properties.append(("quirk", .string(quirk))) }
    if let pointer = finding.pointer { properties.append(("pointer", .string(pointer))) }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    return .object(members)
  }

  /// The artifact location of a report path: a percent-encoded URI relative to `%SRCROOT%` when
  /// the file lies inside the base directory (or no base is known), else an absolute `file://`
  /// URI.
  static func artifactLocation(_ path: String, base: String?) -> JSONTree {
    let shown = ReportPaths.display(path, base: base)
    let outside = shown.hasBytePrefix("/") || shown == ".." || shown.hasBytePrefix("../")
    if outside, let absolute = ReportPaths.absolute(path, base: base) {
      return .object([("uri", .string(ReportPaths.fileURI(absolute)))])
    }
    return .object([
      ("uri", .string(ReportPaths.percentEncode(shown))),
      ("uriBaseId", .string(sourceRoot)),
    ])
  }

  /// An input as a run's artifact: where it is, that it was analysed, and its status.
  static func artifact(_ file: FileReport, base: String?) -> JSONTree {
    .object([
      ("location", artifactLocation(file.path, base: base)),
      ("roles", .array([.string("analysisTarget")])),
      (
        "properties",
        .object([("status", .string(file.status.rawValue)), ("events", number(file.events))])
      ),
    ])
  }

  /// A location in a file, with a one-line region at the position when there is one.
  static func location(
    _ artifact: JSONTree, at position: SourcePosition?, message: String?, id: Int?
  ) -> JSONTree {
    var physical: [(String, JSONTree)] = [("artifactLocation", artifact)]
    if let position {
      let line = max(1, position.line)
      physical.append(
        (
          "region",
          .object([
            ("startLine", number(line)),
            ("startColumn", number(max(1, position.column))),
            ("endLine", number(line)),
          ])
        ))
    }
    var members: [(String, JSONTree)] = []
    if let id { members.append(("id", number(id))) }
    members.append(("physicalLocation", .object(physical)))
    if let message, !message.isEmpty { members.append(("message", text(message))) }
    return .object(members)
  }

  /// The run's one invocation: successful when every input was read; a notification per input
  /// error and per note on how an input was read, one for results left out, one per report
  /// notice.
  static func invocation(_ report: Report, omitted: Int, limit: Int) -> JSONTree {
    var notifications: [JSONTree] = []
    for file in report.files {
      let artifact = artifactLocation(file.path, base: report.baseDirectory)
      for error in file.inputErrors {
        notifications.append(
          .object([
            ("locations", .array([location(artifact, at: error.position, message: nil, id: nil)])),
            ("message", text(error.message.isEmpty ? "could not be read" : error.message)),
            ("level", .string("error")),
            ("descriptor", .object([("id", .string(unreadableRule.id))])),
          ]))
      }
      for note in file.notes {
        notifications.append(
          .object([
            ("locations", .array([location(artifact, at: note.position, message: nil, id: nil)])),
            ("message", text(note.message)),
            ("level", .string("note")),
            ("descriptor", .object([("id", .string("input"))])),
          ]))
      }
    }
    if omitted > 0 {
      let total = omitted + max(0, limit)
      let message =
        "\(omitted) of \(total) results \(omitted == 1 ? "was" : "were") left out: a run holds "
        + "at most \(max(0, limit)) (GitHub code scanning's limit); the most severe were kept"
      notifications.append(
        .object([
          ("message", text(message)),
          ("level", .string("warning")),
          ("descriptor", .object([("id", .string("omitted-results"))])),
        ]))
    }
    for notice in report.notices where !notice.isEmpty {
      notifications.append(.object([("message", text(notice)), ("level", .string("note"))]))
    }
    var members: [(String, JSONTree)] = [
      ("executionSuccessful", .bool(report.summary.unreadable == 0))
    ]
    if !notifications.isEmpty {
      members.append(("toolExecutionNotifications", .array(notifications)))
    }
    return .object(members)
  }
}
