// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Embedded", targets: [.target(name: "Embedded")])
