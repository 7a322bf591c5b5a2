/// Formats JSON text the way `keyboard-trace/1` files are written: two-space indentation,
/// one member per line, and short leaves on one line (arrays of numbers, typed values
/// `{"type": …, "value": …}`, short lists of strings), so a trace reads like the examples.
package enum JSONText {
  /// The canonical text of a tree, ending with a newline.
  package static func format(_ tree: JSONTree) -> String {
    var output = ""
    write(tree, indent: "", into: &output)
    return output + "\n"
  }

  /// A JSON string literal, escaped per RFC 8259.
  package static func quote(_ text: String) -> String {
    // Reports quote every message and path: most need no escape.
    let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    guard needsEscape else { return "\"" + text + "\"" }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 8)
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal, escaped per RFC 8259, to `bytes`: what
  /// ``quote(_:)`` returns, without making a string of it.
  package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(0x22)
    // Only ASCII bytes are ever escaped, so UTF-8 passes through; text that needs no escape
    // is copied whole. Scanned over its contiguous bytes: through the UTF-8 view, quoting cost
    // a report about 26 instructions a byte.
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if plain {
      bytes.append(0x22)
      return
    }
    for byte in text.utf8 {
      switch byte {
      case 0x22: bytes += [0x5C, 0x22]
      case 0x5C: bytes += [0x5C, 0x5C]
      case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
      case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
      case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }

  /// A number's JSON text: whole numbers without a fraction when `isInteger` (or when the
  /// value is whole and the flag is nil), others in the shortest form that reads back exactly.
  /// Non-finite values have no JSON form and are written as `null`.
  package static func number(_ value: Double, isInteger: Bool? = nil) -> String {
    guard value.isFinite else { return "null" }
    let whole = value.rounded() == value && abs(value) < 1e15
    if whole, isInteger ?? true { return String(Int64(value)) }
    return String(value)
  }

  private static func write(_ tree: JSONTree, indent: String, into output: inout String) {
    if let inline = inline(tree) {
      output += inline
      return
    }
    let inner = indent + "  "
    switch tree {
    case .array(let elements):
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        write(element, indent: inner, into: &output)
        output += index + 1 < elements.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + quote(member.0) + ": "
        write(member.1, indent: inner, into: &output)
        output += index + 1 < members.count ? ",\n" : "\n"
      }
      output += indent + "}"
    default:
      output += flat(tree)
    }
  }

  /// The one-line form of a short leaf, or nil when the tree spans lines.
  private static func inline(_ tree: JSONTree) -> String? {
    switch tree {
    case .array(let elements) where elements.isEmpty: return "[]"
    case .object(let members) where members.isEmpty: return "{}"
    case .array(let elements) where elements.allSatisfy(isNumber): return flat(tree)
    case .array(let elements) where elements.allSatisfy(isString):
      let text = flat(tree)
      return text.count <= 80 ? text : nil
    case .object(let members)
    where members.count == 2 && members[0].0 == "type" && members[1].0 == "value":
      return flat(tree)
    case .array, .object: return nil
    default: return flat(tree)
    }
  }

  private static func isNumber(_ tree: JSONTree) -> Bool {
    if case .number = tree { return true }
    return false
  }

  private static func isString(_ tree: JSONTree) -> Bool {
    if case .string = tree { return true }
    return false
  }

  /// The tree on one line, with `", "` and `": "` separators.
  private static func flat(_ tree: JSONTree) -> String {
    switch tree {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): quote(text)
    case .array(let elements): "[" + elements.map(flat).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { quote($0.0) + ": " + flat($0.1) }.joined(separator: ", ") + "}"
    }
  }
}
