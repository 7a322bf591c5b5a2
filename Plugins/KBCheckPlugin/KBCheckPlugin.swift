import Foundation
import PackagePlugin

/// `swift package kbcheck ARGUMENTS`: runs the kbcheck command line, built from this package,
/// in the root of the package that depends on it (`swift package kbcheck lint Traces/`), and
/// exits with its status, so a script or CI job can gate on it.
@main
struct KBCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "kbcheck")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments.isEmpty ? ["--help"] : arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }
}
