// swift-tools-version: 5.9
// A fixture of l10n's tests, written for them.
import PackageDescription

let package = Package(
  name: "Feature",
  defaultLocalization: "en",
  platforms: [.iOS(.v17)],
  products: [.library(name: "Feature", targets: ["Feature"])],
  targets: [
    .target(name: "Feature", resources: [.process("Resources")]),
    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
  ]
)
