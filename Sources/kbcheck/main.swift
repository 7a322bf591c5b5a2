import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let output = StandardOutput()
let ran = KBCheckCommand.run(
  Array(CommandLine.arguments.dropFirst()), standardInput: .process,
  standardOutput: output.write)
output.write(ran.output)
let result = output.settle(ran)
StandardOutput.writeError(result.errorOutput)
exit(result.status.rawValue)
