import Foundation

/// A string of a target's Info.plist that Xcode extracts into the target's `InfoPlist` catalog
/// (`InfoPlist.xcstrings`).
///
/// A top-level key (`NSCameraUsageDescription`) is the catalog key, `extracted_with_value`:
/// the Info.plist's value is the source language's text (state `new`), and the comment is
/// Xcode's name for the key. A nested value (a Home Screen quick action's title, an alternative
/// app name, a type's description: ``nestedKey``) is itself the catalog key, as a string of
/// code is, with no comment and no source text.
public struct InfoPlistEntry: Sendable, Hashable {
  /// The catalog key: the Info.plist key (`NSCameraUsageDescription`), or a nested value's
  /// text.
  public var key: String
  /// The value, build settings expanded (`$(PRODUCT_NAME)` is the product's name).
  public var value: String
  /// Where the value is written: the Info.plist file's `<key>` line, or the project file's
  /// `INFOPLIST_KEY_…` setting.
  public var location: SourceLocation
  /// For a nested value, the key it is written under (`UIApplicationShortcutItemTitle`, in
  /// an item of `UIApplicationShortcutItems`); nil for a top-level key.
  public var nestedKey: String?

  /// Creates an entry.
  public init(key: String, value: String, location: SourceLocation, nestedKey: String? = nil) {
    self.key = key
    self.value = value
    self.location = location
    self.nestedKey = nestedKey
  }

  /// The comment Xcode writes for a top-level key: its name in Xcode's Info.plist editor; nil
  /// for a nested value.
  public var comment: String? { nestedKey == nil ? InfoPlistKeys.comment(for: key) : nil }

  /// The entry as messages name it: the key, or a nested value with the key it is under
  /// (`UIApplicationShortcutItemTitle "New Tab"`).
  public var displayName: String {
    nestedKey.map { "\($0) \"\(key)\"" } ?? key
  }
}

/// The Info.plist keys whose values users read, which Xcode extracts into `InfoPlist`
/// catalogs, and how a target's Info.plist gets them: its `INFOPLIST_FILE`, and with
/// `GENERATE_INFOPLIST_FILE = YES` its `INFOPLIST_KEY_<key>` build settings and the
/// `CFBundleName` Xcode writes for every target (`$(PRODUCT_NAME)`).
///
/// The evidence is the catalogs Xcode wrote for real apps (Lakr233/FlowDown,
/// mlemgroup/mlem, SagerNet/sing-box-for-apple, Carrie999/CatWalk): each localizable key of
/// the target, with the setting's value, even an empty one, and Xcode's name of the key as the
/// comment; the other keys (`LSApplicationCategoryType`, `UILaunchStoryboardName`,
/// `CFBundleShortVersionString`...) are not extracted. The names come from about thirty more
/// catalogs Xcode wrote (nightscout/Trio, losnoco/Cog, anonaddy/addy-ios...) and, for keys no
/// catalog shows, from the `xcodeTitle` of Apple's documentation of the key.
enum InfoPlistKeys {
  /// The localizable keys that are not usage descriptions, with Xcode's names for them.
  static let named: [String: String] = [
    "CFBundleDisplayName": "Bundle display name",
    "CFBundleName": "Bundle name",
    "CFBundleSpokenName": "Accessibility Bundle Name",
    "CFBundleGetInfoString": "Get Info string",
    "NSHumanReadableCopyright": "Copyright (human-readable)",
  ]

