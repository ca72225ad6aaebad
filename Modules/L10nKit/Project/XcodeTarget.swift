/// One target of an Xcode project, reduced to what localization needs: its files, its
/// catalogs and the build settings that decide how Xcode extracts its strings.
///
/// Paths are absolute, sorted by their UTF-8 bytes and without duplicates, and only files that
/// exist on disk are listed (a file Xcode cannot find breaks the build anyway).
public struct XcodeTarget: Sendable, Hashable {
  /// The target's name, as Xcode shows it.
  public var name: String
  /// The product type (`com.apple.product-type.application`, `...app-extension`,
  /// `...bundle.unit-test`...); `nil` for aggregate targets, which build no product.
  public var productType: String?
  /// The Swift files the target compiles: its Sources phase, its synchronized folders and the
  /// files other targets' synchronized folders give it.
  public var swiftFiles: [String]
  /// The String Catalogs the target builds, whose keys its code can use.
  public var catalogs: [String]
  /// The Objective-C files (`.m`, `.mm`) the target compiles, as `swiftFiles`.
  public var objectiveCFiles: [String] = []
  /// Its `.storyboard`, `.xib` and `.intentdefinition` files, whose strings Xcode extracts too.
  public var interfaceFiles: [String]
  /// `INFOPLIST_FILE`, made absolute; `nil` when unset (`GENERATE_INFOPLIST_FILE`) or when it
  /// refers to a setting the reader cannot resolve.
  public var infoPlist: String?
  /// `LOCALIZED_STRING_MACRO_NAMES`: the functions whose first argument Xcode extracts as a
  /// key, over every configuration (Xcode's default is `NSLocalizedString` and
  /// `CFCopyLocalizedString`).
  public var localizedStringMacroNames: [String]
  /// `SWIFT_EMIT_LOC_STRINGS`: whether the compiler extracts the target's Swift strings, true
  /// when any configuration says YES. Unset means NO, as in Xcode's build system; Xcode's
  /// templates set YES on app and extension targets and NO on test targets.
  public var emitsSwiftStrings: Bool
  /// The names of the package products the target links (`packageProductDependencies`).
  public var packageProducts: [String]
  /// The names of the targets it depends on (`PBXTargetDependency`), possibly in other
  /// projects.
  public var dependencies: [String]
  /// The Swift files its Sources build phase lists that are not on disk (an incomplete
  /// checkout, or files a build step generates): left out of `swiftFiles`.
  public var missingSwiftFiles: [String] = []
  /// The String Catalogs its Resources phase lists that are not on disk: left out of
  /// `catalogs`.
  public var missingCatalogs: [String] = []
  /// The synchronized folders (Xcode 16) the target's files come from that are not on disk.
  public var missingFolders: [String] = []
  /// The localizable keys of its Info.plist, which Xcode extracts into its `InfoPlist`
  /// catalogs (see `InfoPlistEntry`).
  public var infoPlistEntries: [InfoPlistEntry] = []
  /// The platforms it builds for (see `LocalizationSettings.platforms`); nil when unknown.
  public var platforms: PlatformSet?
  /// `LOCALIZED_STRING_SWIFTUI_SUPPORT`: whether, without `SWIFT_EMIT_LOC_STRINGS`, Xcode's
  /// source scan extracts the literals passed to SwiftUI's `Text` (see
  /// `LocalizationSettings.scansSwiftUIText`).
  public var scansSwiftUIText = true

  /// Creates a target.
  public init(
    name: String, productType: String? = nil, swiftFiles: [String] = [], catalogs: [String] = [],
    interfaceFiles: [String] = [], infoPlist: String? = nil,
    localizedStringMacroNames: [String] = XcodeTarget.defaultLocalizedStringMacroNames,
    emitsSwiftStrings: Bool = false, packageProducts: [String] = [], dependencies: [String] = []
  ) {
    self.name = name
    self.productType = productType
    self.swiftFiles = swiftFiles
    self.catalogs = catalogs
    self.interfaceFiles = interfaceFiles
    self.infoPlist = infoPlist
    self.localizedStringMacroNames = localizedStringMacroNames
    self.emitsSwiftStrings = emitsSwiftStrings
    self.packageProducts = packageProducts
    self.dependencies = dependencies
  }

  /// Xcode's default `LOCALIZED_STRING_MACRO_NAMES`.
  public static let defaultLocalizedStringMacroNames = [
    "NSLocalizedString", "CFCopyLocalizedString",
  ]
}

/// The files of a target a project spec describes, sorted into what `XcodeTarget` keeps.
struct SpecTargetFiles {
  var swiftFiles: [String] = []
  var objectiveCFiles: [String] = []
  var catalogs: [String] = []
  var interfaceFiles: [String] = []

  /// Adds a file; a source counts only when `compiled` (in the Sources build phase).
  mutating func add(_ file: String, compiled: Bool) {
    switch ProjectFileKind(path: file) {
    case .swift: if compiled { swiftFiles.append(file) }
    case .objectiveC: if compiled { objectiveCFiles.append(file) }
    case .catalog: catalogs.append(file)
    case .interface: interfaceFiles.append(file)
    case nil: break
    }
  }
}

extension XcodeTarget {
  /// A target a project spec (XcodeGen, Tuist) describes: its files sorted and unique, its
  /// `INFOPLIST_FILE` given by the spec or else by its settings.
  init(
    name: String, productType: String?, files: SpecTargetFiles, infoPlist: String?,
    settings: LocalizationSettings, packageProducts: [String], dependencies: [String]
  ) {
    self.init(
      name: name, productType: productType,
      swiftFiles: ProjectFileTree.sortedUnique(files.swiftFiles),
      catalogs: ProjectFileTree.sortedUnique(files.catalogs),
      interfaceFiles: ProjectFileTree.sortedUnique(files.interfaceFiles),
      infoPlist: infoPlist.map { ProjectFileTree.resolvingCase($0) ?? $0 } ?? settings.infoPlist,
      localizedStringMacroNames: settings.macroNames,
      emitsSwiftStrings: settings.emitsSwiftStrings, packageProducts: packageProducts,
      dependencies: dependencies)
    objectiveCFiles = ProjectFileTree.sortedUnique(files.objectiveCFiles)
    infoPlistEntries = settings.infoPlistEntries
    platforms = settings.platforms
    scansSwiftUIText = settings.scansSwiftUIText
    // The spec's own Info.plist (XcodeGen's `info.path`), when no setting names it: its values
    // with a build setting reference are left out (no configuration expands them here).
    if let infoPlist = self.infoPlist, infoPlist != settings.infoPlist {
      let unexpanded = { (value: String) in
        value.contains("$(") || value.contains("${") ? nil : value
      }
      for entry in InfoPlistKeys.entries(inFile: infoPlist, expanding: unexpanded)
      where !infoPlistEntries.contains(where: { $0.key == entry.key }) {
        infoPlistEntries.append(entry)
      }
    }
  }
}
