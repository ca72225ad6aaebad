// swift-tools-version: 6.0
// Atelier: branded SwiftUI modules and the localization/theme toolchain, in one package.
//
// Targets are generated from the small tables below (swift-collections style): add a row when a
// module lands, never an empty placeholder. Dependencies point one way: tokens and side-effect
// clients at the bottom, components above them, the gallery and the shell on top, the toolchain
// beside them.

import PackageDescription

/// One row of the module table: a library target under `Modules/<name>`, its tests under
/// `Tests/<name>Tests`, and (for app modules) a library product of the same name.
struct Module {
  var name: String
  var dependencies: [String] = []
  /// Whether apps can depend on this module as its own library product.
  var isProduct = true
  /// Whether `Tests/<name>Tests` exists.
  var hasTests = true
  /// C/C++ settings, for the shims over system libraries.
  var linkerSettings: [LinkerSetting] = []
  var resources: [Resource] = []
  /// Files in the module folder that are not sources (e.g. its README).
  var exclude: [String] = []
  /// Folders of `Tests/<name>Tests` that hold test fixtures read through `#filePath`.
  var testFixtures: [String] = []
  /// Extra dependencies of the test target only (e.g. L10nKit to compare with ICU).
  var testDependencies: [String] = []
}

/// The branded app modules, each its own library product.
let appModules: [Module] = [
  // A `Clock` you advance by hand, for tests, previews and demos; `ClockDriver` erases any clock.
  Module(name: "AppClock"),
  Module(name: "AppTheme"),
  Module(name: "AppHaptics"),
  Module(name: "AppNetwork", dependencies: ["AppClock"]),
  Module(
    name: "AppLocalization", resources: [.copy("Resources/Localizable.xcstrings")],
    testDependencies: ["L10nKit"]),
  Module(
    name: "AppUI", dependencies: ["AppTheme", "AppHaptics", "AppLocalization", "AppNetwork"],
    // zxcvbn's ranked word lists for PasswordStrengthEstimator (MIT; see the folder's NOTICE.md).
    resources: [.copy("Resources/PasswordStrength")], exclude: ["README.md"],
    testFixtures: ["Fixtures"]),
  Module(name: "AppToast", dependencies: ["AppClock", "AppTheme", "AppHaptics"]),
  Module(
    name: "AppShell",
    dependencies: ["AppTheme", "AppHaptics", "AppNetwork", "AppLocalization", "AppToast", "AppUI"],
    testDependencies: ["AppClock"]),
  Module(
    name: "AppGallery",
    dependencies: [
      "AppClock", "AppUI", "AppToast", "AppHaptics", "AppTheme", "AppNetwork", "AppLocalization",
      "ToolSupport",
    ],
    testDependencies: ["L10nKit"]),
]

/// The toolchain's libraries: tests run them in process; the executables in `Tools/` are thin.
let toolModules: [Module] = [
  Module(
    name: "L10nKit", dependencies: ["CAtelierICU", "CLibXML2", "ToolSupport"], isProduct: false,
    hasTests: true, testFixtures: ["Fixtures"]),
  Module(
    name: "ThemeKit", dependencies: ["AppTheme", "ToolSupport"], isProduct: false,
    testDependencies: ["ToolSupport"]),
  // What the command-line tools share: atomic file writes, the argument scanner, usage errors
  // and the root dispatch. Plain POSIX (no Foundation, ICU or libxml2), so the gallery may use
  // it too.
  Module(name: "ToolSupport", isProduct: false),
]

/// Command-line tools: `Tools/<name>/main.swift`, a few lines over a library.
let tools: [(name: String, library: String)] = [
  ("l10n", "L10nKit"),
  ("theme", "ThemeKit"),
  // `swift run gallery`: the component catalog in a window on macOS, its inventory elsewhere.
  ("gallery", "AppGallery"),
]

/// Benchmark executables: `Benchmarks/Executables/<name>/main.swift`, run by the scripts in
/// `Benchmarks/` (`swift build -c release --product <name>`); not products apps see.
let benchmarks: [(name: String, library: String)] = [
  // Benchmarks/catalog.sh: the catalog reader and writer without the CLI around them.
  ("catalog-bench", "L10nKit"),
  // Benchmarks/extraction/run.sh: the source file finder and the parallel key scan.
  ("extraction-bench", "L10nKit"),
  // Benchmarks/localization.sh: LocaleController's parse time and lookup cost.
  ("localization-bench", "AppLocalization"),
  // Benchmarks/password-strength.sh: PasswordStrengthEstimator per password and against length.
  ("password-bench", "AppUI"),
]

