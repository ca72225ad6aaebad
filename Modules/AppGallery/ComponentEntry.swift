/// One component in the catalog: what it is, where it lives, and its interactive demo.
public struct ComponentEntry: Identifiable, Hashable, Sendable {
  /// The stable identifier; also what the SwiftUI demo switch matches on.
  public var id: ComponentID
  /// The display name ("Button").
  public var name: String
  /// One sentence saying what the component is for; the inventory's third column.
  public var summary: String
  /// The gallery section it appears in.
  public var group: ComponentGroup
  /// The library that declares it (`AppUI`, `AppToast`, `AppHaptics`).
  public var module: String
  /// The public types the demo shows (`AppButton`); the completeness test matches these against
  /// the views and layouts the modules declare.
  public var symbols: [String]
  /// The interactive demo: its knobs and the offline fixtures it runs on.
  public var demo: ComponentDemo

  /// Creates an entry.
  public init(
    id: ComponentID, name: String, summary: String, group: ComponentGroup, module: String,
    symbols: [String], demo: ComponentDemo
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.group = group
    self.module = module
    self.symbols = symbols
    self.demo = demo
  }
}
