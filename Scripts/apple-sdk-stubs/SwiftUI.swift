@_exported import Foundation
public import Observation

// MARK: core
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
public struct _M: View { public var body: Never { fatalError() } }
public struct TupleView<T>: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<A, B>: View { public var body: Never { fatalError() } }
public struct EmptyView: View { public init() {} ; public var body: Never { fatalError() } }
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

@resultBuilder public enum ViewBuilder {
  public static func buildExpression<C: View>(_ c: C) -> C { c }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<C: View>(_ c: C) -> C { c }
  public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> { fatalError() }
  public static func buildIf<C: View>(_ c: C?) -> C? { c }
  public static func buildEither<A: View, B: View>(first: A) -> _ConditionalContent<A, B> { fatalError() }
  public static func buildEither<A: View, B: View>(second: B) -> _ConditionalContent<A, B> { fatalError() }
  public static func buildLimitedAvailability<C: View>(_ c: C) -> AnyView { AnyView(c) }
}
public struct AnyView: View { public init<V: View>(_ v: V) {}; public var body: Never { fatalError() } }

// MARK: values
public enum ColorScheme: Sendable, Hashable { case light, dark }
public enum LayoutDirection: Sendable, Hashable { case leftToRight, rightToLeft }
public enum ContentMode: Sendable, Hashable { case fit, fill }
public enum ControlSize: Sendable { case mini, small, regular, large }
public enum TextAlignment: Sendable { case leading, center, trailing }
public enum DynamicTypeSize: Sendable, Hashable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct Alignment: Sendable { public static let leading = Alignment(), top = Alignment(), center = Alignment() }
public struct HorizontalAlignment: Sendable { public static let leading = HorizontalAlignment(), center = HorizontalAlignment() }
public struct VerticalAlignment: Sendable { public static let center = VerticalAlignment() }
public struct UnitPoint: Sendable { public static let topLeading = UnitPoint(), center = UnitPoint() }
public enum Edge: Sendable { case top, bottom, leading, trailing
  public struct Set: OptionSet, Sendable { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2), top = Set(rawValue: 4) }
}
public enum VerticalEdge: Sendable { case top, bottom }
public struct AccessibilityTraits: Sendable { public static let isHeader = AccessibilityTraits(), isButton = AccessibilityTraits() }
public struct AccessibilityChildBehavior: Sendable { public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior() }
public struct Animation: Sendable {
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}
public struct AnyTransition {
  public static let opacity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}

public struct Font: Hashable, Sendable {
  public enum TextStyle: Sendable { case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2 }
  public struct Weight: Hashable, Sendable { public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight() }
  public enum Design: Sendable { case `default`, rounded, monospaced, serif }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
  public func monospacedDigit() -> Font { self }
}

public struct EnvironmentValues {
  public var colorScheme: ColorScheme { get { .light } set {} }
  public var locale: Locale { get { Locale(identifier: "en") } set {} }
  public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
  public var accessibilityReduceMotion: Bool { .init() }
}

// MARK: shape styles
public protocol ShapeStyle: Sendable {
  associatedtype Resolved: ShapeStyle = Never
  func resolve(in environment: EnvironmentValues) -> Resolved
}
extension Never: ShapeStyle { public typealias Resolved = Never }
extension ShapeStyle where Resolved == Never { public func resolve(in environment: EnvironmentValues) -> Never { fatalError() } }
public struct Color: ShapeStyle, Hashable {
  public enum RGBColorSpace: Sendable { case sRGB, displayP3 }
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public static let clear = Color(red: 0, green: 0, blue: 0)
  public func resolve(in environment: EnvironmentValues) -> Color { self }
}
extension Color: View { public var body: Never { fatalError() } }
extension ShapeStyle where Self == Color { public static var clear: Color { Color.clear } }

public protocol Shape: View, Sendable {}
public protocol InsettableShape: Shape {}
extension Shape {
  public func fill<S: ShapeStyle>(_ content: S) -> _M { _M() }
}
extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _M { _M() }
}
public struct Rectangle: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct Capsule: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct Circle: InsettableShape { public init() {}; public var body: Never { fatalError() } }
public struct RoundedRectangle: InsettableShape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public var body: Never { fatalError() }
}

// MARK: state
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue: Value) {}
  public init(initialValue: Value) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
public protocol DynamicProperty {}
@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
  @preconcurrency public init(get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value) -> Void) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
extension Binding where Value: Sendable {
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
}
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  public init() where Value == Bool {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding { fatalError() }
  public struct Binding {
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  }
}
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
  public var wrappedValue: Value { fatalError() }
}

