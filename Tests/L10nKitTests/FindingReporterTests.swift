import Testing

@testable import L10nKit

/// The reporter as it was before output was streamed: each report built whole as a
/// ``JSONOutput`` tree (JSON, SARIF) or one string per line (GitHub). The streamed reporter
/// must write exactly these bytes.
private enum ReferenceReporter {
  static func render(_ findings: [Finding], _ format: LintOutputFormat, _ directory: String)
    -> String
  {
    let relative = { PathUtilities.relative($0, to: directory) }
    switch format {
    case .text:
      return findings.map { finding in
        let location = finding.location
        let position = location.line > 0 ? ":\(location.line):\(max(location.column, 1))" : ""
        return "\(relative(location.path))\(position): \(finding.severity.rawValue): "
          + "\(finding.message.escapingControlCharacters) [\(finding.ruleID)]\n"
      }.joined()
    case .github:
      return findings.map { github($0, path: relative($0.location.path)) + "\n" }.joined()
    case .json: return json(findings, relative).rendered() + "\n"
    case .sarif: return sarif(findings, RuleRegistry.descriptions, relative).rendered() + "\n"
    case .gitlab: return codeQuality(findings, relative).rendered() + "\n"
    }
  }

  /// The GitLab code quality report as it was first written, a whole `JSONOutput` tree.
  static func codeQuality(_ findings: [Finding], _ relative: (String) -> String) -> JSONOutput {
    var occurrences: [String: Int] = [:]
    let issues = findings.map { finding in
      let path = relative(finding.location.path)
      let identity = Baseline.fingerprint(finding, path: path)
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      return JSONOutput.object([
        ("type", .string("issue")),
        ("check_name", .string(finding.ruleID)),
        ("description", .string(finding.message)),
        ("categories", .array([.string("Bug Risk")])),
        ("severity", .string(finding.severity == .error ? "major" : "minor")),
        (
          "fingerprint",
          .string(FindingReporter.fingerprintHash(identity, occurrence: occurrence))
        ),
        (
          "location",
          .object([
            ("path", .string(path)),
            ("lines", .object([("begin", .int(max(finding.location.line, 1)))])),
          ])
        ),
      ])
    }
    return .array(issues)
  }

  static func github(_ finding: Finding, path: String) -> String {
    var properties = ["file=\(escape(path, property: true))"]
    if finding.location.line > 0 {
      properties.append("line=\(finding.location.line)")
      properties.append("col=\(max(finding.location.column, 1))")
    }
    properties.append("title=\(escape(finding.ruleID, property: true))")
    return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
      + escape(finding.message, property: false)
  }

  /// GitHub's `escapeData` / `escapeProperty`, scalar by scalar (CR LF is two).
  static func escape(_ text: String, property: Bool) -> String {
    text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      case ":" where property: "%3A"
      case "," where property: "%2C"
      default: String(scalar)
      }
    }.joined()
  }

  static func json(_ findings: [Finding], _ relative: (String) -> String) -> JSONOutput {
    let errors = findings.filter { $0.severity == .error }.count
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
        "summary", .object([("errors", .int(errors)), ("warnings", .int(findings.count - errors))])
      ),
    ])
  }

  static func sarif(
    _ findings: [Finding], _ rules: [RuleDescription], _ relative: (String) -> String
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
    let driver = JSONOutput.object([
      ("name", .string(L10nTool.name)), ("version", .string(L10nTool.version)),
      ("informationUri", .string("https://github.com/atelier/atelier")),
      ("rules", .array(driverRules)),
    ])
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])
      ),
    ])
  }
}

/// Texts with everything a format escapes: quotes, backslashes, line breaks (a lone `\r`,
/// `\r\n`, `\n`), tabs, other control characters, `%`, `:` and `,`, and non-ASCII text.
private let awkward = [
  "plain", "with \"quotes\"", #"back\slash"#, "two\nlines", "carriage\rreturn", "crlf\r\nline",
  "tab\there", "bell\u{07}and\u{1F}unit", "100% done", "a:b,c", "漢字 🙂 привет", "",
]

