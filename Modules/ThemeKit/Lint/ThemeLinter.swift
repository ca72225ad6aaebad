public import AppTheme

/// The tokens `theme lint` checks: by default the values compiled into AppTheme, replaceable in
/// tests to prove each rule fires.
public struct ThemeTokens: Sendable {
  /// The colour roles.
  public var theme: Theme
  /// The pairs components draw.
  public var pairs: [ColorPair]
  /// The spacing scale, smallest first.
  public var spacing: [(name: String, value: Double)]
  /// The corner radii, smallest first.
  public var cornerRadii: [(name: String, value: Double)]
  /// The type scale, largest first: name, size and line height.
  public var typeScale: [(name: String, size: Double, lineHeight: Double)]

  /// Creates a token set.
  public init(
    theme: Theme, pairs: [ColorPair], spacing: [(name: String, value: Double)],
    cornerRadii: [(name: String, value: Double)],
    typeScale: [(name: String, size: Double, lineHeight: Double)]
  ) {
    self.theme = theme
    self.pairs = pairs
    self.spacing = spacing
    self.cornerRadii = cornerRadii
    self.typeScale = typeScale
  }

  /// Atelier's tokens, exactly as the app uses them.
  public static let atelier = ThemeTokens(
    theme: .atelier, pairs: ContrastPairs.all, spacing: Spacing.scale,
    cornerRadii: CornerRadius.scale,
    typeScale: TypographyToken.allCases.map { ($0.rawValue, $0.size, $0.lineHeight) })
}

/// One pair's measured contrast in one appearance.
public struct PairResult: Sendable, Hashable {
  /// The pair.
  public var pair: ColorPair
  /// The appearance it was measured in.
  public var appearance: Appearance
  /// The foreground as drawn (composited over the background).
  public var foreground: RGBAColor
  /// The background.
  public var background: RGBAColor
  /// The WCAG 2.x contrast ratio.
  public var ratio: Double
  /// The APCA lightness contrast, for information.
  public var apca: Double
  /// Whether the ratio meets the pair's requirement.
  public var passes: Bool { ratio >= pair.requirement.minimumRatio }
}

/// What `theme lint` found.
public struct LintReport: Sendable {
  /// Every pair in every appearance, in ``ThemeTokens/pairs`` order, light before dark.
  public var pairs: [PairResult]
  /// The problems, in rule order.
  public var findings: [Finding]

  /// Whether any finding is an error.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// The rules of `theme lint`, each with a stable id.
public enum ThemeLintRule: String, CaseIterable, Sendable {
  /// A semantic colour has no value in an appearance.
  case undefinedColor = "undefined_color"
  /// A pair is below its WCAG 2.x AA minimum.
  case contrastMinimum = "contrast_minimum"
  /// The spacing scale does not grow strictly.
  case spacingScaleOrder = "spacing_scale_order"
  /// The corner radii do not grow strictly.
  case radiusScaleOrder = "radius_scale_order"
  /// The type scale grows from one step to the next.
  case typeScaleOrder = "type_scale_order"
  /// A type token's line height is shorter than its size.
  case lineHeight = "line_height"

  /// One line on what the rule checks.
  public var summary: String {
    switch self {
    case .undefinedColor: "Every semantic colour has a light and a dark value."
    case .contrastMinimum:
      "Every pair components draw meets WCAG 2.x AA (4.5:1 body, 3:1 large text and UI)."
    case .spacingScaleOrder: "Each spacing step is larger than the one before."
    case .radiusScaleOrder: "Each corner radius is larger than the one before."
    case .typeScaleOrder: "Each type step is no larger than the one before."
    case .lineHeight: "Each type step's line height is at least its size."
    }
  }
}

/// Checks a token set; pure, so every rule is tested with broken inputs.
public struct ThemeLinter {
  private let locator: SourceLocator

  /// A linter whose findings carry no source location.
  public init() { locator = SourceLocator() }

  /// A linter that points findings at AppTheme's sources in `sourceFolder` (printed as
  /// `displayFolder`).
  public init(sourceFolder: String, displayFolder: String) {
    locator = SourceLocator(folder: sourceFolder, displayFolder: displayFolder)
  }

