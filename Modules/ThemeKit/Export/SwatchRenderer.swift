import AppTheme
import Foundation

/// The picture formats of `theme swatches`.
public enum SwatchFormat: String, CaseIterable, Sendable {
  /// A standalone SVG image.
  case svg
  /// A standalone HTML page.
  case html

  /// The format a file name's extension implies, if any.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "svg": self = .svg
    case "html", "htm": self = .html
    default: return nil
    }
  }
}

/// Draws the palette and every contrast pair in both appearances, with ratio and pass/fail:
/// the page a designer reviews before a colour ships.
public enum SwatchRenderer {
  /// The picture of `tokens` in `format`.
  public static func render(_ tokens: ThemeTokens, as format: SwatchFormat) -> String {
    let report = ThemeLinter().lint(tokens)
    return switch format {
    case .svg: svg(tokens, report)
    case .html: html(tokens, report)
    }
  }

  static let width = 1040
  static let paletteColumns = 8
  static let swatchWidth = 112
  static let swatchHeight = 56
  static let rowHeight = 40

  /// The pass/fail label of a result: `7.12:1 AA pass · Lc 89.3`.
  static func verdict(_ result: PairResult) -> String {
    let status = result.passes ? "pass" : "FAIL"
    let level = result.pair.requirement == .body ? "AA" : "AA \(result.pair.requirement.rawValue)"
    return "\(ratioText(result.ratio)) \(level) \(status) · Lc \(format(result.apca, digits: 1))"
  }

  // MARK: SVG

  static func svg(_ tokens: ThemeTokens, _ report: LintReport) -> String {
    let palette = PaletteColor.allCases
    let paletteRows = (palette.count + paletteColumns - 1) / paletteColumns
    let pairsTop = 72 + paletteRows * (swatchHeight + 28) + 40
    let pairCount = tokens.pairs.count
    let height = pairsTop + 32 + pairCount * rowHeight + 24
    var out = [
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" "##
        + ##"viewBox="0 0 \##(width) \##(height)" font-family="-apple-system, system-ui, sans-serif">"##,
      ##"<rect width="100%" height="100%" fill="#FFFFFF"/>"##,
      ##"<text x="24" y="40" font-size="24" font-weight="700" fill="#0F172A">"##
        + "Theme \(escape(tokens.theme.name)): palette and contrast pairs</text>",
    ]
    for (index, color) in palette.enumerated() {
      let x = 24 + (index % paletteColumns) * swatchWidth
      let y = 72 + (index / paletteColumns) * (swatchHeight + 28)
      out.append(
        ##"<rect x="\##(x)" y="\##(y)" width="\##(swatchWidth - 8)" height="\##(swatchHeight)" "##
          + ##"rx="6" fill="\##(color.rgba.hexString)" stroke="#CBD5E1"/>"##)
      out.append(
        ##"<text x="\##(x)" y="\##(y + swatchHeight + 14)" font-size="11" fill="#0F172A">"##
          + "\(color.rawValue) \(color.rgba.hexString)</text>")
    }
    let columnWidth = (width - 48 - 16) / 2
    for (column, appearance) in Appearance.allCases.enumerated() {
      let x = 24 + column * (columnWidth + 16)
      out.append(
        ##"<text x="\##(x)" y="\##(pairsTop + 16)" font-size="16" font-weight="600" fill="#0F172A">"##
          + "\(appearance.rawValue.capitalized)</text>")
      let results = report.pairs.filter { $0.appearance == appearance }
      for (row, result) in results.enumerated() {
        let y = pairsTop + 32 + row * rowHeight
        let mark = result.passes ? "#15803D" : "#B91C1C"
        out.append(
          ##"<rect x="\##(x)" y="\##(y)" width="\##(columnWidth)" height="\##(rowHeight - 4)" "##
            + ##"rx="4" fill="\##(result.background.hexString)"/>"##)
        out.append(
          ##"<text x="\##(x + 10)" y="\##(y + 23)" font-size="13" fill="\##(result.foreground.hexString)">"##
            + "\(escape(result.pair.foreground.rawValue)) on "
            + "\(escape(result.pair.background.rawValue))</text>")
        out.append(
          ##"<rect x="\##(x + columnWidth - 204)" y="\##(y + 6)" width="196" height="24" rx="4" "##
            + ##"fill="#FFFFFF" stroke="\##(mark)"/>"##)
        out.append(
          ##"<text x="\##(x + columnWidth - 196)" y="\##(y + 22)" font-size="11" fill="\##(mark)">"##
            + "\(escape(verdict(result)))</text>")
      }
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: HTML

  static func html(_ tokens: ThemeTokens, _ report: LintReport) -> String {
    var out = [
      "<!DOCTYPE html>",
      ##"<html lang="en">"##,
      "<head>",
      ##"<meta charset="utf-8">"##,
      "<title>Theme \(escape(tokens.theme.name)): palette and contrast pairs</title>",
      "<style>",
      "body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #0F172A; }",
      ".palette { display: grid; grid-template-columns: repeat(8, 112px); gap: 8px; }",
      ".swatch div { height: 56px; border-radius: 6px; border: 1px solid #CBD5E1; }",
      ".swatch span { font-size: 11px; }",
      "table { border-collapse: separate; border-spacing: 0 4px; }",
      "td { padding: 8px 12px; }",
      ".pass { color: #15803D; } .fail { color: #B91C1C; font-weight: 700; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>Theme \(escape(tokens.theme.name))</h1>",
      "<h2>Palette</h2>",
      ##"<div class="palette">"##,
    ]
    for color in PaletteColor.allCases {
      out.append(
        ##"<div class="swatch"><div style="background: \##(color.rgba.hexString)"></div>"##
          + "<span>\(color.rawValue) \(color.rgba.hexString)</span></div>")
    }
    out.append("</div>")
    for appearance in Appearance.allCases {
      out += [
        "<h2>\(appearance.rawValue.capitalized)</h2>", "<table>",
        "<tr><th>Pair</th><th>Used for</th><th>WCAG 2.x</th></tr>",
      ]
      for result in report.pairs where result.appearance == appearance {
        out.append(
          ##"<tr><td style="background: \##(result.background.hexString); "##
            + ##"color: \##(result.foreground.hexString)">"##
            + "\(escape(result.pair.foreground.rawValue)) on "
            + "\(escape(result.pair.background.rawValue))</td>"
            + "<td>\(escape(result.pair.usage))</td>"
            + ##"<td class="\##(result.passes ? "pass" : "fail")">\##(escape(verdict(result)))</td></tr>"##
        )
      }
      out.append("</table>")
    }
    out += ["</body>", "</html>", ""]
    return out.joined(separator: "\n")
  }

  /// Escapes text for XML and HTML.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
