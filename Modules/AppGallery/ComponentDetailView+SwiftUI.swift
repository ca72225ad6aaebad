// A component's detail screen: the live demo, its knobs and the presentation settings.
// English-only by design: every string is `Text(verbatim:)` or a `String` value.
#if canImport(SwiftUI)
import AppTheme
public import SwiftUI

/// One component's interactive demo: the preview on top (drawn in the chosen appearance, text
/// size and direction), the knobs that change its variant and state below, then what it is.
/// Expects the environment ``ComponentGalleryView`` sets up (``GalleryFixtures`` and the
/// controllers in it).
public struct ComponentDetailView: View {
  private let entry: ComponentEntry
  @State private var values: DemoValues
  @State private var settings = GalleryPreviewSettings()
  @Environment(\.colorScheme) private var systemColorScheme

  /// Creates the detail screen of `entry`.
  public init(entry: ComponentEntry) {
    self.entry = entry
    self._values = State(initialValue: DemoValues(demo: entry.demo))
  }

  /// The screen.
  public var body: some View {
    Form {
      Section {
        ComponentDemoView(entry: entry, values: values)
          .frame(maxWidth: .infinity, minHeight: 160)
          .padding(Spacing.m)
          .background(.appGroupedBackground)
          .dynamicTypeSize(settings.textSize.dynamicTypeSize)
          .environment(\.layoutDirection, settings.isRightToLeft ? .rightToLeft : .leftToRight)
          .environment(\.colorScheme, settings.appearance?.colorScheme ?? systemColorScheme)
      } header: {
        Text(verbatim: "Preview")
      } footer: {
        Text(verbatim: settings.caption)
      }

      Section {
        ForEach(entry.demo.knobs) { knob in
          DemoKnobRow(knob: knob, values: $values)
        }
        if !values.isInitial {
          Button {
            values.reset()
          } label: {
            Text(verbatim: "Reset demo")
          }
        }
      } header: {
        Text(verbatim: "Demo")
      }

      Section {
        Picker(selection: $settings.appearance) {
          Text(verbatim: "System").tag(Appearance?.none)
          ForEach(Appearance.allCases, id: \.self) { appearance in
            Text(verbatim: DemoKnob.label(forOption: appearance.rawValue))
              .tag(Appearance?.some(appearance))
          }
        } label: {
          Text(verbatim: "Appearance")
        }
        Picker(selection: $settings.textSize) {
          ForEach(DemoTextSize.allCases, id: \.self) { size in
            Text(verbatim: size.title).tag(size)
          }
        } label: {
          Text(verbatim: "Text size")
        }
        Toggle(isOn: $settings.isRightToLeft) {
          Text(verbatim: "Right to left")
        }
        if settings.isCustomized {
          Button {
            settings = GalleryPreviewSettings()
          } label: {
            Text(verbatim: "Reset presentation")
          }
        }
      } header: {
        Text(verbatim: "Presentation")
      }

      Section {
        Text(verbatim: entry.summary)
        LabeledContent {
          Text(verbatim: entry.symbols.joined(separator: ", "))
        } label: {
          Text(verbatim: "Types")
        }
        LabeledContent {
          Text(verbatim: entry.module)
        } label: {
          Text(verbatim: "Module")
        }
        ForEach(entry.demo.fixtures, id: \.self) { fixture in
          Text(verbatim: fixture.summary)
            .font(.appFootnote)
            .foregroundStyle(.appTextSecondary)
        }
      } header: {
        Text(verbatim: "About")
      }
    }
    .navigationTitle(Text(verbatim: entry.name))
  }
}

/// One knob: a switch, a picker or a text field bound to the demo's values.
private struct DemoKnobRow: View {
  let knob: DemoKnob
  @Binding var values: DemoValues

  var body: some View {
    switch knob.kind {
    case .toggle:
      Toggle(
        isOn: Binding(get: { values.isOn(knob.key) }, set: { values.setOn(knob.key, $0) })
      ) {
        Text(verbatim: knob.label)
      }
    case .choice(let options, _):
      Picker(
        selection: Binding(
          get: { values.choice(knob.key) ?? "" }, set: { values.choose(knob.key, $0) })
      ) {
        ForEach(options, id: \.self) { option in
          Text(verbatim: DemoKnob.label(forOption: option)).tag(option)
        }
      } label: {
        Text(verbatim: knob.label)
      }
    case .text:
      TextField(
        text: Binding(get: { values.text(knob.key) }, set: { values.setText(knob.key, $0) })
      ) {
        Text(verbatim: knob.label)
      }
    }
  }
}

extension DemoTextSize {
  /// SwiftUI's Dynamic Type size of the same name.
  var dynamicTypeSize: DynamicTypeSize {
    switch self {
    case .xSmall: .xSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .xLarge: .xLarge
    case .xxLarge: .xxLarge
    case .xxxLarge: .xxxLarge
    case .accessibility1: .accessibility1
    case .accessibility2: .accessibility2
    case .accessibility3: .accessibility3
    case .accessibility4: .accessibility4
    case .accessibility5: .accessibility5
    }
  }
}
#endif
