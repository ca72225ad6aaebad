public import AppHaptics

/// The demos' sample copy and captions, in plain English: the gallery is English-only by
/// design, so none of this is a localization key or reaches the String Catalog.
public enum DemoSamples {
  /// Tags for the flow layout demo, of varied widths, including one long enough to wrap.
  public static let allTags = [
    "Swift", "Design", "Accessibility", "RTL", "Dark mode", "Dynamic Type", "Haptics",
    "Offline first", "Localization", "Nine languages", "Tokens", "WCAG AA", "VoiceOver",
    "Reduce Motion", "Catalogs", "XLIFF", "Plurals", "Components", "Gallery",
    "A deliberately long tag that needs a line of its own",
  ]

  /// The first `count` tags (all of them when `count` exceeds the list).
  public static func tags(count: Int) -> [String] {
    Array(allTags.prefix(max(count, 0)))
  }

  /// The button demo's SF Symbol.
  public static let buttonSymbol = "arrow.right.circle.fill"
  /// The text field demo's SF Symbol.
  public static let fieldSymbol = "envelope"
  /// The empty state demo's SF Symbol.
  public static let emptySymbol = "tray"
  /// The empty state demo's action.
  public static let emptyActionTitle = "Create project"
  /// What the fixture image shows, for VoiceOver.
  public static let imageDescription = "A blue-to-pink gradient with a light disc"
  /// The toast demo's show button.
  public static let showToastTitle = "Show toast"
  /// The toast demo's one-second step.
  public static let advanceTitle = "Advance 1 s"
  /// The toast demo's jump to the dismissal.
  public static let dismissTitle = "Advance to timer"

  /// "Tapped 3 times", "Not tapped yet".
  public static func tapCaption(_ taps: Int) -> String {
    switch taps {
    case 0: "Not tapped yet"
    case 1: "Tapped once"
    default: "Tapped \(taps) times"
    }
  }

  /// "Retried twice", "No retry yet".
  public static func retryCaption(_ retries: Int) -> String {
    switch retries {
    case 0: "No retry yet"
    case 1: "Retried once"
    case 2: "Retried twice"
    default: "Retried \(retries) times"
    }
  }

  /// The haptics demo's play button ("Play success").
  public static func playTitle(_ haptic: DemoHaptic) -> String {
    "Play \(DemoKnob.label(forOption: haptic.rawValue).lowercased())"
  }

  /// What played, newest first, at most five ("Played 2: success, selection").
  public static func hapticsCaption(_ played: [HapticFeedback]) -> String {
    guard !played.isEmpty else { return "Nothing played yet" }
    let names = played.suffix(5).reversed().map(name(of:))
    return "Played \(played.count): " + names.joined(separator: ", ")
  }

  /// The intent name of `feedback` ("medium", "warning", "selection").
  public static func name(of feedback: HapticFeedback) -> String {
    switch feedback {
    case .selection: "selection"
    case .impact(let style): style.rawValue
    case .notification(let kind): kind.rawValue
    }
  }

  /// The one-time-code demo's caption.
  public static func codeCaption(_ completed: String?) -> String {
    completed.map { "Completed: \($0)" } ?? "Type or paste a code"
  }

  /// The offline banner demo's caption.
  public static func networkCaption(isOnline: Bool) -> String {
    isOnline ? "Online: the banner is hidden." : "Offline: the banner shows."
  }

  /// The toast demo's clock ("Clock: 2.5 s"), to a tenth of a second.
  public static func clockCaption(_ elapsed: Duration) -> String {
    let tenths = elapsed / .milliseconds(100)
    let whole = Int(tenths) / 10
    let fraction = Int(tenths) % 10
    return fraction == 0 ? "Clock: \(whole) s" : "Clock: \(whole).\(fraction) s"
  }
}
