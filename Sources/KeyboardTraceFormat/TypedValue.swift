/// A userInfo value with its Objective-C type, as the recorder sees it on a device.
public enum TypedValue: Sendable, Equatable {
  /// An NSValue wrapping a CGRect: x, y, width, height.
  case rect(Double, Double, Double, Double)
  /// An NSValue wrapping a CGPoint.
  case point(Double, Double)
  /// An NSNumber of a floating-point type (`double` or `float`).
  case floating(type: String, Double)
  /// An NSNumber of an integer type (`NSInteger` or `NSUInteger`).
  case integer(type: String, Int64)
  /// An NSNumber holding a BOOL.
  case bool(Bool)
  /// An NSString.
  case string(String)

  /// The trace format's type name for an NSNumber's `objCType` (`d` → `double`, `q` →
  /// `NSInteger`, `Q` → `NSUInteger`, `c`/`B` → `BOOL`), or nil for other encodings.
  ///
  /// CFNumber keeps no signedness: an NSUInteger that fits in a signed integer reports `q`,
  /// so a device recording sees documented NSUInteger values as NSInteger.
  package static func numberType(objCType: String) -> String? {
    switch objCType {
    case "d": "double"
    case "f": "float"
    case "c", "B": "BOOL"
    case "q", "l", "i", "s": "NSInteger"
    case "Q", "L", "I", "S", "C": "NSUInteger"
    default: nil
    }
  }

  /// The geometry type for an NSValue's `objCType` (`{CGRect=…}` → `CGRect`), or nil.
  package static func geometryType(objCType: String) -> String? {
    if objCType.hasPrefix("{CGRect=") || objCType.hasPrefix("{NSRect=") { return "CGRect" }
    if objCType.hasPrefix("{CGPoint=") || objCType.hasPrefix("{NSPoint=") { return "CGPoint" }
    return nil
  }

  /// `{"type": T, "value": V}`, as `keyboard-trace/1` writes a typed value.
  ///
  /// JSON has no infinity or NaN, so a value holding one is written as its description, as
  /// NSValue and NSNumber print it and the reader takes it: CGRectNull, which iOS 7 sends as a
  /// hide's end frame, is `"NSRect: {{inf, inf}, {0, 0}}"`, not an array of nulls that reads
  /// as no rect at all.
  package var tree: JSONTree {
    let type: String
    let value: JSONTree
    switch self {
    case .rect(let x, let y, let width, let height):
      type = "CGRect"
      if [x, y, width, height].allSatisfy(\.isFinite) {
        value = numbers
      } else {
        value = .string(
          "NSRect: {{\(Self.printed(x)), \(Self.printed(y))}, "
            + "{\(Self.printed(width)), \(Self.printed(height))}}")
      }
    case .point(let x, let y):
      type = "CGPoint"
      if x.isFinite && y.isFinite {
        value = numbers
      } else {
        value = .string("NSPoint: {\(Self.printed(x)), \(Self.printed(y))}")
      }
    case .floating(let name, let number):
      type = name
      value =
        number.isFinite
        ? .number(JSONText.number(number, isInteger: false)) : .string(Self.printed(number))
    case .integer(let name, let number):
      type = name
      value = .number(String(number))
    case .bool(let flag):
      type = "BOOL"
      value = .bool(flag)
    case .string(let text):
      type = "NSString"
      value = .string(text)
    }
    return .object([(TraceField.type.text, .string(type)), (TraceField.value.text, value)])
  }
}

extension TypedValue {
  /// The typed value of an NSNumber, from its `objCType` and its value read both ways.
  package static func number(objCType: String, _ double: Double, integer: Int64) -> TypedValue {
    switch numberType(objCType: objCType) {
    case let type? where type == "double" || type == "float": .floating(type: type, double)
    case "BOOL": .bool(integer != 0)
    case let type?: .integer(type: type, integer)
    case nil: .floating(type: "double", double)
    }
  }

  /// A number as a description prints it: `inf`, `-inf` and `nan` for the values JSON lacks.
  private static func printed(_ number: Double) -> String {
    if number.isNaN { return "nan" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    return JSONText.number(number)
  }

  /// A rect's numbers as a JSON array (for `device.screen`).
  package var numbers: JSONTree {
    switch self {
    case .rect(let x, let y, let width, let height):
      .array([x, y, width, height].map { .number(JSONText.number($0)) })
    case .point(let x, let y): .array([x, y].map { .number(JSONText.number($0)) })
    default: tree
    }
  }
}
