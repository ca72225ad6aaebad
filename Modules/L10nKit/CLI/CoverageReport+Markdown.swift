/// `l10n status --format markdown`: the coverage tables for pull-request comments and CI job
/// summaries (GitHub's `$GITHUB_STEP_SUMMARY`, GitLab merge-request notes).
extension CoverageReport {
  /// The number of cells in a language's bar.
  static let barWidth = 10

  /// A report from counts already made (the catalog reader makes them in ``init(loaded:configuration:)``).
  init(path: String, sourceLanguage: String, keyCount: Int, rows: [Row]) {
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.keyCount = keyCount
    self.rows = rows
  }

  /// One heading, then per catalog a line naming it and a table with one row per language.
  static func markdown(_ reports: [CoverageReport], workingDirectory: String) -> String {
    var out = "### Localization coverage\n"
    if reports.isEmpty { return out + "\nNo String Catalogs found.\n" }
    for report in reports {
      let path = PathUtilities.relative(report.path, to: workingDirectory)
      out += "\n" + report.markdownTable(path: path)
    }
    return out
  }

  /// The catalog's line and table; the bar shows translated (█), needs review (▒) and
  /// missing (░) keys, and is full only when every key is translated.
  func markdownTable(path: String) -> String {
    var out =
      "`\(path.replacing("`", with: "'"))`: \(keyCount) key\(keyCount == 1 ? "" : "s"), "
      + "source language \(sourceLanguage)\n\n"
    if rows.isEmpty { return out + "No languages besides the source language.\n" }
    out += "| Language | Translated | Needs review | Missing | Coverage |\n"
    out += "|:--|--:|--:|--:|:--|\n"
    for row in rows {
      let cells = [
        row.language, "\(row.translated) (\(percent(row.translated)))",
        "\(row.needsReview) (\(percent(row.needsReview)))",
        "\(row.missing) (\(percent(row.missing)))",
        "`\(bar(row))` \(percent(row.translated))",
      ]
      out += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// ``barWidth`` cells: translated, then needs review, then missing, each rounded down so a
  /// cell is filled only by a whole tenth.
  func bar(_ row: Row) -> String {
    let width = Self.barWidth
    guard keyCount > 0 else { return String(repeating: "█", count: width) }
    let translated = row.translated * width / keyCount
    let reviewed = (row.translated + row.needsReview) * width / keyCount
    return String(repeating: "█", count: translated)
      + String(repeating: "▒", count: reviewed - translated)
      + String(repeating: "░", count: width - reviewed)
  }
}
