import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a captured console log into a ``Trace``: every printed notification becomes an event
/// at its line, in every form section 8 of the facts sheet describes.
///
/// Forms: NSLog of an `NSConcreteNotification` (quoted or unquoted values, any key order,
/// braces on their own lines), a bare userInfo dictionary (`{ … }` or Swift's
/// `[AnyHashable("…"): …]`), Swift's `name = …, object = …, userInfo = …`, lldb `po` output
/// (whose Mirror tree is skipped), and order-only lines holding just a notification name.
/// NSLog timestamps become event times (seconds since midnight of the log's first date).
/// Anything else — app output, other objects, decoration — is skipped.
public struct LogImporter {
  /// Settings for what a log cannot say.
  public struct Options: Sendable, Equatable {
    /// The name for a userInfo dictionary printed without one (else the event has no name).
    public var bareName: String?
    /// The notifications the app observed (else: the names that occur in the log).
    public var observed: Set<String>?

    /// Creates options.
    public init(bareName: String? = nil, observed: Set<String>? = nil) {
      self.bareName = bareName
      self.observed = observed
    }
  }

  /// What a log held: the trace, and the events that could not be read (a dictionary cut off
  /// at the end of the capture), each with its place.
  public struct Result: Sendable {
    /// The events that were read.
    public var trace: Trace
    /// Events that could not be read.
    public var problems: [InputError]
  }

  private var scanner: LogScanner
  private let options: Options
  private var events: [TraceEvent] = []
  private var problems: [InputError] = []
  /// Names of notifications that could not be read: the app observed them all the same.
  private var unreadNames: Set<String> = []
  private var firstDay: Int?
  /// The last event came from a name-only line, so a bare dictionary right after it is its
  /// userInfo.
  private var pendingNameOnly = false

  /// Imports a log.
  public static func importLog(_ bytes: [UInt8], options: Options = Options()) throws(InputError)
    -> Result
  {
    var importer = LogImporter(scanner: LogScanner(bytes), options: options)
    importer.run()
    guard !importer.events.isEmpty || !importer.problems.isEmpty else {
      throw InputError(
        "no notifications found in the log: expected NSLog, print or po output of keyboard "
          + "notifications, or one notification name per line", at: nil)
    }
    var trace = Trace(events: importer.events)
    trace.observed =
      options.observed
      ?? Set(importer.events.compactMap { $0.name?.text }).union(importer.unreadNames)
    return Result(trace: trace, problems: importer.problems)
  }

  private init(scanner: LogScanner, options: Options) {
    self.scanner = scanner
    self.options = options
  }

  private mutating func run() {
    var index = 0
    var inMirrorTree = false
    while index < scanner.lineCount {
      let line = scanner.line(index)
      let prefix = LogPrefix(line)
      let messageStart = line.startIndex + (prefix?.length ?? 0)
      let message = line[messageStart...]
      if inMirrorTree, prefix == nil, Self.isMirrorTreeLine(message) {
        index += 1
        continue
      }
      inMirrorTree = false
      let time = prefix.map { self.time($0) }
      guard
        let next = read(message, from: messageStart, line: index, time: time, mirror: &inMirrorTree)
      else {
        pendingNameOnly = false
        index += 1
        continue
      }
      index = next
    }
  }

  private mutating func time(_ prefix: LogPrefix) -> Double {
    let first = firstDay ?? prefix.day
    firstDay = first
    return prefix.time(since: first)
  }

