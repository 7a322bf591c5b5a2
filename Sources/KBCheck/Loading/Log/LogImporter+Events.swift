/// What the printed dictionaries of a log become: events with names, objects and payloads.
extension LogImporter {
  /// Reads a printed dictionary: a notification's description, a payload (UIKit's, or one of a
  /// dialect's), or, for any other dictionary, the payloads nested in it.
  mutating func read(_ dictionary: PrintedDictionary, line: Int) {
    // Code that builds a payload (`@{K: [NSValue valueWithCGRect:…]}`) is not printed output.
    if dictionary.entries.contains(where: { Self.isMessageSend($0.value) }) { return }
    if isNotification(dictionary) {
      readNotification(dictionary)
    } else if vocabulary.isPayload(dictionary) {
      readPayload(entries(of: dictionary), dictionary)
    } else if let dialect = vocabulary.dialect(of: dictionary) {
      self.dialect = dialect
      readPayload(PlacedEntries(translate(dictionary, dialect)), dictionary)
    } else if let pending, pending == events.count - 1 {
      // Right after a name-only line, a dictionary is that notification's userInfo, whatever
      // its keys (a test double's made-up keys are then reported as unknown).
      readPayload(entries(of: dictionary), dictionary)
    } else {
      for entry in dictionary.entries {
        if case .dictionary(let nested) = entry.value {
          read(nested, line: text.lineIndex(of: nested.start))
        }
      }
    }
  }

  /// Whether a value is an Objective-C message send (`[NSValue valueWithCGRect:…]`), which no
  /// description prints.
  static func isMessageSend(_ value: PrintedValue) -> Bool {
    guard case .text(let text) = value, text.hasBytePrefix("["),
      let close = text.firstIndex(of: "]"),
      let space = text.firstIndex(of: " "), space < close
    else { return false }
    return text[space..<close].contains(":")
  }

  /// Whether a dictionary describes a notification: a `name` with a `userInfo` or an `object`.
  func isNotification(_ dictionary: PrintedDictionary) -> Bool {
    dictionary.entry("name") != nil
      && (dictionary.entry("userInfo") != nil || dictionary.entry("object") != nil)
  }

  /// A notification's description (`{name = …; object = …; userInfo = {…}}`, in any key order,
  /// or Swift's `name = …, object = …, userInfo = …`).
  private mutating func readNotification(_ dictionary: PrintedDictionary) {
    let position = notificationPosition(dictionary)
    let written = dictionary.entry("name")?.value.text ?? ""
    guard let spelling = notificationName(written) else {
      problems.append(
        InputError(
          "this looks like a printed notification, but its name \(MessageText.quoted(written)) "
            + "is not a notification's name; it was not checked", at: position))
      return
    }
    var event = TraceEvent(
      name: Symbol(spelling.name), time: time(at: dictionary.start), position: position)
    if let object = dictionary.entry("object") {
      event.object = .untyped(object.value.text.map(LogValue.object) ?? .string("{…}"))
    } else if !dictionary.isPartial {
      // NSNotification's description leaves out a nil object, as it does a nil userInfo.
      event.object = .untyped(.null)
    }
    if let userInfo = dictionary.entry("userInfo") {
      switch userInfo.value {
      case .dictionary(let payload):
        if let dialect = vocabulary.dialect(of: payload),
          !vocabulary.isPayload(payload)
        {
          self.dialect = dialect
          event.userInfo = translate(payload, dialect)
        } else {
          event.setUserInfo(entries(of: payload))
        }
        // Notes in the description or its userInfo: an edited paste, which may have lost keys;
        // so may a userInfo whose closing bracket never came (the paste stopped first).
        if payload.isAnnotated || dictionary.isAnnotated {
          countPartial(&event, annotated: true, at: position)
        } else if payload.isUnclosed {
          countPartial(&event, annotated: false, unclosed: true, at: position)
        }
      case .text(let value), .quoted(let value):
        guard LogValue.object(value) == .null else {
          // Delivered all the same: it keeps its place in the order, its payload unread.
          problems.append(
            InputError(
              "this printed \(spelling.name)'s userInfo is \(MessageText.quoted(value)), neither "
                + "a dictionary nor nil; it was not checked",
              at: text.position(of: userInfo.keyOffset)))
          break
        }
        event.userInfoIsNil = true
      }
    } else if !dictionary.isPartial {
      // NSNotification's description leaves out a nil userInfo.
      event.userInfoIsNil = true
    }
    noteHandler(spelling, at: position)
    // A name-only line just before it was the same notification, announced.
    if let pending, pending == events.count - 1 { events.removeLast() }
    pending = nil
    events.append(event)
  }