/// `count` findings of every shape: several files (one outside the working directory, so its
/// path climbs with `..`), unknown lines, both severities, known and unknown rules, keys and
/// languages present or not, and awkward texts in every field.
private func manyFindings(_ count: Int) -> [Finding] {
  let rules = ["missing_translation", "missing_key", "needs_review", "not_a_rule"]
  let paths = [
    "/work/app/Localizable.xcstrings", "/work/app/Sources/A, b.swift",
    "/work/app/Sources/c:d.swift",
    "/work/other/Shared.xcstrings",
  ]
  let findings = (0..<count).map { index in
    let text = awkward[index % awkward.count]
    return Finding(
      ruleID: rules[index % rules.count], severity: index % 3 == 0 ? .warning : .error,
      message: "\"key \(index) \(text)\" has no de translation \(text)",
      location: FindingLocation(
        path: paths[(index / 7) % paths.count], line: index % 5 == 0 ? 0 : index,
        column: index % 4),
      key: index % 6 == 0 ? nil : "key \(index) \(text)",
      language: index % 9 == 0 ? nil : ["de", "fr", "pt-BR"][index % 3])
  }
  return LintEngine.sorted(findings)
}

@Suite("lint output formats, streamed")
struct FindingReporterTests {
  @Test("a GitHub workflow command is one line whatever its key, message or path holds")
  func githubCommandsAreOneLine() {
    // CR LF is one Character: escaping by Character used to leave it raw, ending the command.
    let texts = ["crlf\r\nline", "cr\ronly", "lf\nonly", "100% done", "a:b,c"]
    let findings = texts.enumerated().map { index, text in
      Finding(
        ruleID: "missing_translation", severity: .error,
        message: "\"\(text)\" has no de translation",
        location: FindingLocation(path: "/work/app/\(text).xcstrings", line: index + 1, column: 1),
        key: text, language: "de")
    }
    let report = FindingReporter.render(findings, format: .github, workingDirectory: "/work/app")
    #expect(!report.utf8.contains(UInt8(ascii: "\r")))
    let lines = report.utf8.split(separator: UInt8(ascii: "\n"))
    #expect(lines.count == findings.count)
    #expect(report.contains("crlf%0D%0Aline"))
    #expect(report.contains("file=crlf%0D%0Aline.xcstrings,line=1"))
    #expect(report.contains("file=a%3Ab%2Cc.xcstrings,line=5"))
    #expect(report.contains("::\"100%25 done\" has no de translation"))
  }

