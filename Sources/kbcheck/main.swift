import Foundation
import KBCheck

let output = StandardOutput()
let ran = KBCheckCommand.run(
  Array(CommandLine.arguments.dropFirst()), standardInput: .process,
  standardOutput: output.write)
output.write(ran.output)
let result = output.settle(ran)
try? FileHandle.standardError.write(contentsOf: Data(result.errorOutput.utf8))
exit(result.status.rawValue)
