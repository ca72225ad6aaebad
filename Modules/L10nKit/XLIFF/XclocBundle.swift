/// The `.xcloc` bundle layout Xcode exports for translators (FORMATS.md §3).
///
/// `<lang>.xcloc/contents.json`, `Localized Contents/<lang>.xliff`, and `Source Contents/` holding
/// each catalog, at its project-relative path, reduced to the source language.
public enum XclocBundle {
  /// The folder name for a language, e.g. `de.xcloc`.
  public static func folderName(language: String) -> String { "\(language).xcloc" }

  /// The path of the XLIFF inside the bundle.
  public static func xliffPath(language: String) -> String {
    "Localized Contents/\(language).xliff"
  }

  /// The path of a catalog's source copy inside the bundle.
  public static func sourcePath(original: String) -> String { "Source Contents/\(original)" }

  /// `contents.json` in Xcode's JSON layout (sorted keys, `" : "`, no final newline).
  ///
  /// Xcode names the `project` it exported from (`Ketchup.xcodeproj`), or, when the export ran
  /// from a workspace, the `workspace` (`NodeCrypto.xcworkspace`) and no project.
  public static func contents(
    developmentRegion: String, project: String, workspace: String? = nil, targetLocale: String,
    tool: XLIFFTool
  ) -> [UInt8] {
    var info = JSONObject()
    info["toolBuildNumber"] = .string(tool.buildNumber ?? tool.version)
    info["toolID"] = .string(tool.id)
    info["toolName"] = .string(tool.name)
    info["toolVersion"] = .string(tool.version)
    var root = JSONObject()
    root["developmentRegion"] = .string(developmentRegion)
    if let workspace {
      root["workspace"] = .string(workspace)
    } else {
      root["project"] = .string(project)
    }
    root["targetLocale"] = .string(targetLocale)
    root["toolInfo"] = .object(info)
    root["version"] = .string("1.0")
    return JSONWriter.bytes(of: .object(root))
  }

  /// Every file of the bundle for one language, as (path inside the bundle, bytes).
  ///
  /// - Parameters:
  ///   - document: the language's XLIFF document (its files' `original` name the catalogs).
  ///   - catalogs: the catalogs by `original`, for the Source Contents copies.
  ///   - project: the project `contents.json` names.
  ///   - workspace: the workspace it names instead, when the export is a workspace's.
  public static func files(
    language: String, document: XLIFFDocument, catalogs: [String: StringCatalog], project: String,
    workspace: String? = nil, tool: XLIFFTool
  ) -> [(path: String, bytes: [UInt8])] {
    let development = document.files.first?.sourceLanguage ?? "en"
    var result: [(path: String, bytes: [UInt8])] = [
      (
        "contents.json",
        contents(
          developmentRegion: development, project: project, workspace: workspace,
          targetLocale: language, tool: tool)
      ),
      (xliffPath(language: language), XLIFFWriter.write(document)),
    ]
    for file in document.files {
      guard let catalog = catalogs[file.original] else { continue }
      result.append((sourcePath(original: file.original), catalog.sourceLanguageCopy().bytes()))
    }
    return result
  }
}
