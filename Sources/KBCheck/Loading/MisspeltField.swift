import KeyboardTraceFormat

/// Fields of a trace that are not the format's, but a misspelling of one (`userinfo`, `info`,
/// `os_version`, `Device`): each an error at its key, naming the field it was taken for.
///
/// A field the format does not define is kept and ignored, so the format can grow; taken that
/// way, a misspelt `userInfo` left its event's payload unchecked, and a misspelt `osVersion`
/// checked the trace as the default iOS, and the run passed, saying nothing.
enum MisspeltField {
  /// The errors for a trace's misspelt fields, in the order they come.
  static func problems(in trace: Trace) -> [InputError] {
    var problems: [InputError] = []
    check(trace.extensions, documentFields, "the trace", into: &problems)
    check(trace.device.extensions, deviceFields, "\"device\"", into: &problems)
    for (index, event) in trace.events.enumerated() where !event.extensions.isEmpty {
      check(event.extensions, eventFields, "event \(index)", into: &problems)
    }
    return problems
  }

  /// A field of the format and the bytes of its loose key (``MessageText/looseKey(_:)``), made
  /// once.
  private typealias Field = (field: TraceField, key: [UInt8])

  private static let documentFields = fields(TraceField.document)
  private static let deviceFields = fields(TraceField.deviceFacts)
  private static let eventFields = fields(TraceField.event)

  private static func fields(_ fields: [TraceField]) -> [Field] {
    fields.map { ($0, Array(MessageText.looseKey($0.text).utf8)) }
  }

  private static func check(
    _ members: [JSONMember], _ fields: [Field], _ place: String,
    into problems: inout [InputError]
  ) {
    for member in members {
      let typed = Array(MessageText.looseKey(member.key).utf8)
      guard
        let field = fields.first(where: { isMisspelling(typed, ofKey: $0.key, $0.field) })?
          .field
      else { continue }
      problems.append(
        InputError(
          "\(place) has the field \(MessageText.quoted(member.key)), which the format does not "
            + "define; did you mean \(field.quoted)? It was not read, so what it gives was not "
            + "checked", at: member.keyPosition))
    }
  }

  /// Whether `word` is `field` written another way: the same letters in other case or
  /// punctuation (`userinfo`, `os_version`), the field's last word alone (`info`, `version`),
  /// or a letter or two off (`evnts`; one for a short field, so `type` is not `time`).
  static func isMisspelling(_ word: String, of field: String) -> Bool {
    guard let known = TraceField.allCases.first(where: { $0.text == field }) else { return false }
    return isMisspelling(
      Array(MessageText.looseKey(word).utf8), ofKey: Array(MessageText.looseKey(field).utf8),
      known)
  }

  /// ``isMisspelling(_:of:)`` of loose keys' bytes already made.
  private static func isMisspelling(_ typed: [UInt8], ofKey known: [UInt8], _ field: TraceField)
    -> Bool
  {
    guard typed.count >= 2, typed.count <= 64 else { return false }
    if typed == known { return true }
    if typed.count >= 4, typed.count < known.count, known.suffix(typed.count).elementsEqual(typed),
      wordStart(of: field.text, at: typed.count)
    {
      return true
    }
    let allowed = min(typed.count, known.count) >= 6 ? 2 : 1
    // A typo keeps the word's first or last letter (`evnts`, `nmae`); comparing only such
    // words keeps a field the format may grow (`model`) from costing a distance per trace.
    guard typed.count >= 4, abs(typed.count - known.count) <= allowed,
      typed.first == known.first || typed.last == known.last
    else { return false }
    return MessageText.distance(typed, known, atMost: allowed) != nil
  }

  /// Whether the last `count` letters of `field` start at one of its words (`Info` of
  /// `userInfo`), not inside one (`nfo`).
  private static func wordStart(of field: String, at count: Int) -> Bool {
    let letters = Array(field.utf8.filter { $0 != UInt8(ascii: "_") })
    guard count <= letters.count else { return false }
    let first = letters[letters.count - count]
    return count == letters.count || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
  }
}
