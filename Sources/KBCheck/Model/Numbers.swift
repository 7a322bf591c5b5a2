/// A short list of numbers (a rect's four, a point's two) held inline, so the hot path of a
/// batch run allocates nothing per value; longer lists spill into an array.
struct Numbers: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  private var inline: (Double, Double, Double, Double) = (0, 0, 0, 0)
  private var spilled: [Double]?
  /// The number of numbers.
  private(set) var count = 0

  /// An empty list.
  init() {}

  /// A list of the given numbers.
  init<S: Sequence>(_ values: S) where S.Element == Double {
    for value in values { append(value) }
  }

  /// A list written as an array literal.
  init(arrayLiteral elements: Double...) {
    self.init(elements)
  }

  /// Appends a number.
  mutating func append(_ value: Double) {
    if var spilled {
      spilled.append(value)
      self.spilled = spilled
    } else if count < 4 {
      switch count {
      case 0: inline.0 = value
      case 1: inline.1 = value
      case 2: inline.2 = value
      default: inline.3 = value
      }
    } else {
      spilled = [inline.0, inline.1, inline.2, inline.3, value]
    }
    count += 1
  }

  /// The first index.
  var startIndex: Int { 0 }
  /// One past the last index.
  var endIndex: Int { count }

  /// The number at `index`.
  subscript(index: Int) -> Double {
    if let spilled { return spilled[index] }
    switch index {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    default: return inline.3
    }
  }

  /// Lists are equal when they hold the same numbers in the same order.
  static func == (lhs: Numbers, rhs: Numbers) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
