// Each component's live demo. The switch is exhaustive over ComponentID, so a new component
// cannot ship without a demo; every value comes from DemoValues and GalleryFixtures.
// English-only by design: every string is `Text(verbatim:)` or a `String` value.
#if canImport(SwiftUI)
import AppHaptics
import AppNetwork
import AppTheme
import AppToast
import AppUI
public import SwiftUI

/// The live demo of `entry`, drawn from the knob `values`, on the environment's
/// ``GalleryFixtures``.
public struct ComponentDemoView: View {
  private let entry: ComponentEntry
  private let values: DemoValues
  @Environment(GalleryFixtures.self) private var fixtures

  /// Creates the demo of `entry` with the knob `values`.
  public init(entry: ComponentEntry, values: DemoValues) {
    self.entry = entry
    self.values = values
  }

  /// The demo.
  public var body: some View {
    switch entry.id {
    case .button:
      ButtonDemo(values: values, haptics: fixtures.haptics)
    case .themeToggle:
      ThemeToggle(haptics: fixtures.haptics)
        .disabled(values.isOn(.disabled))
    case .haptics:
      HapticsDemo(values: values, fixtures: fixtures)
    case .textField:
      TextFieldDemo(values: values)
    case .passwordStrength:
      VStack(alignment: .leading, spacing: Spacing.xs) {
        PasswordStrengthBar(password: values.text(.title))
        let lines = DemoSamples.passwordExplanation(
          PasswordStrengthEstimator.estimate(values.text(.title)))
        ForEach(Array(lines.enumerated()), id: \.offset) { line in
          Text(verbatim: line.element)
            .font(.appFootnote)
        }
      }
    case .otpInput:
      OTPDemo(length: values.choice(.length, or: DemoCodeLength.six).length)
    case .card:
      AppCard {
        VStack(alignment: .leading, spacing: Spacing.xs) {
          Text(verbatim: values.text(.title))
            .font(.appHeadline)
          Text(verbatim: values.text(.message))
            .font(.appBody)
        }
      }
    case .sectionHeader:
      SectionHeader(values.text(.title))
    case .flowLayout:
      FlowLayout(alignment: values.choice(.variant, or: FlowAlignment.leading)) {
        ForEach(
          DemoSamples.tags(count: values.choice(.count, or: DemoItemCount.several).count),
          id: \.self
        ) { tag in
          Text(verbatim: tag)
            .font(.appFootnote)
            .padding(.horizontal, Spacing.s)
            .padding(.vertical, Spacing.xs)
            .background(Capsule().fill(.appGroupedSurface))
        }
      }
    case .loadingState:
      LoadingState(message: values.isOn(.message) ? values.text(.title) : nil)
    case .errorState:
      ErrorStateDemo(values: values)
    case .emptyState:
      EmptyStateDemo(values: values)
    case .offlineBanner:
      OfflineBannerDemo(
        observer: fixtures.observer(for: values.choice(.network, or: DemoNetwork.offline)))
    case .toast:
      ToastDemo(values: values, fixtures: fixtures)
    case .remoteImage:
      RemoteImage(
        url: fixtures.imageURL(for: values.choice(.source, or: DemoImageSource.bundled)),
        contentMode: values.choice(.contentMode, or: DemoContentMode.fill) == .fill ? .fill : .fit,
        accessibilityLabel: DemoSamples.imageDescription
      )
      .frame(width: 200, height: 200)
      .clipShape(RoundedRectangle(cornerRadius: CornerRadius.large, style: .continuous))
    }
  }
}

/// A button that counts its taps.
private struct ButtonDemo: View {
  let values: DemoValues
  let haptics: Haptics
  @State private var taps = 0

  var body: some View {
    VStack(spacing: Spacing.m) {
      AppButton(
        values.text(.title), variant: values.choice(.variant, or: AppButtonVariant.primary),
        size: values.choice(.size, or: AppButtonSize.regular),
        icon: values.isOn(.icon) ? DemoSamples.buttonSymbol : nil,
        isLoading: values.isOn(.loading), isDisabled: values.isOn(.disabled),
        fullWidth: values.isOn(.fullWidth), haptics: haptics
      ) {
        taps += 1
      }
      Text(verbatim: DemoSamples.tapCaption(taps))
        .font(.appFootnote)
        .foregroundStyle(.appTextSecondary)
    }
  }
}

