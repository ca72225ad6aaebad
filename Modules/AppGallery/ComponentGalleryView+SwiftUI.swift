// The gallery screen: drawn straight from ComponentCatalog. English-only by design: every
// string is `Text(verbatim:)` or a `String` value, never a localizing literal.
#if canImport(SwiftUI)
import AppLocalization
import AppTheme
public import SwiftUI

/// Every component, grouped like the catalog, with a search field; a row pushes the
/// component's ``ComponentDetailView``. It brings its own offline ``GalleryFixtures``.
public struct ComponentGalleryView: View {
  private let catalog: ComponentCatalog
  @State private var fixtures: GalleryFixtures
  @State private var query = ""

  /// Creates the gallery over `catalog` with fixtures the caller keeps (an app's gallery tab
  /// holds them in its own `@State`, so they are built once).
  public init(catalog: ComponentCatalog = .standard, fixtures: GalleryFixtures) {
    self.catalog = catalog
    self._fixtures = State(initialValue: fixtures)
  }

  /// Creates the gallery over `catalog` with fresh fixtures, for a window or a preview.
  public init(catalog: ComponentCatalog = .standard) {
    self.init(catalog: catalog, fixtures: GalleryFixtures())
  }

  /// The gallery.
  public var body: some View {
    let sections = catalog.sections(matching: query)
    NavigationStack {
      List {
        ForEach(sections) { section in
          Section {
            ForEach(section.entries) { entry in
              NavigationLink(value: entry.id) {
                VStack(alignment: .leading, spacing: Spacing.xxs) {
                  Text(verbatim: entry.name)
                    .font(.appHeadline)
                  Text(verbatim: entry.summary)
                    .font(.appFootnote)
                    .foregroundStyle(.appTextSecondary)
                }
              }
            }
          } header: {
            Text(verbatim: section.group.title)
          }
        }
      }
      .overlay {
        if sections.isEmpty {
          Text(verbatim: "No component matches \u{201C}\(query)\u{201D}.")
            .font(.appBody)
            .foregroundStyle(.appTextSecondary)
        }
      }
      .searchable(text: $query, prompt: Text(verbatim: "Search components"))
      .navigationTitle(Text(verbatim: "Components"))
      .navigationDestination(for: ComponentID.self) { id in
        if let entry = catalog.entry(id) {
          ComponentDetailView(entry: entry)
        }
      }
    }
    .environment(fixtures)
    .environment(fixtures.theme)
    .localeController(fixtures.locale)
    .preferredColorScheme(fixtures.theme.preferredColorScheme)
  }
}
#endif
