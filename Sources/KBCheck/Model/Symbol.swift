/// A name that traces and specs share (a notification name, a userInfo key), interned: equal
/// names are the same symbol, compared and hashed as one integer and copied without reference
/// counting, which keeps the hot path of a batch run free of string traffic.
///
/// A symbol is written like the string it stands for (`let key: Symbol = "SomeKey"`); ``text``
/// gives the string back.
struct Symbol: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The symbol's number: dense from 0, in the order this process first saw the names.
  let id: Int32

  /// The symbol for a name.
  init(_ text: String) {
    self = SymbolTable.shared.symbol(for: text)
  }

  /// The symbol for a name written as a literal.
  init(stringLiteral value: String) {
    self.init(value)
  }

  init(id: Int32) {
    self.id = id
  }

  /// The name.
  var text: String { SymbolTable.shared.text(of: self) }

  /// The name, so a symbol reads as its string in messages.
  var description: String { text }
}
