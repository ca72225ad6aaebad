public import AppHaptics

/// The simulated connection of a demo that reads `NetworkObserver`.
public enum DemoNetwork: String, CaseIterable, Hashable, Sendable {
  /// Online over Wi-Fi.
  case online
  /// No connection.
  case offline
  /// Drops and returns every two seconds.
  case flapping
}

/// Where the `RemoteImage` demo's picture comes from; none of them downloads anything.
public enum DemoImageSource: String, CaseIterable, Hashable, Sendable {
  /// ``GalleryFixtureImage``, generated in memory.
  case bundled
  /// A file that does not exist: shows the failure view.
  case missing
  /// No URL at all: shows the failure view at once.
  case noURL
}

/// How the `RemoteImage` demo fits its picture.
public enum DemoContentMode: String, CaseIterable, Hashable, Sendable {
  /// Fills the frame, cropping.
  case fill
  /// Fits inside the frame, letterboxing.
  case fit
}

/// How many items a container demo holds.
public enum DemoItemCount: String, CaseIterable, Hashable, Sendable {
  /// Three items.
  case few
  /// Eight items.
  case several
  /// Twenty items.
  case many

  /// The number of items.
  public var count: Int {
    switch self {
    case .few: 3
    case .several: 8
    case .many: 20
    }
  }
}

/// The haptic intents the haptics demo plays, one per `Haptics` method.
public enum DemoHaptic: String, CaseIterable, Hashable, Sendable {
  /// `selection()`.
  case selection
  /// `light()`.
  case light
  /// `medium()`.
  case medium
  /// `heavy()`.
  case heavy
  /// `success()`.
  case success
  /// `warning()`.
  case warning
  /// `error()`.
  case error

  /// The feedback the intent plays.
  public var feedback: HapticFeedback {
    switch self {
    case .selection: .selection
    case .light: .impact(.light)
    case .medium: .impact(.medium)
    case .heavy: .impact(.heavy)
    case .success: .notification(.success)
    case .warning: .notification(.warning)
    case .error: .notification(.error)
    }
  }
}

/// The number of cells of the one-time-code demo.
public enum DemoCodeLength: String, CaseIterable, Hashable, Sendable {
  /// Four digits.
  case four
  /// Six digits, the common case.
  case six
  /// Eight digits.
  case eight

  /// The number of cells.
  public var length: Int {
    switch self {
    case .four: 4
    case .six: 6
    case .eight: 8
    }
  }
}