/// SwiftPM plugins over `l10n`: `Plugins/<name>/`, each a product apps use (see
/// Documentation/CI.md). Both run the `l10n` executable built from this package.
let plugins: [(name: String, product: String, capability: Target.PluginCapability)] = [
  // `swift package l10n lint` (and, allowed to write, extract, format, import).
  (
    "L10nCommandPlugin", "L10nPlugin",
    .command(
      intent: .custom(verb: "l10n", description: "Run l10n (lint, status, extract, ...)"),
      permissions: [])
  ),
  // `l10n build-lint` on each target that lists it: findings as build warnings and errors.
  ("L10nBuildToolPlugin", "L10nBuildToolPlugin", .buildTool()),
]

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

func dependency(_ name: String) -> Target.Dependency { .target(name: name) }

var targets: [Target] = [
  // ICU enters through a small C++ shim with a C header that mentions no ICU type: importing
  // ICU's headers into Swift clashes with Foundation's bundled ICU, and ICU renames its symbols
  // per version. `CICU` only carries the pkg-config flags and the system-package providers.
  .systemLibrary(
    name: "CICU",
    path: "Modules/CICU",
    pkgConfig: "icu-i18n",
    providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
  ),
  .target(
    name: "CAtelierICU",
    dependencies: ["CICU"],
    path: "Modules/CAtelierICU",
    linkerSettings: [
      .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
    ]
  ),
  // libxml2 reads and writes XLIFF; Swift imports it with `@preconcurrency internal import`.
  .systemLibrary(
    name: "CLibXML2",
    path: "Modules/CLibXML2",
    pkgConfig: "libxml-2.0",
    providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
  ),
]
var products: [Product] = []

for module in appModules + toolModules {
  targets.append(
    .target(
      name: module.name,
      dependencies: module.dependencies.map(dependency),
      path: "Modules/\(module.name)",
      exclude: module.exclude,
      resources: module.resources,
      swiftSettings: swiftSettings,
      linkerSettings: module.linkerSettings
    )
  )
  if module.hasTests {
    targets.append(
      .testTarget(
        name: "\(module.name)Tests",
        dependencies: [dependency(module.name)] + module.testDependencies.map(dependency),
        path: "Tests/\(module.name)Tests",
        exclude: module.testFixtures,
        swiftSettings: swiftSettings
      )
    )
  }
  if module.isProduct {
    products.append(.library(name: module.name, targets: [module.name]))
  }
}

for tool in tools {
  targets.append(
    .executableTarget(
      name: tool.name,
      dependencies: [dependency(tool.library)],
      path: "Tools/\(tool.name)",
      swiftSettings: swiftSettings
    )
  )
  products.append(.executable(name: tool.name, targets: [tool.name]))
}

for benchmark in benchmarks {
  targets.append(
    .executableTarget(
      name: benchmark.name,
      dependencies: [dependency(benchmark.library)],
      path: "Benchmarks/Executables/\(benchmark.name)",
      swiftSettings: swiftSettings
    )
  )
}

for plugin in plugins {
  targets.append(
    .plugin(
      name: plugin.name, capability: plugin.capability, dependencies: [dependency("l10n")],
      path: "Plugins/\(plugin.name)"))
  products.append(.plugin(name: plugin.product, targets: [plugin.name]))
}

// The libFuzzer harness (`Fuzz/run`): only when ATELIER_FUZZ is set, because it calls
// libFuzzer's driver, which only `-sanitize=fuzzer` links in, and it needs `-enable-testing`.
if Context.environment["ATELIER_FUZZ"] != nil {
  targets.append(
    .executableTarget(
      name: "l10n-fuzz",
      dependencies: [dependency("L10nKit")],
      path: "Fuzz/L10nFuzz",
      swiftSettings: swiftSettings
    )
  )
}

let package = Package(
  name: "Atelier",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6],
  // No `unsafeFlags` anywhere: SwiftPM refuses them in packages that apps depend on.
  cxxLanguageStandard: .cxx17
)
