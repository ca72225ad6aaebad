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

@Suite("GalleryClock")
struct GalleryClockTests {
  @Test("a sleeper wakes exactly at its deadline, not before")
  func wakesAtDeadline() async throws {
    let clock = GalleryClock()
    let task = Task { try await clock.sleep(for: .seconds(2)) }
    #expect(await eventually { clock.sleeperCount == 1 })
    #expect(clock.nextDeadline == GalleryClock.Instant(offset: .seconds(2)))
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await task.value
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("advanceToNextDeadline jumps to the earliest timer only")
  func nextDeadline() async throws {
    let clock = GalleryClock()
    let first = Task { try await clock.sleep(for: .seconds(3)) }
    let second = Task { try await clock.sleep(for: .seconds(5)) }
    #expect(await eventually { clock.sleeperCount == 2 })
    clock.advanceToNextDeadline()
    try await first.value
    #expect(clock.now.offset == .seconds(3))
    #expect(clock.sleeperCount == 1)
    clock.advanceToNextDeadline()
    try await second.value
    #expect(clock.now.offset == .seconds(5))
    clock.advanceToNextDeadline()
    #expect(clock.now.offset == .seconds(5))
  }

  @Test("cancelling a sleeper throws CancellationError and forgets it")
  func cancellation() async {
    let clock = GalleryClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    #expect(await eventually { clock.sleeperCount == 1 })
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }
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
