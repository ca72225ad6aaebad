import Foundation
import Testing

@testable import L10nKit

/// A one-target Xcode project that builds `InfoPlist.xcstrings` and `Localizable.xcstrings`,
/// with `settings` as the target's build settings (one per line, so that each has its line).
private func writeProject(
  settings: [String], xcconfig: String? = nil, in project: TemporaryProject
) throws {
  let lines = settings.map { "\t\t\t\t\($0)" }.joined(separator: "\n")
  // With an `.xcconfig`, the target's configuration is based on App/Config.xcconfig.
  let base = xcconfig == nil ? "" : "baseConfigurationReference = F4; "
  if let xcconfig { try project.write(xcconfig, to: "App/Config.xcconfig") }
  try project.write(
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 56;
    \tobjects = {
    \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
    \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
    \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
    \t\tF1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
    \t\tF2 = {isa = PBXFileReference; path = InfoPlist.xcstrings; sourceTree = "<group>"; };
    \t\tF3 = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (G2, ); sourceTree = "<group>"; };
    \t\tG2 = {isa = PBXGroup; children = (F1, F2, F3, F4, ); path = App; sourceTree = "<group>"; };
    \t\tP1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
    \t\tP2 = {isa = PBXResourcesBuildPhase; files = (B2, B3, ); };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P1, P2, ); name = Demo; productType = "com.apple.product-type.application"; };
    \t\tR1 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G1; targets = (T1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
    \t\tC2 = {isa = XCBuildConfiguration; \(base)buildSettings = {
    \(lines)
    \t\t\t}; name = Debug; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
    \t\tF4 = {isa = PBXFileReference; path = Config.xcconfig; sourceTree = "<group>"; };
    \t};
    \trootObject = R1;
    }
    """, to: "Demo.xcodeproj/project.pbxproj")
  try project.write("import SwiftUI\nlet t = Text(\"Hello\")\n", to: "App/App.swift")
  try project.write(
    #"{ "sourceLanguage" : "en", "strings" : { "Hello" : { } }, "version" : "1.0" }"#,
    to: "App/Localizable.xcstrings")
}

private let empty = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#

@Suite("Info.plist keys: extracted into InfoPlist.xcstrings as Xcode does")
struct InfoPlistExtractionTests {
  @Test("INFOPLIST_KEY_ settings and the generated CFBundleName, with Xcode's values and names")
  func generatedInfoPlist() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "GENERATE_INFOPLIST_FILE = YES;",
        "INFOPLIST_KEY_CFBundleDisplayName = \"Demo App\";",
        #"INFOPLIST_KEY_NSCameraUsageDescription = "Scan a \"code\"; it's quick.";"#,
        "INFOPLIST_KEY_NSHumanReadableCopyright = \"\";",
        "INFOPLIST_KEY_LSApplicationCategoryType = \"public.app-category.utilities\";",
        "PRODUCT_NAME = \"$(TARGET_NAME)\";",
        "SWIFT_EMIT_LOC_STRINGS = YES;",
      ], in: project)
    try project.write(empty, to: "App/InfoPlist.xcstrings")

    // Missing keys are errors of missing_key, at their settings' lines.
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.code == 1)
    #expect(
      lint.out.contains(
        "Demo.xcodeproj/project.pbxproj:22:1: error: \"NSCameraUsageDescription\" of the "
          + "Info.plist is not in App/InfoPlist.xcstrings: it is shown in the development "
          + "language in every language; run 'l10n extract' to add it [missing_key]"),
      "\(lint.out)")
    #expect(!lint.out.contains("LSApplicationCategoryType"))
    #expect(
      runTool(["project"], in: project.root).out.contains(
        "  Info.plist keys: CFBundleDisplayName, CFBundleName, NSCameraUsageDescription, "
          + "NSHumanReadableCopyright\n"))

    let dryRun = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      dryRun.out.split(separator: "\n").filter { $0.contains("InfoPlist") } == [
        #"App/InfoPlist.xcstrings: added "CFBundleDisplayName" (Demo.xcodeproj/project.pbxproj:21:1)"#,
        #"App/InfoPlist.xcstrings: added "NSCameraUsageDescription" (Demo.xcodeproj/project.pbxproj:22:1)"#,
        #"App/InfoPlist.xcstrings: added "NSHumanReadableCopyright" (Demo.xcodeproj/project.pbxproj:23:1)"#,
        // The generated name, at the product's name.
        #"App/InfoPlist.xcstrings: added "CFBundleName" (Demo.xcodeproj/project.pbxproj:25:1)"#,
      ], "\(dryRun.out)")

    #expect(runTool(["extract"], in: project.root).code == 0)
    func unit(_ key: String, _ comment: String, _ value: String) -> String {
      """
          "\(key)" : {
            "comment" : "\(comment)",
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "\(value)"
                }
              }
            }
          }
      """
    }
    let written = try String(
      contentsOfFile: project.root + "/App/InfoPlist.xcstrings", encoding: .utf8)
    #expect(
      written == """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(unit("CFBundleDisplayName", "Bundle display name", "Demo App")),
        \(unit("CFBundleName", "Bundle name", "Demo")),
        \(unit("NSCameraUsageDescription", "Privacy - Camera Usage Description", #"Scan a \"code\"; it's quick."#)),
        \(unit("NSHumanReadableCopyright", "Copyright (human-readable)", ""))
          },
          "version" : "1.0"
        }
        """)
    #expect(!runTool(["lint"], in: project.root).out.contains("Info.plist"))
  }

  @Test("an INFOPLIST_KEY_ setting for some SDKs only is extracted for a target built for them")
  func conditionalSettings() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "GENERATE_INFOPLIST_FILE = YES;",
        "PRODUCT_NAME = Demo;",
        "SWIFT_EMIT_LOC_STRINGS = YES;",
        #""INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphonesimulator*]" = "Scan (simulator)";"#,
        #""INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]" = "Scan codes";"#,
        // Another platform's SDK: not in this iPhone app's Info.plist.
        #""INFOPLIST_KEY_NSFaceIDUsageDescription[sdk=macosx*]" = "Unlock on a Mac";"#,
      ], in: project)
    try project.write(empty, to: "App/InfoPlist.xcstrings")
    let dryRun = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      dryRun.out.split(separator: "\n").filter { $0.contains("InfoPlist") } == [
        #"App/InfoPlist.xcstrings: added "CFBundleName" (Demo.xcodeproj/project.pbxproj:21:1)"#,
        // At its first setting.
        #"App/InfoPlist.xcstrings: added "NSCameraUsageDescription" (Demo.xcodeproj/project.pbxproj:23:1)"#,
      ], "\(dryRun.out)")
    #expect(runTool(["extract"], in: project.root).code == 0)
    let written = try String(
      contentsOfFile: project.root + "/App/InfoPlist.xcstrings", encoding: .utf8)
    // The device SDK's text, as an archive builds it.
    #expect(written.contains(#""value" : "Scan codes""#), "\(written)")
    #expect(!written.contains("NSFaceIDUsageDescription"))
  }

  @Test("an .xcconfig's INFOPLIST_KEY_ settings, conditional ones too, at their lines there")
  func xcconfigSettings() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: ["PRODUCT_NAME = Demo;", "SWIFT_EMIT_LOC_STRINGS = YES;"],
      xcconfig: """
        GENERATE_INFOPLIST_FILE = YES
        INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*] = Scan codes
        INFOPLIST_KEY_NSMicrophoneUsageDescription[sdk=macosx*] = Record on a Mac
        INFOPLIST_KEY_NSContactsUsageDescription = Invite friends
        INFOPLIST_KEY_NSPhotoLibraryUsageDescription[sdk=macosx*] = Pick photos on a Mac
        INFOPLIST_KEY_NSPhotoLibraryUsageDescription = Pick photos
        #include "Shared/Privacy.xcconfig"
        """, in: project)
    try project.write(
      "// Shared prompts\nINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = Find stores\n",
      to: "App/Shared/Privacy.xcconfig")
    try project.write(empty, to: "App/InfoPlist.xcstrings")
    func added() -> [Substring] {
      runTool(["extract", "--dry-run"], in: project.root).out.split(separator: "\n").filter {
        $0.contains("InfoPlist")
      }
    }
    #expect(
      added() == [
        #"App/InfoPlist.xcstrings: added "NSCameraUsageDescription" (App/Config.xcconfig:2:1)"#,
        #"App/InfoPlist.xcstrings: added "NSContactsUsageDescription" (App/Config.xcconfig:4:1)"#,
        // The plain setting's line, not the other platform's before it.
        #"App/InfoPlist.xcstrings: added "NSPhotoLibraryUsageDescription" (App/Config.xcconfig:6:1)"#,
        // In the file it includes.
        #"App/InfoPlist.xcstrings: added "NSLocationWhenInUseUsageDescription" (App/Shared/Privacy.xcconfig:2:1)"#,
        #"App/InfoPlist.xcstrings: added "CFBundleName" (Demo.xcodeproj/project.pbxproj:20:1)"#,
      ])
    // A Mac Catalyst build of the iPhone app uses the macOS SDK.
    try writeProject(
      settings: ["PRODUCT_NAME = Demo;", "SUPPORTS_MACCATALYST = YES;"],
      xcconfig: """
        GENERATE_INFOPLIST_FILE = YES
        INFOPLIST_KEY_NSMicrophoneUsageDescription[sdk=macosx*] = Record on a Mac
        """, in: project)
    #expect(added().contains { $0.contains("NSMicrophoneUsageDescription") })
    // `CFBundleName` is the `PRODUCT_NAME` the .xcconfig sets (1930-dev/mousugu's
    // `App-Common.xcconfig`), cited there, not at line 1 of the project file.
    try writeProject(
      settings: ["SWIFT_EMIT_LOC_STRINGS = YES;"],
      xcconfig: "GENERATE_INFOPLIST_FILE = YES\nPRODUCT_NAME = Demo\n", in: project)
    #expect(
      added().contains(#"App/InfoPlist.xcstrings: added "CFBundleName" (App/Config.xcconfig:2:1)"#))
  }

  @Test("a changed Info.plist value replaces the source text; its translations need review")
  func changedValue() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "GENERATE_INFOPLIST_FILE = YES;",
        #"INFOPLIST_KEY_NSCameraUsageDescription = "Scan codes to sign in.";"#,
        "PRODUCT_NAME = Demo;", "SWIFT_EMIT_LOC_STRINGS = YES;",
      ], in: project)
    let unit = { (language: String, state: String, value: String) in
      """
        "\(language)" : { "stringUnit" : { "state" : "\(state)", "value" : "\(value)" } }
      """
    }
    try project.write(
      """
      { "sourceLanguage" : "en", "strings" : {
        "CFBundleName" : { "extractionState" : "extracted_with_value", "localizations" : {
          \(unit("en", "new", "Demo")) } },
        "NSCameraUsageDescription" : { "extractionState" : "extracted_with_value",
          "localizations" : {
            \(unit("de", "translated", "QR-Codes scannen.")),
            \(unit("en", "new", "Scan QR codes."))
        } }
      }, "version" : "1.0" }
      """, to: "App/InfoPlist.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.contains(
        #"App/InfoPlist.xcstrings:7:18: warning: "NSCameraUsageDescription": the source text in"#
          + #" App/InfoPlist.xcstrings is "Scan QR codes.", but the Info.plist's value"#
          + #" (Demo.xcodeproj/project.pbxproj:21) is "Scan codes to sign in."; run 'l10n extract'"#
          + " to update it (its translations then need review) [outdated_source_text]"),
      "\(lint.out)")
    #expect(!lint.out.contains(#""CFBundleName": the source text"#))
    let dryRun = runTool(["extract", "--dry-run"], in: project.root)
    #expect(
      dryRun.out.split(separator: "\n").filter { $0.contains("InfoPlist") } == [
        #"App/InfoPlist.xcstrings: value "NSCameraUsageDescription" (Demo.xcodeproj/project.pbxproj:21:1)"#
      ], "\(dryRun.out)")
    #expect(runTool(["extract"], in: project.root).code == 0)
    let catalog = try StringCatalog(contentsOf: project.root + "/App/InfoPlist.xcstrings")
    let entry = try #require(catalog["NSCameraUsageDescription"])
    #expect(
      entry.localization(for: "en")?.stringUnit
        == StringUnit(state: "new", value: "Scan codes to sign in."))
    #expect(
      entry.localization(for: "de")?.stringUnit
        == StringUnit(state: "needs_review", value: "QR-Codes scannen."))
    #expect(runTool(["extract", "--dry-run"], in: project.root).out.isEmpty)
    #expect(!runTool(["lint"], in: project.root).out.contains("outdated_source_text"))
  }

  @Test("a key two targets of one catalog give different values keeps the catalog's text")
  func differingValues() throws {
    let catalogPath = "/p/Shared/InfoPlist.xcstrings"
    func target(_ name: String, _ displayName: String) -> ProjectModel.Target {
      var target = ProjectModel.Target(
        name: name, kind: .app, origin: "/p/P.xcodeproj", swiftFiles: [], catalogs: [catalogPath])
      target.infoPlistEntries = [
        InfoPlistEntry(
          key: "CFBundleDisplayName", value: displayName,
          location: SourceLocation(path: "/p/P.xcodeproj/project.pbxproj", line: 9, column: 1)),
        InfoPlistEntry(
          key: "NSCameraUsageDescription", value: "Scan codes.",
          location: SourceLocation(path: "/p/P.xcodeproj/project.pbxproj", line: 10, column: 1)),
      ]
      return target
    }
    let model = ProjectModel(
      root: "/p", targets: [target("App", "Demo"), target("Widget", "Demo Widget")],
      nonSwiftCatalogs: [catalogPath: .infoPlist])
    #expect(model.differingInfoPlistKeys(of: catalogPath) == ["CFBundleDisplayName"])
    let unit = { (value: String) in
      #"{ "extractionState" : "extracted_with_value", "localizations" : { "en" : { "#
        + #""stringUnit" : { "state" : "new", "value" : "\#(value)" } } } }"#
    }
    let text =
      #"{ "sourceLanguage" : "en", "strings" : { "CFBundleDisplayName" : "# + unit("Old")
      + #", "NSCameraUsageDescription" : "# + unit("Scan QR codes.") + #" }, "version" : "1.0" }"#
    let loaded = LoadedCatalog(
      path: catalogPath, catalog: try StringCatalog(bytes: Array(text.utf8), path: catalogPath))
    let outcome = KeyExtraction.syncInfoPlist(loaded, model, workingDirectory: "/p")
    // The shared key keeps its text; the other follows its one value.
    #expect(
      outcome.changes.map(\.description) == [
        #"value "NSCameraUsageDescription" (P.xcodeproj/project.pbxproj:10:1)"#
      ])
    #expect(
      outcome.catalog["CFBundleDisplayName"]?.localization(for: "en")?.stringUnit?.value == "Old")
    // And lint says the same: only the key with one value is outdated.
    let context = LintContext(
      configuration: L10nConfiguration(rootDirectory: "/p"), catalogs: [loaded], scans: [],
      enabledRules: ["outdated_source_text"], model: model)
    #expect(OutdatedSourceTextRule().check(context).map(\.key) == ["NSCameraUsageDescription"])
  }

  @Test("a missing INFOPLIST_FILE is a note, and its catalog is left alone")
  func missingInfoPlistFile() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "INFOPLIST_FILE = App/Info.plist;", "PRODUCT_NAME = Demo;", "SWIFT_EMIT_LOC_STRINGS = YES;",
      ], in: project)
    let catalog =
      #"{ "sourceLanguage" : "en", "strings" : { "NSCameraUsageDescription" : { "#
      + #""extractionState" : "extracted_with_value" } }, "version" : "1.0" }"#
    try project.write(catalog, to: "App/InfoPlist.xcstrings")
    let note =
      "the Info.plist of target 'Demo' (App/Info.plist) does not exist: the keys written in it are"
      + " neither checked against nor extracted into InfoPlist.xcstrings; check it out or generate it first"
    let shown = runTool(["project"], in: project.root)
    #expect((shown.out + shown.err).contains(note), "\(shown.out)\(shown.err)")
    #expect(runTool(["lint"], in: project.root).err.contains(note))
    let extracted = runTool(["extract"], in: project.root)
    #expect(extracted.code == 0 && extracted.err.contains(note), "\(extracted.err)")
    #expect(
      try String(contentsOfFile: project.root + "/App/InfoPlist.xcstrings", encoding: .utf8)
        == catalog)
    // Once it is there, no note.
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleName</key><string>Demo</string></dict></plist>
      """, to: "App/Info.plist")
    #expect(!runTool(["lint"], in: project.root).err.contains("does not exist"))
  }

  @Test("an INFOPLIST_FILE whose case differs from the file's is found, as a Mac finds it")
  func infoPlistFileInAnotherCase() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "INFOPLIST_FILE = App/Info.plist;", "PRODUCT_NAME = Demo;", "SWIFT_EMIT_LOC_STRINGS = YES;",
      ], in: project)
    try project.write(empty, to: "App/InfoPlist.xcstrings")
    // Carrie999/DailyBliss: `INFOPLIST_FILE = DailyBliss/Info.plist` for `info.plist`.
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSCameraUsageDescription</key><string>Scan codes.</string>
      </dict></plist>
      """, to: "App/info.plist")
    let lint = runTool(["lint"], in: project.root)
    #expect(!lint.err.contains("does not exist"), "\(lint.err)")
    #expect(
      lint.out.contains("App/info.plist:3:1: error: \"NSCameraUsageDescription\""), "\(lint.out)")
    #expect(runTool(["extract"], in: project.root).code == 0)
    let written = try String(
      contentsOfFile: project.root + "/App/InfoPlist.xcstrings", encoding: .utf8)
    #expect(written.contains("\"NSCameraUsageDescription\""), "\(written)")
  }

  @Test("an InfoPlist catalog no target builds is named in a note, as any catalog is")
  func infoPlistCatalogOfNoTarget() throws {
    let project = try TemporaryProject()
    try writeProject(settings: ["PRODUCT_NAME = Demo;"], in: project)
    try project.write(empty, to: "App/InfoPlist.xcstrings")
    try project.write(empty, to: "Old/InfoPlist.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(lint.err.contains("note: no target builds Old/InfoPlist.xcstrings"), "\(lint.err)")
    #expect(!lint.err.contains("no target builds App/InfoPlist.xcstrings"))
    let shown = runTool(["project"], in: project.root).out
    #expect(shown.contains("Catalogs no target builds: Old/InfoPlist.xcstrings"), "\(shown)")
    #expect(shown.contains("App/InfoPlist.xcstrings (keys from Info.plist)"), "\(shown)")
  }

  @Test("an INFOPLIST_FILE's keys, build settings expanded; nothing marked stale, manual kept")
  func infoPlistFile() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: [
        "INFOPLIST_FILE = App/Info.plist;", "PRODUCT_NAME = Demo;", "SWIFT_EMIT_LOC_STRINGS = YES;",
      ], in: project)
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>CFBundleName</key>
      \t<string>$(PRODUCT_NAME)</string>
      \t<key>NSMicrophoneUsageDescription</key>
      \t<string>$(PRODUCT_NAME) records your voice notes.</string>
      \t<key>NSContactsUsageDescription</key>
      \t<string>$(UNKNOWN_SETTING) reads contacts.</string>
      \t<key>CFBundleShortVersionString</key>
      \t<string>1.0</string>
      </dict>
      </plist>
      """, to: "App/Info.plist")
    try project.write(
      """
      { "sourceLanguage" : "en", "strings" : {
        "CFBundleName" : { "extractionState" : "stale" },
        "NSCameraUsageDescription" : { "extractionState" : "extracted_with_value" },
        "NSMicrophoneUsageDescription" : { "extractionState" : "manual", "comment" : "Mine" }
      }, "version" : "1.0" }
      """, to: "App/InfoPlist.xcstrings")
    let dryRun = runTool(["extract", "--dry-run"], in: project.root)
    // The stale key the Info.plist has is restored; the key it lacks is not marked stale (a
    // build step may write it); the manual key is untouched; an unresolved value is left out.
    #expect(
      dryRun.out.split(separator: "\n").filter { $0.contains("InfoPlist") } == [
        #"App/InfoPlist.xcstrings: restored "CFBundleName" (App/Info.plist:5:1)"#
      ], "\(dryRun.out)")
    #expect(!runTool(["lint"], in: project.root).out.contains("of the Info.plist"))
  }

  @Test(
    "quick actions' titles, alternative app names and type descriptions are keys of their own")
  func nestedValues() throws {
    let project = try TemporaryProject()
    try writeProject(
      settings: ["INFOPLIST_FILE = App/Info.plist;", "PRODUCT_NAME = Demo;"], in: project)
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>INAlternativeAppNames</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>INAlternativeAppName</key>
      \t\t\t<string>Daily Notes</string>
      \t\t\t<key>INAlternativeAppNamePronunciationHint</key>
      \t\t\t<string>daily notes</string>
      \t\t</dict>
      \t</array>
      \t<key>UIApplicationShortcutItems</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>UIApplicationShortcutItemType</key>
      \t\t\t<string>com.example.new</string>
      \t\t\t<key>UIApplicationShortcutItemTitle</key>
      \t\t\t<string>New Note</string>
      \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
      \t\t\t<string>Start &amp; save</string>
      \t\t</dict>
      \t\t<dict>
      \t\t\t<key>UIApplicationShortcutItemTitle</key>
      \t\t\t<string>Search</string>
      \t\t</dict>
      \t</array>
      \t<key>CFBundleDocumentTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>CFBundleTypeName</key>
      \t\t\t<string>Note Document</string>
      \t\t</dict>
      \t</array>
      \t<key>UTExportedTypeDeclarations</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>UTTypeDescription</key>
      \t\t\t<string>Note Archive</string>
      \t\t\t<key>UTTypeIdentifier</key>
      \t\t\t<string>com.example.note</string>
      \t\t</dict>
      \t</array>
      \t<key>UTImportedTypeDeclarations</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>UTTypeDescription</key>
      \t\t\t<string>Search</string>
      \t\t</dict>
      \t</array>
      \t<key>CFBundleURLTypes</key>
      \t<array>
      \t\t<dict>
      \t\t\t<key>CFBundleURLName</key>
      \t\t\t<string>com.example.url</string>
      \t\t</dict>
      \t</array>
      </dict>
      </plist>
      """, to: "App/Info.plist")
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "New Note" : {
            "extractionState" : "stale",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Neue Notiz"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """, to: "App/InfoPlist.xcstrings")
    let lint = runTool(["lint"], in: project.root)
    #expect(
      lint.out.contains(
        #"App/Info.plist:20:1: error: "Start & save" (UIApplicationShortcutItemSubtitle of "#
          + #"the Info.plist) is not in App/InfoPlist.xcstrings"#), "\(lint.out)")
    #expect(!lint.out.contains("Note Document") && !lint.out.contains("com.example"))
    let project_ = runTool(["project"], in: project.root).out
    #expect(project_.contains(#"UIApplicationShortcutItemTitle "New Note""#), "\(project_)")
    #expect(runTool(["extract"], in: project.root).code == 0)
    // Each value once (the imported type's "Search" is the quick action's), with nothing but
    // its key, as Xcode writes it; the stale one restored, its translation kept.
    let catalog = try StringCatalog(contentsOf: project.root + "/App/InfoPlist.xcstrings")
    #expect(
      catalog.keys == [
        "daily notes", "Daily Notes", "New Note", "Note Archive", "Search", "Start & save",
      ])
    for key in ["daily notes", "Daily Notes", "Note Archive", "Search", "Start & save"] {
      let entry = try #require(catalog[key])
      #expect(entry.extractionState == nil && entry.comment == nil)
      #expect(entry.localization(for: "en") == nil)
    }
    #expect(catalog["New Note"]?.extractionState == nil)
    #expect(catalog["New Note"]?.localization(for: "de")?.stringUnit?.value == "Neue Notiz")
    #expect(runTool(["extract", "--dry-run"], in: project.root).out.isEmpty)
  }

  @Test("a property list's key lines, with their string values' text")
  func keyLines() throws {
    let bytes = Array(
      """
      <dict>
      \t<key>A</key>
      \t<string>Tom &amp; Jerry &#x263A; &#65; &lt;b&gt; &bogus;</string>
      \t<key>B</key><array/>
      \t<key>A</key> <string></string>
      </dict>
      """.utf8)
    let lines = InfoPlistKeys.keyLines(in: bytes)
    #expect(lines["A"]?.map(\.line) == [2, 5])
    #expect(lines["A"]?.map(\.text) == ["Tom & Jerry \u{263A} A <b> &bogus;", ""])
    #expect(lines["B"]?.first?.line == 4 && lines["B"]?.first?.text == nil)
  }

  @Test("an XcodeGen spec's info.path and INFOPLIST_KEY_ settings")
  func xcodeGenSpec() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: Demo
      targets:
        Demo:
          type: application
          sources: [App]
          info:
            path: App/Info.plist
          settings:
            base:
              GENERATE_INFOPLIST_FILE: YES
              INFOPLIST_KEY_NSMicrophoneUsageDescription: Records "voice" notes.
      """, to: "project.yml")
    try project.write("let x = 1\n", to: "App/App.swift")
    try project.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>CFBundleDisplayName</key>
      \t<string>$(PRODUCT_NAME)</string>
      \t<key>NSCameraUsageDescription</key>
      \t<string>Scans receipts.</string>
      </dict>
      </plist>
      """, to: "App/Info.plist")
    try project.write(empty, to: "App/InfoPlist.xcstrings")
    let dryRun = runTool(["extract", "--dry-run"], in: project.root)
    // The file's value with a reference is left out: no configuration expands it here.
    #expect(
      dryRun.out.split(separator: "\n").filter { $0.contains("InfoPlist") } == [
        #"App/InfoPlist.xcstrings: added "NSCameraUsageDescription" (App/Info.plist:6:1)"#,
        #"App/InfoPlist.xcstrings: added "CFBundleName" (project.yml:1:1)"#,
        #"App/InfoPlist.xcstrings: added "NSMicrophoneUsageDescription" (project.yml:1:1)"#,
      ], "\(dryRun.out)")
  }

  @Test("Xcode's names of Info.plist keys, the comments of the entries")
  func comments() {
    #expect(InfoPlistKeys.comment(for: "CFBundleDisplayName") == "Bundle display name")
    #expect(InfoPlistKeys.comment(for: "NSHumanReadableCopyright") == "Copyright (human-readable)")
    #expect(
      InfoPlistKeys.comment(for: "NSLocalNetworkUsageDescription")
        == "Privacy - Local Network Usage Description")
    #expect(
      InfoPlistKeys.comment(for: "NSPhotoLibraryAddUsageDescription")
        == "Privacy - Photo Library Additions Usage Description")
    #expect(
      InfoPlistKeys.comment(for: "NSLocationWhenInUseUsageDescription")
        == "Privacy - Location When In Use Usage Description")
    #expect(
      InfoPlistKeys.comment(for: "NSNearbyInteractionAllowOnceUsageDescription")
        == "Privacy - Nearby Interaction Allow Once Usage Description")
    #expect(InfoPlistKeys.words(of: "HTTPServerName") == ["HTTP", "Server", "Name"])
    #expect(InfoPlistKeys.isLocalizable("NSBluetoothAlwaysUsageDescription"))
    #expect(!InfoPlistKeys.isLocalizable("CFBundleShortVersionString"))
    #expect(!InfoPlistKeys.isLocalizable("UIApplicationSupportsIndirectInputEvents"))
  }
}
