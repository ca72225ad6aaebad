// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "SingleTarget",
  targets: [
    .target(name: "Solo")
  ]
)
