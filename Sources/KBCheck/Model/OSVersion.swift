/// An operating-system version such as `17.4` or `8.3.1`, compared component by component.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numeric components, most significant first, without trailing zeros.
  public let components: [Int]
  /// The version as written.
  public let text: String

  /// Parses `"17.4"`, `"8.3.1"` or `"9"`; returns nil for anything else.
  public init?(_ text: String) {
    // Read as bytes: splitting and counting characters ran the grapheme breaking for every
    // version a trace or a spec gives.
    let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 4 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0 < 0x80 }),
        let number = Int(Substring(part)), number >= 0
      else { return nil }
      numbers.append(number)
    }
    while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
    components = numbers
    self.text = text
  }

  /// Versions are equal when their components are (`9` equals `9.0`).
  public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// The version as written with at least a major and a minor component (`9.0`).
  public var description: String {
    let shown = components.count == 1 ? components + [0] : components
    return shown.map(String.init).joinedText(separator: ".")
  }

  /// Compares component by component, missing components counting as zero.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    let count = max(lhs.components.count, rhs.components.count)
    for index in 0..<count {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }
}

extension OSVersion {
  /// A version whose components and text are already known, as the built-in spec's model
  /// (`BuiltInSpec+Model.swift`) writes them: parsing its versions cost half of building it.
  init(components: [Int], text: String) {
    self.components = components
    self.text = text
  }

  /// A version from its numeric components.
  init(components: [Int]) {
    var numbers = components.isEmpty ? [0] : components
    while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
    self.components = numbers
    text = numbers.map(String.init).joinedText(separator: ".")
  }

  /// The smallest version after this one (`17.4` → `17.4.0.1`): a range from a version to its
  /// successor holds that version alone.
  var successor: OSVersion {
    var numbers = components
    while numbers.count < 4 { numbers.append(0) }
    numbers[3] += 1
    return OSVersion(components: numbers)
  }
}
