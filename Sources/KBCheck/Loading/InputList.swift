#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run's inputs in order, stored compactly: files found in a directory are kept as the bytes
/// of their names after one shared directory prefix, so a batch of 20,000 files costs about
/// their names' bytes, and each ``Input`` is built only when a worker takes it.
struct InputList: RandomAccessCollection, Sendable {
  /// A listed file (`prefix` ≥ 0: a range of `names` after `prefixes[prefix]`) or, with
  /// `prefix` -1, `others[start]`.
  private struct Entry {
    var prefix: Int32
    var start: UInt32
    var end: UInt32
  }

  private var entries: [Entry] = []
  private var prefixes: [String] = []
  private var names: [UInt8] = []
  private var others: [Input] = []

  /// An empty list.
  init() {}

  /// A list of the given inputs.
  init(_ inputs: some Sequence<Input>) {
    for input in inputs { append(input) }
  }

  /// The index of the first input.
  var startIndex: Int { 0 }
  /// One past the index of the last input.
  var endIndex: Int { entries.count }

  /// The input at `position`.
  subscript(position: Int) -> Input {
    let entry = entries[position]
    guard entry.prefix >= 0 else { return others[Int(entry.start)] }
    let name = names[Int(entry.start)..<Int(entry.end)]
    return .file(prefixes[Int(entry.prefix)] + String(decoding: name, as: UTF8.self))
  }

  /// Whether standard input is one of the inputs (found without building every input).
  var readsStandardInput: Bool {
    entries.contains { entry in
      guard entry.prefix < 0, case .standardInput = others[Int(entry.start)] else { return false }
      return true
    }
  }

  /// Adds one input.
  mutating func append(_ input: Input) {
    entries.append(Entry(prefix: -1, start: UInt32(others.count), end: 0))
    others.append(input)
  }

  /// The inputs at `positions`, in that order, still stored compactly.
  func subset(_ positions: some Sequence<Int>) -> InputList {
    var subset = self
    subset.entries = positions.map { entries[$0] }
    return subset
  }

  /// The list without the files named again (through another path, `./`, a link, or a
  /// directory and a file in it): the first naming stays, so each file is checked and counted
  /// once. Files a directory walk or a glob found that are among `ownFiles` (the run's
  /// reports, baseline, spec, configuration) are left out too; named on their own, they stay.
  func withoutRepeatedFiles(ownFiles: Set<FileIdentity> = []) -> InputList {
    var seen: Set<FileIdentity> = []
    var kept: [Int] = []
    kept.reserveCapacity(count)
    for index in indices {
      if case .file(let path) = self[index], let identity = FileIdentity(path),
        !seen.insert(identity).inserted
          || (entries[index].prefix >= 0 && ownFiles.contains(identity))
      {
        continue
      }
      kept.append(index)
    }
    return kept.count == count ? self : subset(kept)
  }

  /// Adds the files `add` lists (by their paths after `prefix`), sorted by their UTF-8 bytes;
  /// returns how many were added.
  mutating func appendFiles(prefix: String, _ add: ((String) -> Void) -> Void) -> Int {
    let first = entries.count
    prefixes.append(prefix)
    let prefixIndex = Int32(prefixes.count - 1)
    add { name in
      let start = UInt32(names.count)
      names.append(contentsOf: name.utf8)
      entries.append(Entry(prefix: prefixIndex, start: start, end: UInt32(names.count)))
    }
    names.withUnsafeBufferPointer { bytes in
      entries[first...].sort { left, right in
        let leftCount = Int(left.end - left.start)
        let rightCount = Int(right.end - right.start)
        let order = memcmp(
          bytes.baseAddress! + Int(left.start), bytes.baseAddress! + Int(right.start),
          Swift.min(leftCount, rightCount))
        return order != 0 ? order < 0 : leftCount < rightCount
      }
    }
    return entries.count - first
  }
}