  /// The name a description's `name` value spells: one of the spec, or one it does not know
  /// kept for context; worked out once per distinct value.
  private mutating func notificationName(_ written: String) -> NameSpelling? {
    if let known = names.descriptions[written] { return known }
    let spelling = NameSpelling.whole(Substring(written), vocabulary) ?? plain(written)
    if names.descriptions.count < NamesRead.capacity { names.descriptions[written] = spelling }
    return spelling
  }

  /// A name the spec does not know, kept for context when it is one word.
  private func plain(_ written: String) -> NameSpelling? {
    guard !written.isEmpty, written.utf8.count <= PrintedParser.maximumKeyLength,
      written.allSatisfy(NameSpelling.isNameCharacter), written.first?.isLetter == true
    else { return nil }
    return NameSpelling(name: written, written: written, isHandler: false)
  }

  /// Where a notification's description starts: `NSConcreteNotification` before it on its line,
  /// or the description itself.
  mutating func notificationPosition(at start: Int) -> SourcePosition {
    text.position(of: concreteNotificationAnchor(before: start) ?? start)
  }

  /// Where a read description starts: `NSConcreteNotification` before its bracket; else its
  /// `name` when the bracket stands on an earlier line (a code block's brace before a comment);
  /// else the bracket.
  private mutating func notificationPosition(_ dictionary: PrintedDictionary) -> SourcePosition {
    if let anchor = concreteNotificationAnchor(before: dictionary.start) {
      return text.position(of: anchor)
    }
    let name = dictionary.entry("name")?.keyOffset ?? dictionary.start
    let later = text.lineIndex(of: name) > text.lineIndex(of: dictionary.start)
    return text.position(of: later ? name : dictionary.start)
  }

  /// The offset of `NSConcreteNotification` on the line of `start`, before it.
  func concreteNotificationAnchor(before start: Int) -> Int? {
    let line = text.lineIndex(of: start)
    return Self.find(
      Array("NSConcreteNotification".utf8), in: text.bytes[text.lineRange(line).lowerBound..<start])
  }

  /// A userInfo printed on its own: named by the words before it on its line, by a name-only
  /// line just before it, or by `--name`; else imported without a name.
  private mutating func readPayload(_ entries: PlacedEntries, _ dictionary: PrintedDictionary) {
    let position = text.position(of: dictionary.start)
    let labelled = label(before: dictionary.start)
    var event: TraceEvent
    if let pending, pending == events.count - 1 {
      event = events.removeLast()
      if let labelled { event.name = Symbol(labelled.name) }
    } else {
      event = TraceEvent(
        name: (labelled?.name ?? options.bareName).map { Symbol($0) },
        time: time(at: dictionary.start), position: position)
    }
    if let labelled { noteHandler(labelled, at: position) }
    event.setUserInfo(entries)
    if dictionary.isPartial {
      countPartial(
        &event, annotated: dictionary.isAnnotated, unclosed: dictionary.isUnclosed, at: position)
    }
    pending = nil
    events.append(event)
  }

  /// Marks the event's userInfo as printed in part, and counts it for the note that says so
  /// (placed at the first such payload's `position`).
  private mutating func countPartial(
    _ event: inout TraceEvent, annotated: Bool, unclosed: Bool = false,
    at position: SourcePosition
  ) {
    event.userInfoIsPartial = true
    partialPayloads += 1
    if annotated {
      annotatedPayloads += 1
    } else if unclosed {
      unclosedPayloads += 1
    }
    firstPartial = firstPartial ?? position
  }

  /// The name in the words before `start` on its line (`keyboardWillShow: {`).
  func label(before start: Int) -> NameSpelling? {
    let contentStart = text.contentStart(ofLine: text.lineIndex(of: start))
    let words = text.bytes[contentStart..<max(contentStart, start)]
    return NameSpelling.first(
      in: Substring(String(decoding: words, as: UTF8.self)), vocabulary)
  }

  /// The time the log prefix of the line holding `offset` gives.
  mutating func time(at offset: Int) -> Double? {
    text.time(ofLine: text.lineIndex(of: offset), firstDay: &firstDay)
  }

  // MARK: - Values

