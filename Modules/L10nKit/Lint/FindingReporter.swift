/// The output formats of `l10n lint`.
public enum LintOutputFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines `path:line:col: error: message [rule_id]`.
  case text
  /// A stable JSON document (schema in `Documentation/l10n.md`).
  case json
  /// SARIF 2.1.0 for code scanning.
  case sarif
  /// GitHub Actions workflow commands (`::error file=...`).
  case github
  /// A GitLab code quality report (a JSON array of Code Climate issues).
  case gitlab
}

/// Renders findings in each output format. Paths are printed relative to the working directory;
/// findings are expected sorted (``LintEngine`` sorts them).
public enum FindingReporter {
  /// The rendered report, ending with a newline unless empty.
  public static func render(
    _ findings: [Finding], format: LintOutputFormat, workingDirectory: String,
    rules: [RuleDescription] = RuleRegistry.descriptions
  ) -> String {
    // Findings come sorted by path: remember the last path made relative.
    var lastPath: String? = nil
    var lastRelative = ""
    let relative = { (path: String) -> String in
      if path != lastPath {
        lastPath = path
        lastRelative = PathUtilities.relative(path, to: workingDirectory)
      }
      return lastRelative
    }
    switch format {
    case .text:
      var result = ""
      result.reserveCapacity(findings.count * 128)
      for finding in findings {
        appendText(finding, path: relative(finding.location.path), to: &result)
        result += "\n"
      }
      return result
    case .github:
      return lines(findings) { github($0, path: relative($0.location.path)) }
    case .json:
      return json(findings, relative: relative).rendered() + "\n"
    case .sarif:
      return sarif(findings, rules: rules, relative: relative).rendered() + "\n"
    case .gitlab:
      return codeQuality(findings, relative: relative).rendered() + "\n"
    }
  }

  /// One line per finding, appended to a single string.
  private static func lines(_ findings: [Finding], _ line: (Finding) -> String) -> String {
    var result = ""
    result.reserveCapacity(findings.count * 128)
    for finding in findings {
      result += line(finding)
      result += "\n"
    }
    return result
  }

  /// `path:line:col: severity: message [rule_id]` (line and column left out when unknown),
  /// appended piece by piece: a lint with many findings writes a line for each.
  static func appendText(_ finding: Finding, path: String, to result: inout String) {
    let location = finding.location
    result += path
    if location.line > 0 {
      result += ":"
      result += String(location.line)
      result += ":"
      result += String(max(location.column, 1))
    }
    result += ": "
    result += finding.severity.rawValue
    result += ": "
    result += finding.message
    result += " ["
    result += finding.ruleID
    result += "]"
  }

  /// `::error file=...,line=...,col=...,title=...::message`.
  static func github(_ finding: Finding, path: String) -> String {
    var properties = ["file=\(escapeProperty(path))"]
    if finding.location.line > 0 {
      properties.append("line=\(finding.location.line)")
      properties.append("col=\(max(finding.location.column, 1))")
    }
    properties.append("title=\(escapeProperty(finding.ruleID))")
    return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
      + escapeData(finding.message)
  }

  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }

  static func json(_ findings: [Finding], relative: (String) -> String) -> JSONOutput {
    let errors = findings.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) }
    return .object([
      ("version", .int(1)),
      (
        "tool", .object([("name", .string(L10nTool.name)), ("version", .string(L10nTool.version))])
      ),
      (
        "findings",
        .array(
          findings.map { finding in
            .object([
              ("rule", .string(finding.ruleID)),
              ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)),
              ("path", .string(relative(finding.location.path))),
              ("line", .int(finding.location.line)),
              ("column", .int(finding.location.column)),
              ("key", finding.key.map(JSONOutput.string) ?? .null),
              ("language", finding.language.map(JSONOutput.string) ?? .null),
            ])
          })
      ),
      (
        "summary",
        .object([("errors", .int(errors)), ("warnings", .int(findings.count - errors))])
      ),
    ])
  }

  static func sarif(
    _ findings: [Finding], rules: [RuleDescription], relative: (String) -> String
  ) -> JSONOutput {
    let ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let driverRules = rules.map { rule in
      JSONOutput.object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.rationale))])),
        ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        (
          "helpUri",
          .string("https://github.com/atelier/atelier/blob/main/Documentation/Rules.md#\(rule.id)")
        ),
      ])
    }
    let results = findings.map { finding in
      var physical: [(String, JSONOutput)] = [
        (
          "artifactLocation",
          .object([
            ("uri", .string(relative(finding.location.path))), ("uriBaseId", .string("%SRCROOT%")),
          ])
        )
      ]
      if finding.location.line > 0 {
        physical.append(
          (
            "region",
            .object([
              ("startLine", .int(finding.location.line)),
              ("startColumn", .int(max(finding.location.column, 1))),
            ])
          ))
      }
      var result: [(String, JSONOutput)] = [("ruleId", .string(finding.ruleID))]
      if let index = ruleIndex[finding.ruleID] { result.append(("ruleIndex", .int(index))) }
      result += [
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(finding.message))])),
        ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        (
          "partialFingerprints",
          .object([
            (
              "l10nFingerprint/v1",
              .string(Baseline.fingerprint(finding, path: relative(finding.location.path)))
            )
          ])
        ),
      ]
      return JSONOutput.object(result)
    }
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string(L10nTool.name)),
                    ("version", .string(L10nTool.version)),
                    ("informationUri", .string("https://github.com/atelier/atelier")),
                    ("rules", .array(driverRules)),
                  ])
                )
              ])
            ),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
  }
}
