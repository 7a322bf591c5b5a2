// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "kbcheck",
  products: [
    .library(name: "KBCheck", targets: ["KBCheck"]),
    .library(name: "KeyboardTraceRecorder", targets: ["KeyboardTraceRecorder"]),
    .executable(name: "kbcheck", targets: ["kbcheck"]),
  ],
  targets: [
    .target(name: "KeyboardTraceFormat"),
    .target(name: "KeyboardTraceRecorder", dependencies: ["KeyboardTraceFormat"]),
    .target(name: "KBCheck", dependencies: ["KeyboardTraceFormat"]),
    .executableTarget(name: "kbcheck", dependencies: ["KBCheck"]),
    .testTarget(
      name: "KBCheckTests",
      dependencies: ["KBCheck", "KeyboardTraceFormat", "KeyboardTraceRecorder", "kbcheck"],
      exclude: ["Golden", "Fixtures"]),
  ]
)
