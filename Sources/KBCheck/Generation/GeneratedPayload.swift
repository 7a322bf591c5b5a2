import KeyboardTraceFormat

/// The userInfo of generated notifications: the spec's keys for each on the device's OS
/// version, each with its declared type, the frames given, the keys the spec derives from
/// frames (bounds, centres) and the catalog's values for the rest.
///
/// A deprecated key is left out where the keys that replace it are posted: devices still send
/// it, but the spec holds that a test double posting it invites code to rely on it. Where its
/// replacements do not exist yet, it is the only geometry, and is posted.
struct GeneratedPayload {
  let spec: Spec
  let catalog: DeviceCatalog
  let profile: DeviceProfile
  /// The spec's relations that derive one key from another (same size, centre of).
  private let derivations: [GeometryRelation]
  /// The keys that replace each deprecated key.
  private let deprecated: [String: [String]]

  /// A payload writer for the device `profile`.
  init(spec: Spec, catalog: DeviceCatalog, profile: DeviceProfile) {
    self.spec = spec
    self.catalog = catalog
    self.profile = profile
    derivations = spec.rules.flatMap { rule -> [GeometryRelation] in
      guard case .geometry(let check) = rule.check else { return [] }
      return check.relations.filter { $0.kind == .sameSize || $0.kind == .centerOf }
    }
    var deprecated: [String: [String]] = [:]
    for key in spec.keys {
      if let deprecation = key.deprecation { deprecated[key.name] = deprecation.replacedBy }
    }
    self.deprecated = deprecated
  }

  /// The entries of `notification`, in the spec's order of keys, for a keyboard moving from
  /// `begin` to `end`; nil for a notification the spec gives no keys.
  func entries(_ notification: String, begin: Rect, end: Rect) -> [(String, TypedValue)]? {
    var entries: [(String, TypedValue)] = []
    let frames: [String: Rect] = [catalog.frames.begin: begin, catalog.frames.end: end]
    for key in spec.keys where carries(key, notification) {
      guard let value = value(of: key, frames: frames) else { continue }
      entries.append((key.name, value))
    }
    let posted = Set(entries.map(\.0))
    entries.removeAll { entry in
      guard let replacements = deprecated[entry.0] else { return false }
      return !replacements.isEmpty && replacements.allSatisfy(posted.contains)
    }
    return entries.isEmpty ? nil : entries
  }

  /// Whether the notification carries `key` on the device: documented for it, public, and
  /// posted on the OS version. Deprecated keys are still posted, as devices post them.
  private func carries(_ key: KeySpec, _ notification: String) -> Bool {
    guard !key.isPrivate,
      key.requiredIn.contains(notification) || key.optionalIn.contains(notification)
    else { return false }
    guard let since = key.since else { return true }
    return profile.versions.isSurelyAtLeast(since)
  }

  /// The key's value: a frame, a value derived from a frame, or the catalog's.
  private func value(of key: KeySpec, frames: [String: Rect]) -> TypedValue? {
    if let frame = frames[key.name] { return typed(frame, as: key.type) }
    for relation in derivations where relation.key == key.name {
      guard let of = relation.of, let frame = frames[of] else { continue }
      switch relation.kind {
      case .sameSize:
        return typed(Rect(x: 0, y: 0, width: frame.width, height: frame.height), as: key.type)
      case .centerOf:
        return typed(frame, as: key.type)
      default:
        continue
      }
    }
    return catalog.value(of: key.name, on: profile).flatMap { typed($0, as: key.type) }
  }

  /// A frame as a value of `type`: the rectangle, or its centre for a point.
  private func typed(_ frame: Rect, as type: ValueType) -> TypedValue? {
    switch type {
    case .cgRect: .rect(frame.x, frame.y, frame.width, frame.height)
    case .cgPoint: .point(frame.x + frame.width / 2, frame.y + frame.height / 2)
    default: nil
    }
  }

  /// A catalog value as a value of `type`.
  private func typed(_ value: RawValue, as type: ValueType) -> TypedValue? {
    switch (value, type) {
    case (.bool(let flag), .bool): .bool(flag)
    case (.number(let number, _), .bool): .bool(number != 0)
    case (.number(let number, _), .double), (.number(let number, _), .float):
      .floating(type: type.rawValue, number)
    case (.number(let number, _), .nsUInteger), (.number(let number, _), .nsInteger):
      number.rounded() == number && abs(number) < 1e15
        ? .integer(type: type.rawValue, Int64(number)) : nil
    default: nil
    }
  }
}
