import AppClock
public import AppHaptics
public import Observation

/// Shows one toast at a time, app-wide: fire it from anywhere with
/// `env.toast.show(locale.t("todos.cleared"), variant: .success)`; `ToastHost` draws it.
///
/// Timing rules, tested with a manual clock to the millisecond:
/// - a toast dismisses itself after its duration (3 seconds unless the call says otherwise),
///   on tap, or when `dismiss()` is called;
/// - a new toast replaces the visible one and cancels its timer; each timer also checks that
///   its toast is still the one on screen, so a stale timer can never dismiss a newer toast.
@MainActor @Observable
public final class ToastController {
  /// How long a toast stays when `show` is not told otherwise.
  public static let defaultDuration: Duration = .seconds(3)

  /// The toast on screen, or `nil`.
  public private(set) var current: ToastMessage?

  @ObservationIgnored private let haptics: Haptics
  @ObservationIgnored private let clock: ClockDriver
  @ObservationIgnored private var nextID: UInt64 = 0
  /// The timer of the current toast; tests await it after advancing their clock.
  @ObservationIgnored var dismissalTask: Task<Void, Never>?

  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - haptics: Where success and error toasts play their haptic.
  ///   - clock: The clock the dismissal timers sleep on; a manual clock in tests.
  public init<C: Clock<Duration>>(haptics: Haptics, clock: C) {
    self.haptics = haptics
    self.clock = ClockDriver(clock)
  }

  /// Creates a controller whose timers run on the real (continuous) clock.
  public convenience init(haptics: Haptics = .shared) {
    self.init(haptics: haptics, clock: ContinuousClock())
  }

  /// Shows `message`, replacing any visible toast, and plays the variant's haptic.
  ///
  /// - Parameters:
  ///   - message: Already localized text.
  ///   - variant: Chooses icon, tint and haptic.
  ///   - duration: How long the toast stays; zero or less dismisses it on the next turn.
  public func show(
    _ message: String, variant: ToastVariant = .info,
    duration: Duration = ToastController.defaultDuration
  ) {
    dismissalTask?.cancel()
    nextID += 1
    let toast = ToastMessage(id: nextID, message: message, variant: variant, duration: duration)
    current = toast
    if let haptic = variant.haptic { haptics.play(haptic) }

    let deadline = clock.elapsed() + duration
    let clock = self.clock
    dismissalTask = Task { [weak self] in
      do { try await clock.sleepUntil(deadline) } catch { return }
      self?.dismiss(id: toast.id)
    }
  }

  /// Dismisses the visible toast, if any, and cancels its timer.
  public func dismiss() {
    dismissalTask?.cancel()
    dismissalTask = nil
    current = nil
  }

  /// The user tapped the toast: it goes away at once.
  public func tap() {
    dismiss()
  }

  /// Dismisses the toast `id` only if it is still the one on screen.
  private func dismiss(id: UInt64) {
    guard current?.id == id else { return }
    dismissalTask = nil
    current = nil
  }
}

extension ToastController {
  /// A controller with silent haptics that shows `message`, for previews and the gallery.
  public static func preview(
    _ message: String? = nil, variant: ToastVariant = .success
  ) -> ToastController {
    let controller = ToastController(haptics: Haptics(engine: .noop))
    if let message { controller.show(message, variant: variant, duration: .seconds(3_600)) }
    return controller
  }
}
