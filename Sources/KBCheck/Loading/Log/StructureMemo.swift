/// The structures a log prints again, byte for byte, and what the parser read of each: a
/// repeat is recognised by its text and not parsed again.
///
/// A device posts the same notifications with the same userInfo again and again, and a log
/// prints each copy the same way (`{name = …; userInfo = {…}}` after NSLog's prefix, or one
/// line of Swift's `print`): parsing each copy cost a paste about 200 instructions a byte. A
/// reading depends on the cleaned text from the structure's start to the furthest line the
/// parser looked at (its *reach*, always a line start), on where the log's lines start in it
/// and on which of those lines start a new log entry (a ``TextExcerpt``); a repeat has all
/// three the same, and its reading is the first one moved to its offset. A reading that
/// depended on where the text ends (a look-ahead that ran out of lines, a dictionary left
/// unclosed) is not remembered.
///
/// One importer's, on one thread: each window's parser shares it by reference.
final class StructureMemo {
  /// The dictionaries read, their offsets counted from their start, tagged 1 for entries
  /// without brackets (``PrintedParser/run(at:)``), 0 for a bracketed dictionary.
  private var readings = ExcerptMemo<PrintedDictionary>()

  /// Repeats found.
  var hits: Int { readings.hits }

  /// The dictionary a structure at `start` of `text` read as before, moved to `start`, when
  /// the text there repeats a remembered one; nil otherwise.
  func reading(at start: Int, isRun: Bool, in text: LogText) -> PrintedDictionary? {
    readings.value(at: start, in: text, tag: isRun ? 1 : 0)?.shifted(by: start)
  }

  /// Remembers what was read at `dictionary.start`, which depended on the text up to
  /// `reach`, a line start of `text`.
  func remember(_ dictionary: PrintedDictionary, isRun: Bool, reach: Int, in text: LogText) {
    let start = dictionary.start
    guard readings.isWorthwhile, reach > start else { return }
    readings.remember(
      dictionary.shifted(by: -start), tag: isRun ? 1 : 0, for: start..<reach, in: text)
  }
}