  /// Runs every rule.
  public func lint(_ tokens: ThemeTokens) -> LintReport {
    var findings: [Finding] = []
    for (role, appearance) in tokens.theme.missingDefinitions {
      findings.append(
        Finding(
          ruleID: ThemeLintRule.undefinedColor.rawValue, severity: .error,
          message:
            "'\(role.rawValue)' has no \(appearance.rawValue) value; add it to the role table",
          location: locator.role(role.rawValue)))
    }
    let results = tokens.pairs.flatMap { pair in
      Appearance.allCases.map { measure(pair, in: tokens.theme, $0) }
    }
    for result in results where !result.passes {
      findings.append(contrastFinding(result))
    }
    findings += increasing(
      tokens.spacing, rule: .spacingScaleOrder, what: "spacing step", locate: locator.spacing)
    findings += increasing(
      tokens.cornerRadii, rule: .radiusScaleOrder, what: "corner radius", locate: locator.radius)
    for (previous, next) in zip(tokens.typeScale, tokens.typeScale.dropFirst())
    where next.size > previous.size {
      findings.append(
        Finding(
          ruleID: ThemeLintRule.typeScaleOrder.rawValue, severity: .error,
          message: """
            type step '\(next.name)' (\(format(next.size)) pt) is larger than '\(previous.name)' \
            (\(format(previous.size)) pt) above it; keep the scale largest first
            """,
          location: locator.typeSize(next.name)))
    }
    for step in tokens.typeScale where step.lineHeight < step.size {
      findings.append(
        Finding(
          ruleID: ThemeLintRule.lineHeight.rawValue, severity: .error,
          message: """
            type step '\(step.name)' has a line height of \(format(step.lineHeight)) pt, \
            shorter than its \(format(step.size)) pt size; lines would overlap
            """,
          location: locator.typeSize(step.name)))
    }
    return LintReport(pairs: results, findings: findings)
  }

  /// Measures one pair.
  func measure(_ pair: ColorPair, in theme: Theme, _ appearance: Appearance) -> PairResult {
    let background = theme.color(pair.background, appearance)
    let foreground = theme.color(pair.foreground, appearance).composited(over: background)
    return PairResult(
      pair: pair, appearance: appearance, foreground: foreground, background: background,
      ratio: foreground.contrastRatio(with: background),
      apca: APCA.lightnessContrast(text: foreground, background: background))
  }

  private func contrastFinding(_ result: PairResult) -> Finding {
    let pair = result.pair
    // Move the foreground away from the background: darker text on a lighter surface.
    let direction =
      result.foreground.relativeLuminance <= result.background.relativeLuminance
      ? "darker" : "lighter"
    let kind =
      switch pair.requirement {
      case .body: "body text"
      case .large: "large text"
      case .ui: "icons and UI parts"
      }
    return Finding(
      ruleID: ThemeLintRule.contrastMinimum.rawValue, severity: .error,
      message: """
        '\(pair.foreground.rawValue)' on '\(pair.background.rawValue)' in \
        \(result.appearance.rawValue) (\(pair.usage)) has contrast \
        \(ratioText(result.ratio)), below the \(ratioText(pair.requirement.minimumRatio)) \
        WCAG AA minimum for \(kind) (APCA Lc \(format(result.apca, digits: 1))); \
        use a \(direction) step for \
        '\(pair.foreground.rawValue)' or change '\(pair.background.rawValue)'
        """,
      location: locator.role(pair.foreground.rawValue))
  }

  private func increasing(
    _ scale: [(name: String, value: Double)], rule: ThemeLintRule, what: String,
    locate: (String) -> SourceLocation?
  ) -> [Finding] {
    zip(scale, scale.dropFirst()).compactMap { previous, next in
      guard next.value <= previous.value else { return nil }
      return Finding(
        ruleID: rule.rawValue, severity: .error,
        message: """
          \(what) '\(next.name)' (\(format(next.value)) pt) is not larger than \
          '\(previous.name)' (\(format(previous.value)) pt) before it; keep the scale growing
          """,
        location: locate(next.name))
    }
  }
}

/// `4.5:1`, with two decimals at most.
func ratioText(_ ratio: Double) -> String { format(ratio, digits: 2) + ":1" }

/// A number with at most `digits` decimals and no trailing zeros: `17`, `4.5`, `4.34`.
func format(_ value: Double, digits: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  return String(rounded)
}