// MARK: views
public struct Text: View, Equatable {
  public init(verbatim content: String) {}
  public var body: Never { fatalError() }
}
public struct Image: View {
  public init(systemName: String) {}
  public init(decorative cgImage: CGImage, scale: CGFloat) {}
  public func resizable() -> Image { self }
  public var body: Never { fatalError() }
}
public final class CGImage {}
public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}
public struct Button<L: View>: View {
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct Picker<L: View, SelectionValue: Hashable, Content: View>: View {
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct Toggle<L: View>: View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct TextField<L: View>: View {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct SecureField<L: View>: View {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
public struct HStack<C: View>: View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}
  public var body: Never { fatalError() }
}
public struct VStack<C: View>: View {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}
  public var body: Never { fatalError() }
}
public struct ZStack<C: View>: View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> C) {}
  public var body: Never { fatalError() }
}
public struct Spacer: View { public init(minLength: CGFloat? = nil) {}; public var body: Never { fatalError() } }
public struct ProgressView: View { public init() {}; public var body: Never { fatalError() } }
public struct NavigationStack<C: View>: View { public init(@ViewBuilder root: () -> C) {}; public var body: Never { fatalError() } }
public struct List<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Form<C: View>: View { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
public struct Section<P, C: View, F>: View { public var body: Never { fatalError() } }
extension Section where P: View, F: View {
  public init(@ViewBuilder content: () -> C, @ViewBuilder header: () -> P, @ViewBuilder footer: () -> F) {}
}
extension Section where P: View, F == EmptyView {
  public init(@ViewBuilder content: () -> C, @ViewBuilder header: () -> P) {}
}
public struct NavigationLink<L: View>: View {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}
public struct LabeledContent<L: View, C: View>: View {
  public init(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) {}
  public var body: Never { fatalError() }
}

// MARK: styles
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}
public struct ButtonStyleConfiguration {
  public struct Label: View { public var body: Never { fatalError() } }
  public let label: Label
  public let isPressed: Bool
}
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabelStyleConfiguration
}
public struct LabelStyleConfiguration {
  public struct Title: View { public var body: Never { fatalError() } }
  public struct Icon: View { public var body: Never { fatalError() } }
  public var title: Title { fatalError() }
  public var icon: Icon { fatalError() }
}
public struct PlainButtonStyle { }
public struct SegmentedPickerStyle { }
extension PlainButtonStyle { }
public protocol PrimitiveButtonStyle {}
extension PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
public protocol PickerStyle {}
extension SegmentedPickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }

// MARK: layout
public struct ProposedViewSize: Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
  public init(_ size: CGSize) { width = size.width; height = size.height }
}
public struct LayoutSubview {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}
public struct LayoutSubviews: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(i: Int) -> LayoutSubview { LayoutSubview() }
}
@preconcurrency public protocol Layout: Sendable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}
extension Layout {
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _M { _M() }
}

// MARK: modifiers
extension View {
  public func padding(_ length: CGFloat) -> _M { _M() }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _M { _M() }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _M { _M() }
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> _M { _M() }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _M { _M() }
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> _M { _M() }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _M { _M() }
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> _M { _M() }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _M { _M() }
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> _M { _M() }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _M { _M() }
  public func font(_ font: Font?) -> _M { _M() }
  public func accessibilityHidden(_ hidden: Bool) -> _M { _M() }
  public func accessibilityLabel(_ label: Text) -> _M { _M() }
  public func accessibilityValue(_ value: Text) -> _M { _M() }
  public func accessibilityHint(_ hint: Text) -> _M { _M() }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> _M { _M() }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> _M { _M() }
  public func accessibilityAction(_ handler: @escaping () -> Void) -> _M { _M() }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> _M { _M() }
  public func opacity(_ opacity: Double) -> _M { _M() }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _M { _M() }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _M { _M() }
  public func allowsHitTesting(_ enabled: Bool) -> _M { _M() }
  public func contentShape<S: Shape>(_ shape: S) -> _M { _M() }
  public func labelStyle<S: LabelStyle>(_ style: S) -> _M { _M() }
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> _M { _M() }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _M { _M() }
  public func disabled(_ disabled: Bool) -> _M { _M() }
  public func tint<S: ShapeStyle>(_ tint: S?) -> _M { _M() }
  public func tint(_ tint: Color?) -> _M { _M() }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> _M { _M() }
  public func tag<V: Hashable>(_ tag: V) -> _M { _M() }
  public func controlSize(_ controlSize: ControlSize) -> _M { _M() }
  public func transition(_ t: AnyTransition) -> _M { _M() }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> _M { _M() }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _M { _M() }
  public func onAppear(perform action: (() -> Void)? = nil) -> _M { _M() }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> _M { _M() }
  public func focused(_ condition: FocusState<Bool>.Binding) -> _M { _M() }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _M { _M() }
  public func environment<T: AnyObject & Observable>(_ object: T?) -> _M { _M() }
  public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> _M { _M() }
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> _M { _M() }
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> _M { _M() }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _M { _M() }
  public func id<ID: Hashable>(_ id: ID) -> _M { _M() }
  public func clipped(antialiased: Bool = false) -> _M { _M() }
  public func clipShape<S: Shape>(_ shape: S) -> _M { _M() }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> _M { _M() }
  public func shadow(color: Color = .clear, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _M { _M() }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> _M { _M() }
  public func navigationTitle(_ title: Text) -> _M { _M() }
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> _M { _M() }
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> _M { _M() }
}

// MARK: app
@MainActor @preconcurrency public protocol Scene { associatedtype Body: Scene; var body: Body { get } }
extension Never: Scene {}
@resultBuilder public enum SceneBuilder { public static func buildBlock<S: Scene>(_ s: S) -> S { s } }
public struct WindowGroup<C: View>: Scene { public init(@ViewBuilder content: () -> C) {}; public var body: Never { fatalError() } }
@MainActor @preconcurrency public protocol App { associatedtype Body: Scene; @SceneBuilder var body: Body { get }; init() }
extension App { public static func main() {} }
