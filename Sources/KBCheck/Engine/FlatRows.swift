/// Rows of elements stored back to back in one array (compressed sparse rows): reading a row
/// copies no array and retains nothing, which is what the automaton stepper's inner loops do
/// for every notification of every trace.
struct FlatRows<Element: Sendable>: Sendable {
  /// Every row's elements, row after row.
  private(set) var elements: [Element] = []
  /// Where each row starts in `elements`, and one past the last row's end.
  private var starts: [Int32] = [0]

  /// No rows.
  static var empty: FlatRows { FlatRows() }

  private init() {}

  /// Rows already flattened: `elements`, and where each row starts in it followed by one past
  /// the last row's end (``rowStarts``).
  init(elements: [Element], rowStarts: [Int32]) {
    self.elements = elements
    starts = rowStarts
  }

  /// The rows, flattened.
  init(_ rows: [[Element]]) {
    elements.reserveCapacity(rows.reduce(0) { $0 + $1.count })
    starts.reserveCapacity(rows.count + 1)
    for row in rows {
      elements += row
      starts.append(Int32(elements.count))
    }
  }

  /// Adds a row after the last.
  mutating func append(row: some Sequence<Element>) {
    elements.append(contentsOf: row)
    starts.append(Int32(elements.count))
  }

  /// Adds an element to the row being written, which ``endRow()`` ends.
  mutating func append(_ element: Element) {
    elements.append(element)
  }

  /// Ends the row being written: the elements appended since the last row ended become a row.
  mutating func endRow() {
    starts.append(Int32(elements.count))
  }

  /// The number of rows.
  var count: Int { starts.count - 1 }

  /// Where each row starts in ``elements``, and one past the last row's end.
  var rowStarts: [Int32] { starts }

  /// The positions in `elements` of row `row`.
  @inline(__always)
  func range(_ row: Int) -> Range<Int> {
    Int(starts[row])..<Int(starts[row + 1])
  }

  /// Row `row`, for code off the hot path.
  func row(_ row: Int) -> ArraySlice<Element> {
    elements[range(row)]
  }
}
