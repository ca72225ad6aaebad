/// The raw palette: every colour the theme may use, named by hue and lightness step.
///
/// Components never use these directly; they ask for a ``SemanticColor`` and the ``Theme`` maps
/// it to a palette entry per ``Appearance``. Restyling the app means editing this table and the
/// role table in ``Theme/atelier``, never a component. Steps run from `50` (lightest) to `950`
/// (darkest), as in most design systems, so designers and the web share the vocabulary.
public enum PaletteColor: String, CaseIterable, Sendable, Codable {
  /// Pure white.
  case white
  /// Pure black.
  case black
  /// Cool neutral, lightest step.
  case slate50
  /// Cool neutral.
  case slate100
  /// Cool neutral.
  case slate200
  /// Cool neutral.
  case slate300
  /// Cool neutral.
  case slate400
  /// Cool neutral.
  case slate500
  /// Cool neutral between 500 and 600: the quietest text that still reads at 4.5:1 on
  /// slate-100 (slate-500 only reaches 4.3:1 there).
  case slate550
  /// Cool neutral.
  case slate600
  /// Cool neutral.
  case slate700
  /// Cool neutral.
  case slate800
  /// Cool neutral.
  case slate900
  /// Cool neutral, darkest step.
  case slate950
  /// The brand hue, lightest step.
  case indigo100
  /// The brand hue.
  case indigo300
  /// The brand hue.
  case indigo400
  /// The brand hue.
  case indigo500
  /// The brand hue.
  case indigo600
  /// The brand hue.
  case indigo700
  /// The brand hue, darkest step.
  case indigo950
  /// The secondary hue.
  case teal300
  /// The secondary hue.
  case teal400
  /// The secondary hue.
  case teal700
  /// The secondary hue.
  case teal800
  /// Destructive and error red.
  case red300
  /// Destructive and error red.
  case red400
  /// Destructive and error red.
  case red700
  /// Destructive and error red.
  case red800
  /// Success green.
  case green300
  /// Success green.
  case green400
  /// Success green.
  case green700
  /// Success green.
  case green800
  /// Warning amber.
  case amber300
  /// Warning amber.
  case amber400
  /// Warning amber.
  case amber700
  /// Warning amber.
  case amber800
  /// Informational blue.
  case blue300
  /// Informational blue.
  case blue400
  /// Informational blue.
  case blue700
  /// Informational blue.
  case blue800

  /// The colour's `0xRRGGBB` value.
  public var hex: UInt32 {
    switch self {
    case .white: 0xFFFFFF
    case .black: 0x000000
    case .slate50: 0xF8FAFC
    case .slate100: 0xF1F5F9
    case .slate200: 0xE2E8F0
    case .slate300: 0xCBD5E1
    case .slate400: 0x94A3B8
    case .slate500: 0x64748B
    case .slate550: 0x5B6B7F
    case .slate600: 0x475569
    case .slate700: 0x334155
    case .slate800: 0x1E293B
    case .slate900: 0x0F172A
    case .slate950: 0x020617
    case .indigo100: 0xE0E7FF
    case .indigo300: 0xA5B4FC
    case .indigo400: 0x818CF8
    case .indigo500: 0x6366F1
    case .indigo600: 0x4F46E5
    case .indigo700: 0x4338CA
    case .indigo950: 0x1E1B4B
    case .teal300: 0x5EEAD4
    case .teal400: 0x2DD4BF
    case .teal700: 0x0F766E
    case .teal800: 0x115E59
    case .red300: 0xFCA5A5
    case .red400: 0xF87171
    case .red700: 0xB91C1C
    case .red800: 0x991B1B
    case .green300: 0x86EFAC
    case .green400: 0x4ADE80
    case .green700: 0x15803D
    case .green800: 0x166534
    case .amber300: 0xFCD34D
    case .amber400: 0xFBBF24
    case .amber700: 0xB45309
    case .amber800: 0x92400E
    case .blue300: 0x93C5FD
    case .blue400: 0x60A5FA
    case .blue700: 0x1D4ED8
    case .blue800: 0x1E40AF
    }
  }

  /// The colour as an opaque ``RGBAColor``.
  public var rgba: RGBAColor { RGBAColor(hex: hex) }
}
