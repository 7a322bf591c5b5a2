/// Parses the printed forms of notifications and dictionaries that a captured log holds:
/// Objective-C `description` (`{name = …; userInfo = {…}}`, `{ key = value; }`) and Swift's
/// (`name = …, object = …, userInfo = Optional([AnyHashable("…"): …])`).
///
/// Every function returns nil when the log ends (or, for the one-line Swift forms, the line
/// ends) before the form is complete: the capture was cut off there.
enum DescriptionParser {
  /// A notification read from its description.
  struct Notification {
    var name: String
    var object: RawValue?
    var userInfo: [PayloadEntry]?
    var userInfoIsNil = false
  }

  /// `{ key = value; … }` at the scanner (which stands on `{`).
  static func plistDictionary(_ scanner: inout LogScanner) -> [PayloadEntry]? {
    guard scanner.consume("{") else { return nil }
    var entries: [PayloadEntry] = []
    while true {
      scanner.skipWhitespace()
      guard let byte = scanner.current, !scanner.isAtNewLogEntry else { return nil }
      if byte == UInt8(ascii: "}") {
        scanner.offset += 1
        return entries
      }
      let keyPosition = scanner.position(of: scanner.offset)
      guard let key = scanner.quoted() ?? scanner.balanced(until: [UInt8(ascii: "=")]) else {
        return nil
      }
      guard scanner.consume("=") else { return nil }
      scanner.skipWhitespace()
      let value: RawValue
      if let text = scanner.quoted() {
        value = LogValue.raw(text)
      } else {
        guard let text = scanner.balanced(until: [UInt8(ascii: ";"), UInt8(ascii: "}")]) else {
          return nil
        }
        value = LogValue.raw(text)
      }
      _ = scanner.consume(";")
      entries.append(PayloadEntry(key: Symbol(key), value: .untyped(value), position: keyPosition))
    }
  }

  /// `{name = N; object = O; userInfo = {…}}` at the scanner (which stands on `{name`).
  static func plistNotification(_ scanner: inout LogScanner) -> Notification? {
    guard scanner.consume("{name = ") || scanner.consume("{name=") else { return nil }
    let terminators: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "}")]
    guard let name = scanner.balanced(until: terminators) else { return nil }
    var notification = Notification(name: name)
    while true {
      scanner.skipWhitespace()
      let start = scanner.offset
      guard let byte = scanner.current else { return nil }
      if byte == UInt8(ascii: "}") {
        scanner.offset += 1
        return notification
      }
      if byte == UInt8(ascii: ";") {
        scanner.offset += 1
        continue
      }
      if scanner.consume("object = ") {
        guard let text = scanner.balanced(until: terminators) else { return nil }
        notification.object = LogValue.object(text)
      } else if scanner.consume("userInfo = ") {
        if scanner.current == UInt8(ascii: "{") {
          guard let entries = plistDictionary(&scanner) else { return nil }
          notification.userInfo = entries
        } else {
          guard let text = scanner.balanced(until: terminators) else { return nil }
          notification.userInfoIsNil = LogValue.object(text) == .null
        }
      } else {
        guard scanner.balanced(until: terminators) != nil else { return nil }
      }
      // A stray `)`, `]` or `>` ends a value without being consumed: the description is
      // malformed there, and reading on would never move past it.
      guard scanner.offset > start else { return nil }
    }
  }

  /// `name = N, object = O, userInfo = U` on one line, at the scanner.
  static func swiftNotification(_ scanner: inout LogScanner) -> Notification? {
    guard scanner.consume("name = "),
      let name = scanner.balanced(until: [UInt8(ascii: ",")], acrossLines: false),
      scanner.consume(","), skipSpaces(&scanner), scanner.consume("object = "),
      let object = scanner.balanced(until: [UInt8(ascii: ",")], acrossLines: false),
      scanner.consume(","), skipSpaces(&scanner), scanner.consume("userInfo = ")
    else { return nil }
    var notification = Notification(name: name, object: LogValue.object(object))
    if scanner.consume("nil") {
      notification.userInfoIsNil = true
      return notification
    }
    let optional = scanner.consume("Optional(")
    guard let entries = swiftDictionary(&scanner) else { return nil }
    if optional, !scanner.consume(")") { return nil }
    notification.userInfo = entries
    return notification
  }

  /// `[AnyHashable("key"): value, …]` on one line, at the scanner.
  static func swiftDictionary(_ scanner: inout LogScanner) -> [PayloadEntry]? {
    guard scanner.consume("[") else { return nil }
    if scanner.consume(":]") { return [] }
    var entries: [PayloadEntry] = []
    while true {
      _ = skipSpaces(&scanner)
      let keyPosition = scanner.position(of: scanner.offset)
      let hashable = scanner.consume("AnyHashable(")
      guard
        let key = scanner.quoted()
          ?? scanner.balanced(until: [UInt8(ascii: hashable ? ")" : ":")], acrossLines: false)
      else { return nil }
      if hashable, !scanner.consume(")") { return nil }
      guard scanner.consume(":") else { return nil }
      _ = skipSpaces(&scanner)
      let value: RawValue
      if let text = scanner.quoted() {
        value = .string(text)
      } else {
        guard
          let text = scanner.balanced(
            until: [UInt8(ascii: ","), UInt8(ascii: "]")], acrossLines: false),
          !text.isEmpty
        else { return nil }
        value = LogValue.raw(text)
      }
      entries.append(PayloadEntry(key: Symbol(key), value: .untyped(value), position: keyPosition))
      if scanner.consume(",") { continue }
      guard scanner.consume("]") else { return nil }
      return entries
    }
  }

  private static func skipSpaces(_ scanner: inout LogScanner) -> Bool {
    while scanner.current == 0x20 { scanner.offset += 1 }
    return true
  }
}