  /// The entries of a printed userInfo as the trace model's, each at its key's place: those
  /// of the same text printed before, moved here, when the log repeats it.
  ///
  /// Where an entry is depends on the text from the dictionary's start (a ``TextExcerpt``),
  /// on where that start is, and on the columns blanked multi-byte decoration took: a window
  /// that blanked some is read entry by entry.
  mutating func entries(of dictionary: PrintedDictionary) -> PlacedEntries {
    let range = dictionary.start..<dictionary.end
    let recallable = structures != nil && !text.hasBlankedCharacters
    if recallable,
      let known = convertedPayloads.value(at: range.lowerBound, in: text, tag: range.count)
    {
      let shift = PositionShift(from: known.position, to: text.position(of: range.lowerBound))
      return PlacedEntries(known.entries, shift: shift)
    }
    let remembers = recallable && convertedPayloads.isWorthwhile
    // Where the text starts, before its entries: positions are worked out going forward.
    let position = remembers ? text.position(of: range.lowerBound) : nil
    let entries = dictionary.entries.map { entry in
      PayloadEntry(
        key: Symbol(entry.key), value: .untyped(raw(entry)),
        position: text.position(of: entry.keyOffset))
    }
    if let position {
      convertedPayloads.remember(
        ConvertedPayload(position: position, entries: entries), tag: range.count, for: range,
        in: text)
    }
    return PlacedEntries(entries)
  }

  /// An entry's value: quotes only escape an Objective-C description (`"0.25"` is the number),
  /// while in Swift, JSON and JavaScript a quoted value is a string.
  private func raw(_ entry: PrintedEntry) -> RawValue {
    switch entry.value {
    case .quoted(let value): entry.isPropertyList ? LogValue.raw(value) : .string(value)
    case .text(let value): LogValue.raw(value, booleans: !entry.isPropertyList)
    case .dictionary(let nested):
      .string(String(decoding: text.bytes[nested.start..<nested.end], as: UTF8.self))
    }
  }

  /// A dialect's payload in the spec's keys: renamed, rectangles built from their members,
  /// numbers scaled and words replaced by the values they stand for. Keys the dialect does not
  /// translate are left out.
  private mutating func translate(_ dictionary: PrintedDictionary, _ dialect: PayloadDialect)
    -> [PayloadEntry]
  {
    var entries: [PayloadEntry] = []
    for key in dialect.keys {
      guard let entry = dictionary.entry(key.from) else { continue }
      var value = raw(entry)
      if let names = key.rect, case .dictionary(let rect) = entry.value {
        let numbers = names.compactMap { name -> Double? in
          guard case .number(let number, _)? = rect.entry(name).map(raw) else { return nil }
          return number
        }
        if numbers.count == 4 { value = .numbers(Numbers(numbers)) }
      } else if let scale = key.scale, case .number(let number, _) = value {
        value = .number((number * scale * 1e9).rounded() / 1e9, isInteger: false)
      } else if let words = key.values, case .string(let word) = value,
        let found = words.first(where: { $0.word == word })
      {
        value = found.value
      }
      entries.append(
        PayloadEntry(
          key: Symbol(key.to), value: .untyped(value), position: text.position(of: entry.keyOffset))
      )
    }
    return entries
  }

  // MARK: - Notes

  /// What the report says about how the log was read.
  func notes() -> [InputNote] {
    var notes: [InputNote] = []
    if let first = handlerNames.first {
      let named = handlerNames.map { found in
        "\(found.spelling.name) from the handler name \(found.spelling.written) (line \(found.position.line))"
      }
      notes.append(
        InputNote(
          "named " + named.joinedText(separator: ", ")
            + ": an app logs its handler's name, and kbcheck reads it as the notification it "
            + "handles", at: first.position))
    }
    if let firstPartial {
      let count = partialPayloads == 1 ? "1 payload was" : "\(partialPayloads) payloads were"
      // Each way a payload was printed in part that the log shows, in words.
      var ways: [String] = []
      if partialPayloads > annotatedPayloads + unclosedPayloads {
        ways.append("without the brackets of a dictionary")
      }
      if unclosedPayloads > 0 {
        ways.append("without a closing bracket after the entries")
      }
      if annotatedPayloads > 0 {
        ways.append(
          ways.isEmpty
            ? "with notes (comments or prose) among the entries: an edited paste"
            : "with notes among the entries")
      }
      let how = ways.joinedText(separator: ", or ")
      notes.append(
        InputNote(
          "\(count) printed \(how) (the first here): keys they lack or show twice are not "
            + "reported, since the paste may have left lines out or added some",
          at: firstPartial))
    }
    if let dialect {
      notes.append(
        InputNote(
          "payloads read as \(dialect.id) events and translated into the spec's keys "
            + "(\(dialect.source)); their Objective-C types are not checked",
          at: events.first?.position))
    }
    return notes
  }
}