  /// Reads whatever notification the message holds; returns the next line to read, or nil
  /// when the line holds none.
  private mutating func read(
    _ message: ArraySlice<UInt8>, from start: Int, line: Int, time: Double?, mirror: inout Bool
  ) -> Int? {
    // The forms are found by their bytes: offsets into the log stay exact even when the line
    // holds invalid UTF-8, and a line of megabytes is not searched as UTF-16 by Foundation.
    if let offset = Self.find("{name =", in: message) ?? Self.find("{name=", in: message) {
      let anchor = Self.find("NSConcreteNotification", in: message) ?? offset
      return structured(at: offset, anchor: anchor, time: time) {
        DescriptionParser.plistNotification(&$0)
      }
    }
    if let offset = Self.find("name = ", in: message), Self.find(", object = ", in: message) != nil
    {
      mirror = message.starts(with: "▿".utf8)
      return structured(at: offset, anchor: offset, time: time) {
        DescriptionParser.swiftNotification(&$0)
      }
    }
    let text = String(decoding: message, as: UTF8.self)
    let trimmed = Self.trimmingWhitespace(text)
    if trimmed.hasPrefix("[AnyHashable(") || trimmed == "[:]" {
      let offset =
        start
        + text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: "[") ?? text.startIndex)
      return bareDictionary(at: offset, label: "", time: time, line: line) {
        DescriptionParser.swiftDictionary(&$0)
      }
    }
    if trimmed.hasSuffix("{"), let brace = text.lastIndex(of: "{"),
      let offset = message.lastIndex(of: UInt8(ascii: "{"))
    {
      return bareDictionary(at: offset, label: String(text[..<brace]), time: time, line: line) {
        DescriptionParser.plistDictionary(&$0)
      }
    }
    if let name = Self.nameOnly(trimmed) {
      let column = Self.find(Array(name.utf8), in: message) ?? start
      events.append(
        TraceEvent(name: Symbol(name), time: time, position: scanner.position(of: column)))
      pendingNameOnly = true
      return line + 1
    }
    return nil
  }

  /// Reads a notification description starting at `offset`.
  private mutating func structured(
    at offset: Int, anchor: Int, time: Double?,
    _ parse: (inout LogScanner) -> DescriptionParser.Notification?
  ) -> Int {
    pendingNameOnly = false
    let position = scanner.position(of: anchor)
    scanner.offset = offset
    guard let notification = parse(&scanner) else {
      let header = scanner.line(scanner.lineIndex(of: offset))
      // The name of a notification whose description is cut off still counts as posted.
      if let found = Self.find("name = ", in: header).map({ $0 + 7 })
        ?? Self.find("{name=", in: header).map({ $0 + 6 })
      {
        let rest = String(decoding: header[found...].prefix(1024), as: UTF8.self)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { unreadNames.insert(String(name)) }
      }
      problems.append(
        InputError(
          "this notification's description is cut off or malformed (the log or the line ends, or "
            + "a bracket does not match, before it closes); it was not checked", at: position))
      return resumeLine(after: offset)
    }
    var event = TraceEvent(
      name: Symbol(notification.name), time: time,
      object: notification.object.map(PayloadValue.untyped),
      userInfo: notification.userInfo, position: position)
    event.userInfoIsNil = notification.userInfoIsNil
    events.append(event)
    return scanner.lineIndex(of: max(offset, scanner.offset - 1)) + 1
  }

  /// Reads a bare userInfo dictionary, naming it from its line, the name-only line before it,
  /// or the options.
  private mutating func bareDictionary(
    at offset: Int, label: String, time: Double?, line: Int,
    _ parse: (inout LogScanner) -> [PayloadEntry]?
  ) -> Int {
    let position = scanner.position(of: offset)
    let attach = pendingNameOnly && events.last?.userInfo == nil
    pendingNameOnly = false
    scanner.offset = offset
    guard let entries = parse(&scanner) else {
      problems.append(
        InputError(
          "this userInfo dictionary is cut off or malformed (the log ends, or a bracket does not "
            + "match, before it closes); it was not checked",
          at: position))
      return resumeLine(after: offset)
    }
    let next = scanner.lineIndex(of: max(offset, scanner.offset - 1)) + 1
    if let named = Self.notificationName(in: label) {
      events.append(
        TraceEvent(name: Symbol(named), time: time, userInfo: entries, position: position))
    } else if attach, let last = events.indices.last {
      events[last].userInfo = entries
    } else {
      events.append(
        TraceEvent(
          name: options.bareName.map { Symbol($0) }, time: time, userInfo: entries,
          position: position))
    }
    return next
  }

  /// Where to go on after a form that did not close: the log entry that interrupted it, or
  /// the line after the form's start.
  private func resumeLine(after offset: Int) -> Int {
    if scanner.isAtEnd { return scanner.lineCount }
    return max(scanner.lineIndex(of: offset) + 1, scanner.lineIndex(of: scanner.offset))
  }

  /// The index in `bytes` (an index of the whole log) where `needle` first occurs.
  static func find(_ needle: StaticString, in bytes: ArraySlice<UInt8>) -> Int? {
    find(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes)
  }

  /// The index in `bytes` where the bytes of `needle` first occur.
  static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    needle.withUnsafeBufferPointer { find($0, in: bytes) }
  }

  private static func find(_ needle: UnsafeBufferPointer<UInt8>, in bytes: ArraySlice<UInt8>)
    -> Int?
  {
    bytes.withUnsafeBufferPointer { haystack -> Int? in
      guard let base = haystack.baseAddress, let target = needle.baseAddress, !needle.isEmpty
      else { return nil }
      // memchr for the first byte, memcmp for the rest (glibc keeps memmem behind _GNU_SOURCE).
      var from = 0
      while haystack.count - from >= needle.count,
        let hit = memchr(base + from, Int32(target[0]), haystack.count - from - needle.count + 1)
      {
        let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        if memcmp(base + at, target, needle.count) == 0 { return bytes.startIndex + at }
        from = at + 1
      }
      return nil
    }
  }

  /// `text` without the whitespace (`CharacterSet.whitespaces`) at its ends, looked at only
  /// where it is: Foundation's `trimmingCharacters` copies the whole line through UTF-16.
  static func trimmingWhitespace(_ text: String) -> Substring {
    let scalars = text.unicodeScalars
    let isText = { (scalar: Unicode.Scalar) in !CharacterSet.whitespaces.contains(scalar) }
    guard let first = scalars.firstIndex(where: isText), let last = scalars.lastIndex(where: isText)
    else { return "" }
    return text[first...last]
  }

  /// A token ending in `Notification` in free text, if there is one.
  static func notificationName(in text: String) -> String? {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      .first {
        $0.hasSuffix("Notification") && $0.count > "Notification".count
          && $0.first?.isUppercase == true && $0 != "NSConcreteNotification"
      }
      .map(String.init)
  }

  /// The name when the whole message is one notification name, possibly with decoration or
  /// wrapped as `NSNotification.Name(_rawValue: …)`.
  static func nameOnly(_ message: Substring) -> String? {
    var body = message
    if let open = body.firstRange(of: "Name(_rawValue: ") ?? body.firstRange(of: "Name(rawValue: "),
      let close = body.lastIndex(of: ")"), open.upperBound < close
    {
      body = body[open.upperBound..<close]
    }
    if body.hasPrefix("["), let close = body.firstIndex(of: "]") {
      body = body[body.index(after: close)...]
    }
    body = body.drop { !($0.isLetter || $0.isNumber) }
    while let last = body.last, !(last.isLetter || last.isNumber) { body = body.dropLast() }
    guard body.hasSuffix("Notification"), body.count > "Notification".count,
      body.first?.isUppercase == true, body.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(body)
  }

  /// A line of lldb's Mirror tree under a `po` header (`  ▿ userInfo : …`, `    - value : …`).
  static func isMirrorTreeLine(_ message: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: message, as: UTF8.self)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    return trimmed.hasPrefix("▿") || trimmed.hasPrefix("- ") || trimmed.hasPrefix("▹")
  }
}