  @Test("golden: text findings are one line each, a key's line breaks and tabs escaped")
  func textFindingsAreOneLine() {
    // A key written over lines in code (`"1. Open\n2. Save"`) is quoted as it is written there,
    // so the compiler-style line stays one line for Xcode and CI problem matchers.
    let keys = ["1. Open\n2. Save", "crlf\r\nend", "tab\there", "bell\u{7}", "plain \"q\" \\n"]
    var findings = keys.enumerated().map { index, key in
      var finding = Finding(
        .noTranslation,
        at: FindingLocation(path: "/work/app/L.xcstrings", line: index + 1, column: 5),
        key: key, language: "de")
      finding.ruleID = "missing_translation"
      return finding
    }
    findings.append(
      Finding(
        ruleID: "missing_key", severity: .error, message: "\"a\nb\" is missing",
        location: FindingLocation(path: "/work/app/A.swift", line: 9, column: 3), key: "a\nb"))
    let report = FindingReporter.render(findings, format: .text, workingDirectory: "/work/app")
    #expect(
      report == #"""
        L.xcstrings:1:5: warning: "1. Open\n2. Save" has no de translation [missing_translation]
        L.xcstrings:2:5: warning: "crlf\r\nend" has no de translation [missing_translation]
        L.xcstrings:3:5: warning: "tab\there" has no de translation [missing_translation]
        L.xcstrings:4:5: warning: "bell\u{7}" has no de translation [missing_translation]
        L.xcstrings:5:5: warning: "plain "q" \n" has no de translation [missing_translation]
        A.swift:9:3: error: "a\nb" is missing [missing_key]

        """#)
  }

  @Test(
    "streamed output is byte for byte the output built whole", arguments: LintOutputFormat.allCases)
  func streamedEqualsBuilt(format: LintOutputFormat) {
    let findings = manyFindings(20_000)
    let reference = ReferenceReporter.render(findings, format, "/work/app")
    var chunks: [String] = []
    FindingReporter.write(findings, format: format, workingDirectory: "/work/app") {
      chunks.append($0)
    }
    #expect(chunks.joined() == reference)
    #expect(
      FindingReporter.render(findings, format: format, workingDirectory: "/work/app") == reference)
    // Many findings come in many chunks, none much over the chunk size (one finding's worth).
    #expect(chunks.count > 10)
    #expect(chunks.allSatisfy { $0.utf8.count < FindingReporter.chunkSize + 4096 })
  }

  @Test("GitLab: repeats of an identity are numbered in order among thousands of unique ones")
  func gitlabRepeats() {
    // Every 50th finding repeats one of three identities (same rule, file, key, language and
    // message; other lines), the rest are unique: the repeats must get occurrences 1, 2...
    let unique = manyFindings(6_000)
    let repeated = (0..<120).map { index in
      Finding(
        ruleID: "missing_key", severity: .error, message: "\"shared \(index % 3)\" is missing",
        location: FindingLocation(path: "/work/app/A.swift", line: 10 + index, column: 3),
        key: "shared \(index % 3)")
    }
    let findings = LintEngine.sorted(unique + repeated)
    let report = FindingReporter.render(findings, format: .gitlab, workingDirectory: "/work/app")
    #expect(report == ReferenceReporter.render(findings, .gitlab, "/work/app"))
    let fingerprints = report.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }
    #expect(fingerprints.count == findings.count && Set(fingerprints).count == findings.count)
  }

  @Test("GitLab: one key's findings in one file with other messages are other identities")
  func gitlabGroups() {
    // Findings of one rule, file, key and language (one group) with three messages, each
    // message several times on other lines, among unique findings: each message's findings
    // are numbered on their own, and a message seen once keeps occurrence 0.
    let unique = manyFindings(2_000)
    let grouped = (0..<90).map { index in
      Finding(
        ruleID: "missing_key", severity: .error,
        message: index == 89 ? "\"shared\" once" : "\"shared\" is missing \(index % 3)",
        location: FindingLocation(path: "/work/app/A.swift", line: 10 + index, column: 3),
        key: "shared", language: "de")
    }
    let findings = LintEngine.sorted(unique + grouped)
    let report = FindingReporter.render(findings, format: .gitlab, workingDirectory: "/work/app")
    #expect(report == ReferenceReporter.render(findings, .gitlab, "/work/app"))
    let lone = grouped[89]
    let loneHash = FindingReporter.fingerprintHash(
      Baseline.fingerprint(lone, path: "A.swift"), occurrence: 0)
    #expect(report.contains("\"fingerprint\": \"\(loneHash)\""))
  }

  @Test(
    "formatted in blocks of any size on several threads, every report is the same bytes",
    arguments: LintOutputFormat.allCases)
  func blocksOfAnySize(format: LintOutputFormat) {
    // Unique findings and repeats of three GitLab identities (other lines) spread over them,
    // so repeats fall in many blocks and rounds.
    let unique = manyFindings(3_000)
    let repeated = (0..<300).map { index in
      Finding(
        ruleID: "missing_key", severity: .error, message: "\"shared \(index % 3)\" is missing",
        location: FindingLocation(path: "/work/app/A.swift", line: 10 + 7 * index, column: 3),
        key: "shared \(index % 3)")
    }
    let findings = LintEngine.sorted(unique + repeated)
    let reference = ReferenceReporter.render(findings, format, "/work/app")
    for (blockSize, blocksPerRound) in [(1, 1), (1, 5), (7, 3), (64, 2), (512, 16), (5_000, 4)] {
      var pieces: [String] = []
      FindingReporter.writeBytes(
        findings, format: format, workingDirectory: "/work/app",
        layout: ReportLayout(blockSize: blockSize, blocksPerRound: blocksPerRound)
      ) { pieces.append(String(decoding: $0, as: UTF8.self)) }
      #expect(pieces.joined() == reference, "blocks of \(blockSize), \(blocksPerRound) a round")
      #expect(pieces.allSatisfy { $0.utf8.count < FindingReporter.chunkSize + 4096 })
    }
  }

  @Test("no findings: the same empty reports", arguments: LintOutputFormat.allCases)
  func empty(format: LintOutputFormat) {
    #expect(
      FindingReporter.render([], format: format, workingDirectory: "/work/app")
        == ReferenceReporter.render([], format, "/work/app"))
  }

  @Test("golden: GitHub annotations, every property and data escape")
  func githubGolden() {
    let findings = [
      Finding(
        ruleID: "missing_key", severity: .error, message: "\"a%b\" is\nmissing",
        location: FindingLocation(path: "/work/app/S, 1:2.swift", line: 3, column: 0), key: "a%b"),
      Finding(
        ruleID: "unused_key", severity: .warning, message: "\"x\" is unused",
        location: FindingLocation(path: "/work/Other.xcstrings", line: 0, column: 0), key: "x"),
    ]
    #expect(
      FindingReporter.render(findings, format: .github, workingDirectory: "/work/app") == """
        ::error file=S%2C 1%3A2.swift,line=3,col=1,title=missing_key::"a%25b" is%0Amissing
        ::warning file=../Other.xcstrings,title=unused_key::"x" is unused

        """)
  }

  @Test("golden: SARIF 2.1.0 results, rule table, region and fingerprint")
  func sarifGolden() {
    let rule = RuleDescription(
      id: "missing_key", summary: "A key is missing.", rationale: "Users see the key.",
      defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])
    let findings = [
      Finding(
        ruleID: "missing_key", severity: .error, message: "\"a\" is missing",
        location: FindingLocation(path: "/work/app/A.swift", line: 2, column: 5), key: "a"),
      Finding(
        ruleID: "other", severity: .warning, message: "tab\there",
        location: FindingLocation(path: "/work/app/L.xcstrings", line: 0, column: 0),
        key: "k", language: "de"),
    ]
    #expect(
      FindingReporter.render(
        findings, format: .sarif, workingDirectory: "/work/app", rules: [rule]) == #"""
          {
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
              {
                "tool": {
                  "driver": {
                    "name": "l10n",
                    "version": "\#(L10nTool.version)",
                    "informationUri": "https://github.com/atelier/atelier",
                    "rules": [
                      {
                        "id": "missing_key",
                        "shortDescription": {
                          "text": "A key is missing."
                        },
                        "fullDescription": {
                          "text": "Users see the key."
                        },
                        "defaultConfiguration": {
                          "level": "error"
                        },
                        "helpUri": "https://github.com/atelier/atelier/blob/main/Documentation/Rules.md#missing_key"
                      }
                    ]
                  }
                },
                "results": [
                  {
                    "ruleId": "missing_key",
                    "ruleIndex": 0,
                    "level": "error",
                    "message": {
                      "text": "\"a\" is missing"
                    },
                    "locations": [
                      {
                        "physicalLocation": {
                          "artifactLocation": {
                            "uri": "A.swift",
                            "uriBaseId": "%SRCROOT%"
                          },
                          "region": {
                            "startLine": 2,
                            "startColumn": 5
                          }
                        }
                      }
                    ],
                    "partialFingerprints": {
                      "l10nFingerprint/v1": "missing_key\u001fA.swift\u001fa\u001f\u001f\"a\" is missing"
                    }
                  },
                  {
                    "ruleId": "other",
                    "level": "warning",
                    "message": {
                      "text": "tab\there"
                    },
                    "locations": [
                      {
                        "physicalLocation": {
                          "artifactLocation": {
                            "uri": "L.xcstrings",
                            "uriBaseId": "%SRCROOT%"
                          }
                        }
                      }
                    ],
                    "partialFingerprints": {
                      "l10nFingerprint/v1": "other\u001fL.xcstrings\u001fk\u001fde\u001ftab\there"
                    }
                  }
                ]
              }
            ]
          }

          """#)
  }

  @Test("the baseline filter absorbs each accepted finding once, duplicates counted")
  func baselineCounts() {
    let findings = manyFindings(3_000)
    let accepted = Array(findings.prefix(1_000)) + [findings[0]]
    let baseline = Baseline(findings: accepted, relativeTo: "/work")
    let remaining = baseline.filter(findings + [findings[0], findings[0]], relativeTo: "/work")
    // findings[0] is accepted twice: it and one of the two repeats are absorbed.
    #expect(remaining.count == 2_001)
    #expect(remaining.first == findings[1_000])
    #expect(remaining.last == findings[0])
    #expect(baseline.filter(findings, relativeTo: "/elsewhere").count == findings.count)
  }
}
