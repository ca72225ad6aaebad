import AppClock
import AppHaptics
import AppTheme
import Testing

@testable import AppToast

@MainActor
@Suite("ToastController timing, driven by a manual clock to the millisecond")
struct ToastControllerTests {
  let clock = ManualClock()
  let recorder = RecordingHapticsEngine()
  let controller: ToastController

  init() {
    controller = ToastController(haptics: Haptics(engine: recorder.engine), clock: clock)
  }

  /// Lets the timer that the clock just woke finish its work.
  func settle() async {
    await controller.dismissalTask?.value
  }

  @Test("a toast stays exactly three seconds by default")
  func defaultDuration() async {
    controller.show("Saved", variant: .success)
    clock.advance(by: .milliseconds(2_999))
    #expect(controller.current?.message == "Saved")
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test(
    "a per-call duration overrides the default, to the millisecond",
    arguments: [1, 250, 1_500, 10_000])
  func customDuration(milliseconds: Int) async {
    controller.show("Copied", duration: .milliseconds(milliseconds))
    #expect(controller.current?.duration == .milliseconds(milliseconds))
    clock.advance(by: .milliseconds(milliseconds - 1))
    #expect(controller.current != nil)
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
  }

  @Test("a new toast replaces the visible one; the old timer can no longer dismiss it")
  func replacementCancelsOldTimer() async {
    controller.show("First")
    clock.advance(by: .milliseconds(2_000))
    controller.show("Second", variant: .error)
    #expect(controller.current?.message == "Second")
    // The first timer was cancelled: at most the second one is asleep.
    #expect(clock.sleeperCount <= 1)
    // 3000 ms: the first toast's deadline passes without effect.
    clock.advance(by: .milliseconds(1_000))
    #expect(controller.current?.message == "Second")
    // 4999 ms: one millisecond before the second toast's deadline.
    clock.advance(by: .milliseconds(1_999))
    #expect(controller.current?.message == "Second")
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test("a timer that already fired, but has not run yet, cannot dismiss the newer toast")
  func firedTimerChecksIdentity() async {
    controller.show("First", duration: .milliseconds(10))
    let firstTimer = controller.dismissalTask
    #expect(await clock.waitForSleepers(1))
    // The first timer wakes, but this test holds the main actor, so it has not acted yet.
    clock.advance(by: .milliseconds(10))
    controller.show("Second")
    await firstTimer?.value
    #expect(controller.current?.message == "Second")
    clock.advance(by: .milliseconds(2_999))
    #expect(controller.current?.message == "Second")
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
  }

  @Test("tapping during the timer dismisses at once and leaves no timer behind")
  func tapDuringTimer() async {
    controller.show("Saved", variant: .success)
    clock.advance(by: .milliseconds(1_200))
    let timer = controller.dismissalTask
    controller.tap()
    #expect(controller.current == nil)
    await timer?.value
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(10))
    #expect(controller.current == nil)

    // The next toast gets its full duration, measured from its own show.
    controller.show("Again")
    clock.advance(by: .milliseconds(2_999))
    #expect(controller.current?.message == "Again")
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
  }

  @Test("programmatic dismissal behaves like a tap; dismissing nothing is harmless")
  func programmaticDismiss() async {
    controller.dismiss()
    controller.show("Uploading")
    controller.dismiss()
    #expect(controller.current == nil)
    #expect(clock.sleeperCount == 0)
  }

  @Test(
    "a burst of hundreds of toasts ends with exactly the last one visible and one timer",
    arguments: [0, 1, 7])
  func burst(spacingMilliseconds: Int) async {
    for index in 1...500 {
      controller.show("Toast \(index)", variant: index.isMultiple(of: 2) ? .success : .info)
      clock.advance(by: .milliseconds(spacingMilliseconds))
    }
    #expect(controller.current?.message == "Toast 500")
    #expect(clock.sleeperCount <= 1)
    let elapsedSinceLast = spacingMilliseconds
    clock.advance(by: .milliseconds(2_999 - elapsedSinceLast))
    #expect(controller.current?.message == "Toast 500")
    clock.advance(by: .milliseconds(1))
    await settle()
    #expect(controller.current == nil)
    #expect(clock.sleeperCount == 0)
    #expect(recorder.played.count == 250)
  }

  @Test("each toast has its own identity, even with the same text")
  func identities() {
    controller.show("Saved")
    let first = controller.current?.id
    controller.show("Saved")
    #expect(controller.current?.id != first)
  }

  @Test(
    "success and error play their haptic; info stays silent",
    arguments: [
      (ToastVariant.info, [HapticFeedback]()),
      (.success, [.notification(.success)]),
      (.error, [.notification(.error)]),
    ])
  func haptics(variant: ToastVariant, expected: [HapticFeedback]) {
    controller.show("Message", variant: variant)
    #expect(recorder.played == expected)
  }

  @Test("disabled haptics silence the toast's feedback but not the toast")
  func disabledHaptics() {
    let controller = ToastController(
      haptics: Haptics(engine: recorder.engine, isEnabled: false), clock: clock)
    controller.show("Saved", variant: .success)
    #expect(controller.current != nil)
    #expect(recorder.played.isEmpty)
  }
}

@Suite("Toast presentation decisions")
struct ToastPresentationTests {
  @Test(
    "each variant has its own tint role and symbol",
    arguments: [
      (ToastVariant.info, SemanticColor.toastInfoTint, "info.circle.fill"),
      (.success, .toastSuccessTint, "checkmark.circle.fill"),
      (.error, .toastErrorTint, "exclamationmark.triangle.fill"),
    ])
  func variants(variant: ToastVariant, tint: SemanticColor, symbol: String) {
    #expect(variant.tint == tint)
    #expect(variant.symbolName == symbol)
  }

  @Test("every tint is defined by the theme in both appearances")
  func tintsExist() {
    for variant in ToastVariant.allCases {
      for appearance in Appearance.allCases {
        #expect(Theme.atelier.paletteColor(variant.tint, appearance) != nil)
      }
    }
  }

  @Test("Reduce Motion turns the slide into a shorter fade")
  func reduceMotion() {
    #expect(ToastTransition.resolve(reduceMotion: true) == .fade)
    #expect(ToastTransition.resolve(reduceMotion: false) == .slideFromTop)
    #expect(
      ToastTransition.fade.animationDuration < ToastTransition.slideFromTop.animationDuration)
  }

  @Test("VoiceOver hears the caller's text, untouched")
  @MainActor func announcement() {
    let controller = ToastController.preview("Liste geleert", variant: .success)
    #expect(controller.current?.announcement == "Liste geleert")
  }
}
