import AppGallery
import AppHaptics
import AppLocalization
import AppToast
import Testing

/// Waits, without sleeping, until `condition` holds (the code under test runs on other tasks).
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<10_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

@Suite("GalleryFixtures")
@MainActor
struct GalleryFixturesTests {
  static func fixtures() -> GalleryFixtures {
    GalleryFixtures(locale: .fixture([:]), hapticsEngine: .noop)
  }

  @Test("the toast demo's toast stays until its clock reaches the duration")
  func toastOnManualClock() async {
    let fixtures = Self.fixtures()
    fixtures.showToast("Saved", variant: .success)
    #expect(fixtures.toast.current?.message == "Saved")
    #expect(await eventually { fixtures.clock.sleeperCount == 1 })
    fixtures.advanceClock(by: ToastController.defaultDuration - .milliseconds(1))
    #expect(fixtures.elapsed == .milliseconds(2_999))
    #expect(fixtures.toast.current != nil)
    fixtures.advanceClockToNextTimer()
    #expect(fixtures.elapsed == ToastController.defaultDuration)
    #expect(await eventually { fixtures.toast.current == nil })
  }

  @Test("haptics played by the demos are logged, and none when switched off")
  func hapticsLog() {
    let recorder = RecordingHapticsEngine()
    let fixtures = GalleryFixtures(locale: .fixture([:]), hapticsEngine: recorder.engine)
    fixtures.play(.medium, isEnabled: true)
    fixtures.play(.warning, isEnabled: false)
    fixtures.showToast("Failed", variant: .error)
    #expect(fixtures.playedHaptics == [.impact(.medium), .notification(.error)])
    #expect(recorder.played == [.impact(.medium), .notification(.error)])
    #expect(fixtures.haptics.isEnabled)
    fixtures.clearHaptics()
    #expect(fixtures.playedHaptics == [])
  }

  @Test("network observers are fixtures, made once per kind")
  func observers() {
    let fixtures = Self.fixtures()
    #expect(fixtures.observer(for: .online).isOnline)
    #expect(!fixtures.observer(for: .offline).isOnline)
    #expect(fixtures.observer(for: .offline) === fixtures.observer(for: .offline))
    fixtures.stop()
  }

  @Test("image URLs never point at the network")
  func imageURLs() {
    let fixtures = Self.fixtures()
    #expect(fixtures.imageURL(for: .bundled) == GalleryFixtureImage.dataURL)
    #expect(fixtures.imageURL(for: .missing)?.isFileURL == true)
    #expect(fixtures.imageURL(for: .noURL) == nil)
    for source in DemoImageSource.allCases {
      let scheme = fixtures.imageURL(for: source)?.scheme
      #expect(scheme != "http" && scheme != "https")
    }
  }

  @Test("the theme choice lives in memory")
  func theme() {
    let fixtures = Self.fixtures()
    #expect(fixtures.theme.preference == .system)
    fixtures.theme.preference = .dark
    #expect(Self.fixtures().theme.preference == .system)
  }
}
