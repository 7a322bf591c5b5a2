/// Sizes as a person writes and reads them: `256M`, `1G`, `4096` (binary units).
enum ByteCount {
  private static let units: [(suffix: Character, shift: Int)] = [
    ("K", 10), ("M", 20), ("G", 30), ("T", 40),
  ]

  /// The number of bytes `text` names (`512K`, `256M`, `2G`, or a plain number), or nil.
  static func parse(_ text: String) -> Int? {
    var digits = Substring(text)
    var shift = 0
    if let last = digits.last?.uppercased().first,
      let unit = units.first(where: { $0.suffix == last })
    {
      shift = unit.shift
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0,
      value <= Int.max >> shift
    else { return nil }
    return value << shift
  }

  /// `count` in the largest unit that divides it (`256 MiB`), else in bytes.
  static func text(_ count: Int) -> String {
    for unit in units.reversed() where count >= 1 << unit.shift && count % (1 << unit.shift) == 0 {
      return "\(count >> unit.shift) \(unit.suffix)iB"
    }
    return "\(count) bytes"
  }
}
