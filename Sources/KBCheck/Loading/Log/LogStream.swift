#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log's raw bytes, handed to the importer a window of whole lines at a time, so that a log
/// read from a file is never held whole: memory stays a small multiple of the window, however
/// long the log.
///
/// A window is a body (the lines the importer reads from) and after it a margin of further
/// whole lines, which a structure that starts in the body may run into; the next window starts
/// where the importer stopped, one line earlier (a line's decoration is judged with its
/// neighbours'). A structure that runs to the end of a window is read again in a larger one.
struct LogStream {
  /// One window of the log.
  struct Window {
    /// The raw bytes, whole lines (the last may lack its line break at the log's end).
    var bytes: [UInt8]
    /// The offset in the log of the first byte.
    var offset: Int
    /// The offset in ``bytes`` where the body ends and the margin begins (a line start).
    var bodyEnd: Int
    /// Whether the window runs to the end of the log.
    var isLast: Bool
  }

  /// How large a window is at least: its body and its margin, in bytes.
  struct Size: Sendable {
    /// The bytes of whole lines the importer reads from.
    var body: Int
    /// The bytes of whole lines after them that a structure may run into.
    var margin: Int

    /// A megabyte, and 64 KB after it: a structure longer than that is read in a window
    /// twice, four times… as large.
    static let standard = Size(body: 1 << 20, margin: 1 << 16)

    /// This size `scale` times over.
    func scaled(_ scale: Int) -> Size { Size(body: body * scale, margin: margin * scale) }
  }

  /// The bytes read and not let go yet; `buffer[0]` is the log's byte `bufferStart`.
  private var buffer: [UInt8]
  private var bufferStart = 0
  /// Where more bytes come from; nil when ``buffer`` holds the whole log.
  private let file: OpenFile?

  /// The bytes held now (never the whole of a long log read from a file).
  var buffered: Int { buffer.count }

  /// The bytes read from a file at a time.
  static let chunk = 1 << 18

  /// A log held whole in memory (standard input, a conversion, a test).
  init(_ bytes: consuming [UInt8]) {
    buffer = consume bytes
    file = nil
  }

  /// A log read from `file`, whose first bytes (already read) are `head`.
  init(head: consuming [UInt8], file: OpenFile) {
    buffer = consume head
    self.file = file
  }

  /// The window that starts at the log's byte `start` (a line start, at or after the last
  /// window's start), of at least `size`.
  mutating func window(from start: Int, size: Size) throws(InputError) -> Window {
    if file != nil, start - bufferStart >= Self.chunk {
      // Let go of what no window needs any more (a file's buffer stays a few windows long).
      buffer.removeSubrange(0..<(start - bufferStart))
      bufferStart = start
    }
    let from = start - bufferStart
    let bodyEnd = try lineEnd(atOrAfter: from + size.body)
    var end = try lineEnd(atOrAfter: bodyEnd + size.margin)
    // A window that reaches the bytes read so far is the last only if the file has ended.
    while end == buffer.count, let file, !file.atEnd {
      try file.read(atMost: Self.chunk, into: &buffer)
      end = try lineEnd(atOrAfter: bodyEnd + size.margin)
    }
    return Window(
      bytes: Array(buffer[from..<end]), offset: start, bodyEnd: bodyEnd - from,
      isLast: end == buffer.count && (file?.atEnd ?? true))
  }

  /// The offset in ``buffer`` just after the first line break at or after `offset`, or the
  /// end of the log; reads more of the file until one is found.
  private mutating func lineEnd(atOrAfter offset: Int) throws(InputError) -> Int {
    var from = offset
    while true {
      if from < buffer.count {
        let found = buffer.withUnsafeBufferPointer { bytes -> Int? in
          guard let base = bytes.baseAddress,
            let hit = memchr(base + from, 0x0A, bytes.count - from)
          else { return nil }
          return UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        }
        if let found { return found }
      }
      from = max(from, buffer.count)
      guard let file, !file.atEnd else { return buffer.count }
      try file.read(atMost: Self.chunk, into: &buffer)
    }
  }
}
