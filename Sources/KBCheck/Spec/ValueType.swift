/// The Objective-C value types a userInfo key can declare; the engine knows how to read each.
enum ValueType: String, Sendable, CaseIterable {
  /// An NSValue wrapping a CGRect: four finite numbers.
  case cgRect = "CGRect"
  /// An NSValue wrapping a CGPoint: two finite numbers.
  case cgPoint = "CGPoint"
  /// An NSNumber wrapping a double.
  case double
  /// An NSNumber wrapping a float.
  case float
  /// An NSNumber wrapping an unsigned integer.
  case nsUInteger = "NSUInteger"
  /// An NSNumber wrapping a signed integer.
  case nsInteger = "NSInteger"
  /// An NSNumber wrapping a BOOL.
  case bool = "BOOL"
  /// An NSString.
  case nsString = "NSString"

  /// The type a trace's `"type"` names: one of these names, or the Swift type a test double's
  /// value has (`Double`, `Int`, `Bool`, `String`), which is boxed as the same NSNumber or
  /// NSString when it is posted.
  init?(traceName name: String) {
    if let type = ValueType(rawValue: name) {
      self = type
      return
    }
    switch name {
    case "Double", "CGFloat", "TimeInterval": self = .double
    case "Float": self = .float
    case "Int": self = .nsInteger
    case "UInt": self = .nsUInteger
    case "Bool": self = .bool
    case "String": self = .nsString
    case "NSRect": self = .cgRect
    case "NSPoint": self = .cgPoint
    default: return nil
    }
  }

  /// Whether the value is an NSNumber (and so can bridge to another NSNumber type).
  var isNumber: Bool {
    switch self {
    case .double, .float, .nsUInteger, .nsInteger, .bool: true
    case .cgRect, .cgPoint, .nsString: false
    }
  }
}
