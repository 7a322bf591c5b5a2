/// The words of a spec that the log importer reads by: its userInfo keys (a payload is found by
/// its keys, not by the shape of the line around it), the names of its notifications and
/// markers in every spelling the spec lists, and its payload dialects.
struct LogVocabulary: Sendable, Equatable {
  /// How a name was written.
  struct Spelling: Sendable, Equatable {
    /// The name the spec gives the event.
    var name: String
    /// Whether it was a handler's or an event's name (`keyboardWillShow`) rather than a
    /// spelling of the name itself; the importer says so in a note.
    var isHandler: Bool
  }

  /// The spec's userInfo keys.
  let keys: Set<String>
  /// Every spelling of a notification the spec lists, to the name it stands for.
  let spellings: [String: Spelling]
  /// The markers' names, read only as written (`viewDidAppear:`): a view controller's
  /// `viewDidAppear(_:)` in a log may be any view's.
  let markers: Set<String>
  /// The spec's payload dialects.
  let dialects: [PayloadDialect]
  /// The keys that mark a dictionary as a payload of some dialect.
  let dialectMarkers: Set<String>
  /// The spec's name and version: two vocabularies of the same spec are equal.
  private let identity: String
  /// Bytes of which every name the importer can read holds at least one (a marker, a
  /// spelling, or the suffix of an unlisted name, ``NameSpelling/nameSuffix``): a line with
  /// none of them names nothing, and most lines of a log are turned away by this table
  /// instead of being taken apart.
  private let nameBytes: [Bool]
  /// The first bytes of the words entries without brackets may start with: the keys, the
  /// dialects' marker keys, and `name`.
  private let runFirstBytes: [Bool]
  /// The first bytes of the dialects' marker keys: most keys (the spec's own) start with none
  /// of them and are turned away without being hashed.
  private let markerFirstBytes: [Bool]

  /// The vocabulary of a spec.
  init(_ spec: Spec) {
    keys = Set(spec.keys.map(\.name))
    var spellings: [String: Spelling] = [:]
    markers = Set(spec.markers.map(\.name))
    for notification in spec.notifications {
      let own = Spelling(name: notification.name, isHandler: false)
      spellings[notification.name] = own
      for alias in notification.aliases { spellings[alias] = own }
      for handler in notification.handlerNames {
        spellings[handler] = Spelling(name: notification.name, isHandler: true)
      }
    }
    self.spellings = spellings
    dialects = spec.dialects
    dialectMarkers = Set(spec.dialects.flatMap(\.recognisedBy))
    identity = "\(spec.name) \(spec.version) \(spec.bases.joinedText(separator: " "))"
    // A name holds its first capital letter (or its first byte); a key starts with its first.
    nameBytes = Self.table(
      of: Array(markers) + Array(spellings.keys) + [NameSpelling.nameSuffix]
    ) { utf8 in utf8.first { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } }
    runFirstBytes = Self.table(of: Array(keys) + Array(dialectMarkers) + ["name"]) { _ in nil }
    markerFirstBytes = Self.table(of: Array(dialectMarkers)) { _ in nil }
  }

  /// A table of one byte of each word (the one `pick` chooses, else its first byte); every
  /// byte when a word is empty.
  private static func table(of words: [String], pick: (String.UTF8View) -> UInt8?) -> [Bool] {
    var table = [Bool](repeating: false, count: 256)
    for word in words {
      guard let first = word.utf8.first else { return [Bool](repeating: true, count: 256) }
      table[Int(pick(word.utf8) ?? first)] = true
    }
    return table
  }

  /// Whether a key whose first byte is `byte` may start entries without brackets.
  func mayStartRun(_ byte: UInt8) -> Bool {
    runFirstBytes[Int(byte)]
  }

  /// Whether `bytes` may hold a name: they hold a byte of ``nameBytes``.
  func mayName(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.contains { nameBytes[Int($0)] }
  }

