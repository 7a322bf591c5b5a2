/// Paths as the CI formats show them: relative to the report's base directory when the file lies
/// inside it, with `.` and `..` segments resolved, and as RFC 3986 URIs for SARIF.
enum ReportPaths {
  /// The path relative to `base` when it lies inside it; otherwise the path itself, normalized.
  ///
  /// Relative paths are taken to be relative to `base` already; `-` (standard input) is kept.
  static func display(_ path: String, base: String?) -> String {
    guard path != "-", !path.isEmpty else { return path }
    let normalized = normalize(path)
    guard normalized.hasBytePrefix("/"), let base, base.hasBytePrefix("/") else {
      return normalized
    }
    let root = normalize(base)
    let prefix = PathText.directoryPrefix(root)
    if normalized.hasBytePrefix(prefix) { return String(normalized.dropFirst(prefix.count)) }
    return normalized
  }

  /// The path as an absolute path, when it is one or `base` makes it one.
  static func absolute(_ path: String, base: String?) -> String? {
    if path.hasBytePrefix("/") { return normalize(path) }
    guard let base, base.hasBytePrefix("/") else { return nil }
    return normalize(base + "/" + path)
  }

  /// Resolves `.`, `..` and repeated slashes without touching the file system; a relative path
  /// keeps the `..` segments that climb above its start.
  static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasBytePrefix("/")
    var segments: [Substring] = []
    for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..":
        if let last = segments.last, last != ".." {
          segments.removeLast()
        } else if !isAbsolute {
          segments.append(segment)
        }
      default: segments.append(segment)
      }
    }
    let joined = segments.joinedText(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// A `file://` URI for an absolute path, with a trailing slash for a directory.
  static func fileURI(_ absolutePath: String, directory: Bool = false) -> String {
    var path = percentEncode(absolutePath)
    if directory, !path.hasByteSuffix("/") { path += "/" }
    return "file://" + path
  }

  /// Percent-encodes every UTF-8 byte of the path except RFC 3986's unreserved characters and
  /// the `/` separator, so spaces, `%`, `#`, `?`, `:` and non-ASCII letters survive any reader.
  static func percentEncode(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.append("%")
        result.append(hex[Int(byte >> 4)])
        result.append(hex[Int(byte & 0xF)])
      }
    }
    return result
  }
}
