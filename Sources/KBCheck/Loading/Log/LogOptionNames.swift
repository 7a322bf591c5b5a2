extension LogImporter.Options {
  /// The options with `bareName` and `observed` named as the spec names its notifications and
  /// markers, each read as a log's word is (a name without its `Notification` suffix, a
  /// handler's name, a qualified Swift name); an error for a word that names none of them.
  ///
  /// Taken as typed, a name without its suffix gave every payload a name no check knows, and
  /// the run checked less than it would without the option, saying nothing.
  func withSpecNames() throws(UsageError) -> Self {
    // The vocabulary is made only when a name was given: making it costs a short run.
    guard bareName != nil || observed != nil else { return self }
    var options = self
    let vocabulary = self.vocabulary
    func named(_ word: String, _ flag: String) throws(UsageError) -> String {
      if let spelling = vocabulary.spelling(of: word) { return spelling.name }
      let notifications = Set(vocabulary.spellings.values.map(\.name))
        .subtracting(vocabulary.markers).sorted()
      // Every spelling is a candidate: a typo in a handler's name is closest to that name.
      let spellings = vocabulary.spellings.keys.sorted() + vocabulary.markers.sorted()
      let hint = MessageText.closest(to: word, in: spellings).map { "; did you mean \($0)?" } ?? ""
      throw UsageError(
        message: "\(flag) \(word) names no notification of the spec\(hint) (its notifications: "
          + notifications.joinedText(separator: ", ") + ")")
    }
    if let bareName { options.bareName = try named(bareName, "--name") }
    if let observed {
      var names: Set<String> = []
      for word in observed.sorted() { names.insert(try named(word, "--observed")) }
      options.observed = names
    }
    return options
  }
}

extension TraceLoader.Options {
  /// These options reading logs by `vocabulary`, with `--name` and `--observed` read as that
  /// spec's names (``LogImporter/Options/withSpecNames()``), and the device's idiom, OS and
  /// keyboard, the options' and every trace's, read as the spec's words (`devices`).
  func readingNames(by vocabulary: LazyVocabulary, devices: DeviceWords) throws(UsageError)
    -> Self
  {
    var options = self
    options.log.readLogs(by: vocabulary)
    options.log = try options.log.withSpecNames()
    options.deviceWords = devices
    options.device = try devices.readOptions(options.device)
    return options
  }
}
