// swift-tools-version: 5.9
// A fixture of l10n's tests, written for them.
import PackageDescription

let package = Package(
  name: "DeclaredAPI",
  defaultLocalization: "en",
  platforms: [.iOS(.v17)],
  targets: [.target(name: "Settings", resources: [.process("Resources")])]
)