  /// Xcode's names of the usage descriptions whose name is not the key's words
  /// ("Privacy - " and the words of the key without `NS` and `UsageDescription` otherwise:
  /// `NSLocalNetworkUsageDescription` is "Privacy - Local Network Usage Description").
  static let usageNames: [String: String] = [
    "NSPhotoLibraryAddUsageDescription": "Privacy - Photo Library Additions Usage Description",
    "NSAppleMusicUsageDescription": "Privacy - Media Library Usage Description",
    "NSUserTrackingUsageDescription": "Privacy - Tracking Usage Description",
    "NSAppleEventsUsageDescription": "Privacy - AppleEvents Sending Usage Description",
    "NFCReaderUsageDescription": "Privacy - NFC Scan Usage Description",
    "NSFaceIDUsageDescription": "Privacy - Face ID Usage Description",
    "NSHomeKitUsageDescription": "Privacy - HomeKit Usage Description",
    "NSSensorKitUsageDescription": "Privacy - SensorKit Usage Description",
    "NSCalendarsWriteOnlyAccessUsageDescription":
      "Privacy - Calendars Write Only Usage Description",
    "NSLocationAlwaysAndWhenInUseUsageDescription":
      "Privacy - Location Always and When In Use Usage Description",
    "NSGKFriendListUsageDescription": "Privacy - GameKit Friend List Usage Description",
    "NSHealthClinicalHealthRecordsShareUsageDescription":
      "Privacy - Health Records Usage Description",
    "NSFileProviderDomainUsageDescription":
      "Privacy - Access to a File Provider Domain Usage Description",
    "NSAppDataUsageDescription": "Privacy - Other Application Data Usage Description",
    "NSFallDetectionUsageDescription": "Fall Detection Usage Description",
    "NSVoIPUsageDescription": "Privacy - VoIP Usage Description",
    "OSBundleUsageDescription": "Privacy - Driver Extension Usage Description",
  ]

  /// The nested strings Xcode extracts, each its own catalog key: the top-level key of an
  /// array of dictionaries, and the keys of those dictionaries whose string values are
  /// extracted. The evidence is Xcode-written `InfoPlist.xcstrings` beside their Info.plist,
  /// all with the value as the key, no comment, no `extractionState` and no source text:
  /// rasmuslos/ShelfPlayer and q231950/btlb (alternative app names and their pronunciation
  /// hints), ShelfPlayer and fel1x-developer/OnionBrowser (quick actions' titles and
  /// subtitles), Wiredframe/Simple-Comic, mankai-app/mankai, Lux-CH/Lux and
  /// celestiamobile/MobileCelestia (exported and imported types' descriptions). The same
  /// catalogs leave out the other nested strings: document types' `CFBundleTypeName`, URL
  /// types' names and schemes, `NSUserActivityTypes`, scene configuration names.
  static let nested: [(parent: String, keys: [String])] = [
    ("INAlternativeAppNames", ["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"]),
    (
      "UIApplicationShortcutItems",
      ["UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle"]
    ),
    ("UTExportedTypeDeclarations", ["UTTypeDescription"]),
    ("UTImportedTypeDeclarations", ["UTTypeDescription"]),
  ]

  /// Whether Xcode extracts `key`: the names above and every usage description (the text of
  /// a permission prompt).
  static func isLocalizable(_ key: String) -> Bool {
    named[key] != nil || (key.hasSuffix("UsageDescription") && key.count > 16)
  }

  /// The comment Xcode writes for `key`.
  static func comment(for key: String) -> String {
    if let name = named[key] ?? usageNames[key] { return name }
    guard key.hasSuffix("UsageDescription") else { return key }
    var name = String(key.dropLast("UsageDescription".count))
    if name.hasPrefix("NS") { name.removeFirst(2) }
    return "Privacy - " + words(of: name).joined(separator: " ") + " Usage Description"
  }

