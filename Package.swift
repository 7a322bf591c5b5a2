// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "kbcheck",
  products: [
    .library(name: "KBCheck", targets: ["KBCheck"]),
    .library(name: "KeyboardTraceRecorder", targets: ["KeyboardTraceRecorder"]),
    .library(name: "KBCheckTesting", targets: ["KBCheckTesting"]),
    .executable(name: "kbcheck", targets: ["kbcheck"]),
    .executable(name: "kbcheck-bench", targets: ["kbcheck-bench"]),
    .plugin(name: "KBCheckPlugin", targets: ["KBCheckPlugin"]),
  ],
  targets: [
    .target(name: "KeyboardTraceFormat"),
    .target(name: "KeyboardTraceRecorder", dependencies: ["KeyboardTraceFormat"]),
    .target(name: "KBCheck", dependencies: ["KeyboardTraceFormat"]),
    .target(name: "KBCheckTesting", dependencies: ["KBCheck", "KeyboardTraceFormat"]),
    .executableTarget(name: "kbcheck", dependencies: ["KBCheck"]),
    // `swift package kbcheck lint Traces/` in any package that depends on this one.
    .plugin(
      name: "KBCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "kbcheck", description: "Check keyboard notification traces and logs with kbcheck")
      ),
      dependencies: ["kbcheck"]),
    .target(name: "KBCheckBench"),
    .executableTarget(name: "kbcheck-bench", dependencies: ["KBCheckBench"]),
    .testTarget(
      name: "KBCheckTests",
      dependencies: [
        "KBCheck", "KeyboardTraceFormat", "KeyboardTraceRecorder", "KBCheckBench", "kbcheck",
      ],
      exclude: ["Golden", "Fixtures"]),
    .testTarget(name: "KBCheckAPITests", dependencies: ["KBCheck", "KeyboardTraceFormat"]),
    .testTarget(
      name: "KBCheckTestingTests",
      dependencies: ["KBCheckTesting", "KBCheck", "KeyboardTraceFormat"]),
  ]
)
