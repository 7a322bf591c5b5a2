import KeyboardTraceFormat

/// A generated trace as Swift that posts it: one function that sends each notification
/// through a `NotificationCenter` with the Objective-C types a device uses (`NSValue` of
/// `CGRect` and `CGPoint`; `NSNumber` of `Double`, `UInt`, `Int` or `Bool`), in order, either
/// at once or spaced as the trace's times space them, on the main queue.
///
/// The imports are the device catalog's (`swiftImports`). Names and keys are written as the strings the trace records, which are the raw values of
/// the SDK's constants, so the snippet needs no table of Swift spellings and posts exactly
/// what the trace holds.
enum SwiftSnippet {
  /// The Swift source for `trace`; `function` names the posting function and `heading` is the
  /// comment above it (what was generated, and how).
  static func source(
    _ trace: RecordedTrace, function: String, heading: [String], imports: [String]
  ) -> String {
    let objectTypes = Set(trace.events.compactMap(\.objectClass)).sorted()
    // A trace from before the notifications carried their screen passes no object.
    let objectParameter =
      objectTypes.count == 1 ? "object: \(objectTypes[0])? = nil" : "object: AnyObject? = nil"
    let start = trace.events.first?.time ?? 0
    var lines = heading.flatMap(wrapped).map { $0.isEmpty ? "//" : "// " + $0 }
    lines += imports.map { "import \($0)" }
    lines += [
      "",
      "/// Posts the keyboard notifications, in order, to `center`: at once (the default), or with",
      "/// `timed`, each as long after the call as it came after the first, on the main queue.",
      "/// `object` is what each notification that carries one is posted with (pass the screen the",
      "/// keyboard is on); the others are posted with nil.",
      "func \(function)(",
      "  to center: NotificationCenter = .default, \(objectParameter), timed: Bool = false",
      ") {",
      "  typealias Posting = (",
      "    name: String, delay: Double, hasObject: Bool, userInfo: [AnyHashable: Any]?",
      "  )",
      "  let notifications: [Posting] = [",
    ]
    for event in trace.events {
      // Milliseconds, as the trace spaces them, without the binary fraction's noise.
      let delay = JSONText.number((max(0, (event.time ?? start) - start) * 1000).rounded() / 1000)
      let hasObject = event.objectClass != nil
      guard let userInfo = event.userInfo else {
        lines.append("    (\(literal(event.name)), \(delay), \(hasObject), nil),")
        continue
      }
      lines.append("    (")
      lines.append("      \(literal(event.name)), \(delay), \(hasObject),")
      lines.append("      [")
      for (key, value) in userInfo {
        let entry = "        \(literal(key)): \(expression(value)),"
        // Kept within 100 columns, as a formatter would.
        lines +=
          entry.count <= 100
          ? [entry] : ["        \(literal(key)):", "          \(expression(value)),"]
      }
      lines.append("      ]")
      lines.append("    ),")
    }
    lines += [
      "  ]",
      "  for notification in notifications {",
      "    let post = {",
      "      center.post(",
      "        name: Notification.Name(notification.name),",
      "        object: notification.hasObject ? object : nil, userInfo: notification.userInfo)",
      "    }",
      "    if timed {",
      "      DispatchQueue.main.asyncAfter(deadline: .now() + notification.delay, execute: post)",
      "    } else {",
      "      post()",
      "    }",
      "  }",
      "}",
    ]
    return lines.joinedText(separator: "\n") + "\n"
  }

  /// The Swift expression that boxes `value` as a device does.
  static func expression(_ value: TypedValue) -> String {
    switch value {
    case .rect(let x, let y, let width, let height):
      "NSValue(cgRect: CGRect(x: \(number(x)), y: \(number(y)), width: \(number(width)), "
        + "height: \(number(height))))"
    case .point(let x, let y):
      "NSValue(cgPoint: CGPoint(x: \(number(x)), y: \(number(y))))"
    case .floating(let type, let value):
      "NSNumber(value: \(number(value)) as \(type == "float" ? "Float" : "Double"))"
    case .integer(let type, let value):
      "NSNumber(value: \(value) as \(type == "NSUInteger" ? "UInt" : "Int"))"
    case .bool(let flag):
      "NSNumber(value: \(flag))"
    case .string(let text):
      "\(literal(text)) as NSString"
    }
  }

  /// A comment line as lines of at most 97 characters, broken between words.
  private static func wrapped(_ line: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty, current.count + 1 + word.count > 97 {
        lines.append(current)
        current = "  " + word
      } else {
        current += current.isEmpty ? String(word) : " " + word
      }
    }
    return lines + [current]
  }

  private static func number(_ value: Double) -> String { JSONText.number(value) }

  /// A Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
