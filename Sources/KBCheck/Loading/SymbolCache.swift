#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A decoder's own map from the bytes of a name to its ``Symbol``, in front of the shared
/// ``SymbolTable``: a trace repeats a handful of names thousands of times, and each repeat is
/// found here by a hash of its bytes and one memory comparison, with no lock and no `String`.
struct SymbolCache: Sendable {
  private struct Slot {
    var hash: UInt64 = 0
    var symbol: Int32 = -1
    var start: Int32 = 0
    var count: Int32 = 0
  }

  private static let capacity = 128
  private static let probes = 8
  private var slots = [Slot](repeating: Slot(), count: capacity)
  /// The bytes of every cached name, back to back.
  private var arena: [UInt8] = []

  /// The symbol whose name is exactly `bytes[range]`, which must be valid UTF-8.
  mutating func symbol(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Symbol {
    let hash = Self.hash(bytes, range)
    var index = Int(truncatingIfNeeded: hash) & (Self.capacity - 1)
    for _ in 0..<Self.probes {
      let slot = slots[index]
      if slot.symbol < 0 {
        return insert(bytes, range, hash: hash, at: index)
      }
      if slot.hash == hash, Int(slot.count) == range.count, matches(slot, bytes, range) {
        return Symbol(id: slot.symbol)
      }
      index = (index + 1) & (Self.capacity - 1)
    }
    // A full neighbourhood (a trace with very many names): the shared table answers.
    return Symbol(String(decoding: bytes[range], as: UTF8.self))
  }

  private mutating func insert(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64, at index: Int
  ) -> Symbol {
    let symbol = Symbol(String(decoding: bytes[range], as: UTF8.self))
    slots[index] = Slot(
      hash: hash, symbol: symbol.id, start: Int32(arena.count), count: Int32(range.count))
    arena.append(contentsOf: bytes[range])
    return symbol
  }

  private func matches(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    Self.equal(arena, at: Int(slot.start), bytes, range)
  }

  /// Whether `arena` holds the bytes of `bytes[range]` from `start` (a memory comparison; the
  /// caller knows the arena holds that many).
  static func equal(
    _ arena: [UInt8], at start: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Bool {
    guard let base = bytes.baseAddress, !range.isEmpty else { return true }
    return arena.withUnsafeBufferPointer { stored in
      memcmp(base + range.lowerBound, stored.baseAddress! + start, range.count) == 0
    }
  }

  /// A hash of a short byte range: its length and up to three eight-byte words.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(bytes)
    var value = UInt64(range.count) &* 0x9E37_79B9_7F4A_7C15
    if range.count >= 8 {
      func mix(_ offset: Int) {
        value =
          (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          &* 0xBF58_476D_1CE4_E5B9
      }
      mix(range.lowerBound)
      mix(range.lowerBound + range.count / 2 - 4)
      mix(range.upperBound - 8)
    } else {
      for index in range { value = (value ^ UInt64(raw[index])) &* 0x0000_0100_0000_01B3 }
    }
    return value ^ (value >> 31)
  }
}