  /// The words of a camel-case name: `LocalNetwork` → `Local`, `Network`; a run of capitals
  /// is one word (`HTTPServer` → `HTTP`, `Server`).
  static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && !current.isEmpty
        && (!(current.last?.isUppercase ?? false)
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Every localizable key, for build settings lookups (`INFOPLIST_KEY_<key>`): the names and
  /// the usage descriptions Xcode's generated Info.plist can hold.
  static let settingKeys: [String] = Array(named.keys).sorted() + usageDescriptionKeys

  /// The usage descriptions Xcode has an `INFOPLIST_KEY_` build setting for (any other key
  /// reaches a generated Info.plist only through an `INFOPLIST_FILE`: a project that sets
  /// `INFOPLIST_KEY_NSAlarmKitUsageDescription` finds it ignored).
  static let usageDescriptionKeys: [String] = [
    "NFCReaderUsageDescription", "NSAccessoryTrackingUsageDescription",
    "NSAppleEventsUsageDescription", "NSAppleMusicUsageDescription",
    "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription",
    "NSBluetoothWhileInUseUsageDescription", "NSCalendarsFullAccessUsageDescription",
    "NSCalendarsUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
    "NSCameraUsageDescription", "NSContactsUsageDescription", "NSCriticalMessagingUsageDescription",
    "NSDesktopFolderUsageDescription", "NSDocumentsFolderUsageDescription",
    "NSDownloadsFolderUsageDescription", "NSFaceIDUsageDescription",
    "NSFallDetectionUsageDescription", "NSFileProviderDomainUsageDescription",
    "NSFileProviderPresenceUsageDescription", "NSFinancialDataUsageDescription",
    "NSFocusStatusUsageDescription", "NSGKFriendListUsageDescription",
    "NSHandsTrackingUsageDescription", "NSHealthClinicalHealthRecordsShareUsageDescription",
    "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription", "NSHomeKitUsageDescription",
    "NSIdentityUsageDescription", "NSLocalNetworkUsageDescription",
    "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription",
    "NSLocationUsageDescription", "NSLocationWhenInUseUsageDescription",
    "NSMainCameraUsageDescription", "NSMicrophoneUsageDescription", "NSMotionUsageDescription",
    "NSNearbyInteractionUsageDescription", "NSNetworkVolumesUsageDescription",
    "NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription",
    "NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription",
    "NSRemovableVolumesUsageDescription", "NSSensorKitUsageDescription", "NSSiriUsageDescription",
    "NSSpeechRecognitionUsageDescription", "NSSystemAdministrationUsageDescription",
    "NSSystemExtensionUsageDescription", "NSUserTrackingUsageDescription",
    "NSVideoSubscriberAccountUsageDescription", "NSVoIPUsageDescription",
    "NSWorldSensingUsageDescription", "OSBundleUsageDescription",
  ]

  /// The localizable keys of the Info.plist file at `path` whose values are strings, in the
  /// file's order, each at the line of its `<key>` (1 for a binary file), its value given by
  /// `expanding` (build setting references replaced; nil leaves the key out). Empty when the
  /// file cannot be read.
  static func entries(inFile path: String, expanding: (String) -> String?) -> [InfoPlistEntry] {
    guard let bytes = try? CatalogFile.read(path),
      let plist = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil) as? [String: Any]
    else { return [] }
    let lines = keyLines(in: bytes)
    var entries = plist.compactMap { key, value -> InfoPlistEntry? in
      guard isLocalizable(key), let text = value as? String, let value = expanding(text) else {
        return nil
      }
      return InfoPlistEntry(
        key: key, value: value,
        location: SourceLocation(path: path, line: lines[key]?.first?.line ?? 1, column: 1))
    }
    for (parent, keys) in nested {
      guard let items = plist[parent] as? [Any] else { continue }
      for case let item as [String: Any] in items {
        for key in keys {
          guard let text = item[key] as? String, let value = expanding(text), !value.isEmpty
          else { continue }
          let occurrences = lines[key] ?? []
          let line =
            (occurrences.first { $0.text == text } ?? occurrences.first ?? lines[parent]?.first)?
            .line ?? 1
          entries.append(
            InfoPlistEntry(
              key: value, value: value,
              location: SourceLocation(path: path, line: line, column: 1), nestedKey: key))
        }
      }
    }
    return entries.sorted { ($0.location.line, $0.key) < ($1.location.line, $1.key) }
  }

  /// Gives the entries that come from build settings (an empty path) the project file's
  /// `path` and the line of their `INFOPLIST_KEY_<key>` setting, else the line of one in the
  /// `.xcconfig` files the project names (`configFiles`, read when needed; for the generated
  /// `CFBundleName`, the first `PRODUCT_NAME` setting's; else line 1 of the project file).
  static func locate(
    _ targets: inout [XcodeTarget], inProjectFile path: String, bytes: [UInt8],
    configFiles: [String] = []
  ) {
    guard targets.contains(where: { $0.infoPlistEntries.contains { $0.location.path.isEmpty } })
    else { return }
    let lines = settingLines(in: bytes)
    var configLines: [(path: String, lines: [String: Int])]?
    for index in targets.indices {
      for entry in targets[index].infoPlistEntries.indices
      where targets[index].infoPlistEntries[entry].location.path.isEmpty {
        let key = targets[index].infoPlistEntries[entry].key
        var location = SourceLocation(
          path: path,
          line: lines[key] ?? (key == "CFBundleName" ? lines["PRODUCT_NAME"] : nil) ?? 0,
          column: 1)
        if location.line == 0 {
          if configLines == nil {
            configLines = configFiles.compactMap { file in
              FileManager.default.contents(atPath: file).map { (file, settingLines(in: Array($0))) }
            }
          }
          // `CFBundleName` is the `PRODUCT_NAME` an `.xcconfig` sets.
          let names = key == "CFBundleName" ? [key, "PRODUCT_NAME"] : [key]
          if let found = configLines?.lazy.compactMap({ file in
            names.lazy.compactMap { file.lines[$0] }.first.map { (file.path, $0) }
          }).first {
            location = SourceLocation(path: found.0, line: found.1, column: 1)
          } else {
            location.line = 1
          }
        }
        targets[index].infoPlistEntries[entry].location = location
      }
    }
  }

