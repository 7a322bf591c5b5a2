import Foundation

@testable import KBCheck

/// Writes a value as Swift source that rebuilds it, for the built-in spec's model
/// (`BuiltInSpec+Model.swift`), which kbcheck builds at start instead of parsing its JSON.
///
/// Structs become memberwise initializer calls, enum cases `.case(payload)`, collections
/// literals; sets and dictionaries are sorted by their text, so a value is written the same in
/// every run. A type whose stored properties are not its initializer's parameters is written by
/// a rule of its own (``custom``); a class or anything else the writer cannot rebuild is an
/// error, never a guess.
enum SwiftValueWriter {
  /// A value the writer cannot rebuild.
  struct Unsupported: Error, CustomStringConvertible {
    var description: String
  }

  /// Types written by a rule of their own, by their qualified name: their stored properties
  /// are not the parameters of an initializer.
  static let custom: [String: @Sendable (Any, String) throws -> String] = [
    "KBCheck.SpecExample": { value, indent in
      // `SpecExample(builtInAt:)`: only the built-in spec's examples, kept as a cursor.
      let source = try child("source", of: value)
      let payload = Mirror(reflecting: source).children.first
      guard let payload, payload.label == "builtIn" else {
        throw Unsupported(description: "an example that is not the built-in spec's")
      }
      return "SpecExample(builtInAt: \(try write(payload.value, indent: indent)))"
    },
    "KBCheck.Device": { value, indent in
      // `extensions` (members a trace adds) is not an initializer's parameter.
      guard (try child("extensions", of: value) as! [JSONMember]).isEmpty else {
        throw Unsupported(description: "a device with extensions")
      }
      let arguments = try ["idiom", "os", "osVersion", "screen", "keyboard"].map { label in
        "\(label): \(try write(child(label, of: value), indent: indent + "  "))"
      }
      return "Device" + call(arguments, indent: indent)
    },
  ]

  /// The Swift expression that rebuilds `value`, its continuation lines indented by `indent`
  /// plus two spaces a level.
  static func write(_ value: Any, indent: String = "") throws -> String {
    switch value {
    case let string as String: return SwiftSnippet.literal(string)
    case let bool as Bool: return bool ? "true" : "false"
    case let int as Int: return String(int)
    case let double as Double: return literal(double)
    default: break
    }
    let typeName = _typeName(type(of: value), qualified: true)
    if let rule = custom[typeName] { return try rule(value, indent) }
    let mirror = Mirror(reflecting: value)
    let inner = indent + "  "
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return try write(wrapped, indent: indent)
    case .collection:
      return try list(mirror.children.map { try write($0.value, indent: inner) }, indent: indent)
    case .set:
      return try list(
        mirror.children.map { try write($0.value, indent: inner) }.sorted(), indent: indent)
    case .dictionary:
      let entries = try mirror.children.map { entry in
        let pair = Array(Mirror(reflecting: entry.value).children)
        return
          "\(try write(pair[0].value, indent: inner)): \(try write(pair[1].value, indent: inner))"
      }
      return entries.isEmpty ? "[:]" : list(entries.sorted(), indent: indent)
    case .struct:
      let arguments = try mirror.children.map { child in
        guard let label = child.label, !label.hasPrefix("_"), !label.hasPrefix("$") else {
          throw Unsupported(description: "\(typeName) has a wrapped or lazy property")
        }
        return "\(label): \(try write(child.value, indent: inner))"
      }
      return name(typeName) + call(arguments, indent: indent)
    case .tuple:
      let elements = try mirror.children.map { child in
        let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return label + (try write(child.value, indent: inner))
      }
      return call(elements, indent: indent)
    case .enum:
      guard let payload = mirror.children.first else {
        return "." + caseName(value)
      }
      let caseLabel = payload.label ?? caseName(value)
      let payloadMirror = Mirror(reflecting: payload.value)
      if payloadMirror.displayStyle == .tuple {
        return ".\(caseLabel)" + (try write(payload.value, indent: indent))
      }
      return ".\(caseLabel)(\(try write(payload.value, indent: indent)))"
    default:
      throw Unsupported(description: "\(typeName) (\(String(describing: mirror.displayStyle)))")
    }
  }

  /// The value of `value`'s stored property `label`.
  static func child(_ label: String, of value: Any) throws -> Any {
    guard let child = Mirror(reflecting: value).children.first(where: { $0.label == label }) else {
      throw Unsupported(description: "no property \(label) in \(type(of: value))")
    }
    return child.value
  }

  /// A type's name as the KBCheck module spells it inside itself.
  private static func name(_ qualified: String) -> String {
    qualified.replacingOccurrences(of: "KBCheck.", with: "")
  }

  /// `(a, b)` on one line when short, else one argument a line.
  static func call(_ arguments: [String], indent: String) -> String {
    let oneLine = "(" + arguments.joined(separator: ", ") + ")"
    if oneLine.count <= 80, !oneLine.contains("\n") { return oneLine }
    let inner = indent + "  "
    return "(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n\(indent))"
  }

  /// `[a, b]` on one line when short, else one element a line.
  private static func list(_ elements: [String], indent: String) -> String {
    let oneLine = "[" + elements.joined(separator: ", ") + "]"
    if oneLine.count <= 80, !oneLine.contains("\n") { return oneLine }
    let inner = indent + "  "
    return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + ",\n\(indent)]"
  }

  /// A double literal that reads back to the same bits.
  static func literal(_ double: Double) -> String {
    if double.isNaN { return "Double.nan" }
    if double.isInfinite { return double < 0 ? "-Double.infinity" : "Double.infinity" }
    return "\(double)"
  }

  /// The name of an enum value's case, whatever its `description` says.
  private static func caseName(_ value: Any) -> String {
    func named<T>(_ value: T) -> String? { enumCaseName(value).map { String(cString: $0) } }
    return _openExistential(value, do: named) ?? String(describing: value)
  }
}

/// The Swift runtime's name of an enum value's case (what `print` shows for an enum without a
/// `description`).
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