  /// The vocabulary of the built-in spec, which is compiled into kbcheck and decoded by a
  /// test: it cannot fail to decode, and an empty vocabulary would silently read no log.
  static let builtIn: LogVocabulary = {
    do {
      return LogVocabulary(try SpecDecoder.decodeBuiltIn())
    } catch {
      preconditionFailure("the built-in spec does not decode: \(error)")
    }
  }()

  /// Vocabularies are equal when they come from the same spec.
  static func == (lhs: LogVocabulary, rhs: LogVocabulary) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Whether `word` is one of the spec's keys.
  func isKey(_ word: String) -> Bool { keys.contains(word) }

  /// Whether `key` marks a dictionary as a payload of some dialect.
  func isDialectMarker(_ key: String) -> Bool {
    guard let first = key.utf8.first, markerFirstBytes[Int(first)] else { return false }
    return dialectMarkers.contains(key)
  }

  /// Whether a dictionary with these keys is a payload: it holds a key of the spec.
  func isPayload(_ dictionary: PrintedDictionary) -> Bool {
    dictionary.entries.contains { keys.contains($0.key) }
  }

  /// The dialect whose payloads look like `dictionary`, if any.
  func dialect(of dictionary: PrintedDictionary) -> PayloadDialect? {
    guard dictionary.entries.contains(where: { isDialectMarker($0.key) }) else {
      return nil
    }
    return dialects.first { dialect in
      dictionary.entries.contains { dialect.recognisedBy.contains($0.key) }
    }
  }

  /// Whether a word may start a structure the importer reads: a key, a dialect's marker key,
  /// or a word of the description grammars.
  func isStructureWord(_ word: String) -> Bool {
    keys.contains(word) || isDialectMarker(word) || Self.grammarWords.contains(word)
  }

  /// Words that begin a printed notification or dictionary.
  static let grammarWords: Set<String> = [
    "name", "userInfo", "object", "NSConcreteNotification", "AnyHashable", "Optional", "Object",
  ]

  /// The first of the spec's keys the bytes mention, and where (an index into them); the
  /// longer key where two start at one place.
  func firstKeyMention(in bytes: ArraySlice<UInt8>) -> (key: String, offset: Int)? {
    Self.firstMention(of: keys, in: bytes).map { (key: $0.word, offset: $0.offset) }
  }

  /// The first of the spec's notification names, in any spelling it lists (a handler's name
  /// too), that the bytes mention, and where; nil when they mention none.
  func firstNameMention(in bytes: ArraySlice<UInt8>) -> (word: String, offset: Int)? {
    Self.firstMention(of: spellings.keys, in: bytes)
  }

  /// The first of `words` the bytes hold, and where; the longer where two start at one place.
  private static func firstMention(
    of words: some Collection<String>, in bytes: ArraySlice<UInt8>
  ) -> (word: String, offset: Int)? {
    words.compactMap { word in LogImporter.find(Array(word.utf8), in: bytes).map { (word, $0) } }
      .min { ($0.1, -$0.0.utf8.count, $0.0) < ($1.1, -$1.0.utf8.count, $1.0) }
  }

  /// Whether the bytes mention one of the spec's keys.
  func mentionsKey(_ bytes: ArraySlice<UInt8>) -> Bool {
    keys.contains { key in LogImporter.find(Array(key.utf8), in: bytes) != nil }
  }

  /// The marker named exactly `text`, if one is.
  func marker(_ text: Substring) -> String? {
    markers.contains(String(text)) ? String(text) : nil
  }

  /// What a word names: a marker's name as written, a spelling of a notification the spec
  /// lists, or the last part of a qualified Swift name (`UIResponder.keyboardWillShowNotification`).
  func spelling(of word: String) -> Spelling? {
    if markers.contains(word) { return Spelling(name: word, isHandler: false) }
    if let found = spellings[word] { return found }
    guard let dot = word.lastIndex(of: "."), word.index(after: dot) < word.endIndex else {
      return nil
    }
    return spellings[String(word[word.index(after: dot)...])]
  }
}