/// Plays the chosen haptic and lists what played (a Mac has no haptic hardware).
private struct HapticsDemo: View {
  let values: DemoValues
  let fixtures: GalleryFixtures

  var body: some View {
    let haptic = values.choice(.variant, or: DemoHaptic.success)
    VStack(spacing: Spacing.m) {
      AppButton(DemoSamples.playTitle(haptic), haptics: fixtures.haptics) {
        fixtures.play(haptic, isEnabled: !values.isOn(.disabled))
      }
      Text(verbatim: DemoSamples.hapticsCaption(fixtures.playedHaptics))
        .font(.appFootnote)
        .foregroundStyle(.appTextSecondary)
    }
  }
}

/// A field that owns its text.
private struct TextFieldDemo: View {
  let values: DemoValues
  @State private var text = ""

  var body: some View {
    AppTextField(
      values.text(.title), text: $text, icon: values.isOn(.icon) ? DemoSamples.fieldSymbol : nil,
      isSecure: values.isOn(.secure),
      errorMessage: values.isOn(.error) ? values.text(.message) : nil)
  }
}

/// The code cells and the last completed code.
private struct OTPDemo: View {
  let length: Int
  @State private var code = ""
  @State private var completed: String?

  var body: some View {
    VStack(spacing: Spacing.m) {
      OTPInputView(code: $code, length: length) { completed = $0 }
        .id(length)
      Text(verbatim: DemoSamples.codeCaption(completed))
        .font(.appFootnote)
        .foregroundStyle(.appTextSecondary)
    }
  }
}

/// The error state, counting retries.
private struct ErrorStateDemo: View {
  let values: DemoValues
  @State private var retries = 0

  var body: some View {
    VStack(spacing: Spacing.m) {
      ErrorState(
        message: values.text(.message), retry: values.isOn(.action) ? { retries += 1 } : nil)
      Text(verbatim: DemoSamples.retryCaption(retries))
        .font(.appFootnote)
        .foregroundStyle(.appTextSecondary)
    }
  }
}

/// The empty state with an optional title and action.
private struct EmptyStateDemo: View {
  let values: DemoValues
  @State private var actions = 0

  var body: some View {
    EmptyState(
      icon: DemoSamples.emptySymbol, title: values.isOn(.title) ? values.text(.message) : nil,
      actionTitle: values.isOn(.action) ? DemoSamples.emptyActionTitle : nil,
      action: values.isOn(.action) ? { actions += 1 } : nil)
  }
}

/// The banner over a fixture network, with what the network says.
private struct OfflineBannerDemo: View {
  let observer: NetworkObserver

  var body: some View {
    VStack(spacing: Spacing.m) {
      OfflineBanner()
      Text(verbatim: DemoSamples.networkCaption(isOnline: observer.isOnline))
        .font(.appFootnote)
        .foregroundStyle(.appTextSecondary)
    }
    .environment(observer)
  }
}

/// Shows a toast on the manual clock and steps time by hand.
private struct ToastDemo: View {
  let values: DemoValues
  let fixtures: GalleryFixtures

  var body: some View {
    ZStack(alignment: .top) {
      VStack(spacing: Spacing.s) {
        AppButton(DemoSamples.showToastTitle, haptics: fixtures.haptics) {
          fixtures.showToast(
            values.text(.message), variant: values.choice(.variant, or: ToastVariant.success))
        }
        HStack(spacing: Spacing.s) {
          AppButton(DemoSamples.advanceTitle, variant: .secondary, size: .compact) {
            fixtures.advanceClock(by: .seconds(1))
          }
          AppButton(DemoSamples.dismissTitle, variant: .secondary, size: .compact) {
            fixtures.advanceClockToNextTimer()
          }
        }
        Text(verbatim: DemoSamples.clockCaption(fixtures.elapsed))
          .font(.appFootnote)
          .foregroundStyle(.appTextSecondary)
      }
      .padding(.top, 72)
      ToastHost(controller: fixtures.toast)
    }
    .frame(minHeight: 220)
  }
}
#endif
