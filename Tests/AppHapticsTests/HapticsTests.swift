import Foundation
import Observation
import Testing

@testable import AppHaptics

@MainActor
@Suite("Haptics sends each intent to the engine")
struct HapticsTests {
  nonisolated static let intents: [(String, HapticFeedback)] = [
    ("selection", .selection), ("light", .impact(.light)), ("medium", .impact(.medium)),
    ("heavy", .impact(.heavy)), ("success", .notification(.success)),
    ("warning", .notification(.warning)), ("error", .notification(.error)),
  ]

  func call(_ intent: String, on haptics: Haptics) {
    switch intent {
    case "selection": haptics.selection()
    case "light": haptics.light()
    case "medium": haptics.medium()
    case "heavy": haptics.heavy()
    case "success": haptics.success()
    case "warning": haptics.warning()
    case "error": haptics.error()
    default: Issue.record("unknown intent \(intent)")
    }
  }

  @Test("each intent plays the right feedback", arguments: intents)
  func intent(name: String, expected: HapticFeedback) {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine)
    call(name, on: haptics)
    #expect(recorder.events == [.played(expected)])
  }

  @Test("the intents cover every feedback exactly once")
  func coverage() {
    #expect(Self.intents.map(\.1) == HapticFeedback.allCases)
  }

  @Test("the switch silences every intent and prepare", arguments: intents)
  func disabled(name: String, feedback: HapticFeedback) {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine, isEnabled: false)
    call(name, on: haptics)
    haptics.play(feedback)
    haptics.prepare(feedback)
    #expect(recorder.events.isEmpty)
  }

  @Test("turning haptics back on resumes playing")
  func reenabled() {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine)
    haptics.isEnabled = false
    haptics.success()
    haptics.isEnabled = true
    haptics.error()
    #expect(recorder.played == [.notification(.error)])
  }

  @Test("prepare warms each needed generator once, without playing")
  func prepare() {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine)
    haptics.prepare(
      .notification(.success), .notification(.error), .impact(.light), .impact(.heavy),
      .impact(.light), .selection)
    #expect(
      recorder.prepared == [
        .notification(.success), .impact(.light), .impact(.heavy), .selection,
      ])
    #expect(recorder.played.isEmpty)
  }

  @Test("prepare then play reaches the engine in order")
  func prepareThenPlay() {
    let recorder = RecordingHapticsEngine()
    let haptics = Haptics(engine: recorder.engine)
    haptics.prepare(.notification(.success))
    haptics.success()
    #expect(
      recorder.events == [.prepared(.notification(.success)), .played(.notification(.success))])
  }

  @Test("generators: notifications share one, impacts have one per style")
  func generators() {
    let generators = Set(HapticFeedback.allCases.map(\.generator))
    #expect(generators.count == 5)
    #expect(HapticFeedback.notification(.warning).generator == .notification)
    #expect(HapticFeedback.impact(.medium).generator == .impact(.medium))
  }
}

@MainActor
@Suite("Haptics settings")
struct HapticsSettingsTests {
  @Test("the switch is observable, so a settings toggle can bind to it")
  func observable() {
    let haptics = Haptics(engine: .noop)
    let changed = ChangeFlag()
    withObservationTracking {
      _ = haptics.isEnabled
    } onChange: {
      changed.set()
    }
    haptics.isEnabled = false
    #expect(changed.isSet)
    #expect(!haptics.isEnabled)
  }
}

/// A flag set from an observation callback, which may run on any thread.
final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
