import Foundation

/// Reads a whole input file as bytes, turning every failure into an ``InputError``.
public enum FileReader {
  /// Whether something exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The bytes of the file at `path`.
  public static func read(_ path: String) throws(InputError) -> [UInt8] {
    // The batch path reads regular files: try the read first, and only find out why it
    // failed when it did.
    if let data = FileManager.default.contents(atPath: path) { return [UInt8](data) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError("no such file", at: nil)
    }
    if isDirectory.boolValue { throw InputError("is a directory, not a trace file", at: nil) }
    throw InputError("cannot be read (check its permissions)", at: nil)
  }
}
