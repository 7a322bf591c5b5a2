extension BuiltInSpec {
  /// The spec file's bytes, made once: the run's parse and its examples' read the same bytes.
  static let bytes = Array(json.utf8)
}
