#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The structures a log prints again, byte for byte, and what the parser read of each: a
/// repeat is recognised by its text and not parsed again.
///
/// A device posts the same notifications with the same userInfo again and again, and a log
/// prints each copy the same way (`{name = …; userInfo = {…}}` after NSLog's prefix, or one
/// line of Swift's `print`): parsing each copy cost a paste about 200 instructions a byte. A
/// reading depends on the cleaned text from the structure's start to the furthest line the
/// parser looked at (its *reach*, always a line start), on where the log's lines start in it
/// and on which of those lines start a new log entry; a repeat has all three the same, and its
/// reading is the first one moved to its offset. A reading that depended on where the text
/// ends (a look-ahead that ran out of lines, a dictionary left unclosed) is not remembered.
///
/// Like ``LogPayloadMemo``, it remembers a few structures, the most recently seen first, and
/// stops remembering in a log whose structures do not come again. One importer's, on one
/// thread: each window's parser shares it by reference.
final class StructureMemo {
  /// One remembered reading.
  private struct Reading {
    /// Whether it was entries without brackets (``PrintedParser/run(at:)``).
    var isRun: Bool
    /// The cleaned text from the structure's start to its reach.
    var bytes: [UInt8]
    /// The offsets, from the start, of the line starts after it up to the reach (the last).
    var lineStarts: [Int]
    /// Per line start, whether that line starts a new log entry.
    var startsEntry: [Bool]
    /// The dictionary read, its offsets counted from the start.
    var dictionary: PrintedDictionary
  }

  /// The most recently seen first (at most ``capacity``).
  private var readings: [Reading] = []
  /// How many structures are remembered.
  static let capacity = 32
  /// A structure longer than this is not remembered (nor copied).
  static let longest = 4096
  /// Readings remembered.
  private var remembered = 0
  /// Repeats found.
  private(set) var hits = 0

  /// Whether remembering still pays: after sixteen structures, one repeat is needed for
  /// every four remembered (as ``PayloadNumbers/isWorthwhile``).
  private var isWorthwhile: Bool { remembered < 16 + 4 * hits }

  /// The dictionary a structure at `start` of `text` read as before, moved to `start`, when
  /// the text there repeats a remembered one; nil otherwise.
  func reading(at start: Int, isRun: Bool, in text: LogText) -> PrintedDictionary? {
    guard !readings.isEmpty else { return nil }
    let available = text.bytes.count - start
    let found = text.bytes.withUnsafeBufferPointer { bytes -> Int? in
      guard let base = bytes.baseAddress else { return nil }
      for index in readings.indices {
        guard readings[index].isRun == isRun, readings[index].bytes.count <= available,
          readings[index].bytes.withUnsafeBufferPointer({
            memcmp(base + start, $0.baseAddress!, $0.count) == 0
          }),
          Self.sameLines(as: readings[index], at: start, in: text)
        else { continue }
        return index
      }
      return nil
    }
    guard let found else { return nil }
    hits += 1
    if found > 0 { readings.insert(readings.remove(at: found), at: 0) }
    return readings[0].dictionary.shifted(by: start)
  }

  /// Remembers what was read at `dictionary.start`, which depended on the text up to
  /// `reach`, a line start of `text`.
  func remember(_ dictionary: PrintedDictionary, isRun: Bool, reach: Int, in text: LogText) {
    let start = dictionary.start
    guard reach - start <= Self.longest, reach > start, isWorthwhile else { return }
    var lineStarts: [Int] = []
    var startsEntry: [Bool] = []
    var line = text.lineIndex(of: start) + 1
    while line < text.lineStarts.count, text.lineStarts[line] <= reach {
      lineStarts.append(text.lineStarts[line] - start)
      startsEntry.append(text.startsEntry(line))
      line += 1
    }
    if readings.count == Self.capacity { readings.removeLast() }
    readings.insert(
      Reading(
        isRun: isRun, bytes: Array(text.bytes[start..<reach]), lineStarts: lineStarts,
        startsEntry: startsEntry, dictionary: dictionary.shifted(by: -start)),
      at: 0)
    remembered += 1
  }

  /// Whether the lines of `text` start where `reading`'s did, from `start` to its reach, and
  /// the same of them start log entries.
  private static func sameLines(as reading: Reading, at start: Int, in text: LogText) -> Bool {
    var line = text.lineIndex(of: start) + 1
    for index in reading.lineStarts.indices {
      guard line < text.lineStarts.count,
        text.lineStarts[line] - start == reading.lineStarts[index],
        text.startsEntry(line) == reading.startsEntry[index]
      else { return false }
      line += 1
    }
    return line >= text.lineStarts.count
      || text.lineStarts[line] - start > reading.bytes.count
  }
}

extension PrintedDictionary {
  /// The dictionary with every offset in it moved by `delta`.
  func shifted(by delta: Int) -> PrintedDictionary {
    var moved = self
    moved.start += delta
    moved.end += delta
    for index in moved.entries.indices {
      moved.entries[index].keyOffset += delta
      if case .dictionary(let nested) = moved.entries[index].value {
        moved.entries[index].value = .dictionary(nested.shifted(by: delta))
      }
    }
    return moved
  }
}
