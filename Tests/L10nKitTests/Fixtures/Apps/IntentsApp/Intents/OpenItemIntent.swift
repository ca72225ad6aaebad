// A fixture of l10n's tests, written for them.
import AppIntents

struct OpenItemIntent: AppIntent {
  static var title: LocalizedStringResource = "Open Item"
  static var description = IntentDescription("Opens an item in the app.")

  @Parameter(title: "Item Name", description: "The name of the item to open.")
  var name: String

  @Parameter(title: "Kind")
  var kind: ItemKind

  static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$name) as \(\.$kind)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard !name.isEmpty else {
      throw $name.needsValueError("Which item?")
    }
    return .result(dialog: "Opened \(name).")
  }
}

enum ItemKind: String, AppEnum {
  case note, photo

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Item Kind"
  static var caseDisplayRepresentations: [ItemKind: DisplayRepresentation] = [
    .note: "Note",
    .photo: DisplayRepresentation(title: "Photo", subtitle: "An image"),
  ]
}

struct ItemShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenItemIntent(), phrases: ["Open an item in \(.applicationName)"],
      shortTitle: "Open Item", systemImageName: "doc")
  }
}
