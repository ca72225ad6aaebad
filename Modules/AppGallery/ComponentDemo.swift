/// A component's interactive demo as data: the knobs the detail screen offers (variants,
/// loading and disabled states, sample text) and the offline fixtures it runs on. The SwiftUI
/// demo reads the knobs' current values through ``DemoValues``.
public struct ComponentDemo: Hashable, Sendable {
  /// The controls below the preview, in display order.
  public var knobs: [DemoKnob]
  /// What the demo uses instead of the network, a key or real time.
  public var fixtures: [DemoFixture]

  /// Creates a demo.
  public init(knobs: [DemoKnob], fixtures: [DemoFixture] = []) {
    self.knobs = knobs
    self.fixtures = fixtures
  }

  /// The knob for `key`, if the demo has one.
  public func knob(_ key: DemoKnobKey) -> DemoKnob? {
    knobs.first { $0.key == key }
  }
}

/// The name of a demo knob; typed so a demo cannot read a knob under a misspelt name.
public enum DemoKnobKey: String, CaseIterable, Hashable, Sendable {
  /// The component's label or title text.
  case title
  /// A secondary message.
  case message
  /// A style variant (button variant, toast variant, flow alignment).
  case variant
  /// Regular or compact.
  case size
  /// Shows an SF Symbol.
  case icon
  /// The loading state.
  case loading
  /// The disabled state.
  case disabled
  /// Stretches to the container's width.
  case fullWidth
  /// Masks the text (password fields).
  case secure
  /// Shows the inline error.
  case error
  /// Offers an action (retry, call to action).
  case action
  /// The simulated network (online, offline, flapping).
  case network
  /// Where the image comes from (bundled, missing, none).
  case source
  /// Fill or fit.
  case contentMode
  /// How many items a container holds.
  case count
  /// The number of cells or characters.
  case length
}

/// One control on a demo's detail screen.
public struct DemoKnob: Identifiable, Hashable, Sendable {
  /// What kind of control it is, with its starting value.
  public enum Kind: Hashable, Sendable {
    /// An on/off switch.
    case toggle(initial: Bool)
    /// One of several named options; `initial` is one of `options`.
    case choice(options: [String], initial: String)
    /// Free text.
    case text(initial: String)
  }

  /// The value this knob sets.
  public var key: DemoKnobKey
  /// The label beside the control, in English.
  public var label: String
  /// The control and its starting value.
  public var kind: Kind

  /// The knob's identity within its demo.
  public var id: DemoKnobKey { key }

  /// Creates a knob.
  public init(_ key: DemoKnobKey, _ label: String, _ kind: Kind) {
    self.key = key
    self.label = label
    self.kind = kind
  }

  /// An on/off knob.
  public static func toggle(_ key: DemoKnobKey, _ label: String, initial: Bool = false)
    -> DemoKnob
  {
    DemoKnob(key, label, .toggle(initial: initial))
  }

  /// A knob choosing among the raw values of `options`, starting at `initial`.
  public static func choice<Option: RawRepresentable>(
    _ key: DemoKnobKey, _ label: String, _ options: [Option], initial: Option
  ) -> DemoKnob where Option.RawValue == String {
    DemoKnob(key, label, .choice(options: options.map(\.rawValue), initial: initial.rawValue))
  }

  /// A free-text knob.
  public static func text(_ key: DemoKnobKey, _ label: String, initial: String) -> DemoKnob {
    DemoKnob(key, label, .text(initial: initial))
  }
}

/// A stand-in a demo uses so the gallery works offline, with no key and no waiting.
public enum DemoFixture: String, CaseIterable, Hashable, Sendable {
  /// A `NetworkObserver` fixture (online, offline or flapping) instead of the path monitor.
  case networkFixture
  /// An image generated in memory (``GalleryFixtureImage``) instead of a download.
  case bundledImage
  /// A `ManualClock` the demo advances by hand instead of real time.
  case manualClock
  /// A `ThemeController` kept in memory instead of `UserDefaults`.
  case inMemoryTheme

  /// What the fixture replaces, in English, for the detail screen.
  public var summary: String {
    switch self {
    case .networkFixture: "Simulated network: no connection is needed."
    case .bundledImage: "Image generated in memory: nothing is downloaded."
    case .manualClock: "Manual clock: time moves only when you advance it."
    case .inMemoryTheme: "Theme choice kept in memory: nothing is saved."
    }
  }
}
