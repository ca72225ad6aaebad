public import AppClock
public import AppHaptics
public import AppLocalization
public import AppNetwork
public import AppTheme
public import AppToast
public import Foundation
public import Observation

/// The offline stand-ins every demo runs on: no network, no key, no persisted preference, and
/// time that moves only when the toast demo advances it. The gallery creates one and puts its
/// controllers into the SwiftUI environment.
@MainActor @Observable
public final class GalleryFixtures {
  /// English text for the components' own (localized) copy.
  public let locale: LocaleController
  /// The theme preference, kept in memory.
  public let theme: ThemeController
  /// The clock the toast demo's timers sleep on.
  public let clock: ManualClock
  /// The toast demo's controller, on ``clock``.
  public let toast: ToastController
  /// Haptics that play on the device (where it has haptics) and are logged in ``playedHaptics``
  /// so the demo shows what played on a Mac too.
  public let haptics: Haptics
  /// Every haptic played through ``haptics``, oldest first.
  public private(set) var playedHaptics: [HapticFeedback] = []

  @ObservationIgnored private var observers: [DemoNetwork: NetworkObserver] = [:]

  /// Creates the fixtures.
  ///
  /// - Parameters:
  ///   - locale: The text of the components' own copy (English by default).
  ///   - hapticsEngine: Where haptics go besides the log: the platform's by default, `.noop`
  ///     in tests.
  public init(locale: LocaleController? = nil, hapticsEngine: HapticsEngine? = nil) {
    let clock = ManualClock()
    let engine = hapticsEngine ?? Haptics.shared.engine
    self.locale = locale ?? .preview()
    self.theme = ThemeController(store: .inMemory(.system))
    self.clock = clock
    let log = HapticsLogBox()
    let haptics = Haptics(
      engine: HapticsEngine(
        prepare: { engine.prepare($0) },
        play: { feedback in
          log.owner?.playedHaptics.append(feedback)
          engine.play(feedback)
        }))
    self.haptics = haptics
    self.toast = ToastController(haptics: haptics, clock: clock)
    log.owner = self
  }

  /// The network observer for `network`, created on first use and kept: the flapping one
  /// starts its fixture monitor then.
  public func observer(for network: DemoNetwork) -> NetworkObserver {
    if let existing = observers[network] { return existing }
    let observer: NetworkObserver =
      switch network {
      case .online: .online
      case .offline: .offline
      case .flapping: .flapping
      }
    observers[network] = observer
    return observer
  }

  /// Plays `haptic` as the haptics demo does, with the user's switch `isEnabled`.
  public func play(_ haptic: DemoHaptic, isEnabled: Bool) {
    haptics.isEnabled = isEnabled
    haptics.play(haptic.feedback)
    haptics.isEnabled = true
  }

  /// Forgets the played haptics.
  public func clearHaptics() {
    playedHaptics = []
  }

  /// Shows the toast demo's message; it stays until the clock is advanced past its duration.
  public func showToast(_ message: String, variant: ToastVariant) {
    toast.show(message, variant: variant)
  }

  /// Moves the toast demo's clock by `duration`, firing the timers that come due.
  public func advanceClock(by duration: Duration) {
    clock.advance(by: duration)
    elapsed = clock.now.offset
  }

  /// Moves the toast demo's clock to its next timer (the toast's dismissal), if one is set.
  public func advanceClockToNextTimer() {
    clock.advanceToNextDeadline()
    elapsed = clock.now.offset
  }

  /// How far the toast demo's clock has advanced, for its caption.
  public private(set) var elapsed: Duration = .zero

  /// The URL the `RemoteImage` demo loads for `source`; none of them touches the network.
  public func imageURL(for source: DemoImageSource) -> URL? {
    switch source {
    case .bundled: GalleryFixtureImage.dataURL
    case .missing: GalleryFixtureImage.missingURL
    case .noURL: nil
    }
  }

  /// Shuts down what runs in the background (the flapping network monitor).
  public func stop() {
    for observer in observers.values { observer.stop() }
  }
}

/// Lets the haptics engine's closure reach the fixtures created after it.
@MainActor
private final class HapticsLogBox {
  weak var owner: GalleryFixtures?
}
