import KeyboardTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads `keyboard-trace/1` straight from bytes into a ``Trace``, the hot path of batch runs.
///
/// It walks the document with ``JSONParser``'s own scanners but builds no JSON tree: events
/// and their payloads go straight into the model, object keys are compared as bytes, and each
/// distinct key or name becomes a `String` once per file. Anything it does not expect — an
/// error, a duplicate key, an escaped key — sends the whole file to the general decoder
/// (``TraceDecoder``), which is the reference for what a trace means and how a bad one is
/// reported; a test checks both agree on every example.
enum FastTraceDecoder {
  /// Decodes a trace, falling back to ``TraceDecoder`` whenever the fast path steps aside.
  static func decode(_ bytes: [UInt8]) throws(InputError) -> Trace {
    if let trace = fastPathOnly(bytes) { return trace }
    return try TraceDecoder.decode(bytes)
  }

  /// The trace when the fast path reads it alone, nil when it would step aside (for tests
  /// that keep the hot path hot).
  static func fastPathOnly(_ bytes: [UInt8]) -> Trace? {
    DecoderCarryOver.withCurrent { fastPathOnly(bytes, carrying: &$0) }
  }

  /// The trace when the fast path reads it alone, starting from what `carryOver` holds and
  /// leaving in it what this file hands on (see ``DecoderCarryOver``).
  static func fastPathOnly(_ bytes: [UInt8], carrying carryOver: inout DecoderCarryOver)
    -> Trace?
  {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(parser: JSONParser(bytes: buffer), carried: carryOver)
      // The reader holds the only copy, so its first change to it copies nothing.
      carryOver = DecoderCarryOver()
      let trace = reader.document()
      carryOver = DecoderCarryOver(symbols: reader.symbols, objects: reader.payloads.handedOn)
      return trace
    }
  }

  private struct Reader {
    var parser: JSONParser
    var symbols: SymbolCache
    var interned = Interner()
    var payloads: PayloadMemo
    /// The fields an event's keys are compared with, spelled once per file.
    let fields = EventFields()
    /// The excerpt breaks the events mark (`excerptStart`), in order.
    var excerptBreaks: [ExcerptBreak] = []

    /// A reader of `parser`'s bytes, starting from what the file before handed on.
    init(parser: JSONParser, carried: DecoderCarryOver) {
      self.parser = parser
      symbols = carried.symbols
      payloads = PayloadMemo(carried: carried.objects)
    }

    /// The trace, or nil when the general decoder must decide.
    mutating func document() -> Trace? {
      parser.skipByteOrderMark()
      parser.skipWhitespace()
      guard consume(UInt8(ascii: "{")) else { return nil }
      var trace = Trace(events: [])
      var seen: Set<String> = []
      var sawFormat = false
      var sawEvents = false
      var first = true
      loop: while true {
        switch nextMember(&first) {
        case .bad: return nil
        case .end: break loop
        case .key(let keyBytes):
          let key = text(keyBytes)
          guard seen.insert(key).inserted else { return nil }
          switch TraceField(key) {
          case .format:
            guard let format = plainString(), format == TraceDecoder.formatName else { return nil }
            sawFormat = true
          case .source:
            guard let text = plainString(), let source = TraceSource(rawValue: text) else {
              return nil
            }
            trace.source = source
          case .events:
            guard let events = events() else { return nil }
            trace.events = events
            trace.excerptBreaks = excerptBreaks
            sawEvents = true
          default:
            // device, observed and unknown fields: rare and small, so the general decoder's.
            guard let value = genericValue() else { return nil }
            switch TraceField(key) {
            case .device:
              guard
                let device = stepAsideOnError({ () throws(InputError) in
                  try TraceDecoder.decodeDevice(value)
                })
              else { return nil }
              (trace.device, trace.devicePositions) = device
            case .observed:
              guard
                let names = stepAsideOnError({ () throws(InputError) in
                  try ObjectReader.strings(value, what: TraceField.observed.quoted)
                })
              else {
                return nil
              }
              trace.observed = Set(names)
              trace.observedPosition = value.position
            default:
              trace.extensions.append(
                JSONMember(key: key, keyPosition: keyBytes.position, value: value))
            }
          }
        }
      }
      guard sawFormat, sawEvents else { return nil }
      parser.skipWhitespace()
      guard parser.offset == parser.bytes.count else { return nil }
      return trace
    }

    mutating func events() -> [TraceEvent]? {
      guard consume(UInt8(ascii: "[")) else { return nil }
      var events: [TraceEvent] = []
      events.reserveCapacity(256)
      var first = true
      while true {
        guard let more = nextElement(&first) else { return nil }
        guard more else {
          payloads.numbers.forgetUnrepeated(in: &events)
          return events
        }
        // Read into its place in the array: a finished event moved there costs a copy.
        parser.skipWhitespace()
        events.append(TraceEvent(at: parser.position))
        guard event(&events[events.count - 1], index: events.count - 1) else { return nil }
      }
    }

    /// Reads an event object into `event`; false when the general decoder must decide.
    mutating func event(_ event: inout TraceEvent, index: Int) -> Bool {
      guard consume(UInt8(ascii: "{")) else { return false }
      var seen: UInt8 = 0
      var first = true
      while true {
        let step = nextMember(&first)
        guard case .key(let key) = step else { return step == .end }
        let bit: UInt8
        if isKey(key, fields.name) {
          bit = 1
          if peek == UInt8(ascii: "n") {
            guard genericValue()?.kind == .null else { return false }
          } else {
            guard let name = symbolString() else { return false }
            event.name = name
          }
        } else if isKey(key, fields.time) {
          bit = 2
          guard peekIsNumber, let time = parser.plainNumber() else { return false }
          event.time = time.value
        } else if isKey(key, fields.userInfo) {
          bit = 8
          if peek == UInt8(ascii: "n") {
            guard genericValue()?.kind == .null else { return false }
            event.userInfoIsNil = true
          } else {
            guard let (entries, payload, shift) = userInfo() else { return false }
            event.setUserInfo(entries, payload: payload, shift: shift)
          }
        } else if isKey(key, fields.object) {
          bit = 4
          guard let value = genericValue() else { return false }
          event.object = PayloadValueDecoder.decode(value)
        } else if isKey(key, fields.userInfoPartial) {
          bit = 16
          guard case .bool(let flag)? = genericValue()?.kind else { return false }
          event.userInfoIsPartial = flag
        } else if isKey(key, fields.excerptStart) {
          bit = 32
          // The author's text or true; anything else is the general decoder's error to give.
          guard let kind = genericValue()?.kind, let marked = TraceDecoder.excerptText(kind)
          else { return false }
          // A break before the first event parts nothing.
          if let text = marked, index > 0 {
            excerptBreaks.append(ExcerptBreak(event: index, text: text, position: key.position))
          }
        } else {
          bit = 0
          let name = text(key)
          guard let value = genericValue() else { return false }
          guard !event.extensions.contains(where: { $0.key == name }) else { return false }
          event.extensions.append(JSONMember(key: name, keyPosition: key.position, value: value))
        }
        guard seen & bit == 0 else { return false }
        seen |= bit
      }
    }

    /// The userInfo object at the cursor: a repeat of a recent one (its entries shared, and
    /// the shift of their positions to here), or read and remembered; with its number (see
    /// ``TraceEvent/payload``).
    mutating func userInfo() -> (
      entries: [PayloadEntry], payload: Int32, shift: PositionShift?
    )? {
      parser.skipWhitespace()
      let start = parser.cursor
      let position = parser.position
      guard payloads.numbers.isWorthwhile else { return userInfoObject().map { ($0, -1, nil) } }
      if let repeated = payloads.match(parser.bytes, at: start.offset, position: position) {
        repeated.extent.move(&parser)
        return (repeated.entries, repeated.id, repeated.shift)
      }
      guard let entries = userInfoObject() else { return nil }
      let id = payloads.remember(
        parser.bytes, start.offset..<parser.offset, position: position,
        extent: PayloadMemo.Extent(from: start, to: parser), entries: entries)
      return (entries, id, nil)
    }

    private mutating func userInfoObject() -> [PayloadEntry]? {
      guard consume(UInt8(ascii: "{")) else { return nil }
      var entries: [PayloadEntry] = []
      entries.reserveCapacity(8)
      var first = true
      while true {
        let step = nextMember(&first)
        guard case .key(let key) = step else {
          return step == .end ? entries : nil
        }
        let symbol = symbols.symbol(parser.bytes, key.bytes)
        guard let value = payloadValue() else { return nil }
        entries.append(PayloadEntry(key: symbol, value: value, position: key.position))
      }
    }

    /// A typed `{"type": T, "value": V}` read directly, anything else through the general
    /// parser and ``PayloadValueDecoder``.
    mutating func payloadValue() -> PayloadValue? {
      parser.skipWhitespace()
      let saved = parser.cursor
      if peek == UInt8(ascii: "{"), let typed = typedValue() { return typed }
      parser.cursor = saved
      guard let value = genericValue() else { return nil }
      return PayloadValueDecoder.decode(value)
    }

    private mutating func typedValue() -> PayloadValue? {
      var first = true
      guard consume(UInt8(ascii: "{")), case .key(let typeKey) = nextMember(&first),
        isKey(typeKey, fields.type), let type = internedString(),
        case .key(let valueKey) = nextMember(&first), isKey(valueKey, fields.value)
      else { return nil }
      parser.skipWhitespace()
      let raw: RawValue
      switch peek {
      case UInt8(ascii: "["):
        guard let numbers = numberArray() else { return nil }
        raw = .numbers(numbers)
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "\""), UInt8(ascii: "n"):
        guard let value = genericValue() else { return nil }
        raw = PayloadValueDecoder.raw(value)
      default:
        guard peekIsNumber, let number = parser.plainNumber() else { return nil }
        raw = .number(number.value, isInteger: number.isInteger)
      }
      guard consume(UInt8(ascii: "}")) else { return nil }
      return .typed(type: type, value: raw)
    }

    private mutating func numberArray() -> Numbers? {
      guard consume(UInt8(ascii: "[")) else { return nil }
      var numbers = Numbers()
      var first = true
      while true {
        guard let more = nextElement(&first) else { return nil }
        guard more else { return numbers }
        guard peekIsNumber, let number = parser.plainNumber() else { return nil }
        numbers.append(number.value)
      }
    }

    // MARK: - Structure

    /// An object key as it appears in the input: its bytes (without quotes, never escaped)
    /// and where it starts.
    struct Key: Equatable {
      var bytes: Range<Int>
      var position: SourcePosition
    }

    /// What comes next in an object.
    enum Step: Equatable {
      case key(Key)
      case end
      case bad
    }

    /// The next member's key and its colon in an object whose `{` was read, or its end.
    private mutating func nextMember(_ first: inout Bool) -> Step {
      if consume(UInt8(ascii: "}")) { return .end }
      if !first, !consume(UInt8(ascii: ",")) { return .bad }
      first = false
      parser.skipWhitespace()
      let position = parser.position
      guard let bytes = plainStringBytes(), consume(UInt8(ascii: ":")) else { return .bad }
      return .key(Key(bytes: bytes, position: position))
    }

    /// Whether a key is exactly `field`'s spelling: a key of up to eight bytes with eight bytes
    /// after its start is compared in one load, any other byte by byte.
    private func isKey(_ key: Key, _ field: FieldSpelling) -> Bool {
      guard key.bytes.count == field.count else { return false }
      let start = key.bytes.lowerBound
      if field.count <= 8, start + 8 <= parser.bytes.count {
        let word = UnsafeRawBufferPointer(parser.bytes).loadUnaligned(
          fromByteOffset: start, as: UInt64.self)
        return word & field.mask == field.word
      }
      let expected = field.spelling.utf8Start
      for index in 0..<key.bytes.count where parser.bytes[start + index] != expected[index] {
        return false
      }
      return true
    }

    /// The fields of an event and of a typed value, as ``isKey(_:_:)`` compares them.
    struct EventFields {
      let name = FieldSpelling(.name)
      let time = FieldSpelling(.time)
      let userInfo = FieldSpelling(.userInfo)
      let object = FieldSpelling(.object)
      let userInfoPartial = FieldSpelling(.userInfoPartial)
      let excerptStart = FieldSpelling(.excerptStart)
      let type = FieldSpelling(.type)
      let value = FieldSpelling(.value)
    }

    /// A field's spelling, and its first eight bytes as one little-endian word with the mask
    /// of its length.
    struct FieldSpelling {
      let spelling: StaticString
      let count: Int
      let word: UInt64
      let mask: UInt64

      init(_ field: TraceField) {
        spelling = field.spelling
        count = spelling.utf8CodeUnitCount
        var word: UInt64 = 0
        for index in 0..<min(count, 8) {
          word |= UInt64(spelling.utf8Start[index]) << (8 * UInt64(index))
        }
        self.word = word
        mask = count >= 8 ? .max : (1 << (8 * UInt64(count))) - 1
      }
    }

    /// A key's text, for the rare keys that are not compared as bytes.
    private func text(_ key: Key) -> String {
      String(decoding: parser.bytes[key.bytes], as: UTF8.self)
    }

    /// Whether another element follows in an array whose `[` was read (nil: malformed).
    private mutating func nextElement(_ first: inout Bool) -> Bool? {
      if consume(UInt8(ascii: "]")) { return false }
      if !first, !consume(UInt8(ascii: ",")) { return nil }
      first = false
      return true
    }

    @inline(__always)
    private mutating func consume(_ byte: UInt8) -> Bool {
      parser.skipWhitespace()
      guard parser.offset < parser.bytes.count, parser.bytes[parser.offset] == byte else {
        return false
      }
      parser.offset += 1
      return true
    }

    private var peek: UInt8? {
      mutating get {
        parser.skipWhitespace()
        return parser.offset < parser.bytes.count ? parser.bytes[parser.offset] : nil
      }
    }

    private var peekIsNumber: Bool {
      mutating get {
        guard let byte = peek else { return false }
        return byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      }
    }

    /// The content of a string without escapes at the cursor (after whitespace), consumed;
    /// nil for anything else.
    private mutating func plainStringBytes() -> Range<Int>? {
      parser.skipWhitespace()
      let bytes = parser.bytes
      guard parser.offset < bytes.count, bytes[parser.offset] == UInt8(ascii: "\"") else {
        return nil
      }
      let start = parser.offset + 1
      guard let end = FastTraceDecoder.plainStringEnd(bytes, from: start) else { return nil }
      parser.offset = end + 1
      return start..<end
    }

    /// A string without escapes as a ``Symbol``.
    private mutating func symbolString() -> Symbol? {
      guard let range = plainStringBytes() else { return nil }
      return symbols.symbol(parser.bytes, range)
    }

    /// A string without escapes, as a `String` made once per distinct byte sequence.
    private mutating func internedString() -> String? {
      guard let range = plainStringBytes() else { return nil }
      let bytes = parser.bytes
      let hash = SymbolCache.hash(bytes, range)
      if let known = interned.find(hash), Self.equal(known, bytes, range) { return known }
      let text = String(decoding: bytes[range], as: UTF8.self)
      interned.insert(hash, text)
      return text
    }

    /// The strings made so far, by the hash of their bytes: a small open-addressed table,
    /// since a trace has few distinct keys and names.
    struct Interner {
      private var hashes = [UInt64](repeating: 0, count: 64)
      private var strings = [String?](repeating: nil, count: 64)
      private var overflow: [UInt64: String] = [:]

      func find(_ hash: UInt64) -> String? {
        var slot = Int(truncatingIfNeeded: hash & 63)
        for _ in 0..<8 {
          guard let string = strings[slot] else { return nil }
          if hashes[slot] == hash { return string }
          slot = (slot + 1) & 63
        }
        return overflow[hash]
      }

      mutating func insert(_ hash: UInt64, _ string: String) {
        var slot = Int(truncatingIfNeeded: hash & 63)
        for _ in 0..<8 {
          if strings[slot] == nil || hashes[slot] == hash {
            hashes[slot] = hash
            strings[slot] = string
            return
          }
          slot = (slot + 1) & 63
        }
        overflow[hash] = string
      }
    }

    /// Whether a string's UTF-8 is exactly `bytes[range]` (a memory comparison).
    private static func equal(
      _ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
      var text = text
      return text.withUTF8 { utf8 in
        guard utf8.count == range.count else { return false }
        guard let base = bytes.baseAddress, let other = utf8.baseAddress else {
          return range.isEmpty
        }
        return memcmp(base + range.lowerBound, other, range.count) == 0
      }
    }

    /// The result of `body`, or nil when it throws: the fast path then steps aside, and the
    /// general decoder reads the whole file again and reports the error where it is. Nothing
    /// is dropped: every error this hides, ``TraceDecoder`` raises.
    private func stepAsideOnError<Value>(_ body: () throws(InputError) -> Value) -> Value? {
      do {
        return try body()
      } catch {
        return nil
      }
    }

    /// Any value, through the general parser (which builds a tree: for the rare parts only).
    private mutating func genericValue() -> JSONValue? {
      parser.skipWhitespace()
      return stepAsideOnError { () throws(InputError) in try parser.parseValue() }
    }

    /// A string value (escapes allowed), through the general scanner.
    private mutating func plainString() -> String? {
      parser.skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { return nil }
      return stepAsideOnError { () throws(InputError) in try parser.parseString() }
    }
  }
}

extension FastTraceDecoder {
  /// Where the string whose content starts at `start` closes, when its bytes are plain
  /// ASCII without escapes or control characters (eight bytes at a time); nil otherwise:
  /// escapes, control characters, non-ASCII and unterminated strings take the general path.
  static func plainStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // A zero byte in `quote` or `backslash`, a byte under 0x20, or a high bit set.
      let special =
        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20)
        | word
      // The lowest flagged byte is the first special one (a borrow only carries a flag
      // upwards from a byte that is flagged itself): the scan goes on from there.
      if special & highs != 0 {
        index += (special & highs).trailingZeroBitCount / 8
        break
      }
      index += 8
    }
    while index < raw.count {
      let byte = raw[index]
      if byte == UInt8(ascii: "\"") { return index }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    return nil
  }
}
