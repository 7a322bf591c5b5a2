import Foundation
import KeyboardTraceFormat

#if canImport(UIKit)
  import UIKit
#endif

extension TypedValue {
  /// The value boxed as a device boxes it in a userInfo: an `NSValue` of a `CGRect` or a
  /// `CGPoint`, an `NSNumber` of a `Double`, `Float`, `UInt`, `Int` or `Bool`, or an `NSString`.
  public var boxed: Any {
    switch self {
    case .rect(let x, let y, let width, let height):
      Self.box(CGRect(x: x, y: y, width: width, height: height))
    case .point(let x, let y):
      Self.box(CGPoint(x: x, y: y))
    case .floating(let type, let value):
      type == "float" ? NSNumber(value: Float(value)) : NSNumber(value: value)
    case .integer(let type, let value):
      type == "NSUInteger" && value >= 0
        ? NSNumber(value: UInt(value)) : NSNumber(value: Int(value))
    case .bool(let flag):
      NSNumber(value: flag)
    case .string(let text):
      text as NSString
    }
  }

  /// The typed value of a userInfo value as a notification carries it: its Objective-C type
  /// read from the box (an NSString for anything else, as it describes itself).
  public init(unboxing value: Any) {
    if let number = value as? NSNumber {
      let objCType = String(cString: number.objCType)
      self = TypedValue.number(objCType: objCType, number.doubleValue, integer: number.int64Value)
      return
    }
    if let value = value as? NSValue {
      switch TypedValue.geometryType(objCType: String(cString: value.objCType)) {
      case "CGRect":
        let rect = Self.rect(value)
        self = .rect(rect.minX, rect.minY, rect.width, rect.height)
        return
      case "CGPoint":
        let point = Self.point(value)
        self = .point(point.x, point.y)
        return
      default: break
      }
    }
    self = .string(String(describing: value))
  }

  // UIKit boxes geometry with `cgRect`/`cgPoint`; Foundation elsewhere with `rect`/`point`.
  #if canImport(UIKit)
    private static func box(_ rect: CGRect) -> NSValue { NSValue(cgRect: rect) }
    private static func box(_ point: CGPoint) -> NSValue { NSValue(cgPoint: point) }
    private static func rect(_ value: NSValue) -> CGRect { value.cgRectValue }
    private static func point(_ value: NSValue) -> CGPoint { value.cgPointValue }
  #else
    private static func box(_ rect: CGRect) -> NSValue { NSValue(rect: rect) }
    private static func box(_ point: CGPoint) -> NSValue { NSValue(point: point) }
    private static func rect(_ value: NSValue) -> CGRect { value.rectValue }
    private static func point(_ value: NSValue) -> CGPoint { value.pointValue }
  #endif
}
