import Foundation
import KBCheck

let result = KBCheckCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  standardInput: .process,
  standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) })
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errorOutput.utf8))
exit(result.status.rawValue)
