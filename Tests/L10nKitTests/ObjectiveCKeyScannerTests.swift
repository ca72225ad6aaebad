import Foundation
import Testing

@testable import L10nKit

@Suite("Objective-C sources: the keys Xcode extracts from NSLocalizedString and its family")
struct ObjectiveCKeyScannerTests {
  func scan(_ source: String, macros: [String] = ExtractionConfiguration.defaultMacroNames)
    -> SourceScan
  {
    ObjectiveCKeyScanner.scan(source: Array(source.utf8), path: "A.m", macroNames: macros)
  }

  @Test("each variant's key, table, value, comment and bundle, by position")
  func variants() {
    let scan = scan(
      """
      NSString *a = NSLocalizedString(@"Accept", nil);
      NSString *b = NSLocalizedString(@"Decline", @"A button");
      NSString *c = NSLocalizedStringFromTable(@"Title", @"Alerts", @"Alert title");
      NSString *d = NSLocalizedStringFromTableInBundle(@"Body", @"Alerts", [NSBundle mainBundle], nil);
      NSString *e = NSLocalizedStringWithDefaultValue(@"greeting", nil, bundle, @"Hello!", @"");
      CFStringRef f = CFCopyLocalizedString(CFSTR("Core"), "A comment");
      NSString *g = NSLocalizedStringWithDefaultValue(@"empty", @"", bundle, @"", nil);
      NSString *h = NSLocalizedStringFromTableInBundle(@"Pod", @"SDK", [NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:@"SDK" ofType:@"bundle"]], nil);
      NSString *i = NSLocalizedStringFromTableInBundle(@"Dot", @"Alerts", NSBundle.mainBundle, nil);
      """)
    #expect(
      scan.keys.map(\.key) == [
        "Accept", "Decline", "Title", "Body", "greeting", "Core", "empty", "Pod", "Dot",
      ])
    #expect(
      scan.keys.map(\.comment) == [
        nil, "A button", "Alert title", nil, "", "A comment", nil, nil, nil,
      ])
    #expect(
      scan.keys.map(\.table) == [nil, nil, "Alerts", "Alerts", nil, nil, nil, "SDK", "Alerts"])
    #expect(scan.keys.map(\.defaultValue) == [nil, nil, nil, nil, "Hello!", nil, nil, nil, nil])
    // A bundle found inside the main one (a pod's resource bundle) is another bundle.
    #expect(scan.keys.map(\.bundle) == [nil, nil, nil, .main, .other, nil, .other, .other, .main])
    #expect(
      scan.keys.map(\.api) == Array(repeating: .nsLocalizedString, count: 5)
        + [
          .macro("CFCopyLocalizedString"), .nsLocalizedString, .nsLocalizedString,
          .nsLocalizedString,
        ])
    // Where the key's literal starts, with the `@`.
    #expect(scan.keys[0].location == SourceLocation(path: "A.m", line: 1, column: 33))
    #expect(scan.keys.allSatisfy { $0.isFoundBySourceScan })
  }

  @Test("literals: escapes decoded, adjacent ones joined, in parentheses; others are dynamic")
  func literals() {
    let scan = scan(
      """
      a = NSLocalizedString(@"Say \\"hi\\"\\n\\u00E9", nil);
      b = NSLocalizedString(@"Two " @"parts" " joined", nil);
      c = NSLocalizedString((@"Wrapped"), nil);
      d = NSLocalizedString(name, nil);
      e = NSLocalizedString([NSString stringWithFormat:@"%@", x], nil);
      """)
    #expect(scan.keys.map(\.key) == ["Say \"hi\"\né", "Two parts joined", "Wrapped"])
    #expect(scan.dynamicKeys.map(\.location.line) == [4, 5])
    #expect(scan.calls.map(\.isLiteral) == [true, true, true, false, false])
  }

  @Test("comments, preprocessor lines and #if 0 blocks are not code; #else of #if 0 is")
  func skipped() {
    let scan = scan(
      """
      // NSLocalizedString(@"Line comment", nil);
      /* NSLocalizedString(@"Block comment", nil); */
      #import "NSLocalizedString(@\"Not code\", nil)"
      #if 0
      x = NSLocalizedString(@"Dead", nil);
      #if DEBUG
      x = NSLocalizedString(@"Dead too", nil);
      #endif
      #else
      x = NSLocalizedString(@"Live else", nil);
      #endif
      #ifdef DEBUG
      x = NSLocalizedString(@"Debug", nil);
      #endif
      char q = '"'; x = NSLocalizedString(@"After a quote character", nil);
      """)
    #expect(scan.keys.map(\.key) == ["Live else", "Debug", "After a quote character"])
    #expect(scan.diagnostics.isEmpty)
  }

  @Test("a table that is no literal goes to the default table, its expression kept")
  func dynamicTable() {
    let scan = scan(
      """
      a = NSLocalizedStringFromTable(@"Named", kAlertsTable, nil);
      b = NSLocalizedStringFromTable(@"Default", nil, nil);
      c = NSLocalizedStringFromTableInBundle(@"Called", [self tableName], bundle, nil);
      """)
    #expect(scan.keys.map(\.table) == [nil, nil, nil])
    #expect(scan.keys.map(\.dynamicTable) == ["kAlertsTable", nil, "[self tableName]"])
  }

  @Test("every branch of a build condition is read; only #if 0's and #if 1's #else are not")
  func conditions() {
    let scan = scan(
      """
      #ifdef DEBUG
      a = NSLocalizedString(@"Debug branch", nil);
      #else
      a = NSLocalizedString(@"Release branch", nil);
      #endif
      #if TARGET_OS_IOS
      #elif 0
      a = NSLocalizedString(@"Dead elif", nil);
      #elif MAC
      a = NSLocalizedString(@"Mac elif", nil);
      #else
      a = NSLocalizedString(@"Other else", nil);
      #endif
      #if 1
      a = NSLocalizedString(@"Always", nil);
      #else
      a = NSLocalizedString(@"Never", nil);
      #endif
      #if (0)
      a = NSLocalizedString(@"Dead in parentheses", nil);
      #endif//END
      /* a comment */ #if 0 /* opens here
      and ends here */
      a = NSLocalizedString(@"Dead after comments", nil);
      #endif
      // a comment continued \\
      a = NSLocalizedString(@"In the comment", nil);
      a = NSLocalizedString(@"Last", nil);
      """)
    #expect(
      scan.keys.map(\.key) == [
        "Debug branch", "Release branch", "Mac elif", "Other else", "Always", "Last",
      ])
  }

  @Test("CRLF line ends, a byte order mark, escapes, digit separators")
  func bytes() {
    let crlf = scan(
      "\u{FEFF}#if 0\r\na = NSLocalizedString(@\"Dead\", nil);\r\n#endif\r\n"
        + "b = NSLocalizedString(@\"Two \\\r\nlines\", nil);\r\n")
    #expect(crlf.keys.map(\.key) == ["Two lines"])
    // Columns count from after the byte order mark.
    let marked = scan("\u{FEFF}a = NSLocalizedString(@\"First\", nil);")
    #expect(marked.keys.map(\.location.column) == [23])
    let escapes = scan(
      #"""
      a = NSLocalizedString(@"\101\102 \x41 \t|\a|\e \12", nil);
      int n = 1'000; b = NSLocalizedString(@"It's after", nil);
      """#)
    #expect(escapes.keys.map(\.key) == ["AB A \t|\u{07}|\u{1B} \n", "It's after"])
  }

  @Test("a table that is no literal is quoted from its tokens; (nil) and 0 are the default")
  func tableText() {
    let scan = scan(
      """
      a = NSLocalizedStringFromTable(@"One", (nil), nil);
      b = NSLocalizedStringFromTable(@"Two", 0, nil);
      c = NSLocalizedStringFromTable(@"Three", [Tables /* which */
            nameFor:1], nil);
      """)
    #expect(scan.keys.map(\.dynamicTable) == [nil, nil, "[Tables nameFor:1]"])
  }

  @Test("a #define's body is code, continued lines too; the name it defines is no call")
  func defines() {
    let scan = scan(
      """
      #define KYA_L10N_OK NSLocalizedString(@"OK", @"OK")
      #define KYA_SET_DEFAULT(_s) [NSString stringWithFormat:NSLocalizedString(@"Set Default: %@", \\
        @"Set Default: %@"), (_s)]
      #  define NSLocalizedString(key, comment) [[NSBundle mainBundle] localizedStringForKey:(key)]
      #define LOCALIZED(__key) NSLocalizedStringFromTableInBundle(__key, @"Settings", b, nil)
      #define OPEN NSLocalizedString(
      x = @"Not an argument"; y = NSLocalizedString(@"After", nil);
      """)
    #expect(scan.keys.map(\.key) == ["OK", "Set Default: %@", "After"])
    #expect(scan.keys.map(\.comment) == ["OK", "Set Default: %@", nil])
    #expect(scan.keys.map(\.location.line) == [1, 2, 7])
    // The macro's parameter is a key no tool can read.
    #expect(scan.dynamicKeys.map(\.location.line) == [5])
  }

  @Test("LOCALIZED_STRING_MACRO_NAMES: a project's macro and its variants; wrong arity is none")
  func customMacros() {
    let scan = scan(
      """
      a = AppLocalized(@"Custom", nil);
      b = AppLocalizedFromTable(@"Custom table", @"App", nil);
      c = NSLocalizedString(@"Too many", nil, nil);
      """, macros: ["NSLocalizedString", "AppLocalized"])
    #expect(scan.keys.map(\.key) == ["Custom", "Custom table"])
    #expect(scan.keys.map(\.api) == [.macro("AppLocalized"), .macro("AppLocalized")])
  }

  @Test("an unterminated literal or comment is a diagnostic at its line and column")
  func unterminated() {
    let scan = scan("x = NSLocalizedString(@\"Open, nil);\ny = 1; /* never closed")
    #expect(
      scan.diagnostics.map(\.location) == [
        SourceLocation(path: "A.m", line: 1, column: 23),
        SourceLocation(path: "A.m", line: 2, column: 8),
      ])
  }

  @Test("in a project: lint counts a .m file's keys as used and missing; extract adds them")
  func inProject() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: Legacy
      targets:
        Legacy:
          type: application
          platform: iOS
          sources: [Sources]
          settings:
            SWIFT_EMIT_LOC_STRINGS: YES
      """, to: "project.yml")
    try project.write(
      """
      #import <Foundation/Foundation.h>
      NSString *Greeting(void) { return NSLocalizedString(@"Welcome back", nil); }
      NSString *Farewell(void) { return NSLocalizedString(@"See you soon", @"On sign-out"); }
      """, to: "Sources/Greeting.m")
    try project.write("let title = String(localized: \"Swift side\")\n", to: "Sources/App.swift")
    try project.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Swift side" : {

          },
          "Welcome back" : {

          }
        },
        "version" : "1.0"
      }
      """, to: "Sources/Localizable.xcstrings")
    let (code, findings) = try lintFindings(in: project.root)
    #expect(code == 1)
    #expect(
      findings.map { "\($0["rule"] ?? "") \($0["key"] ?? "") \($0["line"] ?? "")" } == [
        "missing_key See you soon 3"
      ])
    let summary = runTool(["lint"], in: project.root).err
    #expect(summary.contains("in 1 catalog, 1 Objective-C file and 1 Swift file."))
    #expect(runTool(["extract"], in: project.root).code == 0)
    let catalog = try String(
      contentsOfFile: project.root + "/Sources/Localizable.xcstrings", encoding: .utf8)
    #expect(catalog.contains("\"See you soon\" : {\n      \"comment\" : \"On sign-out\""))
    #expect(try lintFindings(in: project.root).findings.isEmpty)
  }

  @Test("each target's own LOCALIZED_STRING_MACRO_NAMES reads its Objective-C files")
  func macrosPerTarget() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      name: P
      targets:
        App:
          type: application
          platform: iOS
          sources: [App, Shared]
          settings:
            LOCALIZED_STRING_MACRO_NAMES: MyLoc NSLocalizedString
        Ext:
          type: app-extension
          platform: iOS
          sources: [Ext, Shared]
      """, to: "project.yml")
    try project.write("a = MyLoc(@\"App key\", nil);\n", to: "App/A.m")
    try project.write(
      "b = MyLoc(@\"Not the extension's\", nil); c = NSLocalizedString(@\"Ext key\", nil);\n",
      to: "Ext/B.m")
    let empty =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
    // A file both compile: its `MyLoc` key is the app's only.
    try project.write("s = MyLoc(@\"Shared custom key\", nil);\n", to: "Shared/S.m")
    try project.write(empty, to: "App/Localizable.xcstrings")
    try project.write(empty, to: "Ext/Localizable.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    #expect(
      findings.map { "\($0["path"] ?? "") \($0["key"] ?? "")" }.sorted() == [
        "App/A.m App key", "Ext/B.m Ext key", "Shared/S.m Shared custom key",
      ])
    let messages = findings.compactMap { $0["message"] as? String }
    #expect(messages.filter { $0.contains("Shared custom key") }.count == 1)
    #expect(messages.contains { $0.contains("Shared custom key") && $0.contains("App/") })
  }

  @Test("source roots and targets of l10n.json take their folders' Objective-C files too")
  func configured() throws {
    let project = try TemporaryProject()
    try project.write(
      """
      { "sourceRoots": ["Sources"], "catalogs": ["Localizable.xcstrings"],
        "targets": [{ "name": "Kit", "sources": ["Kit"], "catalogs": ["Kit/Kit.xcstrings"] }] }
      """, to: "l10n.json")
    try project.write("x = NSLocalizedString(@\"In the roots\", nil);\n", to: "Sources/A.m")
    try project.write(
      "x = NSLocalizedStringFromTable(@\"In the target\", @\"Kit\", nil);\n", to: "Kit/B.mm")
    let empty =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
    try project.write(empty, to: "Localizable.xcstrings")
    try project.write(empty, to: "Kit/Kit.xcstrings")
    let (_, findings) = try lintFindings(in: project.root)
    #expect(
      findings.map { "\($0["path"] ?? "") \($0["key"] ?? "")" }.sorted() == [
        "Kit/B.mm In the target", "Sources/A.m In the roots",
      ])
  }
}
