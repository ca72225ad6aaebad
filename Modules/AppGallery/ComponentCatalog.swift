import AppToast
import AppUI

/// Every component the gallery shows, as data: the gallery screen, the detail screens and the
/// generated `Documentation/Components.md` all read it (the Orbit storybook registry idea).
/// Its copy is plain English by design: none of it is a localization key.
public struct ComponentCatalog: Sendable {
  /// The entries in catalog order; sections keep this order within each group.
  public var entries: [ComponentEntry]

  /// Creates a catalog.
  public init(entries: [ComponentEntry]) {
    self.entries = entries
  }

  /// The entries grouped in ``ComponentGroup`` order; groups without entries are left out.
  public var sections: [ComponentSection] { sections(matching: "") }

  /// The sections whose entries match `query` (name, summary, group or type name, ignoring
  /// case); every section when the query is blank.
  public func sections(matching query: String) -> [ComponentSection] {
    let needle = query.trimmingWhitespace().lowercased()
    return ComponentGroup.allCases.compactMap { group in
      let matches = entries.filter { entry in
        guard entry.group == group else { return false }
        guard !needle.isEmpty else { return true }
        let haystack = [entry.name, entry.summary, entry.group.title] + entry.symbols
        return haystack.contains { $0.lowercased().contains(needle) }
      }
      return matches.isEmpty ? nil : ComponentSection(group: group, entries: matches)
    }
  }

  /// The entry for `id`, if the catalog has one.
  public func entry(_ id: ComponentID) -> ComponentEntry? {
    entries.first { $0.id == id }
  }

  /// Every public type name the entries demonstrate.
  public var symbols: Set<String> { Set(entries.flatMap(\.symbols)) }

  /// What is wrong with the catalog, one English sentence per problem: duplicate or missing
  /// ids, entries without a demo, blank copy, duplicate knobs, choices whose initial value is
  /// not an option. Empty when the catalog is sound.
  public var problems: [String] {
    var result: [String] = []
    var seen: Set<ComponentID> = []
    for entry in entries {
      let name = "'\(entry.id.rawValue)'"
      if !seen.insert(entry.id).inserted { result.append("\(name) appears more than once.") }
      if entry.name.trimmingWhitespace().isEmpty { result.append("\(name) has no name.") }
      if entry.summary.trimmingWhitespace().isEmpty { result.append("\(name) has no summary.") }
      if entry.summary.contains("\n") || entry.summary.contains("|") {
        result.append("\(name) has a summary that does not fit one table cell.")
      }
      if entry.symbols.isEmpty { result.append("\(name) names no public type.") }
      if entry.demo.knobs.isEmpty { result.append("\(name) has no demo: give it knobs.") }
      let keys = entry.demo.knobs.map(\.key)
      if Set(keys).count != keys.count { result.append("\(name) has two knobs with one key.") }
      for knob in entry.demo.knobs {
        if case .choice(let options, let initial) = knob.kind, !options.contains(initial) {
          result.append("\(name) knob '\(knob.key.rawValue)' starts outside its options.")
        }
      }
    }
    for id in ComponentID.allCases where !seen.contains(id) {
      result.append("'\(id.rawValue)' has no catalog entry.")
    }
    return result
  }
}

/// One group of the catalog with its entries: a section of the gallery and of the inventory.
public struct ComponentSection: Identifiable, Hashable, Sendable {
  /// The group.
  public var group: ComponentGroup
  /// Its entries, in catalog order.
  public var entries: [ComponentEntry]
  /// The group identifies the section.
  public var id: ComponentGroup { group }
}

