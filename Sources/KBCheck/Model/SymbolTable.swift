/// The process-wide table of ``Symbol``s: each distinct name once, never removed.
///
/// It holds names only (notification names, userInfo keys), never values, so it grows with the
/// vocabulary of the inputs, not with their size. Lookups take a lock; the trace decoder keeps
/// its own lock-free cache in front of it (``SymbolCache``).
final class SymbolTable: Sendable {
  /// The table every symbol belongs to.
  static let shared = SymbolTable()

  private struct State {
    var ids: [String: Int32] = [:]
    var texts: [String] = []
  }

  private let state = Locked(State())

  /// The symbol for `text`, made on first sight.
  func symbol(for text: String) -> Symbol {
    state.withLock { state in
      if let id = state.ids[text] { return Symbol(id: id) }
      let id = Int32(state.texts.count)
      state.ids[text] = id
      state.texts.append(text)
      return Symbol(id: id)
    }
  }

  /// The name a symbol stands for.
  func text(of symbol: Symbol) -> String {
    state.withLock { $0.texts[Int(symbol.id)] }
  }

  /// How many symbols exist: every id is below it.
  var count: Int {
    state.withLock { $0.texts.count }
  }
}
