import Foundation

/// Reads a whole input file as bytes, turning every failure into an ``InputError``.
public enum FileReader {
  /// Whether something exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The bytes of the file at `path`.
  public static func read(_ path: String) throws(InputError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw InputError("is a directory, not a trace file", at: nil)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      if !FileManager.default.fileExists(atPath: path) {
        throw InputError("no such file", at: nil)
      }
      throw InputError("cannot be read (check its permissions)", at: nil)
    }
    return [UInt8](data)
  }
}