extension ComponentCatalog {
  /// The Atelier components: every public view of AppUI, the toast and the haptics.
  public static let standard = ComponentCatalog(entries: [
    ComponentEntry(
      id: .button, name: "Button",
      summary: "The branded button in four variants, two sizes, loading and disabled states.",
      group: .controls, module: "AppUI", symbols: ["AppButton"],
      demo: ComponentDemo(knobs: [
        .text(.title, "Title", initial: "Continue"),
        .choice(.variant, "Variant", AppButtonVariant.allCases, initial: .primary),
        .choice(.size, "Size", AppButtonSize.allCases, initial: .regular),
        .toggle(.icon, "Icon"),
        .toggle(.loading, "Loading"),
        .toggle(.disabled, "Disabled"),
        .toggle(.fullWidth, "Full width"),
      ])),
    ComponentEntry(
      id: .themeToggle, name: "Theme toggle",
      summary: "A System, Light or Dark picker bound to the app's ThemeController.",
      group: .controls, module: "AppUI", symbols: ["ThemeToggle"],
      demo: ComponentDemo(
        knobs: [.toggle(.disabled, "Disabled")], fixtures: [.inMemoryTheme])),
    ComponentEntry(
      id: .haptics, name: "Haptics",
      summary: "Intent-named haptic feedback that respects the user's haptics switch.",
      group: .controls, module: "AppHaptics", symbols: ["Haptics"],
      demo: ComponentDemo(knobs: [
        .choice(.variant, "Feedback", DemoHaptic.allCases, initial: .success),
        .toggle(.disabled, "Haptics switched off"),
      ])),
    ComponentEntry(
      id: .textField, name: "Text field",
      summary:
        "A labelled field with an icon, secure entry with a reveal toggle and inline errors.",
      group: .inputs, module: "AppUI", symbols: ["AppTextField"],
      demo: ComponentDemo(knobs: [
        .text(.title, "Label", initial: "Email"),
        .text(.message, "Error message", initial: "Enter a valid email address."),
        .toggle(.icon, "Icon", initial: true),
        .toggle(.secure, "Secure entry"),
        .toggle(.error, "Show error"),
      ])),
    ComponentEntry(
      id: .passwordStrength, name: "Password strength",
      summary: "A three-segment bar that rates a password as it is typed, and says why.",
      group: .inputs, module: "AppUI", symbols: ["PasswordStrengthBar"],
      demo: ComponentDemo(knobs: [.text(.title, "Password", initial: "correct horse")])),
    ComponentEntry(
      id: .otpInput, name: "One-time code",
      summary: "Digit cells for a verification code, with paste and autofill.",
      group: .inputs, module: "AppUI", symbols: ["OTPInputView"],
      demo: ComponentDemo(knobs: [
        .choice(.length, "Length", DemoCodeLength.allCases, initial: .six)
      ])),
    ComponentEntry(
      id: .card, name: "Card",
      summary: "A rounded surface that groups related content.",
      group: .containers, module: "AppUI", symbols: ["AppCard"],
      demo: ComponentDemo(knobs: [
        .text(.title, "Title", initial: "Weekly summary"),
        .text(.message, "Body", initial: "Twelve tasks done, three to go."),
      ])),
    ComponentEntry(
      id: .sectionHeader, name: "Section header",
      summary: "An uppercased caption above a group of rows, in the language's casing rules.",
      group: .containers, module: "AppUI", symbols: ["SectionHeader"],
      demo: ComponentDemo(knobs: [.text(.title, "Title", initial: "Recent activity")])),
    ComponentEntry(
      id: .flowLayout, name: "Flow layout",
      summary: "A layout that wraps tags and badges onto new lines.",
      group: .containers, module: "AppUI", symbols: ["FlowLayout"],
      demo: ComponentDemo(knobs: [
        .choice(.variant, "Alignment", FlowAlignment.allCases, initial: .leading),
        .choice(.count, "Items", DemoItemCount.allCases, initial: .several),
      ])),
    ComponentEntry(
      id: .loadingState, name: "Loading state",
      summary: "A spinner with an optional message while a screen loads.",
      group: .feedback, module: "AppUI", symbols: ["LoadingState"],
      demo: ComponentDemo(knobs: [
        .toggle(.message, "Custom message"),
        .text(.title, "Message", initial: "Fetching your projects"),
      ])),
    ComponentEntry(
      id: .errorState, name: "Error state",
      summary: "An error message with an optional retry button.",
      group: .feedback, module: "AppUI", symbols: ["ErrorState"],
      demo: ComponentDemo(knobs: [
        .text(.message, "Message", initial: "The server did not answer."),
        .toggle(.action, "Retry button", initial: true),
      ])),
    ComponentEntry(
      id: .emptyState, name: "Empty state",
      summary: "An icon, a title and an optional action for loaded but empty data.",
      group: .feedback, module: "AppUI", symbols: ["EmptyState"],
      demo: ComponentDemo(knobs: [
        .toggle(.title, "Custom title", initial: true),
        .text(.message, "Title", initial: "No projects yet"),
        .toggle(.action, "Action button"),
      ])),
    ComponentEntry(
      id: .offlineBanner, name: "Offline banner",
      summary: "A slim banner at the top of the screen while the device is offline.",
      group: .feedback, module: "AppUI", symbols: ["OfflineBanner"],
      demo: ComponentDemo(
        knobs: [.choice(.network, "Network", DemoNetwork.allCases, initial: .offline)],
        fixtures: [.networkFixture])),
    ComponentEntry(
      id: .toast, name: "Toast",
      summary: "A short message over the screen that dismisses itself after a few seconds.",
      group: .feedback, module: "AppToast", symbols: ["ToastHost", "ToastController"],
      demo: ComponentDemo(
        knobs: [
          .text(.message, "Message", initial: "Changes saved"),
          .choice(.variant, "Variant", ToastVariant.allCases, initial: .success),
        ],
        fixtures: [.manualClock])),
    ComponentEntry(
      id: .remoteImage, name: "Remote image",
      summary: "An image loaded from a URL with a placeholder, a spinner and a failure view.",
      group: .media, module: "AppUI", symbols: ["RemoteImage"],
      demo: ComponentDemo(
        knobs: [
          .choice(.source, "Source", DemoImageSource.allCases, initial: .bundled),
          .choice(.contentMode, "Content mode", DemoContentMode.allCases, initial: .fill),
        ],
        fixtures: [.bundledImage])),
  ])
}

extension String {
  /// The string without leading and trailing spaces and newlines (no Foundation needed).
  func trimmingWhitespace() -> String {
    let characters = Array(self)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }
}
