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
    check(trace.extensions, TraceField.document, "the trace", into: &problems)
    check(trace.device.extensions, TraceField.deviceFacts, "\"device\"", into: &problems)
    for (index, event) in trace.events.enumerated() where !event.extensions.isEmpty {
      check(event.extensions, TraceField.event, "event \(index)", into: &problems)
    }
    return problems
  }

  private static func check(
    _ members: [JSONMember], _ fields: [TraceField], _ place: String,
    into problems: inout [InputError]
  ) {
    for member in members {
      guard let field = fields.first(where: { isMisspelling(member.key, of: $0.text) }) else {
        continue
      }
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
    let typed = MessageText.looseKey(word)
    let known = MessageText.looseKey(field)
    guard typed.count >= 2, typed.count <= 64 else { return false }
    if typed == known { return true }
    if typed.count >= 4, known.hasSuffix(typed), wordStart(of: field, at: typed.count) {
      return true
    }
    let allowed = min(typed.count, known.count) >= 6 ? 2 : 1
    guard typed.count >= 4, abs(typed.count - known.count) <= allowed else { return false }
    return MessageText.distance(Array(typed), Array(known)) <= allowed
  }

  /// Whether the last `count` letters of `field` start at one of its words (`Info` of
  /// `userInfo`), not inside one (`nfo`).
  private static func wordStart(of field: String, at count: Int) -> Bool {
    let letters = Array(field.filter { $0.isLetter || $0.isNumber })
    guard count <= letters.count else { return false }
    let first = letters[letters.count - count]
    return count == letters.count || first.isUppercase
  }
}
