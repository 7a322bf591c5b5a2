// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "kbcheck",
  products: [
    .library(name: "KBCheck", targets: ["KBCheck"]),
    .executable(name: "kbcheck", targets: ["kbcheck"]),
  ],
  targets: [
    .target(name: "KBCheck"),
    .executableTarget(name: "kbcheck", dependencies: ["KBCheck"]),
    .testTarget(
      name: "KBCheckTests", dependencies: ["KBCheck", "kbcheck"], exclude: ["Golden", "Fixtures"]),
  ]
)