  /// The line of the first `INFOPLIST_KEY_<key> =` setting of each key in a project file (a
  /// conditional one, `"INFOPLIST_KEY_<key>[sdk=iphoneos*]" =`, when the key has no plain one;
  /// and of the first `PRODUCT_NAME =`, as `PRODUCT_NAME`), in one pass over its lines.
  static func settingLines(in bytes: [UInt8]) -> [String: Int] {
    let prefix = Array("INFOPLIST_KEY_".utf8)
    let productName = Array("PRODUCT_NAME = ".utf8)
    var result: [String: Int] = [:]
    // Keys found only in a conditional setting so far: a plain one, which applies to every
    // build, is the line to cite.
    var conditional: Set<String> = []
    var line = 1
    var index = 0
    while index < bytes.count {
      var start = index
      while start < bytes.count, bytes[start] == 0x09 || bytes[start] == 0x20 { start += 1 }
      if result["PRODUCT_NAME"] == nil, bytes[start...].starts(with: productName) {
        result["PRODUCT_NAME"] = line
      } else {
        // A conditional setting's name is quoted: `"INFOPLIST_KEY_<key>[sdk=iphoneos*]" =`.
        let name = start < bytes.count && bytes[start] == UInt8(ascii: "\"") ? start + 1 : start
        if bytes[name...].starts(with: prefix) {
          var end = name + prefix.count
          while end < bytes.count, bytes[end].isASCIIWordByte { end += 1 }
          let key = String(decoding: bytes[(name + prefix.count)..<end], as: UTF8.self)
          let isConditional = end < bytes.count && bytes[end] == UInt8(ascii: "[")
          if end < bytes.count, [0x20, UInt8(ascii: "="), UInt8(ascii: "[")].contains(bytes[end]),
            result[key] == nil || (conditional.contains(key) && !isConditional)
          {
            result[key] = line
            if isConditional { conditional.insert(key) } else { conditional.remove(key) }
          }
        }
      }
      guard let newline = bytes[start...].firstIndex(of: 0x0A) else { break }
      index = newline + 1
      line += 1
    }
    return result
  }

  /// Each `<key>` of an XML property list, in file order per key name: its line, and its
  /// value's text (entities replaced) when the value is a `<string>`.
  static func keyLines(in bytes: [UInt8]) -> [String: [(line: Int, text: String?)]] {
    let open = Array("<key>".utf8)
    let close = Array("</key>".utf8)
    let string = Array("<string>".utf8)
    var result: [String: [(line: Int, text: String?)]] = [:]
    var line = 1
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
      } else if bytes[index] == UInt8(ascii: "<"), bytes[index...].starts(with: open) {
        let start = index + open.count
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { break }
        var next = end
        if bytes[end...].starts(with: close) { next += close.count }
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        var text: String?
        if bytes[next...].starts(with: string),
          let stop = bytes[(next + string.count)...].firstIndex(of: UInt8(ascii: "<"))
        {
          text = unescaped(String(decoding: bytes[(next + string.count)..<stop], as: UTF8.self))
        }
        result[String(decoding: bytes[start..<end], as: UTF8.self), default: []].append(
          (line, text))
        index = end
        continue
      }
      index += 1
    }
    return result
  }

  /// XML text with its predefined entities and character references replaced.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let name = rest[rest.index(after: amp)..<semicolon]
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      if let character = named[String(name)] {
        result += character
      } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        result.unicodeScalars.append(scalar)
      } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()),
        let scalar = Unicode.Scalar(code)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += rest[amp...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}
