// swift-tools-version: 5.9
// A fixture for PackageManifest: literal targets of every kind, the arguments that move or
// filter their files, and parts computed by code that the reader must report, not guess.
import PackageDescription

let extraTargets: [Target] = [
  .target(name: "Extra")
]

func feature(_ name: String) -> Target {
  .target(name: name, path: "Features/\(name)")
}

let package = Package(
  name: "Fixture",
  defaultLocalization: "en",
  products: [.library(name: "Core", targets: ["Core"])],
  dependencies: [.package(url: "https://example.com/dep.git", from: "1.0.0")],
  targets: [
    .target(
      name: "Core",
      dependencies: ["Util", .product(name: "Dep", package: "dep")],
      exclude: ["Legacy", "Notes.swift"],
      resources: [.process("Resources"), .copy("Templates")]
    ),
    .target(name: "Util", path: "Libraries/Util", sources: ["Public", "Main.swift"]),
    .executableTarget(name: "Tool", dependencies: [.target(name: "Core")]),
    .testTarget(name: "CoreTests", dependencies: ["Core", .byName(name: "Util")]),
    .plugin(name: "Generate", capability: .buildTool()),
    .binaryTarget(name: "Prebuilt", path: "Artifacts/Prebuilt.xcframework"),
    Target.systemLibrary(name: "CZlib"),
    feature("Search"),
  ] + extraTargets
)
