extension SpecPartsReader {
  /// `"deviceWords": {"idiom": {"words", "spellings", "source"}, "os": {...}, "keyboard": {...}}`.
  func deviceWordLists(_ value: JSONValue) throws(InputError) -> DeviceWords {
    let object = try ObjectReader(value, what: "\"deviceWords\"")
    try object.rejectUnknown(DeviceFact.allCases.map(\.field.text), "key in \"deviceWords\"")
    var result = DeviceWords()
    for fact in DeviceFact.allCases {
      guard let member = object.member(fact.field.text) else { continue }
      result.lists[fact] = try wordList(member, fact)
    }
    return result
  }

  private func wordList(_ value: JSONValue, _ fact: DeviceFact) throws(InputError)
    -> DeviceWords.List
  {
    let object = try ObjectReader(value, what: "the \(fact.noun) words")
    try object.rejectUnknown(["words", "spellings", "source"], "key in a word list")
    let words = try strings(object, "words")
    guard !words.isEmpty else {
      throw InputError(
        "the \(fact.noun) words need \"words\": the \(fact.plural) conditions may name",
        at: value.position)
    }
    var list = DeviceWords.List(
      words: words, source: try object.requiredString("source").value, position: value.position)
    if let spellings = object.member("spellings") {
      for member in try ObjectReader(spellings, what: "\"spellings\"").keys {
        guard let word = member.value.string, words.contains(word) else {
          throw InputError(
            "spelling \(MessageText.quoted(member.key)) must stand for one of the \(fact.plural) "
              + "in \"words\" (\(words.joinedText(separator: ", ")))", at: member.value.position)
        }
        list.spellings.append(DeviceWords.Spelling(text: member.key, word: word))
      }
    }
    return list
  }

  /// The string `key` of `object`, which must be one of the spec's words for `fact`.
  func deviceWord(_ object: ObjectReader, _ key: String, _ fact: DeviceFact) throws(InputError)
    -> String?
  {
    guard let word = try object.optionalString(key) else { return nil }
    try checkDeviceWord(word.value, fact, at: word.position)
    return word.value
  }

  /// The string `key` of `object`, which it must have, and which must be one of the spec's
  /// words for `fact`.
  func requiredDeviceWord(_ object: ObjectReader, _ key: String, _ fact: DeviceFact)
    throws(InputError) -> String
  {
    let word = try object.requiredString(key)
    try checkDeviceWord(word.value, fact, at: word.position)
    return word.value
  }

  /// The list of strings `key` of `object`, each one of the spec's words for `fact`.
  func deviceWordList(_ object: ObjectReader, _ key: String, _ fact: DeviceFact)
    throws(InputError) -> [String]
  {
    guard let value = object.member(key) else { return [] }
    let words = try ObjectReader.strings(value, what: "\"\(key)\"")
    for (word, element) in zip(words, value.elements ?? []) {
      try checkDeviceWord(word, fact, at: element.position)
    }
    return words
  }

  /// Throws unless `word` is one of the spec's words for `fact` as the list writes it (a spec
  /// writes `pad`, never a spelling of it); any word passes when the spec lists none.
  func checkDeviceWord(_ word: String, _ fact: DeviceFact, at position: SourcePosition)
    throws(InputError)
  {
    guard let list = deviceWords.lists[fact], !list.words.contains(word) else { return }
    let hint = list.word(for: word).map { "; write \(MessageText.quoted($0))" } ?? ""
    throw InputError(
      "\(MessageText.quoted(word)) is not one of the spec's \(fact.plural) (its \"deviceWords\": "
        + "\(list.words.joinedText(separator: ", ")))\(hint)", at: position)
  }
}
