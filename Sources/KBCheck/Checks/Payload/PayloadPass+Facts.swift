/// What the payload pass works out about a userInfo before handing its entries to the checks:
/// each key's index in the spec, each value's grade and domain standing, and whether any
/// check may report an entry at all. A payload the file repeats is worked out once.
extension PayloadPass {
  /// What the checks derive from one userInfo alone, worked out once for all the events of a
  /// file that repeat it (see ``TraceEvent/payload``). A class, so handing it on costs one
  /// reference, not a copy of each array.
  final class Facts: Sendable {
    /// The spec's index of each entry's key, or -1.
    let keys: [Int]
    /// Per entry, whether a check may report it whatever the notification.
    let loud: [Bool]
    /// Per entry, the grade against its key's type (nil: not graded).
    let grades: [ValueReader.Grade?]
    /// Per entry, the standing in its key's domain (nil: not checked).
    let domains: [ValueDomainCheck.Outcome?]
    /// The spec keys present.
    let known: KeySet
    /// Whether a key is unknown or comes twice (the duplicate check must look).
    let mayRepeat: Bool
    /// Whether no entry has anything to report, whatever the notification.
    let quiet: Bool
    /// The positions of the entries a check may report, in order (most payloads have none or
    /// one: an event that repeats the payload visits only those).
    let loudPositions: [Int]

    init(
      keys: [Int], loud: [Bool], grades: [ValueReader.Grade?],
      domains: [ValueDomainCheck.Outcome?], known: KeySet, mayRepeat: Bool
    ) {
      self.keys = keys
      self.loud = loud
      self.grades = grades
      self.domains = domains
      self.known = known
      self.mayRepeat = mayRepeat
      loudPositions = loud.indices.filter { loud[$0] }
      quiet = loudPositions.isEmpty
    }
  }

  /// The keys of a payload checked as it comes, and the sets they make, for one event.
  struct Scratch: Sendable {
    var keys: [Int] = []
    var known = KeySet()
    var mayRepeat = false
  }

  /// Fills ``scratch`` with the keys of `entries`.
  mutating func keys(of entries: UnsafeBufferPointer<PayloadEntry>, _ context: TraceContext) {
    scratch.keys.removeAll(keepingCapacity: true)
    scratch.known = KeySet()
    scratch.mayRepeat = false
    for entry in entries {
      let key = context.spec.keyIndex(of: entry.key)
      scratch.keys.append(key)
      scratch.mayRepeat = scratch.mayRepeat || key < 0 || scratch.known.contains(key)
      if key >= 0 { scratch.known.insert(key) }
    }
  }

  /// The facts of a repeated userInfo: remembered for its payload number, or worked out.
  mutating func facts(
    _ entries: UnsafeBufferPointer<PayloadEntry>, payload: Int32, _ context: TraceContext
  ) -> Facts {
    if let known = factsByPayload.value(for: payload) { return known }
    keys(of: entries, context)
    var loud: [Bool] = []
    var grades: [ValueReader.Grade?] = []
    var domains: [ValueDomainCheck.Outcome?] = []
    loud.reserveCapacity(entries.count)
    grades.reserveCapacity(entries.count)
    domains.reserveCapacity(entries.count)
    for (entry, key) in zip(entries, scratch.keys) {
      let entryFacts = entryFacts(entry, key: key, context)
      loud.append(entryFacts.loud)
      grades.append(entryFacts.grade)
      domains.append(entryFacts.domain)
    }
    let facts = Facts(
      keys: scratch.keys, loud: loud, grades: grades, domains: domains, known: scratch.known,
      mayRepeat: scratch.mayRepeat)
    factsByPayload.store(facts, for: payload)
    return facts
  }

  /// What the checks derive from one entry alone.
  struct EntryFacts {
    /// Whether a check may report the entry, whatever the notification.
    var loud: Bool
    /// The grade against the key's type (nil: not graded).
    var grade: ValueReader.Grade?
    /// The standing in the key's domain (nil: not checked).
    var domain: ValueDomainCheck.Outcome?
  }

  /// The facts of one entry whose key is the spec's key `key` (or -1); those of a value printed
  /// without a type (a log's `NSRect: {{0, 264}, {320, 216}}`, `0.25`) are worked out once per
  /// key and value.
  mutating func entryFacts(_ entry: PayloadEntry, key: Int, _ context: TraceContext)
    -> EntryFacts
  {
    guard key >= 0, let printed = PrintedEntry(key: key, entry.value) else {
      return workedOutFacts(entry, key: key, context)
    }
    if let known = factsByPrinted[printed] { return known }
    let facts = workedOutFacts(entry, key: key, context)
    if factsByPrinted.count < Self.printedEntryLimit { factsByPrinted[printed] = facts }
    return facts
  }

  /// A userInfo entry printed without a type (a log's), as the cache of its facts knows it.
  struct PrintedEntry: Hashable {
    var key: Int
    var value: Printed

    /// What was printed: text to read, or a number.
    enum Printed: Hashable {
      case text(String)
      case number(bits: UInt64, isInteger: Bool)
    }

    /// The entry of the spec's key `key` with `value`, when it is text or a number printed
    /// without a type; nil for any other value (worked out each time).
    init?(key: Int, _ value: PayloadValue) {
      switch value {
      case .untyped(.string(let text)): self.value = .text(text)
      case .untyped(.number(let number, let isInteger)):
        self.value = .number(bits: number.bitPattern, isInteger: isInteger)
      default: return nil
      }
      self.key = key
    }
  }

  /// How many printed entries' facts a pass keeps: a log repeats a few frames, durations and
  /// curves thousands of times; one whose every value differs stops filling the cache here, so
  /// memory does not grow with the log.
  static let printedEntryLimit = 4_096

  /// The facts of one entry, worked out.
  private func workedOutFacts(_ entry: PayloadEntry, key: Int, _ context: TraceContext)
    -> EntryFacts
  {
    guard key >= 0 else { return EntryFacts(loud: !unknownKeys.isEmpty) }
    let spec = context.spec
    var facts = EntryFacts(loud: false)
    let hasDomain = !valueDomain.isEmpty && spec.keysWithDomains.contains(key)
    if !valueType.isEmpty || hasDomain {
      facts.grade = ValueReader.grade(entry.value, expected: spec.keyTypes[key])
    }
    if hasDomain, let grade = facts.grade, !grade.breaks {
      facts.domain = ValueDomainCheck.outcome(entry.value, key: key, context: context)
    }
    facts.loud =
      (!availability.isEmpty && !context.possibleKeys.contains(key))
      || (!deprecatedKeys.isEmpty && spec.deprecatedKeys.contains(key))
      || (!valueType.isEmpty && facts.grade.map { $0 != .exact } ?? false)
      || (facts.domain.map { $0 != .fine } ?? false)
    return facts
  }
}
