// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Nested", targets: [.target(name: "Nested")])
