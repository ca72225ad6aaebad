import AppGallery
import AppUI
import Testing

@Suite("DemoValues")
struct DemoValuesTests {
  static let demo = ComponentDemo(knobs: [
    .text(.title, "Title", initial: "Continue"),
    .choice(.variant, "Variant", AppButtonVariant.allCases, initial: .secondary),
    .toggle(.loading, "Loading"),
    .toggle(.icon, "Icon", initial: true),
  ])

  @Test("starts from every knob's initial value")
  func initialValues() {
    let values = DemoValues(demo: Self.demo)
    #expect(values.text(.title) == "Continue")
    #expect(values.choice(.variant) == "secondary")
    #expect(values.choice(.variant, or: AppButtonVariant.primary) == .secondary)
    #expect(!values.isOn(.loading))
    #expect(values.isOn(.icon))
    #expect(values.isInitial)
  }

  @Test("changes stick, and reset restores the initial values")
  func changeAndReset() {
    var values = DemoValues(demo: Self.demo)
    values.setText(.title, "Pay")
    values.choose(.variant, "destructive")
    values.setOn(.loading, true)
    #expect(values.text(.title) == "Pay")
    #expect(values.choice(.variant, or: AppButtonVariant.primary) == .destructive)
    #expect(values.isOn(.loading))
    #expect(!values.isInitial)
    values.reset()
    #expect(values == DemoValues(demo: Self.demo))
  }

  @Test("knobs the demo lacks and options outside the list are ignored")
  func unknownKnobsAndOptions() {
    var values = DemoValues(demo: Self.demo)
    values.setOn(.disabled, true)
    values.setText(.message, "x")
    values.choose(.variant, "sparkly")
    values.choose(.size, "compact")
    values.setOn(.title, true)
    #expect(!values.isOn(.disabled))
    #expect(values.text(.message) == "")
    #expect(values.choice(.variant) == "secondary")
    #expect(values.choice(.size) == nil)
    #expect(values.choice(.size, or: AppButtonSize.regular) == .regular)
    #expect(values.isInitial)
  }

  @Test(
    "option labels read as English",
    arguments: [
      ("primary", "Primary"), ("leftToRight", "Left to right"), ("noURL", "No URL"),
      ("xxLarge", "Xx large"),
      ("accessibility3", "Accessibility3"), ("", ""),
    ])
  func optionLabels(option: String, label: String) {
    #expect(DemoKnob.label(forOption: option) == label)
  }

  @Test("every choice knob of the standard catalog starts at one of its options")
  func standardChoicesAreValid() {
    for entry in ComponentCatalog.standard.entries {
      let values = DemoValues(demo: entry.demo)
      for knob in entry.demo.knobs {
        if case .choice(let options, _) = knob.kind {
          let chosen = values.choice(knob.key)
          #expect(chosen.map(options.contains) == true, "\(entry.id).\(knob.key)")
        }
      }
    }
  }
}

@Suite("GalleryPreviewSettings")
struct GalleryPreviewSettingsTests {
  @Test(
    "caption",
    arguments: [
      (GalleryPreviewSettings(), "System appearance, Large (default)"),
      (
        GalleryPreviewSettings(appearance: .dark, textSize: .accessibility3, isRightToLeft: true),
        "Dark, Accessibility 3, Right to left"
      ),
      (GalleryPreviewSettings(appearance: .light, textSize: .xSmall), "Light, Extra small"),
    ])
  func caption(settings: GalleryPreviewSettings, expected: String) {
    #expect(settings.caption == expected)
  }

  @Test("text size steps stop at both ends of the scale")
  func stepping() {
    var settings = GalleryPreviewSettings()
    settings.stepTextSize(by: 1)
    #expect(settings.textSize == .xLarge)
    settings.stepTextSize(by: 100)
    #expect(settings.textSize == .accessibility5)
    settings.stepTextSize(by: -100)
    #expect(settings.textSize == .xSmall)
    #expect(settings.isCustomized)
    #expect(!GalleryPreviewSettings().isCustomized)
  }

  @Test("the five accessibility sizes are the last five")
  func accessibilitySizes() {
    let flags = DemoTextSize.allCases.map(\.isAccessibilitySize)
    #expect(flags == Array(repeating: false, count: 7) + Array(repeating: true, count: 5))
    #expect(Set(DemoTextSize.allCases.map(\.title)).count == DemoTextSize.allCases.count)
  }
}

@Suite("DemoSamples")
struct DemoSamplesTests {
  @Test(
    "the password demo says which patterns made the verdict",
    arguments: [
      (
        "Maritza@1",
        [
          "\"Maritza\": first name #643, 10^3.1 guesses", "\"@1\": brute force, 10^2.0 guesses",
          "10^5.4 guesses: weak, zxcvbn score 1",
        ]
      ),
      (
        "drowssap",
        [
          "\"drowssap\": common password #2, reversed as \"password\", 10^0.6 guesses",
          "10^0.7 guesses: weak, zxcvbn score 0",
        ]
      ),
      ("", ["Type a password to see why it rates so."]),
    ])
  func passwordExplanation(password: String, lines: [String]) {
    #expect(
      DemoSamples.passwordExplanation(PasswordStrengthEstimator.estimate(password)) == lines)
  }

  @Test("the flow demo has enough tags for its largest count")
  func tags() {
    let most = DemoItemCount.allCases.map(\.count).max() ?? 0
    #expect(DemoSamples.tags(count: most).count == most)
    #expect(DemoSamples.tags(count: 3) == ["Swift", "Design", "Accessibility"])
    #expect(DemoSamples.tags(count: -1) == [])
  }

  @Test(
    "captions",
    arguments: [
      (DemoSamples.tapCaption(0), "Not tapped yet"), (DemoSamples.tapCaption(1), "Tapped once"),
      (DemoSamples.tapCaption(4), "Tapped 4 times"), (DemoSamples.retryCaption(2), "Retried twice"),
      (DemoSamples.clockCaption(.milliseconds(2_500)), "Clock: 2.5 s"),
      (DemoSamples.clockCaption(.seconds(3)), "Clock: 3 s"),
      (DemoSamples.codeCaption(nil), "Type or paste a code"),
      (DemoSamples.codeCaption("123456"), "Completed: 123456"),
      (DemoSamples.playTitle(.selection), "Play selection"),
      (DemoSamples.hapticsCaption([]), "Nothing played yet"),
      (
        DemoSamples.hapticsCaption([.selection, .impact(.heavy), .notification(.warning)]),
        "Played 3: warning, heavy, selection"
      ),
    ])
  func captions(actual: String, expected: String) {
    #expect(actual == expected)
  }

  @Test("every haptic intent plays a distinct feedback")
  func haptics() {
    let feedback = DemoHaptic.allCases.map(\.feedback)
    #expect(Set(feedback).count == DemoHaptic.allCases.count)
    #expect(
      DemoHaptic.allCases.map { DemoSamples.name(of: $0.feedback) }
        == DemoHaptic.allCases.map(\.rawValue))
  }
}
