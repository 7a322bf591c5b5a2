/// The names a log's importer has read, by the text they were read from: a log repeats a few
/// names thousands of times (each description's `name`, each handler's line), and working one
/// out (trimming, unwrapping, the spec's spellings) cost a name-only line about 18,000
/// instructions. Each table stops growing at ``capacity`` texts.
struct NamesRead {
  /// What the text of a name-only line spells, and how many bytes into it the name is written
  /// (nil: no name).
  var lines: [String: (NameSpelling, offset: Int)?] = [:]
  /// What a description's `name` value spells (nil: no name).
  var descriptions: [String: NameSpelling?] = [:]
  /// How many texts each table keeps.
  static let capacity = 1024
}
