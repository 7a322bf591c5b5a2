// Runs each generated snippet against its own NotificationCenter and prints what was posted,
// one line per notification, for the test to compare with the JSON form.
import Foundation
import UIKit

func describe(_ value: Any) -> String {
  if let number = value as? NSNumber {
    if String(describing: type(of: number)).contains("Boolean") {
      return "bool(\(number.boolValue))"
    }
    return "number(\(number.doubleValue))"
  }
  if let boxed = value as? NSValue {
    let type = String(cString: boxed.objCType)
    if type.hasPrefix("{CGRect") {
      let rect = boxed.rectValue
      return
        "rect(\(Double(rect.origin.x)),\(Double(rect.origin.y)),\(Double(rect.size.width)),\(Double(rect.size.height)))"
    }
    if type.hasPrefix("{CGPoint") {
      let point = boxed.pointValue
      return "point(\(Double(point.x)),\(Double(point.y)))"
    }
  }
  if let text = value as? String { return "string(\(text))" }
  return "unknown(\(type(of: value)))"
}

func record(_ post: (NotificationCenter) -> Void) {
  let center = NotificationCenter()
  let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
    var line =
      notification.name.rawValue + " object="
      + (notification.object is UIScreen ? "UIScreen" : "nil")
    for (key, value) in (notification.userInfo ?? [:]).sorted(by: { "\($0.key)" < "\($1.key)" }) {
      line += " \(key)=\(describe(value))"
    }
    print(line)
  }
  post(center)
  center.removeObserver(token)
  print("--")
}
