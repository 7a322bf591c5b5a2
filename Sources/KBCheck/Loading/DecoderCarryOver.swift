#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a trace decoder hands on to the next file its thread decodes: the symbols of the names
/// and keys it met (``SymbolCache``), and the userInfo objects it and the files before it
/// remembered last (``PayloadMemo/handedOn``).
///
/// A batch's traces come from the same app and device, so the next file holds the same names
/// and mostly the same payloads: each file had looked its names up in the shared symbol table
/// under its lock, and parsed its first occurrence of each payload (about 53,000 instructions
/// a file of the benchmark's corpus, a thirtieth of its work). What is handed on is only ever
/// a shortcut: a symbol is the same in every file, and a payload found again is the same bytes,
/// whose positions are moved to the new file like a repeat within one.
///
/// Each thread keeps its own: a payload's entries are shared by every event that repeats it,
/// and two threads whose events retained and released the same arrays made the corpus's
/// processor time 6% longer, where its instructions were 3% fewer.
struct DecoderCarryOver {
  /// The names met so far, by their bytes.
  var symbols = SymbolCache()
  /// The objects the last files remembered, the most recent first.
  var objects: [PayloadMemo.Object] = []

  /// Runs `body` with the calling thread's carry-over.
  static func withCurrent<Result>(_ body: (inout DecoderCarryOver) -> Result) -> Result {
    body(&ThreadBox.current.value)
  }

  /// A thread's carry-over, behind the thread-specific key that keeps it.
  private final class ThreadBox {
    var value = DecoderCarryOver()

    /// The key of each thread's box; a thread's box is released when the thread ends.
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<ThreadBox>.fromOpaque(pointer).release()
      }
      return key
    }()

    /// The calling thread's box, made on its first file.
    static var current: ThreadBox {
      if let pointer = pthread_getspecific(key) {
        return Unmanaged<ThreadBox>.fromOpaque(pointer).takeUnretainedValue()
      }
      let box = ThreadBox()
      pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
      return box
    }
  }
}
