import Foundation

/// Writes a large console paste of keyboard notifications in the forms developers paste:
/// NSLog descriptions, Swift's `print(notification)`, payloads in `//` comments without
/// brackets and named by a handler, with app output between them. A show and a hide repeat
/// until the paste has the asked size, so the log is clean and every byte is read: the same
/// ones, as a device repeats its payloads, or each show with a keyboard height of its own
/// (``distinct``).
struct PasteGenerator {
  /// The size to reach, in bytes.
  var bytes: Int
  /// Whether every show has a keyboard height of its own, so no notification is printed twice
  /// (a worst case: a device repeats its payloads, and kbcheck reads a repeat once).
  var distinct = false

  /// Writes the paste to `file`; returns its size in bytes.
  @discardableResult
  func write(to file: URL) throws -> Int {
    var text = ""
    text.reserveCapacity(bytes + 4096)
    var second = 0
    while text.utf8.count < bytes {
      for (index, name) in Self.cycle.enumerated() {
        let time = String(
          format: "2024-03-02 %02d:%02d:%02d.%03d", 10 + second / 3600, second / 60 % 60,
          second % 60, index)
        // A show and its hide share a height; the next show has another.
        let height = distinct ? 216 + Double(second % 100_000) / 1000 : 336
        text += Self.block(
          name, showing: index < 4, form: (second + index) % 3, height: height,
          prefix: "\(time) Paste[812:60b] ")
        text += "\(time) Paste[812:60b] layout pass \(second)\n"
      }
      second += 1
    }
    let data = Data(text.utf8)
    try data.write(to: file)
    return data.count
  }

  /// A show then a hide, as a device sends them.
  static let cycle = [
    "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "WillChangeFrame", "WillHide",
    "DidChangeFrame", "DidHide",
  ]

  /// One notification of the show (`showing`) or the hide, in one of three forms.
  static func block(
    _ short: String, showing: Bool, form: Int, height: Double = 336, prefix: String
  ) -> String {
    let name = "UIKeyboard\(short)Notification"
    // `%g`: 336 and 516 as a device prints them, 302.123 with its decimals.
    let (shown, tall) = (String(format: "%g", 852 - height), String(format: "%g", height))
    let (begin, end) = showing ? ("852", shown) : (shown, "852")
    var entries = [
      ("UIKeyboardAnimationCurveUserInfoKey", "7"),
      ("UIKeyboardAnimationDurationUserInfoKey", "0.25"),
      ("UIKeyboardFrameBeginUserInfoKey", "NSRect: {{0, \(begin)}, {393, \(tall)}}"),
      ("UIKeyboardFrameEndUserInfoKey", "NSRect: {{0, \(end)}, {393, \(tall)}}"),
      ("UIKeyboardIsLocalUserInfoKey", "1"),
    ]
    if short.hasPrefix("Did") { entries.removeFirst(2) }
    switch form {
    case 0:
      let lines = entries.map { "    \($0.0) = \"\($0.1)\";\n" }.joined()
      return "\(prefix)NSConcreteNotification 0x6000 {name = \(name); userInfo = {\n\(lines)}}\n"
    case 1:
      let pairs = entries.map { "AnyHashable(\"\($0.0)\"): \($0.1)" }.joined(separator: ", ")
      return "name = \(name), object = nil, userInfo = Optional([\(pairs)])\n"
    default:
      let handler = "keyboard" + short
      let lines = entries.map { "//     \($0.0) = \"\($0.1)\"; // from the device\n" }.joined()
      return "// \(handler):\n\(lines)"
    }
  }
}
