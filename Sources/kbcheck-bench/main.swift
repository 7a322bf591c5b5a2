import Foundation
import KBCheckBench

exit(BenchmarkCommand.main(Array(CommandLine.arguments.dropFirst())))
