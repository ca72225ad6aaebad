/// The current values of a demo's knobs, starting from each knob's initial value. The SwiftUI
/// detail screen binds its controls to it; the demo reads it through the typed accessors in
/// `DemoValues+Components.swift`.
public struct DemoValues: Hashable, Sendable {
  private let demo: ComponentDemo
  private var toggles: [DemoKnobKey: Bool] = [:]
  private var choices: [DemoKnobKey: String] = [:]
  private var texts: [DemoKnobKey: String] = [:]

  /// The initial values of `demo`'s knobs.
  public init(demo: ComponentDemo) {
    self.demo = demo
    reset()
  }

  /// Puts every knob back to its initial value.
  public mutating func reset() {
    toggles = [:]
    choices = [:]
    texts = [:]
    for knob in demo.knobs {
      switch knob.kind {
      case .toggle(let initial): toggles[knob.key] = initial
      case .choice(_, let initial): choices[knob.key] = initial
      case .text(let initial): texts[knob.key] = initial
      }
    }
  }

  /// Whether every knob holds its initial value.
  public var isInitial: Bool { self == DemoValues(demo: demo) }

  /// The toggle `key`; `false` when the demo has no such toggle.
  public func isOn(_ key: DemoKnobKey) -> Bool { toggles[key] ?? false }

  /// The chosen option of `key`; `nil` when the demo has no such choice.
  public func choice(_ key: DemoKnobKey) -> String? { choices[key] }

  /// The text of `key`; empty when the demo has no such text knob.
  public func text(_ key: DemoKnobKey) -> String { texts[key] ?? "" }

  /// Sets the toggle `key`; ignored when the demo has no such toggle.
  public mutating func setOn(_ key: DemoKnobKey, _ value: Bool) {
    guard toggles[key] != nil else { return }
    toggles[key] = value
  }

  /// Chooses `option` for `key`; ignored unless `option` is one of the knob's options.
  public mutating func choose(_ key: DemoKnobKey, _ option: String) {
    guard case .choice(let options, _) = demo.knob(key)?.kind, options.contains(option) else {
      return
    }
    choices[key] = option
  }

  /// Sets the text of `key`; ignored when the demo has no such text knob.
  public mutating func setText(_ key: DemoKnobKey, _ value: String) {
    guard texts[key] != nil else { return }
    texts[key] = value
  }

  /// The chosen option of `key` as `Option`, or `fallback` when unset or unknown.
  public func choice<Option: RawRepresentable>(_ key: DemoKnobKey, or fallback: Option) -> Option
  where Option.RawValue == String {
    choice(key).flatMap(Option.init(rawValue:)) ?? fallback
  }
}

extension DemoKnob {
  /// The English label of a choice option: its raw value split where a capital follows a
  /// lower-case letter, first letter upper-cased, acronyms kept (`leftToRight` reads "Left to
  /// right", `noURL` reads "No URL").
  public static func label(forOption option: String) -> String {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in option {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    let sentence = words.map { word in
      word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
    }.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
