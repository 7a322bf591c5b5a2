import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the built `kbcheck` binary: its exit status and what it wrote.
struct BinaryRun {
  var status: Int32
  /// Whether a signal ended it (a crash, or the kill after a hang).
  var crashed: Bool
  var output: String
  var errorOutput: String

  /// Runs `kbcheck arguments` in `directory` with `input` on standard input, killing it if it
  /// takes longer than `seconds`: a hang is a failure, not a stuck suite. `executable` runs
  /// another program instead (a shell that limits the binary, say); `environment` adds to the
  /// test's own variables.
  static func run(
    _ arguments: [String], input: String? = nil, in directory: URL, seconds: Double = 60,
    executable: URL? = nil, environment: [String: String] = [:]
  ) throws -> BinaryRun {
    let binary = try executable ?? #require(Paths.binary, "the kbcheck binary was not built")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    let signalled = process.terminationReason == .uncaughtSignal
    #expect(
      !(signalled && process.terminationStatus == SIGTERM),
      "kbcheck \(arguments.joined(separator: " ")) hung for \(seconds) s and was killed")
    return BinaryRun(
      status: process.terminationStatus, crashed: signalled,
      output: String(decoding: out, as: UTF8.self),
      errorOutput: String(decoding: err, as: UTF8.self))
  }
}
