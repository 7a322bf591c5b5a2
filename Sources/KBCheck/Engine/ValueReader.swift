/// Reads recorded values the way a consumer would, and grades them against a declared type.
///
/// Three grades, after Swift's NSNumber bridging (SE-0170): `exact` is the declared type;
/// `bridges` is another NSNumber whose value the declared type can hold (consumers still read
/// it); `breaks` is a value consumers cannot read as the declared type.
enum ValueReader {
  /// A value as a consumer would see it.
  enum Reading: Equatable {
    case number(Double, isInteger: Bool)
    case bool(Bool)
    case rect(Numbers)
    case point(Numbers)
    case string(String)
    case null
    case unreadable(String)
  }

  /// How well a value matches its declared type.
  enum Grade: Equatable {
    case exact
    case bridges(from: String)
    case breaks(String)
    /// The trace gives the value a type its format does not know (`Dobule`): the trace's
    /// notation is wrong, whatever the value.
    case unknownType(String)

    /// Whether consumers cannot read the value, or the trace does not say what it is.
    var breaks: Bool {
      switch self {
      case .breaks, .unknownType: true
      case .exact, .bridges: false
      }
    }
  }

  /// Reads a raw value with no type information (from a log, or an untyped trace).
  static func read(_ raw: RawValue) -> Reading {
    switch raw {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let value, let isInteger): return .number(value, isInteger: isInteger)
    case .numbers(let values) where values.count == 4: return .rect(values)
    case .numbers(let values) where values.count == 2: return .point(values)
    case .numbers(let values): return .unreadable("a list of \(values.count) numbers")
    case .json(let value): return .unreadable(value.kindDescription)
    case .missing: return .unreadable("no \"value\"")
    case .string(let text): return readDescription(text)
    }
  }

  /// Reads an NSValue or NSNumber description: `NSRect: {{0, 264}, {320, 216}}`, `NSPoint: {1, 2}`,
  /// `0.25`, `inf`; any other text stays a string.
  static func readDescription(_ text: String) -> Reading {
    var copy = text
    // Logs are read in these words: ASCII text is read as bytes, without Foundation's
    // trimming or grapheme-by-grapheme splitting, which cost half of a large log's check.
    if let reading = copy.withUTF8({ asciiDescription($0) }) {
      return reading ?? .string(text)
    }
    let trimmed = String(Whitespace.trimmed(text))
    if let number = Double(trimmed) {
      let isInteger = !trimmed.contains(where: { ".eE".contains($0) }) && number.isFinite
      return .number(number, isInteger: isInteger)
    }
    for (prefix, count) in [("NSRect:", 4), ("CGRect:", 4), ("NSPoint:", 2), ("CGPoint:", 2)]
    where trimmed.hasBytePrefix(prefix) {
      let body = trimmed.dropFirst(prefix.count)
      let numbers = body.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
      let parts = body.split(whereSeparator: { "{}, ".contains($0) })
      guard numbers.count == count, parts.count == count else {
        return .unreadable(MessageText.quotedValue(text))
      }
      return count == 4 ? .rect(Numbers(numbers)) : .point(Numbers(numbers))
    }
    return .string(text)
  }

  /// ``readDescription(_:)`` of ASCII text, from its bytes: `.some(nil)` for text that stays a
  /// string, nil for text that is not ASCII (read the general way).
  /// `{`, `}`, `,` or a space: what separates the numbers of `NSRect: {{0, 0}, {1, 2}}`.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ",")
      || byte == UInt8(ascii: " ")
  }

  private static func asciiDescription(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading?? {
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if trimmed.count <= 1024, let number = PrintedNumber.value(trimmed) {
      let isInteger =
        !trimmed.contains {
          $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        && number.isFinite
      return .number(number, isInteger: isInteger)
    }
    for (prefix, count) in [("NSRect:", 4), ("CGRect:", 4), ("NSPoint:", 2), ("CGPoint:", 2)]
    where trimmed.starts(with: prefix.utf8) {
      var numbers = Numbers()
      var parts = 0
      var index = prefix.utf8.count
      while index < trimmed.count {
        guard !isSeparator(trimmed[index]) else {
          index += 1
          continue
        }
        var partEnd = index
        while partEnd < trimmed.count, !isSeparator(trimmed[partEnd]) { partEnd += 1 }
        parts += 1
        let part = UnsafeBufferPointer(rebasing: trimmed[index..<partEnd])
        if parts <= count, let value = PrintedNumber.value(part) {
          numbers.append(value)
        }
        index = partEnd
      }
      guard numbers.count == count, parts == count else {
        return .some(.unreadable(MessageText.quotedValue(String(decoding: bytes, as: UTF8.self))))
      }
      return count == 4 ? .rect(numbers) : .point(numbers)
    }
    return .some(nil)
  }

  /// Reads a typed value; a value that does not fit its own declared type is unreadable.
  static func read(typed type: ValueType, _ raw: RawValue) -> Reading {
    if type == .nsString, case .string(let text) = raw { return .string(text) }
    let reading = read(raw)
    switch (type, reading) {
    case (.cgRect, .rect), (.cgPoint, .point), (.nsString, .string): return reading
    case (.bool, .bool), (.bool, .number): return reading
    case (.double, .number), (.float, .number), (.nsUInteger, .number), (.nsInteger, .number):
      return reading
    default: return .unreadable("\(article(type)) holding \(describe(reading))")
    }
  }

  /// Grades a recorded value against the type a key declares.
  static func grade(_ value: PayloadValue, expected: ValueType) -> Grade {
    switch value {
    case .untyped(let raw):
      let reading = read(raw)
      return fits(reading, expected) ? .exact : .breaks(describe(reading))
    case .typed(let typeName, let raw):
      // The common case first: the declared type, with a value of the right shape.
      if typeName == expected.rawValue, fitsExactly(raw, expected) { return .exact }
      guard let type = ValueType(traceName: typeName) else { return .unknownType(typeName) }
      let reading = read(typed: type, raw)
      if case .unreadable(let why) = reading { return .breaks(why) }
      if type == expected { return .exact }
      if type.isNumber, expected.isNumber, fits(reading, expected) {
        return .bridges(from: "\(type.rawValue) \(describe(reading))")
      }
      return .breaks("\(type.rawValue) \(describe(reading))")
    }
  }

  /// Whether a typed value's raw shape is what its own type holds (no interpretation needed).
  private static func fitsExactly(_ raw: RawValue, _ type: ValueType) -> Bool {
    switch (type, raw) {
    case (.cgRect, .numbers(let values)): values.count == 4
    case (.cgPoint, .numbers(let values)): values.count == 2
    case (.double, .number), (.float, .number), (.nsInteger, .number), (.nsUInteger, .number): true
    case (.bool, .bool), (.nsString, .string): true
    default: false
    }
  }

  /// Whether a consumer casting to `type` gets the value.
  static func fits(_ reading: Reading, _ type: ValueType) -> Bool {
    switch (type, reading) {
    case (.cgRect, .rect), (.cgPoint, .point), (.nsString, .string): return true
    case (.bool, .bool): return true
    case (.bool, .number(let value, _)): return value == 0 || value == 1
    case (.double, .number), (.double, .bool): return true
    case (.float, .number(let value, _)): return !value.isFinite || Double(Float(value)) == value
    case (.nsUInteger, .number(let value, _)):
      return value.isFinite && value >= 0 && value.rounded() == value
        && value < 18_446_744_073_709_551_616
    case (.nsInteger, .number(let value, _)):
      return value.isFinite && value.rounded() == value && abs(value) < 9_223_372_036_854_775_808
    case (.nsUInteger, .bool), (.nsInteger, .bool), (.float, .bool): return true
    default: return false
    }
  }

  /// The value in words, for messages (`7`, `"0.25"`, `{{0, 264}, {320, 216}}`).
  static func describe(_ reading: Reading) -> String {
    switch reading {
    case .number(let value, _): return format(value)
    case .bool(let flag): return flag ? "true" : "false"
    case .rect(let values):
      return
        "{{\(format(values[0])), \(format(values[1]))}, {\(format(values[2])), \(format(values[3]))}}"
    case .point(let values): return "{\(format(values[0])), \(format(values[1]))}"
    case .string(let text): return MessageText.quotedValue(text)
    case .null: return "nil"
    case .unreadable(let why): return why
    }
  }

  /// A number without a needless `.0`.
  static func format(_ value: Double) -> String {
    if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A phrase for the type (`a CGRect`, `an NSUInteger`).
  static func article(_ type: ValueType) -> String {
    switch type {
    case .nsUInteger, .nsInteger, .nsString: "an \(type.rawValue)"
    default: "a \(type.rawValue)"
    }
  }
}
