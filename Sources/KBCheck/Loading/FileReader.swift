/// Reads a whole input file as bytes, turning every failure into an ``InputError``
/// (``OpenFile`` does the reading).
enum FileReader {
  /// Whether something exists at `path`.
  static func exists(_ path: String) -> Bool {
    FileIdentity(path) != nil
  }

  /// The most a file or standard input may hold unless the user sets another limit
  /// (`--max-input-size`): 256 MiB, two thousand times a large captured trace, and small
  /// enough that reading and checking it stays within a CI container's memory.
  static let defaultLimit = 256 << 20

  /// The bytes of the file at `path`, at most `limit` of them (more is an error).
  static func read(_ path: String, limit: Int = defaultLimit) throws(InputError) -> [UInt8] {
    try OpenFile(path, limit: limit).readToEnd()
  }

  /// The bytes of standard input, at most `limit` of them: closed or unreadable standard
  /// input is an error, not an empty trace.
  static func readStandardInput(limit: Int) throws(InputError) -> [UInt8] {
    try OpenFile(standardInputLimit: limit).readToEnd()
  }
}
