/// A userInfo entry as the payload checks report it: its key and where it stands in the input.
///
/// The checks read nothing else of an entry; handing them the whole entry copied its value
/// (strings and arrays retained and released) for every entry checked.
struct LocatedKey {
  /// The userInfo key.
  var key: Symbol
  /// Where the key appears in the input.
  var position: SourcePosition
}
