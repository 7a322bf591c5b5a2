/// Where the input `-` is read from: the process's standard input, or bytes a caller gives
/// (tests run the whole command in-process).
public struct StandardInput: Sendable {
  private let source: @Sendable (Int) throws(InputError) -> [UInt8]

  /// The process's standard input, read through the same bounded reader as files: closed
  /// standard input is an error, and so is more than the size limit.
  public static let process = StandardInput { limit throws(InputError) in
    try FileReader.readStandardInput(limit: limit)
  }

  /// Fixed bytes, as if piped in.
  public static func bytes(_ bytes: [UInt8]) -> StandardInput {
    StandardInput { limit throws(InputError) in
      guard bytes.count <= limit else {
        throw InputError(
          "holds more than \(ByteCount.text(limit)), the most kbcheck reads from one input",
          at: nil)
      }
      return bytes
    }
  }

  private init(_ source: @escaping @Sendable (Int) throws(InputError) -> [UInt8]) {
    self.source = source
  }

  /// Reads everything, at most `limit` bytes.
  func read(limit: Int) throws(InputError) -> [UInt8] {
    try source(limit)
  }
}
