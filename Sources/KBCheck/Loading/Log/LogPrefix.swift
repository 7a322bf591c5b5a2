/// The `2024-03-02 10:11:12.345 MyApp[812:60b] ` prefix NSLog and Xcode's console put before
/// each entry, read into a time of day.
struct LogPrefix {
  /// Days since 1970-01-01 of the entry's date.
  var day: Int
  /// Whole seconds since midnight.
  var seconds: Int
  /// The printed fraction's digits (`345` for `.345`), kept as text so times read exactly.
  var fraction: String
  /// Where the message starts, in bytes from the start of the line.
  var length: Int

  /// Reads the prefix at the start of a line, if it has one.
  init?(_ line: ArraySlice<UInt8>) {
    var reader = PrefixReader(bytes: line)
    guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2),
      reader.skip("-"),
      let dayOfMonth = reader.digits(2), reader.skip(" ") || reader.skip("T"),
      let hour = reader.digits(2), reader.skip(":"), let minute = reader.digits(2),
      reader.skip(":"),
      let second = reader.digits(2)
    else { return nil }
    var fraction = ""
    if reader.skip(".") || reader.skip(",") {
      let start = reader.index
      while reader.digits(1) != nil {}
      fraction = String(decoding: line[start..<reader.index], as: UTF8.self)
    }
    if reader.skip("+") || reader.skip("-") { _ = reader.digits(4) ?? reader.digits(2) }
    _ = reader.skip("Z")
    guard reader.skip(" ") else { return nil }
    reader.skipSpaces()
    // The process and thread: `MyApp[812:60b]`; the unified log's `[Category]` may follow;
    // then the message.
    guard reader.skipProcess() else { return nil }
    reader.skipSpaces()
    reader.skipCategory()
    day = Self.days(year: year, month: month, day: dayOfMonth)
    seconds = hour * 3600 + minute * 60 + second
    self.fraction = fraction
    length = reader.index - line.startIndex
  }

  /// The time a prefix gives, all that is kept of it once it is blanked (per log entry, so
  /// small).
  struct Stamp {
    /// Days since 1970-01-01.
    var day: Int32
    /// Seconds since midnight.
    var seconds: Int32
    /// The digits after the decimal point, as written.
    var fraction: String

    /// Seconds since midnight of `firstDay`, read from the decimal text so no rounding creeps
    /// in.
    func time(since firstDay: Int) -> Double {
      let whole = (Int(day) - firstDay) * 86_400 + Int(seconds)
      return Double(fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)") ?? Double(whole)
    }
  }

  /// The time this prefix gives.
  var stamp: Stamp { Stamp(day: Int32(day), seconds: Int32(seconds), fraction: fraction) }

  /// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

extension LogPrefix {
  /// The length of the UTC timestamp a CI runner puts before each line of a job's log
  /// (`2024-05-01T10:00:00.1234567Z `, as GitHub Actions writes it), with its space; nil when
  /// the line does not start with one. It says when the runner read the line, not when the
  /// app logged it, so no time is taken from it.
  static func runnerStampLength(_ line: ArraySlice<UInt8>) -> Int? {
    // The `T` after the date turns other lines that start with a digit away at once.
    guard line.count > 20, line[line.startIndex + 10] == UInt8(ascii: "T") else { return nil }
    var reader = PrefixReader(bytes: line)
    guard reader.digits(4) != nil, reader.skip("-"), reader.digits(2) != nil, reader.skip("-"),
      reader.digits(2) != nil, reader.skip("T"), reader.digits(2) != nil, reader.skip(":"),
      reader.digits(2) != nil, reader.skip(":"), reader.digits(2) != nil
    else { return nil }
    if reader.skip(".") { while reader.digits(1) != nil {} }
    guard reader.skip("Z"), reader.skip(" ") else { return nil }
    return reader.index - line.startIndex
  }
}

/// A cursor over the bytes of a prefix.
private struct PrefixReader {
  let bytes: ArraySlice<UInt8>
  var index: Int

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  mutating func digits(_ count: Int) -> Int? {
    guard index + count <= bytes.endIndex else { return nil }
    var value = 0
    for byte in bytes[index..<index + count] {
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    index += count
    return value
  }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: character) else {
      return false
    }
    index += 1
    return true
  }

  mutating func skipSpaces() {
    while index < bytes.endIndex, bytes[index] == 0x20 { index += 1 }
  }

  /// `[Category] `: a bracketed word (starting with a letter, no blank inside) and a blank,
  /// as the unified log prints a message's category.
  mutating func skipCategory() {
    guard index + 1 < bytes.endIndex, bytes[index] == UInt8(ascii: "["),
      let first = bytes[index + 1] as UInt8?,
      (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
        || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    else { return }
    var probe = index + 1
    while probe < bytes.endIndex, bytes[probe] != UInt8(ascii: "]"), bytes[probe] != 0x20 {
      probe += 1
    }
    guard probe + 1 < bytes.endIndex, bytes[probe] == UInt8(ascii: "]"), bytes[probe + 1] == 0x20
    else { return }
    index = probe + 1
    skipSpaces()
  }

  /// `Name[pid:tid]` (the name may contain spaces in some consoles; the bracket ends it).
  mutating func skipProcess() -> Bool {
    var probe = index
    while probe < bytes.endIndex, bytes[probe] != UInt8(ascii: "["), bytes[probe] != 0x20 {
      probe += 1
    }
    guard probe < bytes.endIndex, bytes[probe] == UInt8(ascii: "["), probe > index else {
      return false
    }
    while probe < bytes.endIndex, bytes[probe] != UInt8(ascii: "]") { probe += 1 }
    guard probe < bytes.endIndex else { return false }
    index = probe + 1
    return true
  }
}
