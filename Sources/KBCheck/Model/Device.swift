/// What a trace says about the device it was recorded on; every field is optional.
public struct Device: Sendable, Equatable {
  /// `phone` or `pad` (a word of the spec's `deviceWords`, or a spelling of one).
  public var idiom: String?
  /// `iOS`, `iPadOS`, `Mac Catalyst` (a word of the spec's `deviceWords`, or a spelling of one).
  public var os: String?
  /// The OS version the trace was recorded on.
  public var osVersion: OSVersion?
  /// The screen bounds `[x, y, width, height]` in points.
  public var screen: [Double]?
  /// `docked`, `split`, `undocked` or `floating`.
  public var keyboard: String?
  /// Device fields this version does not know (such as `model`), kept for conversion.
  var extensions: [JSONMember] = []

  /// Creates a device description.
  public init(
    idiom: String? = nil, os: String? = nil, osVersion: OSVersion? = nil,
    screen: [Double]? = nil, keyboard: String? = nil
  ) {
    self.idiom = idiom
    self.os = os
    self.osVersion = osVersion
    self.screen = screen
    self.keyboard = keyboard
  }
}
