/// The words a spec knows for the device facts a trace or the command line gives as text (the
/// idiom, the OS, the keyboard's mode), with other spellings of each.
///
/// A trace's `"idiom": "iPad"` or `--keyboard Split` then reads as the spec's `pad` and
/// `split`, and a word the spec does not know is an error. Taken as typed, such a word matched
/// no device condition: the quirks of the device the trace came from did not apply, and the run
/// reported UIKit's own behaviour as errors, saying nothing about why.
struct DeviceWords: Sendable, Equatable {
  /// The words of one fact.
  struct List: Sendable, Equatable {
    /// The words, as the spec's conditions and defaults write them (`pad`).
    var words: [String]
    /// Other spellings, each with the word it stands for (`iPad` for `pad`).
    var spellings: [Spelling] = []
    /// Where the words come from.
    var source: String = ""
    /// Where the list is declared.
    var position: SourcePosition = .start
  }

  /// Another spelling of a word (`iPad` for `pad`).
  struct Spelling: Sendable, Equatable {
    /// The spelling.
    var text: String
    /// The word it stands for.
    var word: String
  }

  /// The lists, by fact (the idioms `phone`, `pad`; the systems; the keyboard's modes); a
  /// fact without one takes any word as it is.
  var lists = DeviceFacts<List>()
}

extension DeviceWords.List {
  /// The spec's word for `text`: the word itself, a spelling of it, or either written in other
  /// case or with other punctuation (`Pad`, `.pad`, `UIUserInterfaceIdiom.pad`); nil when it
  /// stands for none.
  func word(for text: String) -> String? {
    if words.contains(text) { return text }
    if let spelling = spellings.first(where: { $0.text == text }) { return spelling.word }
    let key = MessageText.looseKey(text)
    guard !key.isEmpty else { return nil }
    if let word = words.first(where: { MessageText.looseKey($0) == key }) { return word }
    return spellings.first(where: { MessageText.looseKey($0.text) == key })?.word
  }

  /// What an unknown word is told: the closest word or spelling, and the words.
  func unknown(_ text: String, _ fact: DeviceFact) -> String {
    let candidates = words + spellings.map(\.text)
    var hint =
      MessageText.closestLoosely(to: text, in: candidates).map { "; did you mean \($0)?" } ?? ""
    // A model's name (`iPhone 15 Pro`, `iPad Air`) begins with its kind's.
    if let first = text.split(whereSeparator: { !$0.isLetter }).first.map(String.init),
      first != text, let word = word(for: first)
    {
      hint = "; did you mean \(word), for \(first)?"
    }
    return "\(MessageText.quoted(text)) names no \(fact.noun) of the spec\(hint) (its "
      + "\(fact.plural): \(words.joinedText(separator: ", ")))"
  }
}
