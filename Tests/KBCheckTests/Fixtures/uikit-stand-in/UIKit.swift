// A stand-in for the UIKit names a `kbcheck generate --format swift` snippet uses, so the test
// suite compiles and runs snippets on Linux: compiled as a module named UIKit.
import Foundation

/// The screen a keyboard notification is posted with from iOS 16.1.
public final class UIScreen {
  /// The one screen.
  public static let main = UIScreen()
}

extension NSValue {
  /// UIKit's boxing of a rectangle.
  public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
  /// UIKit's boxing of a point.
  public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
}
